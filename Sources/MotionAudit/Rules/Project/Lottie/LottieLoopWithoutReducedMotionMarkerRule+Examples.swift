import MotionAuditSemantics

// The examples of the rule's description: its documentation and its tests.
extension LottieLoopWithoutReducedMotionMarkerRule {
  private static let idle = ProjectExample.File.lottie("App/idle.json", markers: ["idle"])

  package static let projectExamples = ProjectRuleExamples(
    triggering: [
      ProjectExample(
        idle,
        .swift(
          "App/IdleMascot.swift",
          """
          struct IdleMascot: View {
              var body: some View {
                  LottieView(animation: .named(↓"idle"))
                      .looping()
              }
          }
          """)),
      ProjectExample(
        idle,
        .swift(
          "App/IdleMascot.swift",
          """
          struct IdleMascot: View {
              var body: some View {
                  LottieView(animation: LottieAnimation.named(↓"idle"))
                      .playbackMode(.playing(.fromProgress(0, toProgress: 1, loopMode: .loop)))
              }
          }
          """)),
      ProjectExample(
        idle,
        .swift(
          "App/MascotViewController.swift",
          """
          final class MascotViewController: UIViewController {
              private let animationView = LottieAnimationView(name: ↓"idle")

              override func viewDidLoad() {
                  super.viewDidLoad()
                  view.addSubview(animationView)
                  animationView.loopMode = .loop
                  animationView.play()
              }
          }
          """)),
      ProjectExample(
        .animation(
          "App/pip.lottie",
          .dotLottie(
            DotLottieSummary(animations: [
              .init(id: "idle", loop: .forever, animation: LottieSummary(lastFrame: 60))
            ]))),
        .swift(
          "App/Pip.swift",
          """
          struct Pip: View {
              var body: some View {
                  LottieView {
                      try await DotLottieFile.named(↓"pip")
                  }
                  .playing()
              }
          }
          """)),
    ],
    nonTriggering: [
      // The guide's way: paused under Reduce Motion.
      ProjectExample(
        idle,
        .swift(
          "App/IdleMascot.swift",
          """
          struct IdleMascot: View {
              @Environment(\\.accessibilityReduceMotion) private var reduceMotion

              var body: some View {
                  LottieView(animation: .named("idle"))
                      .playbackMode(reduceMotion
                          ? .paused(at: .progress(0))
                          : .playing(.fromProgress(0, toProgress: 1, loopMode: .loop)))
              }
          }
          """)),
      // The designer's marker: lottie-ios plays it under Reduce Motion.
      ProjectExample(
        .lottie("App/idle.json", markers: ["idle", "reduced motion"]),
        .swift(
          "App/IdleMascot.swift",
          """
          struct IdleMascot: View {
              var body: some View {
                  LottieView(animation: .named("idle")).looping()
              }
          }
          """)),
      // Played once.
      ProjectExample(
        .lottie("App/confetti.json"),
        .swift(
          "App/Confetti.swift",
          #"let confetti = LottieView(animation: .named("confetti")).playing()"#)),
      // MotionAware plays it.
      ProjectExample(
        idle,
        .swift(
          "App/IdleMascot.swift",
          """
          struct IdleMascot: View {
              var body: some View {
                  LottieView(animation: .named("idle"))
                      .motionAwarePlaying(.fromProgress(0, toProgress: 1, loopMode: .loop))
              }
          }
          """)),
      ProjectExample(
        idle,
        .swift(
          "App/MascotViewController.swift",
          """
          final class MascotViewController: UIViewController {
              private let animationView = LottieAnimationView(name: "idle")

              override func viewDidAppear(_ animated: Bool) {
                  super.viewDidAppear(animated)
                  animationView.loopMode = .loop
                  guard !UIAccessibility.isReduceMotionEnabled else { return }
                  animationView.play()
              }
          }
          """)),
      // The file is not in the project (downloaded, or in another target).
      ProjectExample(
        .swift(
          "App/IdleMascot.swift",
          #"let idle = LottieView(animation: .named("idle")).looping()"#)),
    ])
}
