import MotionAuditSemantics
import MotionAuditSources
import SwiftSyntax

/// Motion that repeats on its own while ignoring Reduce Motion.
///
/// Reports, at the name that makes it loop:
/// - `.repeatForever(…)` on an animation (at the rule's severity) and `.repeatCount(…)` (one step
///   lower: it ends, but repeats);
/// - `phaseAnimator` / `PhaseAnimator` without `trigger:` (it cycles for as long as the view is
///   shown) and `keyframeAnimator` / `KeyframeAnimator` with `repeating:`, when their content
///   moves, scales or rotates the view with the animated value;
/// - a displacement symbol effect (`bounce`, `wiggle`, `rotate`, `breathe`) that repeats:
///   `options: .repeating` or `.repeat(.continuous)`, or the indefinite form without `value:`;
///   `.repeat(n)` one step lower;
/// - `TimelineView(.animation)` (or `.periodic`) whose content drives a movement modifier from
///   the timeline's date.
///
/// - UIKit: `UIView.animate(…)` and `UIView.animateKeyframes(…)` with `.repeat` in their
///   options, at `.repeat` (one step lower when the block bounds the repetitions with
///   `UIView.modifyAnimations(withRepeatCount:…)`);
/// - Core Animation: an animation whose `repeatCount` is infinite (`.infinity`,
///   `Float.greatestFiniteMagnitude`) or whose `repeatDuration` is set, at the property (a finite
///   `repeatCount` above one, or a finite `repeatDuration`, one step lower).
///
/// Not reported: activity indicators (a loop in a type, function or property named like a
/// spinner, loader or refresh control, or running under a condition such as `isLoading`; a UIKit
/// or Core Animation loop whose type stops it again in a `stop…` method that removes the layer's
/// animations), which say that work is under way and keep turning under Reduce Motion as the
/// system's do; loops a signal decides (including `.symbolEffectsRemoved(reduceMotion)` and
/// `TimelineView(.animation(paused: reduceMotion))`), MotionAware's API, and loops of opacity or
/// colour only (`.pulse`, `.variableColor`, a phase animator that only fades, a `UIView.animate`
/// block that only changes `alpha` or colours, a Core Animation loop on `opacity` or a colour key
/// path, a gradient's `locations` sweep): the guide keeps colour and opacity changes under
/// Reduce Motion. A Core Animation loop
/// is also gated when every `layer.add(<animation>, forKey:)` of it in the file is.
///
/// An animation applied through the app's own helper that drops it under Reduce Motion (a `View`
/// extension backed by a gating `ViewModifier`, in any file), or ending in the app's own method
/// on `Animation` that does (`.repeatForever().disabledUnderReduceMotion()`), is gated too.
///
/// Known false negatives: a loop started by state set in another file; `repeatForever` hidden in
/// an animation passed in as a parameter; `UIView.animate` options or a `repeatCount` held in a
/// variable; a `repeatCount` set without a receiver (inside a `CAAnimation` subclass). Known false
/// positives: a `repeatForever` animation that only animates opacity is still reported, and so is
/// a repeating `UIView.animate` that fades through a method the file does not declare, or whose
/// changes are passed by name.
package struct UngatedLoopingAnimationRule: Rule {
  /// The calls the rule reports, by what makes them loop.
  enum Call: CallRoute {
    /// `.repeatForever(…)` on an animation.
    case repeatForever
    /// `.repeatCount(…)` on an animation: it ends, but repeats.
    case repeatCount
    /// A phase animator without a trigger (``SharedCase/triggerlessPhaseAnimator``).
    case phaseAnimator
    /// A repeating keyframe animator (``SharedCase/repeatingKeyframeAnimator``).
    case keyframeAnimator
    /// A repeating displacement symbol effect.
    case symbolEffect
    /// `TimelineView(.animation)` driving a movement.
    case timelineView
    /// `UIView.animate(…)` / `UIView.animateKeyframes(…)` with `.repeat`
    /// (``SharedCase/repeatingViewAnimation``).
    case viewAnimation

    var names: Set<String> {
      switch self {
      case .repeatForever: ["repeatForever"]
      case .repeatCount: ["repeatCount"]
      case .phaseAnimator: SharedCase.triggerlessPhaseAnimator.calls
      case .keyframeAnimator: SharedCase.repeatingKeyframeAnimator.calls
      case .symbolEffect: ["symbolEffect"]
      case .timelineView: ["TimelineView"]
      case .viewAnimation: SharedCase.repeatingViewAnimation.calls
      }
    }
  }

  package static var routes: [any CallRoute.Type] { [Call.self] }

  package static let description = RuleDescription(
    id: "ungated-looping-animation",
    name: "Looping motion ignores Reduce Motion",
    defaultSeverity: .warning,
    message: "Motion loops even when Reduce Motion is on",
    rationale: """
      Repeating motion is what Reduce Motion is most about: the guide asks that loops stop \
      ("check that loops stop"), Apple's HIG asks to reduce automatic and repetitive animation, \
      and WCAG 2.2.2 requires that moving content which starts by itself and lasts more than five \
      seconds can be paused, stopped or hidden.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — how to test: loops stop",
      "Apple HIG: Accessibility › Motion",
      "WCAG 2.2.2 Pause, Stop, Hide",
    ],
    fix: """
      Start the loop only when `!reduceMotion` (for example `isAnimating = !reduceMotion`), pass \
      `reduceMotion ? nil : <animation>`, give a phase animator a trigger, or use MotionAware's \
      `.motionAwarePhaseAnimator` / `.motionAwareSymbolEffect`, which hold still. In UIKit, add \
      a repeating animation only when `!UIAccessibility.isReduceMotionEnabled` (and remove it \
      when the setting changes), or use `UIView.motionAwareAnimate(…)`, which holds a `.repeat` \
      animation still under Reduce Motion.
      """,
    matcher: RuleMatcher(calls: .routes(Call.self), kinds: [.sequenceExpr]),
    // Core Animation's repetition properties are assigned, not called.
    requiredTokens: Call.allNames.union(coreAnimationRepetitionProperties).sorted(),
    // `UIView.animate(…)`, not `animated: true`, `isAnimated` or a setting named `animateEmojis`.
    requiredTokensWholeIdentifiers: Call.viewAnimation.names,
    // `TimelineView(.animation)`, not `TimelineViewController`.
    requiredTokensCalled: Call.timelineView.names,
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples,
    corrections: corrections
  )

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    let before = violations.count
    visitLoop(node, in: context, violations: &violations)
    // A spinner says "working": it keeps turning under Reduce Motion, as the system's does. A
    // UIKit loop that its type stops again (`stopAnimating()` removing the layer's animations)
    // runs while something is under way, as an activity indicator's does.
    if violations.count > before,
      MotionQueries.isInActivityIndicator(node.syntax)
        || (!node.syntax.is(FunctionCallExprSyntax.self) || Self.isUIViewAnimation(node.syntax))
          && UIKitMotionQueries.isStoppedByItsType(node.syntax, in: context)
    {
      violations.removeSubrange(before...)
    }
  }

  private mutating func visitLoop(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    if case .node(let node) = node, let sequence = node.as(SequenceExprSyntax.self) {
      return visitCoreAnimationRepetition(sequence, in: context, violations: &violations)
    }
    guard case .call(let call, let name) = node, let route = Call(name: name),
      let token = call.calleeToken
    else { return }
    switch route {
    case .repeatForever, .repeatCount:
      guard call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self),
        !LoopAnimationGate.isGated(call, in: context)
      else { return }
      let isForever = route == .repeatForever
      violations.append(
        Violation(
          at: token,
          message: isForever
            ? "Animation repeats forever even when Reduce Motion is on"
            : "Animation repeats even when Reduce Motion is on",
          emphasis: isForever ? .standard : .lowered,
          edits: Self.correction(ofRepeating: call, in: context)))
    case .phaseAnimator:
      guard SharedCase.triggerlessPhaseAnimator.holds(node),
        MotionQueries.ungatedAnimatedMovement(of: call, context: context) != nil
      else { return }
      violations.append(
        Violation(at: token, message: "Phase animator cycles forever even when Reduce Motion is on")
      )
    case .keyframeAnimator:
      guard SharedCase.repeatingKeyframeAnimator.holds(node),
        MotionQueries.ungatedAnimatedMovement(of: call, context: context) != nil
      else { return }
      violations.append(
        Violation(
          at: token, message: "Keyframe animator repeats forever even when Reduce Motion is on"))
    case .symbolEffect:
      guard let use = SymbolEffectUse(call), use.displaces, use.repetition != .once,
        !context.isGated(call), !use.isRemovedBelow(in: context)
      else { return }
      violations.append(
        Violation(
          at: use.effectToken, message: Self.message(of: use),
          emphasis: use.repetition == .loop ? .standard : .lowered,
          edits: ReduceMotionCorrection.removingSymbolEffects(of: call, in: context)))
    case .timelineView:
      guard let schedule = call.firstUnlabeledArgument,
        schedule.references(anyOf: ["animation", "periodic"]),
        MotionQueries.ungatedAnimatedMovement(of: call, context: context) != nil
      else { return }
      violations.append(Violation(at: token, message: Self.message(ofTimeline: schedule)))
    case .viewAnimation:
      visitRepeatingViewAnimation(call, in: context, violations: &violations)
    }
  }

  private static func isUIViewAnimation(_ node: Syntax) -> Bool {
    node.as(FunctionCallExprSyntax.self).map {
      UIKitMotionQueries.isViewClassCall($0, named: Call.viewAnimation.names)
    } ?? false
  }

  /// `UIView.animate(…, options: [.repeat, …])`, unless its block only fades.
  private mutating func visitRepeatingViewAnimation(
    _ call: FunctionCallExprSyntax, in context: AuditContext, violations: inout [Violation]
  ) {
    guard UIKitMotionQueries.isViewClassCall(call, named: Call.viewAnimation.names),
      let repeatToken = UIKitMotionQueries.repeatOption(of: call)
    else { return }
    let closure = UIKitMotionQueries.animationsClosure(of: call)
    if let closure {
      let classifier = context.uiKitChanges
      guard classifier.classify(closure, facts: context.facts) != .still else { return }
    }
    guard !context.isGated(call), !UIKitMotionQueries.isInsidePerformWithoutAnimation(call) else {
      return
    }
    let isBounded = closure.map { UIKitMotionQueries.boundsRepetitions($0, index: context.index) }
    violations.append(
      Violation(
        at: repeatToken,
        message: isBounded == true
          ? "UIView animation repeats even when Reduce Motion is on"
          : "UIView animation repeats forever even when Reduce Motion is on",
        emphasis: isBounded == true ? .lowered : .standard,
        edits: ReduceMotionCorrection.instantUnderReduceMotion(call, in: context)))
  }

  /// In a SwiftUI view, the animation that `withAnimation` or `.animation(_:value:)` applies
  /// becomes `reduceMotion ? nil : <animation>`: no animation, so the state changes once and
  /// nothing loops. An animation held elsewhere (a property, a parameter) gets no correction.
  private static func correction(
    ofRepeating call: FunctionCallExprSyntax, in context: AuditContext
  ) -> [TextEdit] {
    for ancestor in call.ancestors {
      if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(MemberBlockItemSyntax.self) { break }
      guard let argument = ancestor.as(LabeledExprSyntax.self) else { continue }
      guard argument.label == nil,
        let applying = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        applying.calleeName == "animation" || applying.calleeName == "withAnimation",
        applying.arguments.first?.id == argument.id,
        let signal = ReduceMotionCorrection.signal(around: applying, in: context)
      else { return [] }
      return ReduceMotionCorrection.gating(
        argument.expression, whenReduced: "nil", signal: signal, in: context)
    }
    return []
  }
}
