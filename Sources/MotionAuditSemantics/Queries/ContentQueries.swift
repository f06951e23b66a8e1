import SwiftSyntax

/// Where state changes only what a view shows (a number, a symbol, a progress value, a colour or
/// an opacity), not where a view is or how large it is.
package enum ContentQueries {
  /// Views and modifiers whose arguments are content: animating them changes no geometry.
  package static let contentArguments: Set<String> = [
    "Text", "Label", "Image", "ProgressView", "Gauge", "contentTransition", "foregroundStyle",
    "foregroundColor", "tint", "fill", "opacity", "accessibilityLabel", "accessibilityValue",
  ]

  /// Conversions and content values a read passes through on its way to a content argument
  /// (`.numericText(value: Double(count))`).
  package static let passThroughCalls: Set<String> = [
    "Double", "CGFloat", "Float", "Int", "String", "numericText",
  ]

  /// Whether `scope` reads one of `names` at least once outside the arguments and closures of
  /// `animation` (the call that animates them), and every such read is an argument of a view or
  /// modifier in ``contentArguments`` (`Text("\(count)").contentTransition(.numericText())`,
  /// `ProgressView(value: progress)`). A read anywhere else (a condition, a frame, a `ForEach`, a
  /// call this query does not know) answers `false`.
  ///
  /// The reads are `context`'s references to the names (``AuditContext/references(toName:)``)
  /// that lie in `scope`, not a walk of it; the answer does not depend on their order.
  package static func readsOnlyAsContent(
    _ names: Set<String>, in scope: Syntax, animatedBy animation: FunctionCallExprSyntax,
    context: AuditContext
  ) -> Bool {
    let excluded =
      [Syntax(animation.arguments)] + animation.closures.map { Syntax($0) }
    let start = scope.position
    let end = scope.endPosition
    var readsContent = false
    for reference in names.flatMap(context.references(toName:))
    where start <= reference.position && reference.endPosition <= end
      && !excluded.contains(where: { $0.contains(reference) })
    {
      // A `guard` decides what code runs, never what a view shows.
      if reference.ancestors.contains(where: { $0.is(GuardStmtSyntax.self) }) { continue }
      guard isContentArgument(reference) || decidesContentSwap(reference) else { return false }
      readsContent = true
    }
    return readsContent
  }

  /// Views that show content: swapping one for another in place is a cross-fade.
  package static let contentViews: Set<String> = [
    "Text", "Label", "Image", "ProgressView", "Gauge",
  ]

  /// Whether `reference` is in the condition of an `if … else` whose branches each show one
  /// content view (`if isSending { ProgressView() } else { Image(systemName: "paperplane") }`).
  private static func decidesContentSwap(_ reference: DeclReferenceExprSyntax) -> Bool {
    guard
      let condition = reference.ancestors.first(where: { $0.is(ConditionElementSyntax.self) }),
      let ifExpression = condition.parent?.parent?.as(IfExprSyntax.self),
      ifExpression.elseBody != nil
    else { return false }
    return swapsContentOnly(ifExpression)
  }

  /// Whether every branch of `ifExpression` (and of the `else if`s after it) is one content view.
  package static func swapsContentOnly(_ ifExpression: IfExprSyntax) -> Bool {
    guard isOneContentView(ifExpression.body.statements) else { return false }
    guard let elseBody = ifExpression.elseBody else { return false }
    if let next = elseBody.as(IfExprSyntax.self) { return swapsContentOnly(next) }
    return elseBody.as(CodeBlockSyntax.self).map { isOneContentView($0.statements) } ?? false
  }

  /// Whether `statements` is a single content view, with any modifiers (`Image(…).font(…)`).
  package static func isOneContentView(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard statements.count == 1, var expression = statements.first?.item.as(ExprSyntax.self)
    else { return false }
    for _ in 0..<64 {
      guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        expression = base
      } else {
        return call.calleeName.map(contentViews.contains) ?? false
      }
    }
    return false
  }

  /// Whether the nearest call `reference` is an argument of is a content view or modifier.
  private static func isContentArgument(_ reference: DeclReferenceExprSyntax) -> Bool {
    for ancestor in reference.ancestors {
      if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(MemberBlockItemSyntax.self)
        || ancestor.is(ConditionElementSyntax.self)
      {
        return false
      }
      // A string interpolation's segment holds arguments too; its call is further out.
      guard let argument = ancestor.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        let name = call.calleeName
      else { continue }
      if passThroughCalls.contains(name) { continue }
      return contentArguments.contains(name)
    }
    return false
  }
}
