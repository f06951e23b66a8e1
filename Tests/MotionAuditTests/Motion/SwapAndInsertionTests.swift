import MotionAuditMotion
import Testing

@testable import MotionAuditMotion

/// Content that changes in place cross-fades; content that enters before other views pushes
/// them; content that enters with nothing after it only fades in.
@Suite struct SwapAndInsertionTests {
  static let loadingSwitch = """
    struct LibraryView: View {
      @StateObject var viewModel: LibraryViewModel
      var body: some View {
        ZStack {
          switch viewModel.state {
          case .loading: ProgressView()
          case .loaded(let items): ItemGrid(items: items)
          case .failed(let error): ErrorView(error: error)
          }
        }
        .navigationTitle("Library")
      }
    }
    """

  @Test func swapInPlaceIsACrossFade() throws {
    let effects = MotionFixture.effects(Self.loadingSwitch, changing: "viewModel.state")
    #expect(effects.map(\.mechanism) == [.crossFade])
    #expect(effects.moving.isEmpty)
    let editing = """
      struct ProfileView: View {
        @State private var isEditing = false
        var body: some View {
          VStack {
            if isEditing { EditForm() } else { ProfileSummary() }
          }
        }
      }
      """
    #expect(MotionFixture.effects(editing, changing: "isEditing").map(\.mechanism) == [.crossFade])
  }

  @Test func swapWhoseTransitionMovesIsMotion() {
    let source = Self.loadingSwitch.replacingOccurrences(
      of: "ItemGrid(items: items)",
      with: "ItemGrid(items: items).transition(.move(edge: .trailing))")
    let effects = MotionFixture.effects(source, changing: "viewModel.state")
    #expect(effects.moving.map(\.mechanism) == [.transition(.move)])
    #expect(!effects.contains { $0.mechanism == .crossFade })
  }

  static let settingsList = """
    struct SettingsView: View {
      @State private var showAdvanced = false
      var body: some View {
        List {
          Section("Account") { AccountRow() }
          Section("Devices") {
            ForEach(devices) { device in DeviceRow(device: device) }
          }
          if showAdvanced {
            Section("Advanced") { AdvancedRow() }
          }
        }
      }
    }
    """

  @Test func nothingFollowsTheChange() {
    let effects = MotionFixture.effects(Self.settingsList, changing: "showAdvanced")
    #expect(effects.map(\.mechanism) == [.insertion])
    #expect(effects.first?.displaced.isEmpty == true)
    #expect(effects.moving.isEmpty)
  }

  @Test func insertionBeforeOtherViewsInAListPushesThem() {
    let source = """
      struct SettingsView: View {
        @State private var showAdvanced = false
        var body: some View {
          List {
            Section("Account") { AccountRow() }
            if showAdvanced {
              Section("Advanced") { AdvancedRow() }
            }
            Section("Devices") {
              ForEach(devices) { device in DeviceRow(device: device) }
            }
          }
        }
      }
      """
    let effects = MotionFixture.effects(source, changing: "showAdvanced")
    #expect(effects.moving.count == 1)
    #expect(MotionFixture.names(effects.first?.displaced ?? []) == ["Section"])
  }

  static let detailCard = """
    struct OrderCard: View {
      @State private var showDetails = false
      var body: some View {
        VStack(alignment: .leading) {
          OrderHeader(order: order)
          if showDetails {
            DetailRow(order: order)
          }
          OrderFooter(order: order)
        }
      }
    }
    """

  @Test func insertionBeforeOtherViewsInAStackPushesThem() {
    let effects = MotionFixture.effects(Self.detailCard, changing: "showDetails")
    #expect(effects.moving.map(\.mechanism) == [.insertion])
    #expect(MotionFixture.names(effects.first?.displaced ?? []) == ["OrderFooter"])
  }

  @Test func insertionAtTheEndOfAnInnerStackPushesWhatFollowsTheStack() {
    let source = """
      struct OrderCard: View {
        var body: some View {
          VStack {
            VStack {
              OrderHeader(order: order)
              if showDetails { DetailRow(order: order) }
            }
            OrderFooter(order: order)
          }
        }
      }
      """
    let effects = MotionFixture.effects(source, changing: "showDetails")
    #expect(MotionFixture.names(effects.moving.first?.displaced ?? []) == ["OrderFooter"])
  }

  static let messages = """
    struct ThreadView: View {
      var body: some View {
        ScrollView {
          LazyVStack {
            ForEach(thread.messages) { message in MessageBubble(message: message) }
          }
        }
      }
    }
    """

  @Test func elementsAppendedWithNothingAfterThemDoNotPushAnything() {
    let effects =
      MotionFixture.model(Self.messages)?.effects(
        of: [StateChange("thread.messages", appendsOnly: true)]) ?? []
    #expect(effects.map(\.mechanism) == [.insertion])
    #expect(effects.moving.isEmpty)
  }

  @Test func elementsInsertedAmongOthersPushTheLaterOnes() {
    let effects = MotionFixture.effects(Self.messages, changing: "thread.messages")
    #expect(effects.moving.map(\.mechanism) == [.insertion])
  }

  static let groupsByPosition = """
    struct FilterGroupsView: View {
      @State private var groups: [FilterGroup] = []
      var body: some View {
        List {
          ForEach(groups.indices, id: \\.self) { index in Text(groups[index].title) }
        }
        .animation(.default, value: groups)
      }
    }
    """

  /// Rows identified by their position are re-labelled in place when an element leaves the
  /// middle; only the last row leaves, and with nothing after it nothing slides. Rows
  /// identified by their element, or a view after the rows, still move.
  @Test(arguments: [
    ("ForEach(groups.indices, id: \\.self)", false),
    ("ForEach(0..<groups.count)", false),
    ("ForEach(Array(groups.enumerated()), id: \\.offset)", false),
    ("ForEach(Array(groups.enumerated()), id: \\.element.id)", true),
    ("ForEach(groups)", true),
  ])
  func elementsIdentifiedByPositionChangeInPlace(forEach: String, moves: Bool) {
    let source = Self.groupsByPosition.replacingOccurrences(
      of: "ForEach(groups.indices, id: \\.self)", with: forEach)
    let effects = MotionFixture.effects(source, changing: "groups")
    #expect(effects.map(\.mechanism) == [.insertion])
    #expect(effects.moving.isEmpty == !moves)
    let footer = source.replacingOccurrences(
      of: "Text(groups[index].title) }", with: "Text(groups[index].title) }\n      Text(\"Footer\")"
    )
    #expect(MotionFixture.effects(footer, changing: "groups").moving.count == 1)
  }

  static let replyBar = """
    struct ChatView: View {
      @State private var showReplyBar = false
      var body: some View {
        ScrollView {
          ForEach(messages) { message in MessageBubble(message: message) }
        }
        .overlay(alignment: .bottom) {
          if showReplyBar { ReplyBar() }
        }
      }
    }
    """

  @Test func insertionInAnOverlayMovesNothingUnderIt() {
    let effects = MotionFixture.effects(Self.replyBar, changing: "showReplyBar")
    #expect(effects.map(\.mechanism) == [.insertion])
    #expect(effects.moving.isEmpty)
  }

  @Test func insertionInASafeAreaInsetPushesTheViewItIsAttachedTo() {
    let source = Self.replyBar.replacingOccurrences(
      of: ".overlay(alignment: .bottom)", with: ".safeAreaInset(edge: .bottom)")
    let effects = MotionFixture.effects(source, changing: "showReplyBar")
    #expect(effects.moving.map(\.mechanism) == [.insertion])
    #expect(MotionFixture.names(effects.first?.displaced ?? []) == ["ScrollView"])
  }
}
