import MotionAuditSemantics

// The examples of the rule's description: its documentation and its tests.
extension AnimationFileMismatchRule {
  /// `launch.riv`: a 2.6 s intro played once by `LaunchStateMachine`, settling on a looping idle.
  private static let launch = ProjectExample.File.rive(
    "App/launch.riv",
    RiveSummary(artboards: [
      .init(
        name: "Launch",
        animations: [
          .init(name: "intro", seconds: 2.6), .init(name: "idle", seconds: 2, loop: .loop),
        ],
        stateMachines: [.init(name: "LaunchStateMachine")])
    ]))

  /// The splash-screen guide's intro, with `machine` and `wait` as written.
  private static func intro(machine: String, wait: String) -> ProjectExample.File {
    .swift(
      "App/IntroView.swift",
      """
      struct IntroView: View {
          let onFinish: () -> Void
          @State private var rive: Rive?
          @State private var instance: ViewModelInstance?

          var body: some View {
              ZStack {
                  Color("LaunchBackground").ignoresSafeArea()
                  RiveUIViewRepresentable(rive: rive)
              }
              .task { await play() }
          }

          private func play() async {
              let timeout = Task { @MainActor in
                  try? await Task.sleep(for: .seconds(3))
                  onFinish()
              }
              do {
                  let worker = try await Worker()
                  let file = try await File(source: .local("launch", Bundle.main), worker: worker)
                  let artboard = try await file.createArtboard()
                  let instance = try await file.createViewModelInstance(
                      .viewModelDefault(from: .artboardDefault(artboard))
                  )
                  let machine = try await artboard.createStateMachine(\(machine), binding: instance)
                  self.instance = instance
                  rive = try await Rive(file: file, artboard: artboard, stateMachine: machine)
                  try await Task.sleep(for: \(wait))
              } catch {
              }
              timeout.cancel()
              onFinish()
          }
      }
      """)
  }

  package static let projectExamples = ProjectRuleExamples(
    triggering: [
      ProjectExample(
        .rive(
          "App/launch.riv",
          RiveSummary(artboards: [
            .init(
              name: "Launch", animations: [.init(name: "intro", seconds: 2.6)],
              stateMachines: [.init(name: "State Machine 1")])
          ])),
        intro(machine: #"↓"LaunchStateMachine""#, wait: ".seconds(2.6)")),
      ProjectExample(launch, intro(machine: #""LaunchStateMachine""#, wait: "↓.seconds(2)")),
      ProjectExample(
        .rive(
          "App/pip.riv",
          RiveSummary(artboards: [
            .init(name: "Pip", stateMachines: [.init(name: "State Machine 1")])
          ])),
        .swift(
          "App/CharacterModel.swift",
          #"let pip = RiveViewModel(fileName: "pip", stateMachineName: ↓"Mood")"#)),
      // A Lottie intro and a fixed wait in the same view.
      ProjectExample(
        .lottie("App/launch-intro.json"),
        .swift(
          "App/SplashView.swift",
          """
          struct SplashView: View {
              let onFinish: () -> Void

              var body: some View {
                  LottieView(animation: .named("launch-intro"))
                      .playing()
                      .task {
                          try? await Task.sleep(for: ↓.seconds(3))
                          onFinish()
                      }
              }
          }
          """)),
      ProjectExample(
        launch,
        .swift(
          "App/PipApp.swift",
          """
          let intro = LaunchIntroController(
              LaunchIntroConfiguration(ending: .after(↓.milliseconds(2000))))
          """),
        .swift("App/Intro.swift", "let view = RiveLaunchIntro(intro, file: \"launch\")")),
    ],
    nonTriggering: [
      // The splash-screen guide's intro: the 3 s timeout is not the intro's wait.
      ProjectExample(launch, intro(machine: #""LaunchStateMachine""#, wait: ".seconds(2.6)")),
      ProjectExample(
        launch,
        .swift(
          "App/PipApp.swift",
          """
          let intro = LaunchIntroController(
              LaunchIntroConfiguration(
                  schedule: .firstLaunchAndAfterUpdate, ending: .after(.milliseconds(2600))))
          """),
        .swift("App/Intro.swift", "let view = RiveLaunchIntro(intro)")),
      // The file is not in the project.
      ProjectExample(intro(machine: #""LaunchStateMachine""#, wait: ".seconds(2)")),
      ProjectExample(
        launch,
        .swift(
          "App/TipStore.swift",
          """
          enum TipStore {
              static func load() async throws -> [Tip] {
                  try await Task.sleep(for: .seconds(1.5))
                  return []
              }
          }
          """)),
    ])
}
