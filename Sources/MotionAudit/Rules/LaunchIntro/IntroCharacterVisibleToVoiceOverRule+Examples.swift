// The examples of the rule's description: its documentation and its tests.
extension IntroCharacterVisibleToVoiceOverRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      struct IntroView: View {
          let onFinish: () -> Void
          @State private var rive: Rive?

          var body: some View {
              ZStack {
                  Color("LaunchBackground").ignoresSafeArea()
                  ↓RiveUIViewRepresentable(rive: rive)
                      .frame(width: 200, height: 200)
              }
              .task { await play() }
          }
      }
      """),
    Example(
      """
      struct SplashScreen: View {
          var body: some View {
              VStack {
                  ↓LottieView(animation: .named("splash")).playing()
                  ↓Image("wordmark")
              }
          }
      }
      """),
    Example(
      """
      struct LaunchAnimationView: View {
          @StateObject private var intro = RiveViewModel(fileName: "launch")
          var body: some View {
              intro.↓view().frame(width: 240, height: 240)
          }
      }
      """),
    Example(
      """
      struct RootView: View {
          @State private var showSplash = true
          var body: some View {
              ZStack {
                  ContentView()
                  if showSplash {
                      Color("LaunchBackground").ignoresSafeArea()
                      ↓PipMascot(mood: .waving)
                          .task { showSplash = false }
                  }
              }
          }
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    // The helper's image is named like it (`.logo`), but the helper's one use is hidden.
    Example(
      """
      struct SplashOverlayView: View {
          var body: some View {
              ZStack {
                  Color.black
                  logo.frame(width: 120, height: 120)
              }
              .accessibilityHidden(true)
          }

          private var logo: some View {
              Image(.logo).resizable().scaledToFit()
          }
      }
      """),
    // The intro's heading is lettering drawn as an image: it needs a label, not hiding.
    Example(
      """
      struct SplashView: View {
          var body: some View {
              VStack {
                  Image("welcome-heading")
                  Image("SeasonTitle").resizable().scaledToFit()
              }
          }
      }
      """),
    Example(
      joining: """
        import SwiftUI
        import RiveRuntime
        """,
      RuleExampleScenarios.introView.code),
    Example(
      """
      struct IntroView: View {
          let onFinish: () -> Void
          var body: some View {
              ZStack {
                  Color("LaunchBackground").ignoresSafeArea()
                  LottieView(animation: .named("launch")).playing()
              }
              .accessibilityHidden(true)
              .onTapGesture { onFinish() }
          }
      }
      """),
    Example(
      """
      struct StaticIntro: View {
          var body: some View {
              ZStack {
                  Color("LaunchBackground").ignoresSafeArea()
                  Image("mascot-mood-idle").resizable().scaledToFit()
              }
              .accessibilityHidden(true)
          }
      }
      """),
    RuleExampleScenarios.rootViewWithIntroOrStill,
    Example(
      """
      @main
      struct PipApp: App {
          @State private var intro = LaunchIntroController(LaunchIntroConfiguration())
          var body: some Scene {
              WindowGroup {
                  LaunchIntroContainer(intro) {
                      ContentView()
                  } intro: {
                      SplashView()
                  }
              }
          }
      }

      struct SplashView: View {
          var body: some View {
              ZStack {
                  Color("LaunchBackground").ignoresSafeArea()
                  Image("pip")
              }
          }
      }
      """),
    Example(
      """
      struct SplashView: View {
          var body: some View {
              ZStack {
                  Color("LaunchBackground")
                  Image("pip")
              }
          }
      }

      struct RootView: View {
          @State private var showSplash = true
          var body: some View {
              ZStack {
                  ContentView()
                  if showSplash { SplashView().accessibilityHidden(true).zIndex(1) }
              }
          }
      }
      """),
    Example(
      """
      struct IntroView: View {
          let onFinish: () -> Void
          var body: some View {
              VStack {
                  character.accessibilityHidden(true)
                  Button(action: onFinish) { Image(systemName: "xmark") }
                  Image(decorative: "wordmark")
                  Label("Skip", systemImage: "forward")
              }
          }

          private var character: some View {
              LottieView(animation: .named("wave")).playing()
          }
      }
      """),
    Example(
      """
      struct IntroScreen: View {
          @StateObject private var confetti = RiveViewModel(fileName: "confetti")
          var body: some View {
              Image("pip-waving").accessibilityLabel("Pip waves hello")
              confetti.view().onTapGesture { confetti.triggerInput("burst") }
          }
      }
      """),
    Example(
      """
      #Preview("Intro") {
          ZStack {
              if showIntro { Image("pip") }
          }
      }
      """),
  ]
}
