import SwiftSyntax

extension FunctionCallExprSyntax {
  /// The calls applied after this one in its postfix chain, nearest first: `.frame(…)` and
  /// `.paused(…)` for the `RiveUIViewRepresentable(…)` of
  /// `RiveUIViewRepresentable(…).frame(…).paused(…)`.
  package var outerChainCalls: [FunctionCallExprSyntax] {
    var calls: [FunctionCallExprSyntax] = []
    var current = Syntax(self)
    while let member = current.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == current.id,
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    {
      calls.append(call)
      current = Syntax(call)
    }
    return calls
  }

  /// The first call of the postfix chain this call ends: `LottieView(…)` for the `.looping()` of
  /// `LottieView(…).resizable().looping()`; the call itself when it has no receiver call.
  package var chainRootCall: FunctionCallExprSyntax {
    var root = self
    while let member = root.calledExpression.withoutWrappers.as(MemberAccessExprSyntax.self),
      let base = member.base?.withoutWrappers.as(FunctionCallExprSyntax.self)
    {
      root = base
    }
    return root
  }
}
