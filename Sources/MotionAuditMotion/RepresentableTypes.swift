import MotionAuditSemantics
import SwiftSyntax

/// The types of a file that wrap UIKit or AppKit views for SwiftUI.
package enum RepresentableTypes {
  static let protocols: Set<String> = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable",
  ]

  /// The names of the types declared at the top level of `file` (or in a type there) that
  /// conform to a representable protocol. Reads declarations only, not bodies.
  package static func declared(in file: SourceFileSyntax) -> Set<String> {
    var names: Set<String> = []
    func visit(_ declaration: DeclSyntax) {
      // By kind (`declarationGroup`): `asProtocol` searches the conformance records.
      guard let type = Syntax(declaration).declarationGroup else { return }
      let isRepresentable =
        type.inheritanceClause?.inheritedTypes.contains { isRepresentableProtocol($0.type) }
        ?? false
      if isRepresentable, let named = declaration.asProtocol(NamedDeclSyntax.self) {
        names.insert(named.name.text)
      }
      for member in type.memberBlock.members { visit(member.decl) }
    }
    for statement in file.statements {
      if let declaration = statement.item.as(DeclSyntax.self) { visit(declaration) }
    }
    return names
  }

  /// Whether `type` names a representable protocol. A protocol's name is one token: the token's
  /// text is compared first, the type's (which needs the positions of its trivia) only then.
  private static func isRepresentableProtocol(_ type: TypeSyntax) -> Bool {
    guard let name = type.as(IdentifierTypeSyntax.self)?.name.text, protocols.contains(name)
    else { return false }
    return type.isSpelled(name)
  }
}
