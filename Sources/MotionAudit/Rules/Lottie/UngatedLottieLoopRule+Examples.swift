// The examples of the rule's description: its documentation and its tests.
extension UngatedLottieLoopRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      LottieView(animation: .named("idle"))
          .resizable()
          .↓looping()
      """),
    Example(
      """
      LottieView(animation: .named("idle"))
          .playbackMode(.playing(.fromProgress(0, toProgress: 1, loopMode: .↓loop)))
      """),
    Example(
      """
      LottieView(animation: .named("loading")).playing(loopMode: .↓autoReverse)
      """),
    Example(
      """
      LottieView(animation: .named("pip"))
          .playbackMode(.playing(.marker("idle", loopMode: .↓loop)))
      """),
    Example(
      """
      final class LoadingViewController: UIViewController {
          private let animationView = LottieAnimationView(name: "loading")

          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              animationView.loopMode = .↓loop
              animationView.play()
          }
      }
      """),
    Example(
      """
      animationView.play(fromProgress: 0, toProgress: 1, loopMode: .↓loop)
      """),
    Example(
      """
      animationView.play(marker: "wave", loopMode: .↓repeat(3))
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    Example(
      """
      LottieView(animation: .named("idle"))
          .playbackMode(reduceMotion
              ? .paused(at: .progress(0))
              : .playing(.fromProgress(0, toProgress: 1, loopMode: .loop)))
      """),
    RuleExampleScenarios.motionAwareLottieLoop,
    Example(
      """
      LottieView(animation: .named("confetti"))
          .playbackMode(.playing(.fromProgress(0, toProgress: 1, loopMode: .playOnce)))
      """),
    Example(
      """
      LottieView(animation: .named("idle"))
          .playbackMode(.playing(.fromProgress(0, toProgress: 1, loopMode: reduceMotion ? .playOnce : .loop)))
      """),
    Example(
      """
      struct IdleMascot: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion

          var body: some View {
              if reduceMotion {
                  LottieView(animation: .named("idle")).paused(at: .progress(0))
              } else {
                  LottieView(animation: .named("idle")).looping()
              }
          }
      }
      """),
    Example(
      """
      final class LoadingViewController: UIViewController {
          private let animationView = LottieAnimationView(name: "loading")

          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              animationView.loopMode = .loop
              if UIAccessibility.isReduceMotionEnabled {
                  animationView.currentProgress = 0
              } else {
                  animationView.play()
              }
          }
      }
      """),
    Example(
      """
      func startLoading() {
          guard !UIAccessibility.isReduceMotionEnabled else { return }
          animationView.play(fromProgress: 0, toProgress: 1, loopMode: .loop)
      }
      """),
    Example(
      """
      animationView.loopMode = .loop
      """),
    Example(
      """
      extension LottiePlaybackMode {
          init(_ playback: LottieMascotPlayback) {
              switch playback {
              case .looping(let marker):
                  self = .playing(.marker(marker, loopMode: .loop))
              case .paused(let marker):
                  self = .paused(at: .marker(marker, position: .start))
              }
          }
      }
      """),
    Example(
      """
      LottieView(animation: animation)
          .resizable()
          .playbackMode(runtime.playbackMode)
      """),
    Example(
      """
      LottieMascotAnimation(pip, named: "pip-mascot")
      """),
  ]
}
