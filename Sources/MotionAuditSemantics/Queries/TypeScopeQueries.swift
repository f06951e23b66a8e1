import SwiftSyntax

extension Syntax {
  /// This node as a declaration group (a type, an extension or a protocol), or `nil`. Read from
  /// the kind: `asProtocol` searches the conformance records, thousands of instructions a node.
  package var declarationGroup: (any DeclGroupSyntax)? {
    switch kind {
    case .structDecl: self.as(StructDeclSyntax.self)
    case .classDecl: self.as(ClassDeclSyntax.self)
    case .enumDecl: self.as(EnumDeclSyntax.self)
    case .actorDecl: self.as(ActorDeclSyntax.self)
    case .extensionDecl: self.as(ExtensionDeclSyntax.self)
    case .protocolDecl: self.as(ProtocolDeclSyntax.self)
    default: nil
    }
  }
}

extension SourceFileSyntax {
  /// The extensions of `typeName` declared in the file. Extensions live at file scope, so only
  /// the top-level statements (and the `#if` blocks among them) are looked at.
  package func extensionDeclarations(of typeName: String) -> [ExtensionDeclSyntax] {
    extensionDeclarationsByType()[typeName] ?? []
  }

  /// Every extension declared in the file, by the extended type's compact text, each list in
  /// source order: one look at the top-level statements answers every type.
  func extensionDeclarationsByType() -> [String: [ExtensionDeclSyntax]] {
    var found: [String: [ExtensionDeclSyntax]] = [:]
    var pending: [Syntax] = statements.map { Syntax($0.item) }
    while let node = pending.popLast() {
      if let declaration = node.as(ExtensionDeclSyntax.self) {
        found[declaration.extendedType.compactText, default: []].append(declaration)
      } else if let conditional = node.as(IfConfigDeclSyntax.self) {
        for clause in conditional.clauses {
          if case .statements(let items) = clause.elements {
            pending.append(contentsOf: items.map { Syntax($0.item) })
          }
        }
      }
    }
    return found.mapValues { $0.sorted { $0.position < $1.position } }
  }
}

extension AuditContext {
  /// Where a type-wide question about `node` is answered: the declarations in this file of the
  /// type around it (the type and its extensions), or the whole file for code outside any type.
  package func typeScope(of node: some SyntaxProtocol) -> [Syntax] {
    guard let declaration = index.enclosingTypeDeclaration(of: node),
      let name = declaration.typeDeclarationName
    else { return [Syntax(tree)] }
    var scope = index.typeDeclarations[name] ?? []
    scope += (extensionDeclarations[name] ?? []).map { Syntax($0) }
    if !scope.contains(where: { $0.id == declaration.id }) { scope.append(declaration) }
    return scope
  }

  /// Whether an identifier in `scope` is one of `names` (as a reference, a type or a callee).
  package func scope(_ scope: [Syntax], mentions names: Set<String>) -> Bool {
    scope.contains { node in
      var found = false
      node.forEachToken { token in
        if !found, names.contains(token.identifierName) { found = true }
      }
      return found
    }
  }

  /// Whether a Reduce Motion signal appears anywhere in `scope`.
  package func scopeContainsSignal(_ scope: [Syntax]) -> Bool {
    scope.contains { containsSignal($0) }
  }
}
