import MotionAuditSemantics

/// Phase and keyframe animators that scale, offset or rotate a view while ignoring Reduce Motion.
///
/// Looks at `phaseAnimator(_:trigger:)` / `PhaseAnimator(_:trigger:)` and `keyframeAnimator` /
/// `KeyframeAnimator` that play once (with a `trigger:`, or not `repeating`). Reported at the
/// animator's name when its content applies a movement modifier (`scaleEffect`, `offset`,
/// `rotationEffect`, …) that reads the animated phase or value and that no signal decides.
///
/// Not reported: the guide's `PulsingBadge`, whose `scaleEffect(lifted && !reduceMotion ? 1.2 :
/// 1)` keeps the view still under Reduce Motion; animators whose phases or trigger a signal
/// decides; content that only fades or recolours; MotionAware's `.motionAwarePhaseAnimator` and
/// `.motionAwareKeyframeAnimator`. Animators that loop are `ungated-looping-animation`'s.
///
/// Known false negatives: movement applied by a custom modifier or a helper view the content
/// calls. Known false positives: a movement modifier that reads the phase but does not change
/// with it.
package struct UngatedAnimatorMovementRule: Rule {
  package static let description = RuleDescription(
    id: "ungated-animator-movement",
    name: "Phase or keyframe animator moves views ignoring Reduce Motion",
    defaultSeverity: .warning,
    message: "Animator scales, moves or rotates the view even when Reduce Motion is on",
    rationale: """
      A phase or keyframe animator that scales, offsets or rotates a view is motion. The guide's \
      `PulsingBadge` keeps the phase animator but applies the scale only when Reduce Motion is \
      off: `content.scaleEffect(lifted && !reduceMotion ? 1.2 : 1)`. Apple's HIG names scaling \
      and zooming among the motion to reduce; WCAG 2.3.3 asks that interaction-triggered motion \
      can be disabled.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — PulsingBadge",
      "Apple HIG: Accessibility › Motion",
      "WCAG 2.3.3 Animation from Interactions",
    ],
    fix: """
      Apply the movement only when motion is allowed (`lifted && !reduceMotion ? 1.2 : 1`), or \
      use MotionAware's `.motionAwarePhaseAnimator` / `.motionAwareKeyframeAnimator`.
      """,
    // The animators that loop are `ungated-looping-animation`'s.
    matcher: RuleMatcher(
      calls: .named(animators), yields: [.triggerlessPhaseAnimator, .repeatingKeyframeAnimator]),
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples
  )

  /// The phase and keyframe animators, by called name.
  private static let animators = SharedCase.triggerlessPhaseAnimator.calls.union(
    SharedCase.repeatingKeyframeAnimator.calls)

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard case .call(let call, let name) = node, Self.animators.contains(name),
      let token = call.calleeToken
    else { return }
    guard let movement = MotionQueries.ungatedAnimatedMovement(of: call, context: context),
      let effect = movement.calleeName
    else { return }
    violations.append(
      Violation(
        at: token,
        message: "\(name) applies `\(effect)` even when Reduce Motion is on"))
  }
}
