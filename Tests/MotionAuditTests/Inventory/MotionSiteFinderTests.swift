import MotionAudit
import MotionAuditSemantics
import Testing

/// Each kind of motion site is found, gated or not, with what it does with Reduce Motion off and
/// on.
@Suite struct MotionSiteFinderTests {
  /// The sites of `source`, a file of its own.
  func sites(_ source: String) -> [MotionSite] {
    MotionSiteFinder.sites(
      in: AuditContext(file: "App/Screen.swift", source: source, settings: .defaults))
  }

  /// The one site of `kind` in `source`.
  func site(_ kind: MotionSite.Kind, in source: String) throws -> MotionSite {
    let found = sites(source).filter { $0.kind == kind }
    try #require(found.count == 1, "sites: \(sites(source))")
    return found[0]
  }

  @Test func ungatedSpringThatInsertsAViewStillMoves() throws {
    let site = try site(
      .explicitAnimation,
      in: """
        struct Details: View {
          @State private var isExpanded = false
          var body: some View {
            VStack {
              Button("More") { withAnimation(.spring()) { isExpanded.toggle() } }
              if isExpanded { Text("Details") }
              Text("Footer")
            }
          }
        }
        """)
    #expect(site.screen == "Details")
    #expect(site.line == 5)
    #expect(site.property == "isExpanded")
    #expect(!site.isGated)
    #expect(site.whenMotionOn.contains("bounces"))
    #expect(site.whenMotionOn.contains("the views after it slide"))
    #expect(site.whenReduced == .stillMoves)
  }

  @Test func gatedAnimationWithoutAnimationUnderReduceMotionAppliesInstantly() throws {
    let site = try site(
      .explicitAnimation,
      in: """
        struct Details: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var isExpanded = false
          var body: some View {
            VStack {
              Button("More") { withAnimation(reduceMotion ? nil : .spring()) { isExpanded.toggle() } }
              if isExpanded { Text("Details") }
              Text("Footer")
            }
          }
        }
        """)
    #expect(site.gate == "argument")
    #expect(site.whenReduced == .appliesInstantly)
  }

  @Test func gatedAnimationWithAGentlerOneUnderReduceMotionFades() throws {
    let site = try site(
      .explicitAnimation,
      in: """
        struct Details: View {
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          @State private var isExpanded = false
          var body: some View {
            Button("More") { withAnimation(reduceMotion ? .easeInOut : .bouncy) { isExpanded.toggle() } }
          }
        }
        """)
    #expect(site.whenReduced == .fades)
  }

  @Test func animationThatOnlySwapsContentInPlaceFadesEitherWay() throws {
    let site = try site(
      .explicitAnimation,
      in: """
        struct Loader: View {
          @State private var isLoaded = false
          var body: some View {
            ZStack {
              if isLoaded { Text("Content") } else { ProgressView() }
            }
            .onAppear { withAnimation(.easeInOut) { isLoaded = true } }
          }
        }
        """)
    #expect(site.whenMotionOn == "fades or changes in place")
    #expect(site.whenReduced == .fades)
  }

  @Test func transitionsSayHowTheyMoveAndWhatTheGateLeaves() throws {
    let ungated = try site(
      .transition, in: "struct A: View { var body: some View { Text(\"x\").transition(.slide) } }")
    #expect(ungated.whenMotionOn == "slides in and out")
    #expect(ungated.whenReduced == .stillMoves)
    let fading = try site(
      .transition, in: "struct A: View { var body: some View { Text(\"x\").transition(.opacity) } }"
    )
    #expect(fading.whenReduced == .fades)
    let gated = try site(
      .transition,
      in: """
        struct A: View {
          @Environment(\\.accessibilityReduceMotion) var reduceMotion
          var body: some View { Text("x").transition(reduceMotion ? .opacity : .move(edge: .top)) }
        }
        """)
    #expect(gated.isGated)
    #expect(gated.whenReduced == .fades)
  }

  @Test func loopsHoldStillOnlyWhenGated() throws {
    let ungated = try site(
      .loop,
      in: """
        struct Badge: View {
          @State private var pulsing = false
          var body: some View {
            Circle().scaleEffect(pulsing ? 1.2 : 1)
              .animation(.easeInOut.repeatForever(), value: pulsing)
          }
        }
        """)
    #expect(ungated.whenMotionOn == "loops")
    #expect(ungated.whenReduced == .stillMoves)
    let gatedSource = """
      struct Badge: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        @State private var pulsing = false
        var body: some View {
          Circle().scaleEffect(pulsing ? 1.2 : 1)
            .animation(reduceMotion ? nil : .easeInOut.repeatForever(), value: pulsing)
        }
      }
      """
    let gated = try site(.loop, in: gatedSource)
    #expect(gated.whenReduced == .holdsStill)
    // The loop is the animation's site: the `.animation` call is not listed a second time.
    #expect(!sites(gatedSource).contains { $0.kind == .explicitAnimation })
  }

  @Test func swiftUIKindsAreFound() throws {
    let found = sites(
      """
      struct Gallery: View {
        @Namespace private var hero
        @State private var selected = 0
        @State private var saved = false
        var body: some View {
          ScrollViewReader { proxy in
            Image(systemName: "star").symbolEffect(.bounce, value: saved)
            Image("a").matchedGeometryEffect(id: selected, in: hero)
            Text("x").phaseAnimator([0, 1]) { content, phase in content.offset(y: phase) }
            Button("Top") { withAnimation { proxy.scrollTo(0) } }
          }
        }
      }
      """)
    let kinds = Set(found.map(\.kind))
    #expect(
      kinds.isSuperset(of: [.symbolEffect, .matchedGeometry, .phaseAnimator, .animatedScroll]))
    #expect(found.allSatisfy { $0.whenReduced == .stillMoves })
    let animator = try #require(found.first { $0.kind == .phaseAnimator })
    #expect(animator.whenMotionOn.contains("over and over"))
  }

  @Test func uiKitAnimationsAreReadByWhatTheirBlockChanges() throws {
    let found = sites(
      """
      final class CardController: UIViewController {
        func show() {
          UIView.animate(withDuration: 0.3) { self.card.transform = CGAffineTransform(translationX: 0, y: 40) }
          UIView.animate(withDuration: 0.3) { self.card.alpha = 1 }
          if UIAccessibility.isReduceMotionEnabled {
            card.center = target
          } else {
            UIView.animate(withDuration: 0.3) { self.card.center = self.target }
          }
          let spin = CABasicAnimation(keyPath: "transform.rotation")
          card.layer.add(spin, forKey: nil)
        }
      }
      """)
    let animations = found.filter { $0.kind == .uiKitAnimation }
    try #require(animations.count == 3)
    #expect(animations.allSatisfy { $0.screen == "CardController" })
    #expect(animations[0].whenMotionOn == "moves, resizes or rotates views")
    #expect(animations[0].whenReduced == .stillMoves)
    #expect(animations[1].whenMotionOn == "fades or recolours views")
    #expect(animations[1].whenReduced == .fades)
    #expect(animations[2].gate == "condition")
    #expect(animations[2].whenReduced == .appliesInstantly)
    let layer = try #require(found.first { $0.kind == .coreAnimation })
    #expect(layer.property == "\"transform.rotation\"")
  }

  @Test func playbackAndMotionAwareSites() throws {
    let found = sites(
      """
      struct Mascot: View {
        @Environment(\\.motionPreferences) private var motion
        @State private var shown = false
        var body: some View {
          VStack {
            LottieView(animation: .named("idle")).looping()
            LottieMascotAnimation(pip, named: "pip")
            Text("Hi").motionAwareTransition(.move(edge: .bottom))
          }
          .onAppear { withMotionAwareAnimation(.bouncy, preferences: motion) { shown = true } }
        }
      }
      """)
    let lottie = found.filter { $0.kind == .lottie }
    try #require(lottie.count == 2)
    #expect(lottie[0].whenReduced == .stillMoves)
    #expect(lottie[1].gate == "motionAwareAPI")
    #expect(lottie[1].whenReduced == .holdsStill)
    let transition = try #require(found.first { $0.kind == .transition })
    #expect(transition.whenMotionOn == "slides in and out")
    #expect(transition.whenReduced == .fades)
    let animation = try #require(found.first { $0.kind == .explicitAnimation })
    #expect(animation.property == "shown")
    #expect(animation.whenReduced == .fades)
  }

  @Test func playersDeclaredByTypeAndBindingAnimationsAreSites() throws {
    let found = sites(
      """
      final class StatusView: UIView {
        @IBOutlet var trackers: LottieAnimationView!
        @IBOutlet var shield: LottieAnimationView!
        func update(reduceMotion: Bool) {
          if !reduceMotion { shield.play() }
          trackers.play()
        }
      }
      struct Slot: View {
        let isVisible: Binding<Bool>
        var body: some View { Toggle(isOn: isVisible.animation()) { Text("Show") } }
      }
      """)
    let players = found.filter { $0.kind == .lottie }
    try #require(players.count == 2)
    #expect(players.map(\.line) == [2, 3])
    #expect(players[0].whenReduced == .stillMoves)
    #expect(players[1].isGated)
    #expect(players[1].whenReduced == .holdsStill)
    let binding = try #require(found.first { $0.kind == .explicitAnimation })
    #expect(binding.screen == "Slot")
    #expect(binding.property == "isVisible")
    #expect(binding.whenReduced == .stillMoves)
  }

  @Test func anImageViewsFramesAreASiteButASpinnerIsNot() {
    let spinner = "final class A: UIViewController { func load() { spinner.startAnimating() } }"
    #expect(sites(spinner).isEmpty)
    let frames = """
      final class B: UIViewController {
        func show() {
          badge.animationImages = frames
          badge.startAnimating()
        }
      }
      """
    #expect(sites(frames).map(\.kind) == [.animatedImage])
  }

  @Test func previewsAndConstantModifiersAreNoSites() {
    #expect(
      sites(
        """
        struct Card: View { var body: some View { Text("x").offset(y: 4).scaleEffect(0.9) } }
        #Preview { Text("x").transition(.slide) }
        """
      ).isEmpty)
  }
  @Test func anotherTypesOffsetMethodIsNoMovementSite() {
    let buffer = """
      struct Profile {
        var _accessor: Table
        var name: String? { let o = _accessor.offset(VTOFFSET.name.v); return o == 0 ? nil : _accessor.string(at: o) }
      }
      final class Editor {
        let textView = UITextView()
        func caret(at position: UITextPosition) -> Int {
          textView.offset(from: textView.beginningOfDocument, to: position)
        }
      }
      """
    #expect(sites(buffer).isEmpty)
    let modifier = """
      import SwiftUI
      struct Badge: View {
        @State private var nudge = CGSize.zero
        var body: some View {
          Text("New").offset(nudge).onTapGesture { withAnimation { nudge.width += 4 } }
        }
      }
      """
    #expect(sites(modifier).map(\.kind).contains(.movementModifier))
  }
}
