import MotionAuditMotion
import MotionAuditSyntax
import SwiftParser
import SwiftSyntax
import Testing

@testable import MotionAuditMotion

/// A type's layout: its body with the helpers it uses laid out in place, the values it derives
/// from its state, and what its views do with a change they are given.
@Suite struct TypeLayoutTests {
  /// What changing `paths` does to the views of the first type in `source`.
  private func effects(_ source: String, changing changes: [StateChange]) -> [ViewEffect] {
    let file = Parser.parse(source: source)
    guard let type = file.descendants(ofType: StructDeclSyntax.self).first else { return [] }
    return TypeLayout(scopes: [Syntax(type)], representables: [], index: SourceIndex(tree: file))
      .effects(of: changes)
  }

  private func effects(_ source: String, changing path: String) -> [ViewEffect] {
    effects(source, changing: [StateChange(path)])
  }

  /// The first modified view of `source`'s body, as `.animation(_:value:)` wraps it.
  private func watchedEffects(_ source: String, value: String) -> [ViewEffect] {
    let file = Parser.parse(source: source)
    guard
      let animation = file.descendants(ofType: FunctionCallExprSyntax.self).first(where: {
        $0.calleeName == "animation"
      }),
      let base = animation.calledExpression.as(MemberAccessExprSyntax.self)?.base,
      let model = ViewLayoutModel(view: base)
    else { return [] }
    let watched = Parser.parse(source: value).statements.first?.item.as(ExprSyntax.self)
    return model.effects(of: watched.map(StateChange.changes(watchedBy:)) ?? [])
  }

  @Test func aHelperIsLaidOutWhereTheBodyUsesIt() {
    let source = """
      struct Inbox: View {
        @State private var showsBanner = false
        var body: some View {
          VStack { header; MessageList() }
        }
        @ViewBuilder var header: some View {
          if showsBanner { Banner() }
        }
      }
      """
    let pushed = effects(source, changing: "showsBanner").moving
    #expect(pushed.map(\.mechanism) == [.insertion])
    #expect(MotionFixture.names(pushed.first?.displaced ?? []) == ["MessageList"])
    let last = source.replacingOccurrences(
      of: "header; MessageList()", with: "MessageList(); header")
    #expect(effects(last, changing: "showsBanner").moving.isEmpty)
  }

  @Test func aValueDerivedFromTheStateChangesWithIt() {
    let source = """
      struct DeviceItem: View {
        @Binding var selected: Item
        let item: Item
        var isSelected: Bool { item == selected }
        var body: some View {
          VStack { if isSelected { Checkmark() }; Text(item.title) }
        }
      }
      """
    #expect(effects(source, changing: "selected").moving.map(\.cause) == ["isSelected"])
    let unrelated = source.replacingOccurrences(of: "item == selected", with: "item.isDefault")
    #expect(effects(unrelated, changing: "selected").isEmpty)
  }

  @Test func aFollowerThatMayBeAbsentIsNotKnownToMove() {
    let source = """
      struct SortSettings: View {
        @State private var sort = Sort.recent
        var body: some View {
          Form {
            Picker("Sort", selection: $sort) { Text("Recent") }
            if sort == .alphabetical { Section("Row Size") { RowSizePicker() } }
            if UIDevice.isPad { Toggle("Sidebar", isOn: $sidebar) }
          }
        }
      }
      """
    #expect(effects(source, changing: "sort").moving.isEmpty)
    let footer = source.replacingOccurrences(
      of: "if UIDevice.isPad { Toggle(\"Sidebar\", isOn: $sidebar) }", with: "Text(\"Footer\")")
    #expect(effects(footer, changing: "sort").moving.count == 1)
  }

  @Test func aCollectionThatFillsFromNothingPushesNoElement() {
    let source = """
      struct Results: View {
        var body: some View {
          LazyVStack { ForEach(loader.items) { ResultRow($0) } }
            .animation(.easeOut, value: loader.items.isEmpty)
        }
      }
      """
    #expect(watchedEffects(source, value: "loader.items.isEmpty").moving.isEmpty)
    #expect(watchedEffects(source, value: "loader.items").moving.count == 1)
  }

  @Test func anActionIsNotWhatAViewShows() {
    let source = """
      struct HistoryCell: View {
        var body: some View {
          Button(action: { history.remove(entry) }) { Image("close") }
        }
      }
      """
    #expect(effects(source, changing: "history").isEmpty)
    let shown = source.replacingOccurrences(
      of: "Button(action: { history.remove(entry) })", with: "Button(history.title)")
    #expect(effects(shown, changing: "history").map(\.mechanism) == [.contentChange])
  }

  @Test func aViewOfTheAppsOwnDecidesInItsOwnBody() {
    let source = """
      struct Header: View {
        var body: some View {
          ZStack { TitleView(model: model) }
        }
      }
      """
    #expect(
      effects(source, changing: "model.isEditing").map(\.mechanism) == [.delegated("TitleView")])
    let text = source.replacingOccurrences(of: "TitleView(model: model)", with: "Text(model.title)")
    #expect(effects(text, changing: "model.title").map(\.mechanism) == [.contentChange])
  }

  /// A view of the app's own given the state lists the views below it, which slide if it
  /// changes height; beside it in a row, under a container of the app's own, or for a
  /// collection that fills from nothing, none.
  @Test func aViewOfTheAppsOwnListsTheViewsBelowIt() {
    let source = """
      struct TaskScreen: View {
        var body: some View {
          List {
            ProgressSection(observer: observer)
            TriggersSection(observer: observer)
          }
        }
      }
      """
    let below = effects(source, changing: "observer.state").first {
      $0.view.description.contains("Progress")
    }
    #expect(MotionFixture.names(below?.displaced ?? []) == ["TriggersSection"])
    #expect(below?.moves == false)

    let beside = source.replacingOccurrences(of: "List {", with: "HStack {")
    #expect(effects(beside, changing: "observer.state").allSatisfy { $0.displaced.isEmpty })
    let ownContainer = source.replacingOccurrences(of: "List {", with: "Card {")
    #expect(effects(ownContainer, changing: "observer.state").allSatisfy { $0.displaced.isEmpty })
    let filling = effects(source, changing: [StateChange("observer.items.isEmpty", isWhole: true)])
    #expect(!filling.isEmpty && filling.allSatisfy { $0.displaced.isEmpty })
  }

  @Test func aScrollPositionChangeScrolls() {
    let source = """
      struct Pager: View {
        @State private var current: Item.ID?
        var body: some View {
          ScrollView(.horizontal) { LazyHStack { ForEach(items) { Page($0) } } }
            .scrollPosition(id: $current)
        }
      }
      """
    #expect(effects(source, changing: "current").moving.map(\.mechanism) == [.scroll])
    #expect(effects(source, changing: "other").isEmpty)
  }
}
