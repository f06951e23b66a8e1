import MotionAuditSemantics
import MotionAuditSources

// The examples of the rule's description: its documentation and its tests.
extension MovementTransitionRule {
  /// A triggering example, and what a correction starts from.
  private static let sheet = Example(
    """
    struct Sheet: View {
        @State private var isShown = false
        var body: some View {
            Button("Show") { withAnimation { isShown = true } }
            if isShown {
                Panel().transition(.↓move(edge: .bottom))
            }
        }
    }
    """)

  /// A triggering example, and what a correction starts from.
  private static let customTransition = Example(
    """
    extension AnyTransition {
        static var cardSlide: AnyTransition {
            .asymmetric(insertion: .↓move(edge: .trailing), removal: .opacity)
        }
    }
    """)

  static let triggeringExamples: [Example] = [
    sheet,
    Example(
      """
      struct Filters: View {
          @State private var showsOptions = false
          var body: some View {
              VStack {
                  Toggle("Options", isOn: $showsOptions)
                  if showsOptions {
                      OptionsList().transition(.↓slide)
                  }
              }
              .animation(.easeOut, value: showsOptions)
          }
      }
      """),
    Example(
      """
      struct Settings: View {
          @State private var advanced = false
          var body: some View {
              Form {
                  Toggle("Advanced", isOn: $advanced.animation())
                  if advanced {
                      AdvancedSection().transition(.↓move(edge: .top))
                  }
              }
          }
      }
      """),
    Example(
      """
      struct Hint: View {
          @State private var visible = false
          var body: some View {
              if visible {
                  Text("Swipe to archive")
                      .transition(.↓offset(y: 30).animation(.default))
              }
          }
      }
      """),
    Example(
      """
      struct Banner: View {
          @ObservedObject var model: BannerModel   // another file decides when it shows
          var body: some View {
              if model.isVisible {
                  Text(model.text).transition(.↓push(from: .top))
              }
          }
      }
      """),
    Example(
      """
      Text("Row").transition(.↓slide)
      """),
    Example(
      """
      Text("Badge").transition(.↓scale.combined(with: .opacity))
      """),
    Example(
      """
      Text("Page").transition(.asymmetric(insertion: .↓push(from: .trailing), removal: .opacity))
      """),
    Example(
      """
      Text("Toast").transition(AnyTransition.opacity.combined(with: .↓offset(y: 40)))
      """),
    Example(
      """
      Text("Page").transition(
          .asymmetric(
              insertion: reduceMotion ? .opacity : .move(edge: .leading),
              removal: .↓move(edge: .trailing)))
      """),
    customTransition,
    Example(
      """
      let entrance = AnyTransition.↓move(edge: .top)
      """),
    // A view of the app's own may insert its content itself (a placeholder replaced by it): the
    // transition inside it can play.
    Example(
      """
      struct AuthorLine: View {
          @State private var showsAuthor = false
          var body: some View {
              Button("Author") { withAnimation { showsAuthor.toggle() } }
              if showsAuthor {
                  Loaded(author) { Name($0).transition(.↓scale) }
              }
          }
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    Example(
      """
      struct Details: View {
          @State private var expanded = false
          var body: some View {
              // Nothing animates `expanded`: the section appears at once, nothing slides.
              Button("More") { expanded.toggle() }
              if expanded {
                  DetailSection().transition(.move(edge: .top))
              }
          }
      }
      """),
    Example(
      """
      struct Sheet: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var isShown = false
          var body: some View {
              Button("Show") { withAnimation(reduceMotion ? nil : .default) { isShown = true } }
              if isShown {
                  Panel().transition(.move(edge: .bottom))
              }
          }
      }
      """),
    Example(
      """
      struct Filters: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var showsOptions = false
          var body: some View {
              VStack {
                  Toggle("Options", isOn: $showsOptions)
                  if showsOptions {
                      OptionsList().transition(.slide)
                  }
              }
              .animation(reduceMotion ? nil : .easeOut, value: showsOptions)
          }
      }
      """),
    Example(
      """
      struct Sheet: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var isShown = false
          var body: some View {
              if isShown {
                  // Or swap movement for a fade
                  Panel().transition(reduceMotion ? .opacity : .move(edge: .bottom))
              }
          }
      }
      """),
    RuleExampleScenarios.rootViewSkippingIntro,
    RuleExampleScenarios.introOrStill,
    RuleExampleScenarios.mascotView,
    Example(
      """
      struct Onboarding: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var showTip = true
          var body: some View {
              if showTip && !reduceMotion {
                  Tip().transition(.move(edge: .top))
              }
          }
      }
      """),
    Example(
      """
      Text("Toast").motionAwareTransition(.move(edge: .bottom))
      """),
    Example(
      """
      extension AnyTransition {
          static func cardSlide(reduceMotion: Bool) -> AnyTransition {
              reduceMotion ? .opacity : .asymmetric(insertion: .move(edge: .trailing), removal: .opacity)
          }
      }
      """),
    Example(
      """
      Text("Fade").transition(.opacity)
      """),
    Example(
      """
      Text("Blur").transition(.blurReplace)
      """),
    Example(
      """
      Image(systemName: "bell").symbolEffect(.scale.up, isActive: isOn)
      """),
    Example(
      """
      Circle().scaleEffect(isOn ? 1.1 : 1).offset(y: 4)
      """),
    Example(
      """
      Text("Page").transition(UIAccessibility.prefersCrossFadeTransitions ? .opacity : .slide)
      """),
    Example(
      """
      struct Footer: View {
          let isAnimationReduced: Bool
          @State private var showsWords = false
          var body: some View {
              Button("Words") { withAnimation(.default) { showsWords.toggle() } }
              if showsWords {
                  WordList()
                      .transition(isAnimationReduced ? .opacity : .offset(y: 50).combined(with: .opacity))
              }
          }
      }
      """),
    // The branch inserts the stack, which fades in as a whole: the toast's own transition never
    // runs.
    Example(
      """
      struct ToastHost: View {
          @State private var isPresenting = false
          var body: some View {
              ZStack(alignment: .top) {
                  Content().onTapGesture { withAnimation { isPresenting = true } }
                  if isPresenting {
                      VStack {
                          Toast().transition(.move(edge: .top))
                          Spacer()
                      }
                  }
              }
          }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      sheet,
      becomes: """
        struct Sheet: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var isShown = false
            var body: some View {
                Button("Show") { withAnimation { isShown = true } }
                if isShown {
                    Panel().transition(reduceMotion ? .opacity : .move(edge: .bottom))
                }
            }
        }
        """),
    Correction(
      Example(
        """
        struct Badge: View {
            @Environment(\\.accessibilityReduceMotion) private var calm
            var body: some View {
                Text("New").transition(.↓scale.combined(with: .opacity))
            }
        }
        """),
      becomes: """
        struct Badge: View {
            @Environment(\\.accessibilityReduceMotion) private var calm
            var body: some View {
                Text("New").transition(calm ? .opacity : .scale.combined(with: .opacity))
            }
        }
        """),
    Correction(
      Example(
        """
        struct Toast: View {
            @Environment(\\.motionPreferences) private var motion
            let message: String
            var body: some View {
                Text(message)
                    .transition(.↓move(edge: .top))
            }
        }
        """),
      becomes: """
        struct Toast: View {
            @Environment(\\.motionPreferences) private var motion
            let message: String
            var body: some View {
                Text(message)
                    .transition(motion.reduceMotion ? .opacity : .move(edge: .top))
            }
        }
        """),
    Correction(
      Example(
        """
        struct Pager: View {
            var body: some View {
                Text("Page").transition(
                    .asymmetric(insertion: .↓push(from: .trailing), removal: .opacity))
            }
        }
        """),
      becomes: """
        struct Pager: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            var body: some View {
                Text("Page").transition(
                    reduceMotion ? .opacity : .asymmetric(insertion: .push(from: .trailing), removal: .opacity))
            }
        }
        """),
    Correction(
      customTransition,
      becomes: """
        extension AnyTransition {
            static var cardSlide: AnyTransition {
                .asymmetric(insertion: .move(edge: .trailing), removal: .opacity)
            }
        }
        """),
  ]
}
