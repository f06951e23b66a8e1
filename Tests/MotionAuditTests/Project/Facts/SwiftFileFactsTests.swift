import MotionAudit
import MotionAuditEngine
import MotionAuditSemantics
import Testing

/// The facts a Swift file's audit collects for the project rules.
@Suite struct SwiftFileFactsTests {
  private func facts(_ code: String, settings: AuditSettings = .defaults) -> SwiftFileFacts {
    FileAuditor.audit(file: "App/View.swift", bytes: Array(code.utf8), settings: settings).facts
      ?? SwiftFileFacts()
  }

  @Test func imageNamesLiteralInterpolatedAndChosen() {
    let found = facts(
      """
      let a = Image("mascot-idle")
      let b = Image("mascot-mood-\\(mood)")
      let c = UIImage(named: isOn ? "on" : "off")
      let d = Image(decorative: "logo")
      let e = Image(systemName: "star")
      let f = Image("pip", bundle: .module)
      let g = Image("pip", bundle: .main)
      let h = NSImage(named: "mac")
      let i = Image(name)
      let j = Image("escaped\\n")
      """
    ).images
    #expect(
      found.map(\.name) == [
        .literal("mascot-idle"), .pattern(["mascot-mood-", ""]), .literal("on"), .literal("off"),
        .literal("logo"), .literal("pip"), .literal("mac"),
      ])
    #expect(found[0].site.position.line == 1 && found[0].site.position.column == 15)
    #expect(found[2].api == "UIImage(named:)")
  }

  @Test func backgroundColoursOnlyInIntroTypesAndOnlyBackgrounds() {
    let found = facts(
      """
      struct IntroView: View {
          var body: some View {
              ZStack {
                  Color("LaunchBackground").ignoresSafeArea()
                  Text("Pip").foregroundStyle(Color("Accent"))
              }
              .background(Color.white)
          }
      }
      struct ContentView: View {
          var body: some View {
              ZStack { Color("Paper") }
          }
      }
      final class SplashViewController: UIViewController {
          func configure() {
              view.backgroundColor = .systemBackground
              label.textColor = .white
              other.backgroundColor = UIColor(named: "Launch")
          }
      }
      """
    ).backgroundColors
    #expect(found.map(\.name) == ["LaunchBackground", "white", "systemBackground", "Launch"])
    #expect(found.map(\.isAssetName) == [true, false, false, true])
    #expect(
      found.map(\.typeName) == [
        "IntroView", "IntroView", "SplashViewController", "SplashViewController",
      ])
  }

  @Test func lottieReferencesKnowWhetherTheyLoopAndWhetherASignalDecidesThem() {
    let found = facts(
      """
      struct Idle: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          var body: some View {
              LottieView(animation: .named("a")).looping()
              LottieView(animation: .named("b"))
                  .playbackMode(reduceMotion ? .paused(at: .progress(0)) : .playing(.fromProgress(0, toProgress: 1, loopMode: .loop)))
              LottieView(animation: LottieAnimation.named("c")).playing()
              LottieView { try await DotLottieFile.named("d") }
          }
      }
      final class Host: UIViewController {
          private let view1 = LottieAnimationView(name: "e")
          private let view2: LottieAnimationView = {
              let view = LottieAnimationView(name: "f")
              view.loopMode = .loop
              return view
          }()
          override func viewDidLoad() {
              view1.play(fromProgress: 0, toProgress: 1, loopMode: .autoReverse)
              if !UIAccessibility.isReduceMotionEnabled { view2.play() }
          }
      }
      """
    ).animations
    #expect(found.map(\.name) == ["a", "b", "c", "d", "e", "f"])
    #expect(found.map(\.format) == [.lottie, .lottie, .lottie, .dotLottie, .lottie, .lottie])
    #expect(found.map(\.isLooping) == [true, true, false, false, true, true])
    #expect(found.map(\.isPlayed) == [true, true, true, false, true, true])
    #expect(found.map(\.isHandledUnderReducedMotion) == [false, true, false, false, false, true])
  }

  @Test func riveFilesStateMachinesAndTheirFiles() {
    let found = facts(
      """
      struct IntroView: View {
          private func play() async throws {
              let file = try await File(source: .local("launch", Bundle.main), worker: worker)
              let artboard = try await file.createArtboard()
              let machine = try await artboard.createStateMachine("LaunchStateMachine")
              try await Task.sleep(for: .seconds(2.6))
          }
      }
      final class CharacterModel {
          let model = RiveViewModel(fileName: "pip", stateMachineName: "Mood")
      }
      let intro = RiveLaunchIntro(controller)
      let mascot = RiveMascotAnimation(pip, file: "pip-mascot", stateMachine: "Mood")
      """)
    #expect(found.animations.map(\.name) == ["launch", "pip", "launch", "pip-mascot"])
    #expect(found.animations.map(\.role) == [.intro, .mascot, .intro, .mascot])
    #expect(
      found.stateMachines.map(\.name) == [
        "LaunchStateMachine", "Mood", "LaunchStateMachine", "Mood",
      ])
    #expect(found.stateMachines.map(\.fileName) == ["launch", "pip", "launch", "pip-mascot"])
    #expect(found.fixedWaits.count == 1)
    #expect(found.fixedWaits.first?.seconds == 2.6)
    #expect(found.fixedWaits.first?.stateMachine == "LaunchStateMachine")
    #expect(found.fixedWaits.first?.files.map(\.name) == ["launch"])
  }

  @Test(arguments: [
    ("try await Task.sleep(for: .seconds(2.6))", 2.6),
    ("try await Task.sleep(for: .milliseconds(2_600))", 2.6),
    ("try await Task.sleep(nanoseconds: 2_600_000_000)", 2.6),
    ("DispatchQueue.main.asyncAfter(deadline: .now() + 2.6) { finish() }", 2.6),
    ("DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(2600)) { finish() }", 2.6),
  ])
  func waitsBesideTheIntroFileAreMeasured(wait: String, seconds: Double) {
    let found = facts(
      """
      func play() async throws {
          let model = RiveViewModel(fileName: "launch")
          \(wait)
      }
      """
    ).fixedWaits
    #expect(found.map(\.seconds).map { ($0 * 1000).rounded() / 1000 } == [seconds])
  }

  @Test func waitsElsewhereAndTimeoutsAreNotIntroWaits() {
    let found = facts(
      """
      func load() async throws {
          try await Task.sleep(for: .seconds(1.5))
      }
      func play() async throws {
          let timeout = Task {
              try? await Task.sleep(for: .seconds(3))
          }
          let model = RiveViewModel(fileName: "launch")
      }
      let intro = LaunchIntroController(LaunchIntroConfiguration(ending: .after(.milliseconds(2600))))
      """
    ).fixedWaits
    #expect(found.map(\.kind) == [.introConfiguration])
    #expect(found.map(\.seconds) == [2.6])
  }

  @Test func suppressionCommentsAreKeptWithTheFacts() {
    let found = facts(
      """
      // motion-audit:disable:next missing-image-set
      let a = Image("mascot-idle")
      """
    ).images
    #expect(found.first?.site.suppressions["missing-image-set"]?.kind == .disabled)
    #expect(found.first?.site.suppressions["intro-background-mismatch"] == nil)
  }

  @Test func noFactsWithoutProjectRules() {
    let settings = AuditSettings.only(UngatedExplicitAnimationRule.self)
    let result = FileAuditor.audit(
      file: "A.swift", bytes: Array(#"let a = Image("x")"#.utf8), settings: settings)
    #expect(result.facts == nil)
  }
}
