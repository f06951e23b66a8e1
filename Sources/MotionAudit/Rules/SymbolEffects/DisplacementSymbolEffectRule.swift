import MotionAuditSemantics

/// SF Symbol effects that displace, scale or rotate the symbol while ignoring Reduce Motion.
///
/// Reports `.symbolEffect(.bounce, value:)`, `.wiggle`, `.rotate`, `.breathe` (played once per
/// change) and `.scale` (held while active) at the effect's name. Repeating ones are
/// `ungated-looping-animation`'s.
///
/// Not reported: effects a signal decides (`isActive: !reduceMotion`,
/// `.symbolEffectsRemoved(reduceMotion)`, an enclosing condition), colour and opacity effects
/// (`.variableColor`, `.pulse`) and content replacement, which the guide keeps, and MotionAware's
/// `.motionAwareSymbolEffect`.
///
/// Known false negatives: an effect stored in a variable (`.symbolEffect(effect, value:)`).
/// Known false positives: none known.
package struct DisplacementSymbolEffectRule: Rule {
  package static let description = RuleDescription(
    id: "displacement-symbol-effect",
    name: "Displacement symbol effect ignores Reduce Motion",
    defaultSeverity: .warning,
    message: "Symbol effect moves the symbol even when Reduce Motion is on",
    rationale: """
      Bounce, wiggle, rotate, breathe and scale effects move the symbol itself. The guide asks \
      for effects without displacement, such as a colour change, instead of bounces when Reduce \
      Motion is on. Apple's HIG asks to reduce bouncing and scaling and not to rely on motion \
      alone to convey information; WCAG 2.3.3 asks that interaction-triggered motion can be \
      disabled.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — symbol effects",
      "Apple HIG: Accessibility › Motion",
      "WCAG 2.3.3 Animation from Interactions",
    ],
    fix: """
      Under Reduce Motion use a colour effect instead (`.symbolEffect(.variableColor, value:)`, or \
      a `foregroundStyle` change), add `.symbolEffectsRemoved(reduceMotion)`, or use MotionAware's \
      `.motionAwareSymbolEffect`.
      """,
    matcher: RuleMatcher(calls: ["symbolEffect"]),
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples,
    corrections: corrections
  )

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard case .call(let call, "symbolEffect") = node,
      let use = SymbolEffectUse(call), use.displaces, use.repetition == .once,
      !context.isGated(call), !use.isRemovedBelow(in: context)
    else { return }
    violations.append(
      Violation(
        at: use.effectToken,
        message: "Symbol effect `.\(use.effect)` moves the symbol even when Reduce Motion is on",
        edits: ReduceMotionCorrection.removingSymbolEffects(of: call, in: context)))
  }
}
