// The examples of the rule's description: its documentation and its tests.
extension UnpausedRiveViewRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      struct MascotStage: View {
          @ObservedObject var character: CharacterModel

          var body: some View {
              ↓RiveUIViewRepresentable(rive: character.rive)
                  .frame(width: 160, height: 160)
          }
      }
      """),
    Example(
      """
      final class MascotViewController: UIViewController {
          private let riveView = ↓RiveUIView(rive: nil)

          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(riveView)
          }
      }
      """),
    Example(
      """
      struct MascotBadge: View {
          @StateObject private var pip = ↓RiveViewModel(fileName: "pip", stateMachineName: "Mood")

          var body: some View {
              pip.view()
          }
      }
      """),
    Example(
      """
      struct MascotBadge: View {
          @StateObject private var pip = ↓RiveViewModel(fileName: "pip", autoPlay: false)

          var body: some View {
              pip.view().onAppear { pip.play() }
          }
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    Example(
      """
      RiveUIViewRepresentable(rive: character.rive)
          .paused(reduceMotion)
      """),
    RuleExampleScenarios.mascotView,
    RuleExampleScenarios.mascotViewController,
    RuleExampleScenarios.riveViewPausedUnderReduceMotion,
    RuleExampleScenarios.riveViewModelPausedUnderReduceMotion,
    Example(
      joining: RuleExampleScenarios.rootViewWithIntroOrStill.code,
      """
      struct IntroView: View {
          let onFinish: () -> Void
          @State private var rive: Rive?

          var body: some View {
              RiveUIViewRepresentable(rive: rive)
                  .frame(width: 200, height: 200)
                  .accessibilityHidden(true)
          }
      }
      """),
    Example(
      """
      final class MascotContainer: UIView {
          private let riveView = RiveUIView(rive: nil)

          func applyMotionPreference() {
              riveView.isPaused = UIAccessibility.isReduceMotionEnabled
          }
      }
      """),
    Example(
      """
      struct LegacyMascot: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @StateObject private var riveViewModel = RiveViewModel(fileName: "pip", stateMachineName: "Mood")

          var body: some View {
              riveViewModel.view()
                  .onAppear { reduceMotion ? riveViewModel.pause() : riveViewModel.play() }
                  .onChange(of: reduceMotion) { _, reduce in
                      reduce ? riveViewModel.pause() : riveViewModel.play()
                  }
          }
      }
      """),
    Example(
      joining: """
        import SwiftUI
        import RiveRuntime
        """,
      RuleExampleScenarios.rootViewSkippingEasedIntro.code,
      RuleExampleScenarios.introView.code),
    Example(
      """
      struct LaunchBackdrop: View {
          var body: some View {
              RiveUIViewRepresentable(rive: nil)
          }
      }
      """),
    Example(
      """
      final class MascotViewController: UIViewController {
          private let pip = MascotController(.pip)
          private let runtime = RiveMascotRuntime(mascot: .pip, binding: .pipMood)
          private let riveView = RiveUIView()

          override func viewDidLoad() {
              super.viewDidLoad()
              runtime.drive(riveView)
              view.addSubview(MascotHostView(mascot: pip, animationView: riveView, accessibilityLabel: "Pip"))
          }
      }
      """),
    Example(
      """
      let viewModel = RiveViewModel(fileName: "pip", stateMachineName: "Mood", autoPlay: false)
      let runtime = try LegacyRiveMascotRuntime(viewModel, mascot: .pip, binding: .pipInputs)
      pip.attach(runtime)
      """),
    Example(
      """
      let models = file.viewModels.map {
          RiveViewModel(name: $0.name, properties: $0.properties, instances: $0.instances)
      }
      """),
    Example(
      """
      struct MascotPoster: View {
          @StateObject private var pip = RiveViewModel(fileName: "pip", autoPlay: false)

          var body: some View {
              pip.view()
          }
      }
      """),
  ]
}
