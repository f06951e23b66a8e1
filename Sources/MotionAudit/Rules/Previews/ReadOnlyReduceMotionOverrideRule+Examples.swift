// The examples of the rule's description: its documentation and its tests.
extension ReadOnlyReduceMotionOverrideRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      #Preview("Badge, Reduce Motion") {
          PulsingBadge()
              .environment(\\.↓accessibilityReduceMotion, true)
      }
      """),
    Example(
      """
      struct BadgePreviews: PreviewProvider {
          static var previews: some View {
              PulsingBadge().environment(\\EnvironmentValues.↓accessibilityReduceMotion, true)
          }
      }
      """),
    Example(
      """
      ContentView().transformEnvironment(\\.↓accessibilityReduceMotion) { $0 = true }
      """),
    Example(
      """
      ContentView().transformEnvironment(\\.self) { values in
          values.↓accessibilityReduceMotion = true
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    RuleExampleScenarios.pulsingBadge,
    Example(
      """
      struct CardRow: View {
          let title: String
          let reduceMotion: Bool

          var body: some View {
              Text(title).scaleEffect(reduceMotion ? 1 : 1.05)
          }
      }

      #Preview("Both states") {
          HStack {
              CardRow(title: "Motion", reduceMotion: false)
              CardRow(title: "Reduced", reduceMotion: true)
          }
      }
      """),
    Example(
      """
      #Preview("Badge, Reduce Motion") {
          PulsingBadge().motionPreferences(.reduced)
      }
      """),
    Example(
      """
      #Preview { MotionPreviews.bothStates { PulsingBadge() } }
      """),
    Example(
      """
      #Preview {
          ContentView()
              .environment(\\.motionPreferences, .reduced)
              .environment(\\.colorScheme, .dark)
      }
      """),
    Example(
      """
      extension EnvironmentValues {
          var prefersStillness: Bool { accessibilityReduceMotion || accessibilityPlayAnimatedImages == false }
      }
      let reduce = environment.accessibilityReduceMotion
      """),
  ]
}
