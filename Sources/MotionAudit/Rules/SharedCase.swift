import MotionAuditSemantics
import SwiftSyntax

/// A node two rules' matchers reach and only one of them reports, with the rule that does, stated
/// once.
///
/// The rule that gives the case up lists it in its matcher's ``RuleMatcher/yields``, and the
/// engine does not hand it such a node; the owner matches it like any other node.
package enum SharedCase: Sendable, Hashable, CaseIterable {
  /// `UIView.animate(…, options: [.repeat])`: a loop before it is a UIKit animation.
  case repeatingViewAnimation
  /// A phase animator without `trigger:`: it cycles for as long as the view is shown.
  case triggerlessPhaseAnimator
  /// A keyframe animator with `repeating:` (not `false`).
  case repeatingKeyframeAnimator

  /// The rule that reports the case.
  package var owner: any Rule.Type {
    switch self {
    case .repeatingViewAnimation, .triggerlessPhaseAnimator, .repeatingKeyframeAnimator:
      UngatedLoopingAnimationRule.self
    }
  }

  /// The called names the case can have.
  package var calls: Set<String> {
    switch self {
    case .repeatingViewAnimation: UIKitMotionQueries.viewAnimationMethods
    case .triggerlessPhaseAnimator: ["phaseAnimator", "PhaseAnimator"]
    case .repeatingKeyframeAnimator: ["keyframeAnimator", "KeyframeAnimator"]
    }
  }

  /// Whether `node` is the case.
  package func holds(_ node: MatchedNode) -> Bool {
    guard case .call(let call, let name) = node, calls.contains(name) else { return false }
    switch self {
    case .repeatingViewAnimation:
      return UIKitMotionQueries.repeatOption(of: call) != nil
    case .triggerlessPhaseAnimator:
      return !call.hasArgument(labeled: "trigger")
    case .repeatingKeyframeAnimator:
      guard let repeating = call.argument(labeled: "repeating")?.expression.withoutWrappers else {
        return false
      }
      return repeating.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false)
    }
  }
}
