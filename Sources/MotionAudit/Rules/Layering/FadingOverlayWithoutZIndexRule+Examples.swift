// The examples of the rule's description: its documentation and its tests.
extension FadingOverlayWithoutZIndexRule {
  static let triggeringExamples: [Example] = [
    Example(
      """
      struct RootView: View {
          @State private var showIntro = true

          var body: some View {
              ZStack {
                  ContentView()
                  if showIntro {
                      IntroView { withAnimation { showIntro = false } }
                          .↓transition(.opacity)
                  }
              }
          }
      }
      """),
    Example(
      """
      ZStack(alignment: .bottom) {
          MapView()
          if let message {
              Toast(message: message)
                  .↓transition(.move(edge: .bottom).combined(with: .opacity))
          }
      }
      """),
    Example(
      """
      ZStack {
          Color.black.ignoresSafeArea()
          switch state {
          case .loading: ProgressView().↓motionAwareTransition(.opacity)
          case .loaded(let items): ItemList(items: items)
          }
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    RuleExampleScenarios.rootViewSkippingEasedIntro,
    RuleExampleScenarios.rootViewSkippingIntro,
    RuleExampleScenarios.introOrStillOverContent,
    RuleExampleScenarios.introView,
    Example(
      """
      ZStack {
          content
          if let overlay = presentation.overlay {
              OverlayView(overlay)
                  .zIndex(presentation.overlayZIndex)
                  .transition(.opacity)
          }
      }
      """),
    Example(
      """
      ZStack {
          if isLoading {
              ProgressView().transition(.opacity)
          }
          ContentView()
      }
      """),
    Example(
      """
      ZStack {
          ContentView()
          if showBanner { Banner().transition(.identity) }
          if showHint { Hint().transition(.asymmetric(insertion: .opacity, removal: .identity)) }
      }
      """),
    Example(
      """
      ZStack {
          animation
              .opacity(presentation.isAnimated ? 1 : 0)
          if let pose = presentation.stillPose {
              Image(pose).resizable().scaledToFit()
                  .id(presentation.mood)
                  .transition(.opacity)
          }
      }
      """),
    Example(
      """
      VStack {
          Header()
          if showDetails { Details().transition(.opacity) }
      }
      """),
    Example(
      """
      ContentView()
          .overlay {
              if showSplash { SplashView().transition(.opacity) }
          }
      """),
  ]
}
