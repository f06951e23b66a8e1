import MotionAudit
import MotionAuditSemantics
import SwiftSyntax
import Testing

@testable import MotionAuditMotion
@testable import MotionAuditSyntax

/// Motion the user's gesture drives, and the spring that settles it when the finger lifts.
@Suite struct GestureFollowingTests {
  /// Whether the first animation in `source` (a `withAnimation` or an `.animation(_:value:)`)
  /// settles a gesture.
  static func settles(_ source: String) throws -> Bool {
    let context = AuditContext(file: "Test.swift", source: source)
    let animation = try #require(
      context.tree.descendants(ofType: FunctionCallExprSyntax.self).first {
        $0.calleeName == "withAnimation" || $0.calleeName == "animation"
      })
    var changed: Set<String> = []
    if animation.calleeName == "animation" {
      changed = animation.argument(labeled: "value")?.expression.rootName.map { [$0] } ?? []
    } else if let body = animation.closures.first {
      changed = GestureFollowing.assignedRoots(in: body)
    }
    return GestureFollowing.settlesGesture(animation: animation, changing: changed, in: context)
  }

  static let dismissableImage = """
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
    """

  @Test func aSpringThatSettlesADragFinishesTheUsersMotion() throws {
    #expect(try Self.settles(Self.dismissableImage))
  }

  @Test func aFlagSetWhileTheFingerIsDownFollowsNoFinger() throws {
    let press = Self.dismissableImage
      .replacingOccurrences(
        of: "value in offset = value.translation", with: "_ in isPressed = true"
      )
      .replacingOccurrences(of: "offset = .zero", with: "isPressed = false")
    #expect(try !Self.settles(press))
  }

  @Test func aButtonThatAnimatesOtherStateIsNotTheGesture() throws {
    let button = """
      struct Panel: View {
        @State private var offset = CGSize.zero
        @State private var isExpanded = false
        var body: some View {
          Details(isExpanded: isExpanded)
            .offset(offset)
            .gesture(DragGesture().onChanged { offset = $0.translation })
          Button("More") { withAnimation(.bouncy) { isExpanded.toggle() } }
        }
      }
      """
    #expect(try !Self.settles(button))
  }

  @Test func theGestureStateAnUpdatingHandlerWritesIsDriven() throws {
    let carousel = """
      struct Carousel: View {
        @GestureState private var dragOffset: Double = 0
        var body: some View {
          Pages()
            .offset(x: dragOffset)
            .animation(.spring, value: dragOffset)
            .gesture(
              DragGesture().updating($dragOffset) { value, state, _ in
                state = value.translation.width
              })
        }
      }
      """
    #expect(try Self.settles(carousel))
    let pressed = carousel.replacingOccurrences(
      of: "state = value.translation.width", with: "state = 1")
    #expect(try !Self.settles(pressed))
  }

  @Test func anAppsOwnPanGestureDrivesWhatItAssignsFromTheTranslation() throws {
    let swipe = """
      struct SwipeToReply: ViewModifier {
        @State private var xOffset: CGFloat = 0
        func body(content: Content) -> some View {
          content
            .offset(x: xOffset)
            .animation(.interactiveSpring(), value: xOffset)
            .gesture(PanGestureRepresentable { gesture in
              let translation = gesture.translation(in: nil)
              xOffset = translation.x
            })
        }
      }
      """
    #expect(try Self.settles(swipe))
  }

  @Test func settlingWhereTheFingerLiftsAlsoMovesWhatTheThrowChose() throws {
    let panel = """
      struct FloatingPanel: View {
        @State private var drag = CGSize.zero
        @State private var corner = Corner.topLeading
        var body: some View {
          Panel()
            .offset(drag)
            .gesture(
              DragGesture()
                .onChanged { drag = $0.translation }
                .onEnded { value in
                  withAnimation(.spring) {
                    corner = nearest(to: value.predictedEndLocation)
                    drag = .zero
                  }
                })
        }
      }
      """
    #expect(try Self.settles(panel))
    // The same change from a button is no gesture's end: the panel travels by itself.
    let button = """
      struct FloatingPanel: View {
        @State private var drag = CGSize.zero
        @State private var corner = Corner.topLeading
        var body: some View {
          Panel()
            .offset(drag)
            .gesture(DragGesture().onChanged { drag = $0.translation })
          Button("Corner") {
            withAnimation(.spring) {
              corner = .bottomTrailing
              drag = .zero
            }
          }
        }
      }
      """
    #expect(try !Self.settles(button))
  }

  @Test func aMethodGivenTheGesturesValueDrivesWhatItAssigns() throws {
    let viewer = """
      struct ImageViewer: View {
        @State private var offset: CGFloat = 0
        var body: some View {
          Photo()
            .offset(y: offset)
            .gesture(
              DragGesture()
                .onChanged { value in update(value.translation.height) }
                .onEnded { _ in settle() })
        }
        private func update(_ newOffset: CGFloat) { offset = newOffset }
        private func settle() { withAnimation(.easeOut) { update(0) } }
      }
      """
    #expect(try Self.settles(viewer))
  }
}
