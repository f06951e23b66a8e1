import MotionAuditMotion
import MotionAuditSyntax
import SwiftParser
import SwiftSyntax
import Testing

@testable import MotionAuditMotion

/// Motion that something closer to the views stops, that SwiftUI does not animate, that nobody
/// using the app sees, that is written twice, that can never play, or that changes nothing.
@Suite struct OverrideAndReachTests {
  static let banner = """
    struct InboxView: View {
      @State private var showBanner = false
      var body: some View {
        VStack {
          if showBanner { BannerView() }
          MessageList()
        }
        .animation(nil, value: showBanner)
      }
    }
    """

  @Test func innerOverrideWins() throws {
    let effects = MotionFixture.effects(Self.banner, changing: "showBanner")
    #expect(effects.map(\.mechanism) == [.insertion])
    #expect(effects.first?.override?.effect == .disables)
    #expect(effects.moving.isEmpty)
    let transaction = Self.banner.replacingOccurrences(
      of: ".animation(nil, value: showBanner)", with: ".transaction { $0.animation = nil }")
    #expect(MotionFixture.effects(transaction, changing: "showBanner").moving.isEmpty)
  }

  @Test func overrideOfAnotherValueOrWithAnAnimationDoesNotStopTheMotion() {
    let other = Self.banner.replacingOccurrences(
      of: ".animation(nil, value: showBanner)", with: ".animation(nil, value: unreadCount)")
    let unaffected = MotionFixture.effects(other, changing: "showBanner")
    #expect(unaffected.moving.count == 1)
    #expect(unaffected.first?.override == nil)
    let spring = Self.banner.replacingOccurrences(
      of: ".animation(nil, value: showBanner)", with: ".animation(.spring, value: showBanner)")
    let replaced = MotionFixture.effects(spring, changing: "showBanner")
    #expect(replaced.moving.count == 1)
    #expect(replaced.first?.override?.effect == .replaces)
  }

  @Test func overrideAppliesOnlyToTheModifiersBeforeItInTheChain() {
    let card = """
      struct SwipeCard: View {
        var body: some View {
          CardFace().offset(x: dragOffset).animation(nil, value: dragOffset)
        }
      }
      """
    #expect(MotionFixture.effects(card, changing: "dragOffset").moving.isEmpty)
    let outside = card.replacingOccurrences(
      of: ".offset(x: dragOffset).animation(nil, value: dragOffset)",
      with: ".animation(nil, value: dragOffset).offset(x: dragOffset)")
    #expect(MotionFixture.effects(outside, changing: "dragOffset").moving.count == 1)
  }

  static let album = """
    struct PhotoGrid: UIViewRepresentable {
      var photos: [Photo]
      func makeUIView(context: Context) -> UICollectionView { UICollectionView() }
      func updateUIView(_ view: UICollectionView, context: Context) { view.reloadData() }
    }

    struct AlbumView: View {
      @StateObject var viewModel: AlbumViewModel
      var body: some View {
        VStack {
          PhotoGrid(photos: viewModel.photos)
          AlbumToolbar()
        }
      }
    }
    """

  @Test func representableIsNotSwiftUIsToAnimate() {
    let effects = MotionFixture.effects(Self.album, changing: "viewModel.photos")
    #expect(effects.map(\.mechanism) == [.representableUpdate])
    #expect(effects.moving.isEmpty)
  }

  @Test func swiftUIGridOfTheSamePhotosMoves() {
    let source = Self.album.replacingOccurrences(
      of: "PhotoGrid(photos: viewModel.photos)",
      with: "LazyVGrid(columns: columns) { ForEach(viewModel.photos) { PhotoCell(photo: $0) } }")
    let effects = MotionFixture.effects(source, changing: "viewModel.photos")
    #expect(effects.moving.map(\.mechanism) == [.insertion])
  }

  static let expandable = """
    struct ExpandableCard: View {
      var body: some View {
        VStack {
          if expanded { CardDetails() }
          CardFooter()
        }
      }
    }
    """

  @Test func previewOnlyIsNotUserFacing() throws {
    let preview = """
      struct ExpandableCard_Previews: PreviewProvider {
        static var previews: some View {
          VStack {
            if expanded { CardDetails() }
            CardFooter()
          }
        }
      }
      """
    let file = Parser.parse(source: preview)
    let previews = try #require(file.descendants(ofType: VariableDeclSyntax.self).first)
    let model = try #require(ViewLayoutModel(declaration: previews))
    #expect(!model.isUserFacing)
    let effects = model.effects(ofChanging: "expanded")
    #expect(effects.count == 1)
    #expect(effects.moving.isEmpty)
  }

  @Test func debugOnlyContentIsNotUserFacing() {
    let debug = """
      struct SettingsView: View {
        var body: some View {
          VStack {
            #if DEBUG
              if showDiagnostics { DiagnosticsPanel() }
            #endif
            SettingsForm()
          }
        }
      }
      """
    let effects = MotionFixture.effects(debug, changing: "showDiagnostics")
    #expect(effects.count == 1)
    #expect(effects.moving.isEmpty)
  }

  @Test func sameCodeInAnAppViewIsUserFacingMotion() {
    let effects = MotionFixture.effects(Self.expandable, changing: "expanded")
    #expect(MotionFixture.model(Self.expandable)?.isUserFacing == true)
    #expect(effects.moving.count == 1)
  }

  static let hint = """
    struct OnboardingView: View {
      var body: some View {
        VStack {
          if #available(iOS 17, *) {
            if showHint { HintView().transition(.push(from: .top)) }
          } else {
            if showHint { HintView().transition(.move(edge: .top)) }
          }
          OnboardingPages()
        }
      }
    }
    """

  @Test func availableBranchesAreOneMotion() {
    let effects = MotionFixture.effects(Self.hint, changing: "showHint")
    #expect(effects.moving.map(\.mechanism) == [.transition(.push)])
    #expect(effects.first?.alternatives.count == 1)
  }

  @Test func availableBranchesAreNoSwap() {
    let source = """
      struct FeedView: View {
        var body: some View {
          if #available(iOS 17, *) { ModernFeed() } else { LegacyFeed() }
        }
      }
      """
    #expect(MotionFixture.effects(source, changing: "isAvailable").isEmpty)
    let model = MotionFixture.model(source)
    guard case .choice(let choice) = model?.root.children.first?.kind else {
      Issue.record("the availability check is not read as a choice")
      return
    }
    #expect(choice.form == .availability)
  }

  static let details = """
    struct RecipeView: View {
      @State private var showDetails = false
      var body: some View {
        VStack {
          RecipeHeader()
          if showDetails {
            VStack {
              IngredientList().transition(.move(edge: .bottom))
              StepsList()
            }
          }
        }
      }
    }
    """

  @Test func transitionThatCanNeverPlay() {
    let effects = MotionFixture.effects(Self.details, changing: "showDetails")
    #expect(effects.map(\.mechanism) == [.insertion])
    #expect(effects.moving.isEmpty)
  }

  @Test func transitionOnTheInsertedViewPlays() {
    let source = """
      struct RecipeView: View {
        @State private var showDetails = false
        var body: some View {
          VStack {
            RecipeHeader()
            if showDetails {
              VStack {
                IngredientList()
                StepsList()
              }
              .transition(.move(edge: .bottom))
            }
          }
        }
      }
      """
    let effects = MotionFixture.effects(source, changing: "showDetails")
    #expect(effects.moving.map(\.mechanism) == [.transition(.move)])
  }

  static let swipeCard = """
    struct SwipeCard: View {
      @State private var offset: CGFloat = 0
      var body: some View {
        CardFace()
          .offset(x: offset)
          .onTapGesture {
            withAnimation(.spring) { offset = 0 }
          }
      }
    }
    """

  private func animatedChanges(_ source: String) throws -> [StateChange] {
    let file = Parser.parse(source: source)
    let type = try #require(file.descendants(ofType: StructDeclSyntax.self).first)
    let animation = try #require(
      file.descendants(ofType: FunctionCallExprSyntax.self).first {
        $0.calleeName == "withAnimation"
      })
    let closure = try #require(animation.trailingClosure)
    return AnimatedChanges.changes(in: closure, of: type, index: SourceIndex(tree: file))
  }

  @Test func assignmentOfTheValueAlreadyHeld() throws {
    let changes = try animatedChanges(Self.swipeCard)
    #expect(changes.isEmpty)
    #expect(MotionFixture.model(Self.swipeCard)?.effects(of: changes).isEmpty == true)
  }

  @Test func assignmentOfAValueTheStateCanLeaveMoves() throws {
    let source = Self.swipeCard.replacingOccurrences(
      of: "      .onTapGesture {",
      with: """
              .gesture(DragGesture().onChanged { offset = $0.translation.width })
              .onTapGesture {
        """)
    let changes = try animatedChanges(source)
    #expect(changes == [StateChange("offset")])
    let effects = MotionFixture.model(source)?.effects(of: changes) ?? []
    #expect(effects.moving.map(\.mechanism) == [.offset])
  }

  static let collapsingPanel = """
    struct Panel: View {
      @State private var isOpen = false
      var body: some View {
        VStack {
          if isOpen { Details() }
          Footer()
        }
        .onTapGesture {
          withAnimation { isOpen = false }
        }
      }
    }
    """

  @Test func assignmentOfTheValueAlreadyHeldByAFlagNothingElseSets() throws {
    #expect(try animatedChanges(Self.collapsingPanel).isEmpty)
  }

  /// A flag given away as a binding, or toggled elsewhere in the type, can leave its first value.
  @Test func assignmentOfAFlagABindingOrAToggleCanChange() throws {
    for other in [
      "      Toggle(\"Open\", isOn: $isOpen)\n",
      "      Button(\"Open\") { isOpen.toggle() }\n",
    ] {
      let source = Self.collapsingPanel.replacingOccurrences(
        of: "      Footer()\n", with: "      Footer()\n" + other)
      #expect(source != Self.collapsingPanel)
      #expect(try animatedChanges(source) == [StateChange("isOpen")])
    }
  }
}
