import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// The views of one SwiftUI body, `@ViewBuilder` helper or computed view property, as SwiftUI
/// lays them out: containers, order, conditional content, transitions, layout modifiers and
/// animation overrides. Built on demand from the declaration's syntax, once per body.
package struct ViewLayoutModel {
  /// The body's views at its top level, laid out by whatever contains the body.
  package var root: ViewNode
  /// Whether anyone using the app sees it: not in a preview, nor compiled only for debugging.
  package var isUserFacing: Bool

  /// The model of `declaration`, a computed property (`var body: some View { … }`) or a
  /// function (`@ViewBuilder func row() -> some View`); nil when it has no body to read.
  /// `representables` names the file's `UIViewRepresentable`-like types
  /// (``RepresentableTypes/declared(in:)``); `helpers`, the type's view-building members
  /// (``ViewHelpers/members(among:)``), laid out where the body uses them.
  package init?(
    declaration: some DeclSyntaxProtocol, representables: Set<String> = [],
    helpers: [String: CodeBlockItemListSyntax] = [:]
  ) {
    guard let statements = ViewHelpers.statements(of: declaration) else { return nil }
    let builder = ViewLayoutBuilder(representables: representables, helpers: helpers)
    root = ViewNode(kind: .container("body", .transparent), syntax: Syntax(declaration))
    root.children = builder.views(in: statements)
    isUserFacing = Self.isUserFacing(Syntax(declaration))
  }

  /// The model of one view expression on its own (the view an `.animation(_:value:)` modifies):
  /// nothing outside it is laid out, so nothing outside it is pushed.
  package init?(
    view expression: ExprSyntax, representables: Set<String> = [],
    helpers: [String: CodeBlockItemListSyntax] = [:]
  ) {
    let builder = ViewLayoutBuilder(representables: representables, helpers: helpers)
    guard let view = builder.view(expression) else { return nil }
    root = ViewNode(kind: .container("view", .transparent), syntax: Syntax(expression))
    root.children = [view]
    isUserFacing = Self.isUserFacing(Syntax(expression))
  }

  /// The model of the `body` of the view type `type`.
  package init?(bodyOf type: some DeclGroupSyntax, representables: Set<String> = []) {
    let body = type.memberBlock.members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .first { variable in
        variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          == "body"
      }
    guard let body else { return nil }
    self.init(declaration: body, representables: representables)
  }

  /// Not inside `#if DEBUG`, a `PreviewProvider` or `#Preview`.
  private static func isUserFacing(_ declaration: Syntax) -> Bool {
    for ancestor in declaration.ancestors {
      if let clause = ancestor.as(IfConfigClauseSyntax.self),
        ViewLayoutBuilder.isDebugCondition(clause.condition)
      {
        return false
      }
      if let macro = ancestor.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
        return false
      }
      if let macro = ancestor.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
        return false
      }
      if let type = ancestor.declarationGroup,
        type.inheritanceClause?.inheritedTypes.contains(where: {
          $0.type.isSpelled("PreviewProvider")
        }) == true
      {
        return false
      }
    }
    return true
  }
}
