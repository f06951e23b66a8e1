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
/// Not reported: loops a signal decides (including `.symbolEffectsRemoved(reduceMotion)` and
/// `TimelineView(.animation(paused: reduceMotion))`), MotionAware's API, and loops of opacity or
/// colour only (`.pulse`, `.variableColor`, a phase animator that only fades): the guide keeps
/// colour and opacity changes under Reduce Motion.
///
/// Known false negatives: a loop started by state set in another file; `repeatForever` hidden in
/// an animation passed in as a parameter. Known false positives: a `repeatForever` animation that
/// only animates opacity is still reported.
///
/// UIKit and Core Animation loops (a `CABasicAnimation` with an infinite `repeatCount`,
/// `UIView.animate` with `.repeat`) belong here too: add a case to ``visit(_:in:violations:)``
/// (and its node kind to ``visitedKinds``, its names to `requiredTokens`) with examples.
public struct UngatedLoopingAnimationRule: Rule {
  public static let description = RuleDescription(
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
      `.motionAwarePhaseAnimator` / `.motionAwareSymbolEffect`, which hold still.
      """,
    requiredTokens: [
      "repeatForever", "repeatCount", "phaseAnimator", "PhaseAnimator", "keyframeAnimator",
      "KeyframeAnimator", "symbolEffect", "TimelineView",
    ],
    triggeringExamples: [
      Example(
        """
        struct Spinner: View {
            @State private var isSpinning = false
            var body: some View {
                Image(systemName: "arrow.triangle.2.circlepath")
                    .rotationEffect(.degrees(isSpinning ? 360 : 0))
                    .animation(.linear(duration: 1).↓repeatForever(autoreverses: false), value: isSpinning)
                    .onAppear { isSpinning = true }
            }
        }
        """),
      Example(
        """
        withAnimation(.easeInOut(duration: 0.3).↓repeatCount(3)) { shake = true }
        """),
      Example(
        """
        struct FloatingMascot: View {
            var body: some View {
                Image("mascot")
                    .↓phaseAnimator([false, true]) { content, up in
                        content.offset(y: up ? -12 : 0)
                    }
            }
        }
        """),
      Example(
        """
        Image(systemName: "wifi").symbolEffect(.↓bounce, options: .repeating, value: isSearching)
        """),
      Example(
        """
        Image(systemName: "bell").symbolEffect(.↓wiggle, isActive: hasAlerts)
        """),
      Example(
        """
        Image(systemName: "heart").symbolEffect(.↓breathe)
        """),
      Example(
        """
        Image(systemName: "star").symbolEffect(.↓bounce.up, options: .repeat(3), value: count)
        """),
      Example(
        """
        Image(systemName: "bell").symbolEffect(.↓wiggle, options: .repeat(.periodic(delay: 2)), value: alerts)
        """),
      Example(
        """
        ↓TimelineView(.animation) { context in
            let angle = context.date.timeIntervalSinceReferenceDate * 90
            Image("sun").rotationEffect(.degrees(angle))
        }
        """),
      Example(
        """
        Image("mascot")
            .↓keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                SpringKeyframe(1.1, duration: 0.5)
                SpringKeyframe(1.0, duration: 0.5)
            }
        """),
    ],
    nonTriggeringExamples: [
      Example(
        """
        struct Spinner: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var isSpinning = false
            var body: some View {
                Image(systemName: "arrow.triangle.2.circlepath")
                    .rotationEffect(.degrees(isSpinning ? 360 : 0))
                    .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
                    .onAppear { isSpinning = !reduceMotion }
            }
        }
        """),
      Example(
        """
        struct Spinner: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var isSpinning = false
            var body: some View {
                Image(systemName: "arrow.triangle.2.circlepath")
                    .rotationEffect(.degrees(isSpinning ? 360 : 0))
                    .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
                    .onAppear {
                        guard !reduceMotion else { return }
                        isSpinning = true
                    }
            }
        }
        """),
      Example(
        """
        withAnimation(reduceMotion ? nil : .easeInOut(duration: 1).repeatForever()) { glowing = true }
        """),
      Example(
        """
        struct PulsingBadge: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var saved = 0

            var body: some View {
                Image(systemName: "checkmark.seal.fill")
                    .font(.largeTitle)
                    .phaseAnimator([false, true], trigger: saved) { content, lifted in
                        content.scaleEffect(lifted && !reduceMotion ? 1.2 : 1)
                    }
                    .onTapGesture { saved += 1 }
            }
        }
        """),
      Example(
        """
        Text("Live")
            .phaseAnimator([0.4, 1.0]) { content, opacity in
                content.opacity(opacity)
            }
        """),
      Example(
        """
        Image(systemName: "wifi").symbolEffect(.variableColor.iterative, options: .repeating)
        """),
      Example(
        """
        Image(systemName: "bell").symbolEffect(.wiggle, isActive: hasAlerts && !reduceMotion)
        """),
      Example(
        """
        Image(systemName: "heart")
            .symbolEffect(.breathe)
            .symbolEffectsRemoved(reduceMotion)
        """),
      Example(
        """
        TimelineView(.animation(minimumInterval: nil, paused: reduceMotion)) { context in
            let angle = context.date.timeIntervalSinceReferenceDate * 90
            Image("sun").rotationEffect(.degrees(angle))
        }
        """),
      Example(
        """
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Text(context.date, style: .time)
        }
        """),
      Example(
        """
        Image("mascot").motionAwarePhaseAnimator([false, true]) { content, up in
            content.offset(y: up ? -12 : 0)
        }
        """),
    ]
  )

  public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
  public static let visitedNames: Set<String>? = [
    "repeatForever", "repeatCount", "phaseAnimator", "PhaseAnimator", "keyframeAnimator",
    "KeyframeAnimator", "symbolEffect", "TimelineView",
  ]

  public init() {}

  public mutating func visit(
    _ node: Syntax, in context: AuditContext, violations: inout [Violation]
  ) {
    guard let call = node.as(FunctionCallExprSyntax.self), let token = call.calleeToken else {
      return
    }
    switch token.identifierName {
    case "repeatForever", "repeatCount":
      guard call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self),
        !isGated(animation: call, in: context)
      else { return }
      let isForever = token.identifierName == "repeatForever"
      violations.append(
        Violation(
          at: token,
          message: isForever
            ? "Animation repeats forever even when Reduce Motion is on"
            : "Animation repeats even when Reduce Motion is on",
          emphasis: isForever ? .standard : .lowered))
    case "phaseAnimator", "PhaseAnimator":
      guard !call.hasArgument(labeled: "trigger"),
        MotionQueries.ungatedAnimatedMovement(of: call, context: context) != nil
      else { return }
      violations.append(
        Violation(at: token, message: "Phase animator cycles forever even when Reduce Motion is on")
      )
    case "keyframeAnimator", "KeyframeAnimator":
      guard let repeating = call.argument(labeled: "repeating")?.expression,
        repeating.withoutWrappers.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
          != .keyword(.false),
        MotionQueries.ungatedAnimatedMovement(of: call, context: context) != nil
      else { return }
      violations.append(
        Violation(
          at: token, message: "Keyframe animator repeats forever even when Reduce Motion is on"))
    case "symbolEffect":
      guard let use = SymbolEffectUse(call), use.displaces, use.repetition != .once,
        !context.isGated(call)
      else { return }
      violations.append(
        Violation(
          at: use.effectToken,
          message: "Symbol effect `.\(use.effect)` repeats even when Reduce Motion is on",
          emphasis: use.repetition == .loop ? .standard : .lowered))
    case "TimelineView":
      guard let schedule = call.firstUnlabeledArgument,
        schedule.references(anyOf: ["animation", "periodic"]),
        MotionQueries.ungatedAnimatedMovement(of: call, context: context) != nil
      else { return }
      violations.append(
        Violation(
          at: token, message: "TimelineView moves views every frame even when Reduce Motion is on"))
    default:
      return
    }
  }

  /// An animation is gated by its own gate or by that of the call applying it
  /// (`.animation(…, value: isSpinning)` where `isSpinning` is only set when motion is allowed).
  private func isGated(animation: FunctionCallExprSyntax, in context: AuditContext) -> Bool {
    if context.isGated(animation) { return true }
    for ancestor in animation.ancestors {
      // The call applying it is in the same statement.
      if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(MemberBlockItemSyntax.self) { break }
      guard let call = ancestor.as(FunctionCallExprSyntax.self) else { continue }
      if let name = call.calleeName, name == "animation" || name == "withAnimation" {
        return call.arguments.contains(where: { $0.contains(animation) }) && context.isGated(call)
      }
    }
    return false
  }
}
