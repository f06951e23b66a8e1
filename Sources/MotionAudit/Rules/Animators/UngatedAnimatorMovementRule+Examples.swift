// The examples of the rule's description: its documentation and its tests.
extension UngatedAnimatorMovementRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      struct PulsingBadge: View {
          @State private var saved = 0

          var body: some View {
              Image(systemName: "checkmark.seal.fill")
                  .font(.largeTitle)
                  .↓phaseAnimator([false, true], trigger: saved) { content, lifted in
                      content.scaleEffect(lifted ? 1.2 : 1)
                  }
                  .onTapGesture { saved += 1 }
          }
      }
      """),
    Example(
      """
      Image(systemName: "heart.fill")
          .↓keyframeAnimator(initialValue: CGFloat(0), trigger: likes) { content, lift in
              content.offset(y: lift)
          } keyframes: { _ in
              SpringKeyframe(-20, duration: 0.2)
              SpringKeyframe(0, duration: 0.4)
          }
      """),
    Example(
      """
      ↓PhaseAnimator([0.0, 15.0, 0.0], trigger: shakes) { angle in
          Image(systemName: "bell").rotationEffect(.degrees(angle))
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    RuleExampleScenarios.pulsingBadge,
    Example(
      """
      Image(systemName: "checkmark.seal.fill")
          .phaseAnimator(reduceMotion ? [false] : [false, true], trigger: saved) { content, lifted in
              content.scaleEffect(lifted ? 1.2 : 1)
          }
      """),
    Example(
      """
      Image(systemName: "checkmark.seal.fill")
          .phaseAnimator([false, true], trigger: saved) { content, lifted in
              content.opacity(lifted ? 0.6 : 1).foregroundStyle(lifted ? .green : .primary)
          }
      """),
    Example(
      """
      Image(systemName: "checkmark.seal.fill")
          .motionAwarePhaseAnimator([false, true], trigger: saved) { content, lifted in
              content.scaleEffect(lifted ? 1.2 : 1)
          }
      """),
    Example(
      """
      Image(systemName: "heart.fill")
          .keyframeAnimator(initialValue: CGFloat(0), trigger: likes) { content, lift in
              content.offset(y: UIAccessibility.isReduceMotionEnabled ? 0 : lift)
          } keyframes: { _ in
              SpringKeyframe(-20, duration: 0.2)
          }
      """),
  ]
}
