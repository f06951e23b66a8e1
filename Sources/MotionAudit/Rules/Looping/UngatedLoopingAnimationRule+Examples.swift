// The examples of the rule's description: its documentation and its tests.
extension UngatedLoopingAnimationRule {
  /// A triggering example, and what a correction starts from.
  private static let syncBadge = Example(
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
    """)

  static let triggeringExamples: [Example] = [
    syncBadge,
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
    // Plays once as it appears: the message says so, not that it repeats.
    Example(
      """
      Image(systemName: "checkmark").symbolEffect(.↓bounce, options: .nonRepeating)
      """),
    // Redraws every two seconds, not every frame, and moves the sun each time.
    Example(
      """
      ↓TimelineView(.periodic(from: .now, by: 2)) { context in
          let step = context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60)
          Image("sun").offset(x: step)
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
  ]

  static let nonTriggeringExamples: [Example] = [
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
    RuleExampleScenarios.pulsingBadge,
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
      Image(systemName: "checkmark").symbolEffect(.bounce, options: .nonRepeating, isActive: !reduceMotion)
      """),
    Example(
      """
      TimelineView(.periodic(from: .now, by: 2)) { context in
          let step = context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60)
          Image("sun").offset(x: reduceMotion ? 0 : step)
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
  ]

  static let corrections: [Correction] = [
    Correction(
      syncBadge,
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
}
