#if canImport(SwiftUI)
  import SwiftUI

  /// The app's content with its launch intro above it, for as long as the controller says: the
  /// splash-screen guide's `RootView`, correct by default.
  ///
  /// ```swift
  /// @main
  /// struct PipApp: App {
  ///   @State private var intro = LaunchIntroController(
  ///     LaunchIntroConfiguration(ending: .after(.milliseconds(2600)), underReducedMotion: .staticIntro))
  ///
  ///   var body: some Scene {
  ///     WindowGroup {
  ///       LaunchIntroContainer(intro) {
  ///         ContentView(intro: intro)        // mounted at once; reports .contentReady
  ///       } intro: {
  ///         IntroView(intro: intro)          // reports .assetLoaded / .assetFailed / .endTriggerFired
  ///       } staticIntro: {
  ///         StaticIntro()                    // the background and a still pose
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The content is mounted from the first frame, so it loads while the intro plays. The
  /// intro — animated, or static under Reduce Motion when so configured — sits above it with
  /// `.zIndex`, hidden from VoiceOver, and takes taps to skip it; when it finishes it fades out
  /// (an opacity change, kept under Reduce Motion) and goes. Under Reduce Motion with `.skip`
  /// it never appears, not even for a frame. The container runs the controller (``LaunchIntroController/run()``)
  /// in `.task`, so the intro's timers stop when the container goes, and reports a return from
  /// the background, which ends an intro still on screen. It gives the controller the motion
  /// preferences of its environment (`\.motionPreferences`, with `\.motionPolicy` applied), so an
  /// in-app `.alwaysReduce` skips the intro as it pauses the intro's animation. It decides
  /// nothing itself.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public struct LaunchIntroContainer<Content: View, Intro: View, StaticIntro: View>: View {
    @State private var presentation: LaunchIntroPresentation
    private let intro: LaunchIntroController
    private let content: Content
    private let animatedIntro: Intro
    private let staticIntro: StaticIntro

    /// The content, with the intro `intro` runs above it.
    ///
    /// - Parameters:
    ///   - intro: The controller, created once per process (as state of the `App`).
    ///   - content: The app's first screen.
    ///   - animatedIntro: The intro animation; it reports its file's load, failure and end
    ///     trigger to `intro`.
    ///   - staticIntro: What shows instead under Reduce Motion when the configuration says
    ///     `.staticIntro`: the intro's background and a still pose.
    public init(
      _ intro: LaunchIntroController,
      @ViewBuilder content: () -> Content,
      @ViewBuilder intro animatedIntro: () -> Intro,
      @ViewBuilder staticIntro: () -> StaticIntro
    ) {
      self.intro = intro
      self.content = content()
      self.animatedIntro = animatedIntro()
      self.staticIntro = staticIntro()
      _presentation = State(initialValue: intro.presentation)
    }

    public var body: some View {
      ZStack {
        content
        if let overlay = presentation.overlay {
          Group {
            switch overlay {
            case .animated: animatedIntro
            case .still: staticIntro
            }
          }
          .opacity(presentation.overlayOpacity)
          .transition(.opacity)
          .zIndex(presentation.overlayZIndex)
          .accessibilityHidden(presentation.isOverlayAccessibilityHidden)
          .allowsHitTesting(presentation.overlayReceivesTaps)
          .onTapGesture { intro.handle(.tapped) }
          .onAppear { intro.handle(.overlayAppeared) }
        }
      }
      .motionAwareAnimation(
        .easeOut(duration: presentation.fadeOutSeconds), value: presentation, motion: .fade
      )
      .modifier(LaunchIntroRunning(intro: intro, presentation: $presentation))
    }
  }

  /// Runs the controller, shows its presentations, and reports the scene's returns from the
  /// background, for as long as the container is there.
  ///
  /// Not generic, so that its tasks capture nothing of the container's generic types.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  private struct LaunchIntroRunning: ViewModifier {
    @Environment(\.scenePhase) private var scenePhase
    // The preferences the intro's own views follow, with the app's policy applied: the
    // controller decides from these, not from the system's settings alone.
    @Environment(\.motionPreferences) private var motionPreferences
    @State private var scenePhases = LaunchIntroScenePhaseTracker()
    let intro: LaunchIntroController
    @Binding var presentation: LaunchIntroPresentation

    func body(content: Content) -> some View {
      content
        .onAppear { intro.followViewPreferences(motionPreferences) }
        .task(id: motionPreferences) { intro.followViewPreferences(motionPreferences) }
        .task { await intro.run() }
        .task { await show() }
        .task(id: scenePhase) { report(scenePhase) }
    }

    private func show() async {
      for await shown in intro.presentations() {
        presentation = shown
      }
    }

    private func report(_ phase: ScenePhase) {
      if let event = scenePhases.enter(LaunchIntroScenePhaseTracker.Phase(phase)) {
        intro.handle(event)
      }
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension LaunchIntroContainer where StaticIntro == EmptyView {
    /// The content, with the intro `intro` runs above it, for a configuration that skips the
    /// intro under Reduce Motion (the default).
    public init(
      _ intro: LaunchIntroController,
      @ViewBuilder content: () -> Content,
      @ViewBuilder intro animatedIntro: () -> Intro
    ) {
      self.init(intro, content: content, intro: animatedIntro, staticIntro: { EmptyView() })
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension LaunchIntroScenePhaseTracker.Phase {
    /// The phase SwiftUI reports.
    init(_ phase: ScenePhase) {
      switch phase {
      case .active: self = .active
      case .background: self = .background
      case .inactive: self = .inactive
      @unknown default: self = .inactive
      }
    }
  }
#endif
