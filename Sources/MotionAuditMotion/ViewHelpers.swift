import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// The members of a view type that build views: its `body`, computed properties of a view type
/// (`var header: some View`) and functions that return one or are view builders.
package enum ViewHelpers {
  /// The view-building members among `declarations` (``declarations(in:)`` of a type and its
  /// extensions), by name, with the statements of their bodies; `body` is left out.
  package static func members(among declarations: [DeclSyntax]) -> [String:
    CodeBlockItemListSyntax]
  {
    var helpers: [String: CodeBlockItemListSyntax] = [:]
    for declaration in declarations {
      guard let name = name(of: declaration), name != "body",
        let statements = statements(of: declaration)
      else { continue }
      helpers[name] = helpers[name] ?? statements
    }
    return helpers
  }

  /// The view-building declarations of `scopes`, `body` included, in source order.
  package static func declarations(in scopes: [Syntax]) -> [DeclSyntax] {
    scopes.flatMap { scope -> [DeclSyntax] in
      guard let type = scope.declarationGroup else { return [] }
      return type.memberBlock.members.map(\.decl).filter(buildsViews)
    }
  }

  /// The name of a property or function declaration.
  package static func name(of declaration: DeclSyntax) -> String? {
    if let function = declaration.as(FunctionDeclSyntax.self) { return function.name.text }
    return declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern
      .as(IdentifierPatternSyntax.self)?.identifier.text
  }

  /// The statements of a function's body or of a computed property's getter.
  static func statements(of declaration: some DeclSyntaxProtocol) -> CodeBlockItemListSyntax? {
    if let function = declaration.as(FunctionDeclSyntax.self) { return function.body?.statements }
    guard
      let accessors = declaration.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock?
        .accessors
    else { return nil }
    if let getter = accessors.as(CodeBlockItemListSyntax.self) { return getter }
    return accessors.as(AccessorDeclListSyntax.self)?
      .first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
  }

  /// `@ViewBuilder`, or a declared type that is a view (`some View`, `AnyView`).
  private static func buildsViews(_ declaration: DeclSyntax) -> Bool {
    let attributes: AttributeListSyntax
    let type: TypeSyntax?
    if let function = declaration.as(FunctionDeclSyntax.self) {
      attributes = function.attributes
      type = function.signature.returnClause?.type
    } else if let variable = declaration.as(VariableDeclSyntax.self) {
      attributes = variable.attributes
      type = variable.bindings.first?.typeAnnotation?.type
    } else {
      return false
    }
    let isViewBuilder = attributes.contains {
      // One token: its text first, the name's (with the positions of its trivia) only then.
      guard let name = $0.as(AttributeSyntax.self)?.attributeName,
        name.as(IdentifierTypeSyntax.self)?.name.text == "ViewBuilder"
      else { return false }
      return name.isSpelled("ViewBuilder")
    }
    guard let type else { return isViewBuilder }
    return isViewBuilder || type.isSpelled("some View") || type.isSpelled("AnyView")
  }
}
