// The examples of the rule's description: its documentation and its tests.
extension LaunchIntroIgnoresReduceMotionRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      struct RootView: View {
          @State private var showIntro = true

          var body: some View {
              ZStack {
                  ContentView()
                  if showIntro {
                      ↓IntroView { withAnimation { showIntro = false } }
                          .transition(.opacity)
                          .zIndex(1)
                  }
              }
          }
      }
      """),
    Example(
      """
      struct AppRoot: View {
          @State private var isActive = false

          var body: some View {
              if isActive {
                  ContentView()
              } else {
                  ↓SplashView()
                      .onAppear {
                          DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                              withAnimation { isActive = true }
                          }
                      }
              }
          }
      }
      """),
    Example(
      """
      struct HomeScreen: View {
          @State private var showSplash = true

          var body: some View {
              ContentView()
                  .overlay {
                      if ↓showSplash {
                          Color("LaunchBackground")
                          LogoAnimation(onFinish: { showSplash = false })
                      }
                  }
          }
      }
      """),
    Example(
      """
      struct RootView: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var phase = LaunchPhase.intro

          var body: some View {
              switch phase {
              case .intro: ↓AnimatedLaunchView { phase = .content }
              case .content: ContentView()
              }
          }
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    Example(
      joining: """
        import SwiftUI

        @main
        struct PipApp: App {
            var body: some Scene {
                WindowGroup {
                    RootView()
                }
            }
        }
        """,
      RuleExampleScenarios.rootViewSkippingEasedIntro.code),
    RuleExampleScenarios.rootViewSkippingIntro,
    RuleExampleScenarios.rootViewWithIntroOrStill,
    RuleExampleScenarios.introView,
    RuleExampleScenarios.appWithLaunchIntroContainer,
    Example(
      """
      struct RootView: View {
          @State private var showIntro = !UIAccessibility.isReduceMotionEnabled

          var body: some View {
              ZStack {
                  ContentView()
                  if showIntro {
                      SplashView { showIntro = false }.transition(.opacity).zIndex(1)
                  }
              }
          }
      }
      """),
    Example(
      """
      struct SplashView: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          var body: some View {
              if reduceMotion { Image("logo") } else { LottieView(animation: .named("splash")).playing() }
          }
      }

      struct RootView: View {
          @State private var showSplash = true
          var body: some View {
              ZStack {
                  ContentView()
                  if showSplash { SplashView().zIndex(1) }
              }
          }
      }
      """),
    Example(
      """
      struct SplashView: View {
          var body: some View {
              ZStack {
                  Color("LaunchBackground").ignoresSafeArea()
                  Image("wordmark").accessibilityHidden(true)
              }
          }
      }

      struct AppRoot: View {
          @State private var isActive = false
          var body: some View {
              if isActive { ContentView() } else { SplashView() }
          }
      }
      """),
    Example(
      """
      struct Welcome: View {
          @AppStorage("hasSeenIntro") private var hasSeenIntro = false
          var body: some View {
              if hasSeenIntro {
                  ContentView()
              } else {
                  IntroView { hasSeenIntro = true }
              }
          }
      }
      """),
    Example(
      """
      struct Settings: View {
          @State private var launchAtLogin = false
          var body: some View {
              Form {
                  if launchAtLogin { LaunchAtLoginHint() }
                  Toggle("Open at login", isOn: $launchAtLogin)
              }
          }
      }
      """),
    Example(
      """
      #Preview {
          ZStack {
              ContentView()
              if true { IntroView {} }
          }
      }
      """),
  ]
}
