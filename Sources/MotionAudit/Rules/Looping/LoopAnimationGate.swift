import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// What gates a looping animation where it is applied, beyond its own gate.
enum LoopAnimationGate {
  /// An animation is gated by its own gate or by that of the call applying it
  /// (`.animation(…, value: isSpinning)` where `isSpinning` is only set when motion is allowed).
  static func isGated(_ animation: FunctionCallExprSyntax, in context: AuditContext) -> Bool {
    if context.isGated(animation) { return true }
    // The app's own method on the animation that drops it under Reduce Motion
    // (`.linear.repeatForever().disabledUnderReduceMotion()`, in any file).
    let calledOnIt = ViewBuilderQueries.modifiers(of: ExprSyntax(animation))
    if calledOnIt.contains(where: { $0.calleeName.map(context.facts.isGating) ?? false }) {
      return true
    }
    for ancestor in animation.ancestors {
      // The call applying it is in the same statement.
      if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(MemberBlockItemSyntax.self) { break }
      guard let call = ancestor.as(FunctionCallExprSyntax.self), let name = call.calleeName,
        call.arguments.contains(where: { $0.contains(animation) })
      else { continue }
      if name == "animation" || name == "withAnimation" { return context.isGated(call) }
      // The app's own helper that drops the animation under Reduce Motion
      // (`.reducedMotionAnimation(.linear.repeatForever(), value: x)`, in any file).
      if context.facts.isGating(name) { return true }
    }
    return false
  }
}
