import MotionAuditMotion
import SwiftParser
import SwiftSyntax

@testable import MotionAuditMotion
@testable import MotionAuditSyntax

/// Builds the layout model of a view in a snippet of SwiftUI source, as the analyzer would.
enum MotionFixture {
  /// The model of the `body` of the type `type` in `source` (the first type with a body when
  /// nil), with the file's representables known.
  static func model(_ source: String, type name: String? = nil) -> ViewLayoutModel? {
    let file = Parser.parse(source: source)
    let representables = RepresentableTypes.declared(in: file)
    for type in file.descendants(ofType: StructDeclSyntax.self)
    where name == nil || type.name.text == name {
      if let model = ViewLayoutModel(bodyOf: type, representables: representables) {
        return model
      }
    }
    return nil
  }

  /// What changing `paths` in one animated transaction does to the body of the first view in
  /// `source`.
  static func effects(_ source: String, changing paths: String...) -> [ViewEffect] {
    model(source)?.effects(of: paths.map { StateChange($0) }) ?? []
  }

  /// The names of the views an effect lists as displaced, as written.
  static func names(_ nodes: [Syntax]) -> [String] {
    nodes.map { node in
      node.as(FunctionCallExprSyntax.self)?.calleeName ?? node.trimmedDescription
    }
  }
}

extension [ViewEffect] {
  /// The effects someone using the app sees move.
  var moving: [ViewEffect] { filter(\.moves) }
}
