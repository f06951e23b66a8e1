// The examples of the rule's description: its documentation and its tests.
extension RiveInputWhilePausedRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      func celebrate() {
          if reduceMotion {
              riveViewModel.pause()
              riveViewModel.↓triggerInput("celebrate")
          } else {
              riveViewModel.triggerInput("celebrate")
          }
      }
      """),
    Example(
      """
      func show(mood: Double) {
          guard !UIAccessibility.isReduceMotionEnabled else {
              riveViewModel.↓setInput("mood", value: mood)
              return
          }
          riveViewModel.setInput("mood", value: mood)
      }
      """),
    Example(
      """
      reduceMotion ? riveViewModel.↓triggerInput("nod") : riveViewModel.triggerInput("celebrate")
      """),
    Example(
      """
      func react() {
          if !reduceMotion {
              riveViewModel.triggerInput("celebrate")
              return
          }
          riveViewModel.↓triggerInput("nod")
      }
      """),
    Example(
      """
      struct CheeringPip: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @StateObject private var riveViewModel = RiveViewModel(fileName: "pip", stateMachineName: "Mood")
          let savedCount: Int

          var body: some View {
              riveViewModel.view()
                  .onAppear { reduceMotion ? riveViewModel.pause() : riveViewModel.play() }
                  .onChange(of: savedCount) { riveViewModel.↓triggerInput("celebrate") }
          }
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    RuleExampleScenarios.riveViewModelPausedUnderReduceMotion,
    Example(
      """
      if reduceMotion {
          riveViewModel.setInput("mood", value: 0.0)
          riveViewModel.pause()
      } else {
          riveViewModel.play()
      }
      """),
    Example(
      """
      func celebrate() {
          guard !reduceMotion else {
              caption = "Saved"
              return
          }
          riveViewModel.triggerInput("celebrate")
      }
      """),
    Example(
      """
      reduceMotion ? showCaption("Saved") : riveViewModel.triggerInput("celebrate")
      """),
    Example(
      """
      let animates = !UIAccessibility.isReduceMotionEnabled
      if animates {
          riveViewModel.triggerInput("celebrate")
      } else {
          riveViewModel.pause()
      }
      """),
    Example(
      """
      struct MoodPip: View {
          @Environment(\\.accessibilityReduceMotion) private var calm
          @StateObject private var riveViewModel = RiveViewModel(fileName: "pip", stateMachineName: "Mood")
          let mood: Double

          var body: some View {
              riveViewModel.view()
                  .onChange(of: mood) { _, newMood in
                      if calm {
                          riveViewModel.setInput("mood", value: newMood)
                          riveViewModel.pause()
                      } else {
                          riveViewModel.setInput("mood", value: newMood)
                      }
                  }
          }
      }
      """),
    Example(
      """
      struct CheeringPip: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @StateObject private var riveViewModel = RiveViewModel(fileName: "pip", stateMachineName: "Mood")
          let savedCount: Int

          var body: some View {
              riveViewModel.view()
                  .onAppear { reduceMotion ? riveViewModel.pause() : riveViewModel.play() }
                  .onChange(of: savedCount) {
                      if riveViewModel.isPlaying { riveViewModel.triggerInput("celebrate") }
                  }
          }
      }
      """),
    Example(
      """
      riveViewModel.triggerInput("celebrate")
      """),
    Example(
      """
      let viewModel = RiveViewModel(fileName: "pip", stateMachineName: "Mood", autoPlay: false)
      let runtime = try LegacyRiveMascotRuntime(viewModel, mascot: .pip, binding: .pipInputs)
      pip.attach(runtime)
      pip.fire(.celebrate)
      """),
  ]
}
