import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax
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
      `.motionAwarePhaseAnimator` / `.motionAwareSymbolEffect`, which hold still. In UIKit, add \
      a repeating animation only when `!UIAccessibility.isReduceMotionEnabled` (and remove it \
      when the setting changes), or use `UIView.motionAwareAnimate(…)`, which holds a `.repeat` \
      animation still under Reduce Motion.
      """,
    matcher: RuleMatcher(
      calls: [
        "repeatForever", "repeatCount", "phaseAnimator", "PhaseAnimator", "keyframeAnimator",
        "KeyframeAnimator", "symbolEffect", "TimelineView", "animate", "animateKeyframes",
      ],
      kinds: [.sequenceExpr]),
    // `repeatDuration` is assigned, not called.
    requiredTokens: [
      "repeatForever", "repeatCount", "phaseAnimator", "PhaseAnimator", "keyframeAnimator",
      "KeyframeAnimator", "symbolEffect", "TimelineView", "animate", "animateKeyframes",
      "repeatDuration",
    ],
    // `UIView.animate(…)`, not `animated: true`, `isAnimated` or a setting named `animateEmojis`.
    requiredTokensWholeIdentifiers: ["animate", "animateKeyframes"],
    // `TimelineView(.animation)`, not `TimelineViewController`.
    requiredTokensCalled: ["TimelineView"],
    triggeringExamples: [
      Example(
        """
        struct SyncBadge: View {
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
      Example(
        """
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi * 2
        spin.duration = 1
        spin.↓repeatCount = .infinity
        loader.layer.add(spin, forKey: "spin")
        """),
      Example(
        """
        let bob = CAKeyframeAnimation(keyPath: "position.y")
        bob.values = [0, -8, 0]
        bob.↓repeatCount = Float.greatestFiniteMagnitude
        mascot.layer.add(bob, forKey: nil)
        """),
      Example(
        """
        let sway = CABasicAnimation(keyPath: #keyPath(CALayer.transform))
        sway.↓repeatDuration = .infinity
        """),
      Example(
        """
        wobble.↓repeatCount = 4
        """),
      Example(
        """
        UIView.animate(withDuration: 0.8, delay: 0, options: [.autoreverse, .↓repeat]) {
            self.badge.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        }
        """),
      Example(
        """
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [.↓repeat, .calculationModeCubic]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                self.mascot.center.y -= 12
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                self.mascot.center.y += 12
            }
        }
        """),
      Example(
        """
        final class PullHintViewController: UIViewController {
            private let arrow = UIImageView(image: UIImage(systemName: "arrow.down"))

            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                UIView.animate(withDuration: 0.6, delay: 0, options: [.↓repeat, .autoreverse], animations: bounce)
            }

            private func bounce() {
                arrow.frame.origin.y += 10
            }
        }
        """),
      Example(
        """
        UIView.animate(withDuration: 0.3, delay: 0, options: [.autoreverse, .↓repeat]) {
            UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) {
                self.field.center.x += 8
            }
        }
        """),
    ],
    nonTriggeringExamples: [
      // The app's own method on Animation, which returns no animation under Reduce Motion.
      Example(
        """
        extension Animation {
            func disabledUnderReduceMotion() -> Self {
                UIAccessibility.isReduceMotionEnabled ? .linear(duration: 0) : self
            }
        }
        struct Shimmer: View {
            @State private var phase = false
            var body: some View {
                Text("Loading").opacity(phase ? 0.4 : 1)
                    .animation(
                        .linear(duration: 1.75).repeatForever(autoreverses: false).disabledUnderReduceMotion(),
                        value: phase)
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
            .symbolEffectsRemoved(reduceMotion)
            .symbolEffect(.breathe)
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
      Example(
        """
        func startSpinning() {
            guard !UIAccessibility.isReduceMotionEnabled else { return }
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.toValue = Double.pi * 2
            spin.repeatCount = .infinity
            loader.layer.add(spin, forKey: "spin")
        }
        """),
      Example(
        """
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.repeatCount = .infinity
        if !reduceMotion {
            loader.layer.add(spin, forKey: "spin")
        }
        """),
      Example(
        """
        let blink = CABasicAnimation(keyPath: "opacity")
        blink.fromValue = 1
        blink.toValue = 0.3
        blink.repeatCount = .infinity
        cursor.layer.add(blink, forKey: "blink")
        """),
      Example(
        """
        let nudge = CABasicAnimation(keyPath: "position.x")
        nudge.repeatCount = 1
        """),
      Example(
        """
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse]) {
            self.liveDot.alpha = 0.3
        }
        """),
      Example(
        """
        UIView.animate(
            withDuration: 0.8, delay: 0,
            options: UIAccessibility.isReduceMotionEnabled ? [] : [.repeat, .autoreverse]
        ) {
            self.badge.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        }
        """),
      Example(
        """
        if !UIAccessibility.isReduceMotionEnabled {
            UIView.animate(withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse]) {
                self.badge.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
            }
        }
        """),
      Example(
        """
        UIView.motionAwareAnimate(withDuration: 0.8, options: [.repeat, .autoreverse]) {
            self.badge.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        }
        """),
      Example(
        """
        UIView.animate(withDuration: 0.3) {
            self.card.center.y -= 40
        }
        """),
      Example(
        """
        struct LoadingSpinner: View {   // an activity indicator: it keeps turning, as the system's does
            @State private var isSpinning = false
            var body: some View {
                Circle().trim(from: 0, to: 0.7).stroke(lineWidth: 3)
                    .rotationEffect(.degrees(isSpinning ? 360 : 0))
                    .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
                    .onAppear { isSpinning = true }
            }
        }
        """),
      Example(
        """
        final class SyncBadgeView: UIView {   // turned on and off around the work it shows
            private let icon = UIImageView(image: UIImage(systemName: "arrow.triangle.2.circlepath"))

            func startTurning() {
                let turn = CABasicAnimation(keyPath: "transform.rotation.z")
                turn.toValue = Double.pi * 2
                turn.repeatCount = .infinity
                icon.layer.add(turn, forKey: "turn")
            }

            func stopTurning() {
                icon.layer.removeAnimation(forKey: "turn")
            }
        }
        """),
      Example(
        """
        let shimmer = CABasicAnimation(keyPath: "locations")
        shimmer.fromValue = [0, 0, 0.2]
        shimmer.toValue = [0.8, 1, 1]
        shimmer.repeatCount = .infinity
        gradient.add(shimmer, forKey: "shimmer")
        """),
    ],
    corrections: [
      Correction(
        Example(
          """
          struct SyncBadge: View {
              @State private var isSpinning = false
              var body: some View {
                  Image(systemName: "arrow.triangle.2.circlepath")
                      .rotationEffect(.degrees(isSpinning ? 360 : 0))
                      .animation(.linear(duration: 1).↓repeatForever(autoreverses: false), value: isSpinning)
                      .onAppear { isSpinning = true }
              }
          }
          """),
        becomes: """
          struct SyncBadge: View {
              @Environment(\\.accessibilityReduceMotion) private var reduceMotion
              @State private var isSpinning = false
              var body: some View {
                  Image(systemName: "arrow.triangle.2.circlepath")
                      .rotationEffect(.degrees(isSpinning ? 360 : 0))
                      .animation(reduceMotion ? nil : .linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
                      .onAppear { isSpinning = true }
              }
          }
          """),
      Correction(
        Example(
          """
          struct Beacon: View {
              @Environment(\\.accessibilityReduceMotion) private var motionIsReduced
              @State private var isPulsing = false
              var body: some View {
                  Circle()
                      .scaleEffect(isPulsing ? 1.2 : 1)
                      .onAppear {
                          withAnimation(.easeInOut(duration: 0.6).↓repeatForever()) { isPulsing = true }
                      }
              }
          }
          """),
        becomes: """
          struct Beacon: View {
              @Environment(\\.accessibilityReduceMotion) private var motionIsReduced
              @State private var isPulsing = false
              var body: some View {
                  Circle()
                      .scaleEffect(isPulsing ? 1.2 : 1)
                      .onAppear {
                          withAnimation(motionIsReduced ? nil : .easeInOut(duration: 0.6).repeatForever()) { isPulsing = true }
                      }
              }
          }
          """),
      Correction(
        Example(
          """
          struct SearchIndicator: View {
              var body: some View {
                  Image(systemName: "wifi").symbolEffect(.↓bounce, options: .repeating, value: true)
              }
          }
          """),
        becomes: """
          struct SearchIndicator: View {
              @Environment(\\.accessibilityReduceMotion) private var reduceMotion
              var body: some View {
                  Image(systemName: "wifi").symbolEffectsRemoved(reduceMotion).symbolEffect(.bounce, options: .repeating, value: true)
              }
          }
          """),
      Correction(
        Example(
          """
          UIView.animate(withDuration: 0.8, delay: 0, options: [.↓repeat, .autoreverse]) {
              self.badge.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
          }
          """),
        becomes: """
          UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.8, delay: 0, options: [.repeat, .autoreverse]) {
              self.badge.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
          }
          """),
    ]
  )

  public init() {}

  public mutating func visit(
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
    guard case .call(let call, let name) = node, let token = call.calleeToken else { return }
    switch name {
    case "repeatForever", "repeatCount":
      guard call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self),
        !LoopAnimationGate.isGated(call, in: context)
      else { return }
      let isForever = name == "repeatForever"
      violations.append(
        Violation(
          at: token,
          message: isForever
            ? "Animation repeats forever even when Reduce Motion is on"
            : "Animation repeats even when Reduce Motion is on",
          emphasis: isForever ? .standard : .lowered,
          edits: Self.correction(ofRepeating: call, in: context)))
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
        !context.isGated(call), !use.isRemovedBelow(in: context)
      else { return }
      violations.append(
        Violation(
          at: use.effectToken,
          message: "Symbol effect `.\(use.effect)` repeats even when Reduce Motion is on",
          emphasis: use.repetition == .loop ? .standard : .lowered,
          edits: ReduceMotionCorrection.removingSymbolEffects(of: call, in: context)))
    case "TimelineView":
      guard let schedule = call.firstUnlabeledArgument,
        schedule.references(anyOf: ["animation", "periodic"]),
        MotionQueries.ungatedAnimatedMovement(of: call, context: context) != nil
      else { return }
      violations.append(
        Violation(
          at: token, message: "TimelineView moves views every frame even when Reduce Motion is on"))
    case "animate", "animateKeyframes":
      visitRepeatingViewAnimation(call, in: context, violations: &violations)
    default:
      return
    }
  }

  private static func isUIViewAnimation(_ node: Syntax) -> Bool {
    node.as(FunctionCallExprSyntax.self).map {
      UIKitMotionQueries.isViewClassCall($0, named: UIKitMotionQueries.viewAnimationMethods)
    } ?? false
  }

  /// `UIView.animate(…, options: [.repeat, …])`, unless its block only fades.
  private mutating func visitRepeatingViewAnimation(
    _ call: FunctionCallExprSyntax, in context: AuditContext, violations: inout [Violation]
  ) {
    guard UIKitMotionQueries.isViewClassCall(call, named: UIKitMotionQueries.viewAnimationMethods),
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

  /// `animation.repeatCount = .infinity` or `animation.repeatDuration = …` on a Core Animation
  /// animation that moves something.
  private func visitCoreAnimationRepetition(
    _ sequence: SequenceExprSyntax, in context: AuditContext, violations: inout [Violation]
  ) {
    guard let assignment = AssignmentExpression(sequence), !assignment.isCompound,
      let property = assignment.targetNameToken,
      ["repeatCount", "repeatDuration"].contains(property.identifierName)
    else { return }
    let chain = assignment.target.memberChainNames
    guard chain.count >= 2,
      let repetition = Self.coreAnimationRepetition(
        of: property.identifierName, value: assignment.value)
    else { return }
    let animationName = chain[chain.count - 2]
    if let animation = assignment.target.withoutWrappers.as(MemberAccessExprSyntax.self)?.base,
      let keyPath = UIKitMotionQueries.keyPath(ofAnimation: animation, defUse: context.defUse),
      UIKitMotionQueries.isFading(keyPath: keyPath)
    {
      return
    }
    guard !context.isGated(sequence),
      !UIKitMotionQueries.isOnlyAddedUnderGate(animationNamed: animationName, in: context)
    else { return }
    let name = property.identifierName
    violations.append(
      Violation(
        at: property,
        message: repetition == .loop
          ? "Core Animation `\(name)` repeats forever even when Reduce Motion is on"
          : "Core Animation `\(name)` repeats the animation even when Reduce Motion is on",
        emphasis: repetition == .loop ? .standard : .lowered))
  }

  /// How often a `repeatCount` or `repeatDuration` value repeats: `.loop` for infinite values,
  /// `.finite` for a literal count above one or any literal duration, `nil` for values that do
  /// not repeat or cannot be read.
  private static func coreAnimationRepetition(of property: String, value: [ExprSyntax])
    -> SymbolEffectUse.Repetition?
  {
    guard value.count == 1, let expression = value.first?.withoutWrappers else { return nil }
    var names: Set<String> = []
    expression.forEachToken { names.insert($0.identifierName) }
    if !names.isDisjoint(with: ["infinity", "greatestFiniteMagnitude", "HUGE_VALF", "HUGE"]) {
      return .loop
    }
    guard let number = expression.numberLiteral else { return nil }
    let threshold = property == "repeatCount" ? 1.0 : 0.0
    return number > threshold ? .finite : nil
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
