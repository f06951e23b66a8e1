import MotionAuditSemantics
import MotionAuditSources

// The examples of the rule's description: its documentation and its tests.
extension UngatedExplicitAnimationRule {
  /// A triggering example, and what a correction starts from.
  private static let springAnimation = Example(
    """
    withAnimation(.↓spring(duration: 0.4, bounce: 0.3)) {
        isExpanded.toggle()
    }
    """)

  /// A triggering example, and what a correction starts from.
  private static let picker = Example(
    """
    struct Picker: View {
        @State private var selected = 0
        var body: some View {
            Button("Next") { withAnimation(.↓bouncy) { selected += 1 } }
        }
    }
    """)

  /// A triggering example, and what a correction starts from.
  private static let soundSettings = Example(
    """
    struct SoundSettings: View {
        @State private var isOn = false
        var body: some View {
            Toggle("Sounds", isOn: $isOn.animation(.↓bouncy))
        }
    }
    """)

  static let triggeringExamples: [Example] = [
    springAnimation,
    // A sheet that grows to its large detent: the sheet changes height.
    Example(
      """
      struct ComposerHost: View {
          @State private var isComposing = false
          @State private var detent: PresentationDetent = .medium
          var body: some View {
              Button("Write") { isComposing = true }
                  .sheet(isPresented: $isComposing) {
                      VStack {
                          if detent == .large { FormattingBar() }
                          Editor(onExpand: { withAnimation(.↓easeInOut) { detent = .large } })
                      }
                      .presentationDetents([.medium, .large], selection: $detent)
                  }
          }
      }
      """),
    Example(
      """
      withAnimation(.↓bouncy) { selected = item }
      """),
    // No bounce, but the drawer slides: reported as movement.
    Example(
      """
      struct Drawer: View {
          @State private var isOpen = false
          var body: some View {
              Panel()
                  .offset(x: isOpen ? 0 : -280)
                  .onTapGesture { withAnimation(.↓spring(duration: 0.2)) { isOpen.toggle() } }
          }
      }
      """),
    picker,
    // The count is shown, but also read by a modifier of the app's: it may move.
    Example(
      """
      struct Basket: View {
          @State private var count = 0
          var body: some View {
              Text("\\(count)")
                  .modifier(Wobble(count: count))
                  .onTapGesture { withAnimation(.↓bouncy) { count += 1 } }
          }
      }
      """),
    Example(
      """
      struct Card: View {
          @State private var isExpanded = false
          var body: some View {
              Text("Card")
                  .frame(height: isExpanded ? 300 : 120)
                  .animation(.↓snappy, value: isExpanded)
          }
      }
      """),
    // Whole pages slide across the screen.
    Example(
      """
      struct Onboarding: View {
          @State private var page = 0
          var body: some View {
              TabView(selection: $page) {
                  Welcome().tag(0)
                  Permissions().tag(1)
              }
              .tabViewStyle(.page)
              Button("Next") { ↓withAnimation { page += 1 } }
          }
      }
      """),
    Example(
      """
      struct Badge: View {
          @State private var count = 0
          var body: some View {
              Text("\\(count)")
                  .scaleEffect(count > 99 ? 0.8 : 1)
                  .animation(Animation.↓interpolatingSpring(stiffness: 170, damping: 8), value: count)
          }
      }
      """),
    Example(
      """
      struct Switch: View {
          @State private var isOn = false
          var body: some View {
              Circle()
                  .offset(x: isOn ? 120 : 0)
                  .animation(.↓easeInOut(duration: 0.6), value: isOn)
          }
      }
      """),
    Example(
      """
      struct Draggable: View {
          @State private var dragOffset = CGSize.zero
          var body: some View {
              Circle()
                  .offset(dragOffset)
                  .onTapGesture { ↓withAnimation { dragOffset = .zero } }
          }
      }
      """),
    soundSettings,
    Example(
      """
      struct PostRow: View {
          @State private var isExpanded = false
          var body: some View {
              VStack {
                  Text("Post")
                  if isExpanded { Text("The whole post") }
                  Button("More") { ↓withAnimation { isExpanded.toggle() } }
              }
          }
      }
      """),
    Example(
      """
      struct Inbox: View {
          @State private var rows: [Message] = []
          var body: some View {
              List(rows) { row in
                  Text(row.title)
                      .onTapGesture { withAnimation(.↓easeOut) { rows.removeAll { $0.id == row.id } } }
              }
          }
      }
      """),
    Example(
      """
      ScrollViewReader { proxy in
          Button("Top") { ↓withAnimation { proxy.scrollTo(topID, anchor: .top) } }
      }
      """),
    // A binding animated with the default animation: the section slides in.
    Example(
      """
      struct AccountForm: View {
          @State private var showsAdvanced = false
          var body: some View {
              Form {
                  Toggle("Advanced", isOn: $showsAdvanced.↓animation())
                  if showsAdvanced { AdvancedSection() }
              }
          }
      }
      """),
    // The state is changed in an extension of the view: a row is inserted above the others.
    Example(
      """
      struct Inbox: View {
          @State private var banner: String?
          var body: some View {
              List {
                  if let banner { Text(banner) }
                  ForEach(rows) { Text($0.title) }
              }
          }
      }
      extension Inbox {
          func show(_ text: String) { ↓withAnimation { banner = text } }
      }
      """),
    Example(
      """
      struct Lookup: View {
          @State private var details: Details?
          var body: some View {
              Form {
                  if let details { DetailsSection(details) }
                  Button("Look up") { ↓withAnimation { details = Details.sample } }
              }
          }
      }
      """),
    // An override of another value leaves this change animated: the posts slide down.
    Example(
      """
      struct Feed: View {
          @State private var showsBanner = false
          @State private var filter = Filter.all
          var body: some View {
              VStack {
                  if showsBanner { Banner() }
                  Posts()
              }
              .animation(nil, value: filter)
              .onAppear { ↓withAnimation { showsBanner = true } }
          }
      }
      """),
    // The rows are SwiftUI's: a row inserted first pushes the others.
    Example(
      """
      struct Gallery: View {
          @State private var photos: [Photo] = []
          var body: some View {
              VStack {
                  ForEach(photos) { PhotoCell($0) }
                  Footer()
              }
              .onAppear { ↓withAnimation { photos.insert(.latest, at: 0) } }
          }
      }
      """),
    // A flag set while the finger is down follows no finger: the press spring plays by itself.
    Example(
      """
      struct PressableCard: View {
          @State private var isPressed = false
          var body: some View {
              Card()
                  .scaleEffect(isPressed ? 0.9 : 1)
                  .gesture(
                      DragGesture(minimumDistance: 0)
                          .onChanged { _ in isPressed = true }
                          .onEnded { _ in withAnimation(.↓bouncy) { isPressed = false } }
                  )
          }
      }
      """),
  ]

  static let nonTriggeringExamples: [Example] = [
    // The detents listed change, not the one selected: no sheet changes height.
    Example(
      """
      struct ComposerHost: View {
          @State private var isComposing = false
          @State private var detents: Set<PresentationDetent> = [.medium]
          var body: some View {
              Button("Write") { isComposing = true }
                  .sheet(isPresented: $isComposing) {
                      Editor(onExpand: { withAnimation(.easeInOut) { detents = [.medium, .large] } })
                          .presentationDetents(detents)
                  }
          }
      }
      """),
    // A loading / content switch is a cross-fade in place: nothing slides.
    Example(
      """
      struct Inbox: View {
          @State private var state = LoadState.loading
          var body: some View {
              switch state {
              case .loading: ProgressView()
              case .loaded(let rows): List(rows) { Text($0.title) }
              }
          }
      }
      extension Inbox {
          func show(_ rows: [Row]) { withAnimation { state = .loaded(rows) } }
      }
      """),
    // A spinner swapped for an icon in place: a cross-fade, however the spring bounces.
    Example(
      """
      struct SendButton: View {
          let isSending: Bool
          let send: () -> Void
          var body: some View {
              Button(action: send) {
                  if isSending { ProgressView() } else { Image(systemName: "paperplane") }
              }
              .animation(.bouncy, value: isSending)
          }
      }
      """),
    // No time: the change is made at once.
    Example(
      """
      struct Ticker: View {
          @State private var offset: CGFloat = 0
          var body: some View {
              Text("News").offset(x: offset)
                  .onDisappear { withAnimation(.linear(duration: 0)) { offset = 0 } }
          }
      }
      """),
    // A layer of a ZStack: the video under it stays where it is.
    Example(
      """
      struct Player: View {
          @State private var showsControls = false
          var body: some View {
              ZStack {
                  Video()
                  if showsControls { Controls() }
              }
              .onTapGesture { withAnimation { showsControls.toggle() } }
          }
      }
      """),
    // The selection only ticks rows; clearing the list leaves nothing to slide.
    Example(
      """
      struct RequestList: View {
          @State private var requests: [Request] = []
          @State private var selected: Set<Request.ID> = []
          var body: some View {
              List(requests) { request in
                  Row(request, isSelected: selected.contains(request.id))
                      .onTapGesture { withAnimation { selected.insert(request.id) } }
              }
              Button("Clear") { withAnimation { requests.removeAll() } }
          }
      }
      """),
    // The badge appears in an overlay: nothing around it moves.
    Example(
      """
      struct MessageBubble: View {
          @State private var isLiked = false
          var body: some View {
              Text("Hello")
                  .overlay(alignment: .topTrailing) { if isLiked { likeBadge } }
                  .onTapGesture { withAnimation { isLiked.toggle() } }
          }
      }
      """),
    Example(
      """
      withAnimation(reduceMotion ? nil : .spring(duration: 0.4, bounce: 0.3)) {
          isExpanded.toggle()
      }
      """),
    // A spring whose bounce defaults to 0 only fades the badge: nothing moves.
    Example(
      """
      struct Badge: View {
          @State private var isHighlighted = false
          var body: some View {
              Text("New")
                  .opacity(isHighlighted ? 1 : 0.6)
                  .onTapGesture { withAnimation(.spring(duration: 0.2)) { isHighlighted.toggle() } }
          }
      }
      """),
    RuleExampleScenarios.mascotView,
    RuleExampleScenarios.rootViewSkippingIntro,
    RuleExampleScenarios.rootViewSkippingEasedIntro,
    RuleExampleScenarios.introOrStill,
    Example(
      """
      extension Animation {
          static func motionAware(_ animation: Animation, reduceMotion: Bool) -> Animation? {
              reduceMotion ? nil : animation
          }
      }

      withAnimation(Animation.motionAware(.bouncy, reduceMotion: reduceMotion)) { selected = item }
      """),
    Example(
      """
      struct Picker: View {
          @State private var selected = 0
          var body: some View {
              Button("Next") { withMotionAwareAnimation(.bouncy) { selected += 1 } }
          }
      }
      """),
    Example(
      """
      struct Card: View {
          @Environment(\\.accessibilityReduceMotion) private var motionIsReduced
          @State private var isExpanded = false
          var body: some View {
              Text("Card")
                  .frame(height: isExpanded ? 300 : 120)
                  .animation(motionIsReduced ? .easeInOut(duration: 0.2) : .snappy, value: isExpanded)
          }
      }
      """),
    Example(
      """
      func expand() {
          guard !UIAccessibility.isReduceMotionEnabled else {
              isExpanded = true
              return
          }
          withAnimation(.bouncy) { isExpanded = true }
      }
      """),
    Example(
      """
      struct Fader: View {
          @State private var isVisible = false
          var body: some View {
              Text("Saved")
                  .opacity(isVisible ? 1 : 0)
                  .animation(.easeInOut(duration: 0.3), value: isVisible)
          }
      }
      """),
    Example(
      """
      struct Switch: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var isOn = false
          var body: some View {
              Circle()
                  .offset(x: isOn && !reduceMotion ? 120 : 0)
                  .animation(.easeInOut(duration: 0.6), value: isOn)
          }
      }
      """),
    Example(
      """
      struct Panel: View {
          let animated: Bool
          @State private var isOpen = false
          var body: some View {
              Button("Open") { withAnimation(animated ? .bouncy : nil) { isOpen.toggle() } }
          }
      }
      struct Host: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          var body: some View { Panel(animated: !reduceMotion) }
      }
      """),
    Example(
      """
      withAnimation(.linear(duration: 1).repeatForever()) { isSpinning = true }
      """),
    Example(
      """
      withAnimation(nil) { isExpanded.toggle() }
      """),
    Example(
      """
      struct Score: View {
          @State private var points = 0
          var body: some View {
              // A spring that only rolls the digits: nothing moves.
              Text("\\(points)")
                  .contentTransition(.numericText(value: Double(points)))
                  .onTapGesture { withAnimation(.bouncy) { points += 10 } }
          }
      }
      """),
    Example(
      """
      struct Upload: View {
          @State private var progress = 0.0
          @State private var isDone = false
          var body: some View {
              VStack {
                  ProgressView(value: progress)
                  Image(systemName: isDone ? "checkmark.circle" : "arrow.up.circle")
                      .foregroundStyle(isDone ? .green : .secondary)
                      .animation(.spring, value: isDone)
              }
              .task { withAnimation(.snappy) { progress = 1 } }
          }
      }
      """),
    Example(
      """
      struct SaveButton: View {
          @State private var isSaving = false
          var body: some View {
              Button { withAnimation { isSaving = true } } label: {
                  // One view swapped for another in place: a cross-fade.
                  if isSaving { ProgressView() } else { Image(systemName: "checkmark") }
              }
          }
      }
      """),
    // The section appears last, with nothing after it to push: it fades in.
    Example(
      """
      struct Lookup: View {
          @State private var details: Details?
          var body: some View {
              Form {
                  Button("Look up") { withAnimation { details = Details.sample } }
                  if let details { DetailsSection(details) }
              }
          }
      }
      """),
    // The panel leaves whole in the same change: its suggestions do not slide on their own.
    Example(
      """
      struct Search: View {
          @State private var suggestions: [String] = []
          @State private var showsPanel = true
          var body: some View {
              VStack {
                  Results()
                  if showsPanel {
                      VStack { ForEach(suggestions, id: \\.self) { Text($0) } }
                  }
              }
              .onSubmit { withAnimation { showsPanel = false; suggestions = [] } }
          }
      }
      """),
    // An inner override of the same value wins: the banner appears without animation.
    Example(
      """
      struct Feed: View {
          @State private var showsBanner = false
          var body: some View {
              VStack {
                  if showsBanner { Banner() }
                  Posts()
              }
              .animation(nil, value: showsBanner)
              .onAppear { withAnimation { showsBanner = true } }
          }
      }
      """),
    // A UIKit grid applies its own batch updates: the SwiftUI transaction does not reach it.
    Example(
      """
      struct Gallery: View {
          @State private var photos: [Photo] = []
          var body: some View {
              VStack {
                  PhotoGrid(photos: photos)
                  Footer()
              }
              .onAppear { withAnimation { photos.insert(.latest, at: 0) } }
          }
      }
      struct PhotoGrid: UIViewRepresentable {
          let photos: [Photo]
          func makeUIView(context: Context) -> UICollectionView { UICollectionView() }
          func updateUIView(_ view: UICollectionView, context: Context) {}
      }
      """),
    // Only a preview runs it: no one using the app sees it.
    Example(
      """
      struct Card: View {
          var isExpanded: Bool
          var body: some View {
              VStack {
                  if isExpanded { Text("Details") }
                  Text("Card")
              }
          }
      }
      #Preview {
          @Previewable @State var isExpanded = false
          Card(isExpanded: isExpanded).onTapGesture { withAnimation { isExpanded.toggle() } }
      }
      """),
    // The spring settles what the user's drag moved: the finger already made that motion.
    Example(
      """
      struct DismissableImage: View {
          @State private var offset = CGSize.zero
          var body: some View {
              Photo()
                  .offset(offset)
                  .gesture(
                      DragGesture()
                          .onChanged { value in offset = value.translation }
                          .onEnded { _ in withAnimation(.bouncy) { offset = .zero } }
                  )
          }
      }
      """),
  ]

  static let corrections: [Correction] = [
    Correction(
      picker,
      becomes: """
        struct Picker: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var selected = 0
            var body: some View {
                Button("Next") { withAnimation(reduceMotion ? nil : .bouncy) { selected += 1 } }
            }
        }
        """),
    Correction(
      Example(
        """
        struct Card: View {
            @Environment(\\.accessibilityReduceMotion) private var motionIsReduced
            @State private var isExpanded = false
            var body: some View {
                Text("Card")
                    .frame(height: isExpanded ? 300 : 120)
                    .animation(.↓snappy, value: isExpanded)
            }
        }
        """),
      becomes: """
        struct Card: View {
            @Environment(\\.accessibilityReduceMotion) private var motionIsReduced
            @State private var isExpanded = false
            var body: some View {
                Text("Card")
                    .frame(height: isExpanded ? 300 : 120)
                    .animation(motionIsReduced ? nil : .snappy, value: isExpanded)
            }
        }
        """),
    Correction(
      Example(
        """
        struct Draggable: View {
            @Environment(\\.motionPreferences) private var motion
            @State private var dragOffset = CGSize.zero
            var body: some View {
                Circle()
                    .offset(dragOffset)
                    .onTapGesture { ↓withAnimation { dragOffset = .zero } }
            }
        }
        """),
      becomes: """
        struct Draggable: View {
            @Environment(\\.motionPreferences) private var motion
            @State private var dragOffset = CGSize.zero
            var body: some View {
                Circle()
                    .offset(dragOffset)
                    .onTapGesture { withAnimation(motion.reduceMotion ? nil : .default) { dragOffset = .zero } }
            }
        }
        """),
    Correction(
      soundSettings,
      becomes: """
        struct SoundSettings: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var isOn = false
            var body: some View {
                Toggle("Sounds", isOn: $isOn.animation(reduceMotion ? nil : .bouncy))
            }
        }
        """),
    Correction(
      Example(
        """
        struct Gallery: View { let photos: [Photo]; @State private var selected: Photo?
            var body: some View {
                Grid(photos) { photo in
                    Thumbnail(photo).onTapGesture { withAnimation(.↓spring) { selected = photo } }
                }
                .onAppear { withAnimation(.↓bouncy) { selected = photos.first } }
            }
        }
        """),
      becomes: """
        struct Gallery: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            let photos: [Photo]; @State private var selected: Photo?
            var body: some View {
                Grid(photos) { photo in
                    Thumbnail(photo).onTapGesture { withAnimation(reduceMotion ? nil : .spring) { selected = photo } }
                }
                .onAppear { withAnimation(reduceMotion ? nil : .bouncy) { selected = photos.first } }
            }
        }
        """),
    Correction(
      Example(
        """
        import SwiftUI

        @MainActor final class DeckModel: ObservableObject {
            @Published var cards: [Card] = []
            func shuffle() {
                withAnimation(.↓bouncy) { cards.shuffle() }
            }
        }
        """),
      becomes: """
        import SwiftUI
        import MotionAware

        @MainActor final class DeckModel: ObservableObject {
            @Published var cards: [Card] = []
            func shuffle() {
                withMotionAwareAnimation(.bouncy) { cards.shuffle() }
            }
        }
        """),
    Correction(
      springAnimation,
      becomes: """
        withAnimation(.spring(duration: 0.4, bounce: 0.3)) {
            isExpanded.toggle()
        }
        """),
  ]
}
