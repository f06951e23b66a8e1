import MotionAuditMotion
import Testing

@testable import MotionAuditMotion

/// Whether a changed value reaches geometry: size, place, scale, rotation, or a transition that
/// moves; and whether what it moves is inside something that leaves anyway.
@Suite struct GeometryChangeTests {
  static let searchPanel = """
    struct SearchView: View {
      @State private var showSuggestions = false
      @State private var suggestions: [Suggestion] = []
      var body: some View {
        VStack {
          SearchField(text: $query)
          ResultsList(results: results)
        }
        .overlay(alignment: .top) {
          if showSuggestions {
            VStack(alignment: .leading) {
              ForEach(suggestions) { suggestion in SuggestionRow(suggestion: suggestion) }
              Divider()
              ClearHistoryButton()
            }
          }
        }
      }
    }
    """

  @Test func wholeContainerGoes() {
    let effects = MotionFixture.effects(
      Self.searchPanel, changing: "showSuggestions", "suggestions")
    #expect(effects.moving.isEmpty)
    // The rows leave with their panel: no effect of their own.
    #expect(!effects.contains { $0.cause == "suggestions" })
    #expect(effects.map(\.mechanism) == [.insertion])
  }

  @Test func rowsRemovedFromAPanelThatStaysPushTheRowsAfterThem() {
    let effects = MotionFixture.effects(Self.searchPanel, changing: "suggestions")
    #expect(effects.moving.map(\.cause) == ["suggestions"])
    let displaced = MotionFixture.names(effects.first?.displaced ?? [])
    #expect(displaced.contains("ClearHistoryButton"))
  }

  static let favoriteButton = """
    struct FavoriteButton: View {
      @Binding var isFavorite: Bool
      var count: Int
      var progress: Double
      var body: some View {
        HStack {
          Image(systemName: "heart.fill")
            .foregroundStyle(isFavorite ? .red : .gray)
            .opacity(isFavorite ? 1 : 0.5)
          Text("\\(count)").monospacedDigit().frame(width: 44, height: 44)
          ProgressView(value: progress)
        }
      }
    }
    """

  @Test func valueChangesNoGeometry() {
    #expect(MotionFixture.effects(Self.favoriteButton, changing: "isFavorite").isEmpty)
    let count = MotionFixture.effects(Self.favoriteButton, changing: "count")
    #expect(count.map(\.mechanism) == [.contentChange])
    let progress = MotionFixture.effects(Self.favoriteButton, changing: "progress")
    #expect(progress.map(\.mechanism) == [.contentChange])
    #expect((count + progress).moving.isEmpty)
  }

  @Test func valueThatScalesOrOffsetsAViewMovesIt() {
    let source = Self.favoriteButton.replacingOccurrences(
      of: ".opacity(isFavorite ? 1 : 0.5)",
      with: ".scaleEffect(isFavorite ? 1.3 : 1).offset(y: isFavorite ? -4 : 0)")
    let effects = MotionFixture.effects(source, changing: "isFavorite")
    #expect(effects.moving.map(\.mechanism) == [.scale, .offset])
  }

  static let titleRow = """
    struct TitleRow: View {
      @State private var isWide = false
      var body: some View {
        VStack {
          Text(title)
            .frame(width: isWide ? 200 : 120)
            .frame(width: 240, height: 44)
          Divider()
        }
      }
    }
    """

  @Test func resizeInsideAFixedFrameDoesNotMoveNeighbours() {
    let effects = MotionFixture.effects(Self.titleRow, changing: "isWide")
    #expect(effects.map(\.mechanism) == [.resize(.frame)])
    #expect(effects.first?.displaced.isEmpty == true)
  }

  @Test func resizeWithoutAFixedFrameMovesNeighbours() {
    let source = Self.titleRow.replacingOccurrences(
      of: ".frame(width: 240, height: 44)", with: ".padding(.horizontal)")
    let effects = MotionFixture.effects(source, changing: "isWide")
    #expect(MotionFixture.names(effects.first?.displaced ?? []) == ["Divider"])
  }

  static let toast = """
    struct ToastHost: View {
      @State private var showToast = false
      var body: some View {
        ZStack(alignment: .top) {
          ContentView()
          if showToast {
            ToastView(message: message)
              .transition(.move(edge: .top).combined(with: .opacity))
          }
        }
      }
    }
    """

  @Test func combinedWithOpacityStillMoves() {
    let effects = MotionFixture.effects(Self.toast, changing: "showToast")
    #expect(effects.moving.map(\.mechanism) == [.transition(.combined(.move, .opacity))])
  }

  @Test func opacityCombinedWithIdentityDoesNotMove() {
    let source = Self.toast.replacingOccurrences(
      of: ".move(edge: .top).combined(with: .opacity)", with: ".opacity.combined(with: .identity)")
    let effects = MotionFixture.effects(source, changing: "showToast")
    #expect(effects.map(\.mechanism) == [.insertion])
    #expect(effects.moving.isEmpty)
  }

  static let onboarding = """
    struct OnboardingView: View {
      @State private var page = 0
      var body: some View {
        TabView(selection: $page) {
          WelcomePage().tag(0)
          PermissionsPage().tag(1)
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
      }
    }
    """

  @Test func pagedTabViewSelectionSlidesPages() {
    let effects = MotionFixture.effects(Self.onboarding, changing: "page")
    #expect(effects.moving.map(\.mechanism) == [.page])
  }

  @Test func tabBarSelectionSlidesNothing() {
    let source = Self.onboarding.replacingOccurrences(
      of: ".tabViewStyle(.page(indexDisplayMode: .never))", with: ".tint(.orange)")
    #expect(MotionFixture.effects(source, changing: "page").isEmpty)
  }

  static let composer = """
    struct ComposerHost: View {
      @State private var isComposing = false
      @State private var detent: PresentationDetent = .medium
      @State private var detents: Set<PresentationDetent> = [.medium, .large]
      var body: some View {
        Button("Write") { isComposing = true }
          .sheet(isPresented: $isComposing) {
            VStack {
              if detent == .large { FormattingBar() }
              Editor()
            }
            .presentationDetents(detents, selection: $detent)
          }
      }
    }
    """

  /// A sheet's detent change resizes the sheet: the sheet grows, not the views around a row.
  @Test func sheetDetentChangeResizesTheSheet() {
    let effects = MotionFixture.effects(Self.composer, changing: "detent")
    // The bar inside the sheet pushes the editor too; the sheet's own growth is the larger.
    #expect(effects.moving.map(\.mechanism) == [.insertion, .detent])
    #expect(effects.moving.last?.source?.calleeName == "presentationDetents")
  }

  /// What lists the detents is not the selection: changing it moves no sheet.
  @Test func sheetDetentsListedResizeNothing() {
    #expect(!MotionFixture.effects(Self.composer, changing: "detents").contains { $0.moves })
    let withoutSelection = Self.composer.replacingOccurrences(
      of: ", selection: $detent", with: "")
    #expect(withoutSelection != Self.composer)
    #expect(
      MotionFixture.effects(withoutSelection, changing: "detent").map(\.mechanism) == [.insertion])
  }
}
