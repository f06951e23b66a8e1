/// Examples that several rules share, written once: the same code documents and tests each of
/// them.
enum RuleExampleScenarios {
  /// A UIKit mascot that shows a still instead of its Rive view under Reduce Motion, and follows
  /// the setting's changes.
  static let mascotViewController = Example(
    """
    import UIKit
    import RiveRuntime

    final class MascotViewController: UIViewController {
        private let riveView = RiveUIView(rive: nil)
        private let stillView = UIImageView(image: UIImage(named: "mascot-idle"))
        private var motionObserver: NSObjectProtocol?

        override func viewDidLoad() {
            super.viewDidLoad()
            // ... add riveView and stillView in the same frame, load the Rive file ...
            applyMotionPreference()
            motionObserver = NotificationCenter.default.addObserver(
                forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
                object: nil,
                queue: .main
            ) { [weak self] _ in
                Task { @MainActor in self?.applyMotionPreference() }
            }
        }

        deinit {
            if let motionObserver { NotificationCenter.default.removeObserver(motionObserver) }
        }

        private func applyMotionPreference() {
            let reduce = UIAccessibility.isReduceMotionEnabled
            riveView.isPaused = reduce
            riveView.isHidden = reduce
            stillView.isHidden = !reduce
        }
    }
    """)

  /// A SwiftUI mascot that shows a still image instead of its Rive view under Reduce Motion.
  static let mascotView = Example(
    """
    struct MascotView: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        @ObservedObject var character: CharacterModel   // Rive controller that keeps the view model instance
        let mood: Int

        var body: some View {
            ZStack {
                if reduceMotion {
                    Image("mascot-mood-\\(mood)")
                        .resizable()
                        .scaledToFit()
                        .id(mood)
                        .transition(.opacity)
                } else {
                    RiveUIViewRepresentable(rive: character.rive)
                }
            }
            .animation(.easeInOut(duration: 0.2), value: mood)
            .onChange(of: mood) { _, newMood in character.setMood(newMood) }
        }
    }
    """)

  /// An app's root view that plays its intro only when Reduce Motion is off.
  static let rootViewSkippingIntro = rootView(
    showing: """
      if showIntro && !reduceMotion {
          IntroView { withAnimation { showIntro = false } }
              .transition(.opacity)
              .zIndex(1)
      }
      """)

  /// An app's root view that plays its intro, ended with an ease-out, only when Reduce Motion is off.
  static let rootViewSkippingEasedIntro = rootView(
    showing: """
      if showIntro && !reduceMotion {
          IntroView {
              withAnimation(.easeOut(duration: 0.25)) { showIntro = false }
          }
          .transition(.opacity)
          .zIndex(1)
      }
      """)

  /// An app's root view that shows a still intro under Reduce Motion and the animated one otherwise.
  static let rootViewWithIntroOrStill = rootView(showing: introOrStill.code)

  /// The content of ``rootViewWithIntroOrStill``'s body on its own.
  static let introOrStillOverContent = Example(overContent(introOrStill.code))

  /// The intro of ``rootViewWithIntroOrStill`` on its own: a still under Reduce Motion.
  static let introOrStill = Example(
    """
    if showIntro {
        if reduceMotion {
            StaticIntro()            // background + still pose
                .transition(.opacity)
                .zIndex(1)
        } else {
            IntroView { withAnimation { showIntro = false } }
                .transition(.opacity)
                .zIndex(1)
        }
    }
    """)

  /// An app that plays its launch intro through MotionAware's container, which shows a still intro
  /// under Reduce Motion.
  static let appWithLaunchIntroContainer = Example(
    """
    @main
    struct PipApp: App {
        @State private var intro = LaunchIntroController(
            LaunchIntroConfiguration(
                schedule: .everyColdStart,
                ending: .onEndTrigger,
                timeout: .seconds(3),
                underReducedMotion: .staticIntro))

        var body: some Scene {
            WindowGroup {
                LaunchIntroContainer(intro) {
                    ContentView(intro: intro)
                } intro: {
                    IntroView(intro: intro)
                } staticIntro: {
                    StaticIntro()
                }
            }
        }
    }
    """)

  /// An intro: a Rive character on the launch background, hidden from VoiceOver, skipped by a tap.
  static let introView = Example(
    """
    struct IntroView: View {
        let onFinish: () -> Void
        @State private var rive: Rive?

        var body: some View {
            ZStack {
                Color("LaunchBackground").ignoresSafeArea()
                RiveUIViewRepresentable(rive: rive)
                    .frame(width: 200, height: 200)
                    .accessibilityHidden(true)
            }
            .onTapGesture { onFinish() }
            .task { await play() }
        }
    }
    """)

  /// A badge whose phase animation scales it only when Reduce Motion is off.
  static let pulsingBadge = Example(
    """
    struct PulsingBadge: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        @State private var saved = 0

        var body: some View {
            Image(systemName: "checkmark.seal.fill")
                .font(.largeTitle)
                .phaseAnimator([false, true], trigger: saved) { content, lifted in
                    content.scaleEffect(lifted && !reduceMotion ? 1.2 : 1)
                }
                .onTapGesture { saved += 1 }
        }
    }
    """)

  /// A Lottie loop played by MotionAware, which pauses it under Reduce Motion.
  static let motionAwareLottieLoop = Example(
    """
    LottieView(animation: .named("idle"))
        .motionAwarePlaying(.fromProgress(0, toProgress: 1, loopMode: .loop))
    """)

  /// A Rive view model paused under Reduce Motion.
  static let riveViewModelPausedUnderReduceMotion = Example(
    """
    reduceMotion ? riveViewModel.pause() : riveViewModel.play()
    """)

  /// A Rive view paused under Reduce Motion.
  static let riveViewPausedUnderReduceMotion = Example(
    """
    riveView.isPaused = UIAccessibility.isReduceMotionEnabled
    """)

  /// An app's root view that reads Reduce Motion and shows `intro`, written from the left margin,
  /// over its content.
  private static func rootView(showing intro: String, line: Int = #line) -> Example {
    Example(
      """
      struct RootView: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var showIntro = true

          var body: some View {
      \(indenting(overContent(intro), by: 8))
          }
      }
      """, line: line)
  }

  /// A `ZStack` of the content with `intro` over it.
  private static func overContent(_ intro: String) -> String {
    "ZStack {\n    ContentView()\n" + indenting(intro, by: 4) + "\n}"
  }

  /// `code` with each of its lines moved right by `spaces`.
  private static func indenting(_ code: String, by spaces: Int) -> String {
    let margin = String(repeating: " ", count: spaces)
    return code.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : margin + $0 }
      .joined(separator: "\n")
  }
}
