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
      guard let type = declaration.asProtocol(DeclGroupSyntax.self) else { return }
      if let named = declaration.asProtocol(NamedDeclSyntax.self),
        type.inheritanceClause?.inheritedTypes.contains(where: { inherited in
          protocols.contains { inherited.type.isSpelled($0) }
        }) == true
      {
        names.insert(named.name.text)
      }
      for member in type.memberBlock.members { visit(member.decl) }
    }
    for statement in file.statements {
      if let declaration = statement.item.as(DeclSyntax.self) { visit(declaration) }
    }
    return names
  }
}
