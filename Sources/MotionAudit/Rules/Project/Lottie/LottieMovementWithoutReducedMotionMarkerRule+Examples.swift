// The examples of the rule's description: its documentation and its tests.
extension LottieMovementWithoutReducedMotionMarkerRule {
  private static let confetti = ProjectExample.File.lottie(
    "App/confetti.json",
    layers: [ProjectExample.File.lottieLayer("ribbon", from: (20, 180), to: (180, 20))])
  private static let zoom = ProjectExample.File.lottie(
    "App/welcome.json",
    layers: [
      ProjectExample.File.lottieLayer(
        "badge", from: (100, 100), to: (100, 100), scale: 40, to: 120)
    ])

  package static let projectExamples = ProjectRuleExamples(
    triggering: [
      ProjectExample(
        confetti,
        .swift(
          "App/Celebration.swift",
          """
          struct Celebration: View {
              var body: some View {
                  LottieView(animation: .named(↓"confetti"))
                      .playing()
              }
          }
          """)),
      ProjectExample(
        zoom,
        .swift(
          "App/WelcomeViewController.swift",
          """
          final class WelcomeViewController: UIViewController {
              private let badge = LottieAnimationView(name: ↓"welcome")

              override func viewDidAppear(_ animated: Bool) {
                  super.viewDidAppear(animated)
                  badge.play()
              }
          }
          """)),
    ],
    nonTriggering: [
      // The guide's way: the last frame, still, under Reduce Motion.
      ProjectExample(
        confetti,
        .swift(
          "App/Celebration.swift",
          """
          struct Celebration: View {
              @Environment(\\.accessibilityReduceMotion) private var reduceMotion

              var body: some View {
                  LottieView(animation: .named("confetti"))
                      .playbackMode(reduceMotion
                          ? .paused(at: .progress(1))
                          : .playing(.fromProgress(0, toProgress: 1, loopMode: .playOnce)))
              }
          }
          """)),
      // The designer's calm version: lottie-ios plays the marker under Reduce Motion.
      ProjectExample(
        .lottie(
          "App/confetti.json", markers: ["reduced motion"],
          layers: [ProjectExample.File.lottieLayer("ribbon", from: (20, 180), to: (180, 20))]),
        .swift(
          "App/Celebration.swift",
          #"let celebration = LottieView(animation: .named("confetti")).playing()"#)),
      // Moves in place: a hop of a few points.
      ProjectExample(
        .lottie(
          "App/dots.json",
          layers: [ProjectExample.File.lottieLayer("dot", from: (100, 100), to: (100, 88))]),
        .swift(
          "App/Loading.swift", #"let loading = LottieView(animation: .named("dots")).playing()"#)
      ),
      // Pops in from nothing to full size: an appearance.
      ProjectExample(
        .lottie(
          "App/check.json",
          layers: [
            ProjectExample.File.lottieLayer(
              "tick", from: (100, 100), to: (100, 100), scale: 0, to: 100)
          ]),
        .swift("App/Done.swift", #"let done = LottieView(animation: .named("check")).playing()"#)),
      // Shown as a still frame.
      ProjectExample(
        confetti,
        .swift("App/Celebration.swift", #"let still = LottieView(animation: .named("confetti"))"#)),
      // MotionAware plays it.
      ProjectExample(
        confetti,
        .swift(
          "App/Celebration.swift",
          """
          let celebration = LottieView(animation: .named("confetti"))
              .motionAwarePlaying(.fromProgress(0, toProgress: 1, loopMode: .playOnce))
          """)),
      // The file is not in the project.
      ProjectExample(
        .swift(
          "App/Celebration.swift",
          #"let celebration = LottieView(animation: .named("confetti")).playing()"#)),
    ])
}
