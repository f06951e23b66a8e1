import MotionAuditMotion
import SwiftParser
import SwiftSyntax
import Testing

@testable import MotionAuditMotion

/// The layout model reads a body as SwiftUI lays it out: containers and their axes, the order
/// of children, conditional content and what it reads, transitions, layout modifiers and
/// animation overrides.
@Suite struct ViewLayoutModelTests {
  private func kinds(_ nodes: [ViewNode]) -> [String] {
    nodes.map { node in
      switch node.kind {
      case .container(let name, _), .view(let name), .representable(let name), .layer(let name):
        name
      case .presentation(let name, _): name
      case .forEach: "ForEach"
      case .choice: "choice"
      case .branch: "branch"
      case .debugOnly: "debug"
      }
    }
  }

  @Test func containersKeepTheirKindAxisAndChildrenInOrder() throws {
    let source = """
      struct HomeView: View {
        var body: some View {
          NavigationStack {
            ScrollView(.horizontal) {
              HStack { Avatar(); Text(name); Spacer() }
            }
            List { Section("Recent") { RecentRow() } }
            ZStack { Map(); Pin() }
          }
        }
      }
      """
    let model = try #require(MotionFixture.model(source))
    let navigation = try #require(model.root.children.first)
    guard case .container("NavigationStack", .transparent) = navigation.kind else {
      Issue.record("not a navigation stack: \(navigation.kind)")
      return
    }
    #expect(kinds(navigation.children) == ["ScrollView", "List", "ZStack"])
    guard case .container(_, .scroll(.horizontal)) = navigation.children[0].kind,
      case .container(_, .stack(.horizontal)) = navigation.children[0].children.first?.kind,
      case .container(_, .rows) = navigation.children[1].kind,
      case .container(_, .layers) = navigation.children[2].kind
    else {
      Issue.record("containers read wrongly")
      return
    }
    #expect(kinds(navigation.children[0].children[0].children) == ["Avatar", "Text", "Spacer"])
  }

  @Test func conditionsReadExactPropertyPaths() throws {
    let source = """
      struct ItemsView: View {
        var body: some View {
          VStack {
            if let detail = viewModel.selectedItem, !self.viewModel.isCollapsed { Detail(detail) }
            switch viewModel.viewMode {
            case .grid: ItemGrid()
            case .list: ItemList()
            }
            ForEach(viewModel.items.filter(\\.isVisible)) { ItemRow(item: $0) }
          }
        }
      }
      """
    let stack = try #require(MotionFixture.model(source)?.root.children.first)
    guard case .choice(let optional) = stack.children[0].kind,
      case .choice(let mode) = stack.children[1].kind,
      case .forEach(let data, _) = stack.children[2].kind
    else {
      Issue.record("conditional content read wrongly")
      return
    }
    #expect(optional.reads == ["viewModel.selectedItem", "viewModel.isCollapsed"])
    #expect(stack.children[0].children.count == 2)  // the body and the missing `else`
    #expect(mode.form == .switchCase)
    #expect(mode.reads == ["viewModel.viewMode"])
    #expect(data == ["viewModel.items.filter"])
  }

  @Test func transitionsAreReadAndOpacityByDefault() {
    let transitions: [(String, ViewTransition)] = [
      (".slide", .slide),
      ("AnyTransition.scale(scale: 0.8)", .scale),
      (".push(from: .leading)", .push),
      (
        ".asymmetric(insertion: .move(edge: .trailing), removal: .opacity)",
        .asymmetric(insertion: .move, removal: .opacity)
      ),
      (".opacity.animation(.easeIn)", .opacity),
      (".cardFlip", .custom("cardFlip")),
    ]
    for (text, expected) in transitions {
      let expression = Parser.parse(source: "let t = \(text)").descendants(
        ofType: InitializerClauseSyntax.self
      ).first!.value
      #expect(ViewTransition(expression) == expected, "\(text)")
    }
    #expect(ViewTransition.asymmetric(insertion: .move, removal: .opacity).moves == true)
    #expect(ViewTransition.custom("cardFlip").moves == nil)
    #expect(
      ViewNode(kind: .view("Text"), syntax: Syntax(Parser.parse(source: ""))).transition == .opacity
    )
  }

  @Test func layoutModifiersOverridesAndAttachmentsAreRead() throws {
    let source = """
      struct PlayerView: View {
        var body: some View {
          Artwork()
            .frame(width: 300, height: 300)
            .padding(isCompact ? 8 : 24)
            .rotationEffect(.degrees(isSpinning ? 360 : 0))
            .animation(.linear, value: isSpinning)
            .transaction { $0.animation = nil }
            .overlay(alignment: .bottom) { PlaybackControls() }
            .sheet(isPresented: $viewModel.showQueue) { QueueView() }
        }
      }
      """
    let artwork = try #require(MotionFixture.model(source)?.root.children.first)
    #expect(artwork.layoutModifiers.map(\.kind) == [.frame, .padding, .rotationEffect])
    #expect(artwork.layoutModifiers.map(\.reads) == [[], ["isCompact"], ["isSpinning"]])
    #expect(artwork.layoutModifiers[0].fixedAxes == [.horizontal, .vertical])
    #expect(artwork.overrides.map(\.effect) == [.replaces, .disables])
    #expect(artwork.overrides.map(\.watches) == [["isSpinning"], nil])
    #expect(kinds(artwork.attachments) == ["overlay", "sheet"])
    guard case .presentation(_, let presenter) = artwork.attachments[1].kind else {
      Issue.record("the sheet is not a presentation")
      return
    }
    #expect(presenter == ["viewModel.showQueue"])
    let sheet = MotionFixture.effects(source, changing: "viewModel.showQueue")
    #expect(sheet.map(\.mechanism) == [.presentation("sheet")])
  }

  @Test func helpersAndComputedViewPropertiesHaveModels() throws {
    let source = """
      struct CartView: View {
        @ViewBuilder
        func summary(for cart: Cart) -> some View {
          if cart.items.isEmpty { EmptyCartView() } else { CartTotals(cart: cart) }
        }

        var checkoutButton: some View {
          get { Button("Checkout") { checkout() }.padding(isWide ? 24 : 8) }
        }
      }
      """
    let file = Parser.parse(source: source)
    let helper = try #require(file.descendants(ofType: FunctionDeclSyntax.self).first)
    let summary = try #require(ViewLayoutModel(declaration: helper))
    #expect(summary.effects(ofChanging: "cart.items").map(\.mechanism) == [.crossFade])
    let property = try #require(file.descendants(ofType: VariableDeclSyntax.self).first)
    let button = try #require(ViewLayoutModel(declaration: property))
    #expect(kinds(button.root.children) == ["Button"])
    // The action is no content: `checkout()` is not read as a view.
    #expect(button.root.children.first?.children.isEmpty == true)
    #expect(button.effects(ofChanging: "isWide").moving.map(\.mechanism) == [.resize(.padding)])
  }

  @Test func representablesAreTheFilesWrappersOfUIKitViews() {
    let file = Parser.parse(
      source: """
        struct MapCanvas: UIViewRepresentable {}
        enum Wrappers { struct WebPane: NSViewControllerRepresentable {} }
        struct Plain: View {}
        """)
    #expect(RepresentableTypes.declared(in: file) == ["MapCanvas", "WebPane"])
  }
}
