import SwiftParser
import SwiftSyntax
import Testing

@testable import MotionAuditMotion
@testable import MotionAuditSyntax

/// Only the view a branch inserts runs its transition.
@Suite struct TransitionReachTests {
  /// Whether the first `.transition(…)` in `body` (the content of a view's body) is nested in
  /// the view its branch inserts.
  static func isNested(_ body: String) throws -> Bool {
    let file = Parser.parse(source: "struct V: View {\n  var body: some View {\n\(body)\n  }\n}")
    let transition = try #require(
      file.descendants(ofType: FunctionCallExprSyntax.self).first { $0.calleeName == "transition" }
    )
    return TransitionReach.isNestedInInsertedView(transition)
  }

  @Test func theBranchsOwnViewRunsItsTransition() throws {
    #expect(try !Self.isNested("if isShown { Toast().padding().transition(.move(edge: .top)) }"))
    #expect(try !Self.isNested("VStack { if isShown { Toast().transition(.slide) } }"))
    #expect(
      try !Self.isNested(
        "switch state { case .done: Checkmark().transition(.scale)\ndefault: EmptyView() }"))
  }

  @Test func aViewInsideTheInsertedStackNeverRunsIts() throws {
    #expect(try Self.isNested("if isShown { VStack { Toast().transition(.move(edge: .top)) } }"))
    #expect(
      try Self.isNested(
        "if isShown { Button(action: talk) { HStack { Mic() }.transition(.move(edge: .trailing)) } }"
      ))
    #expect(try Self.isNested("if isShown { Card().overlay(Badge().transition(.scale)) }"))
    #expect(try Self.isNested("ForEach(rows) { row in HStack { Cell(row).transition(.slide) } }"))
  }

  @Test func transparentContainersPassTheBranchThrough() throws {
    #expect(try !Self.isNested("if isShown { Group { Toast().transition(.slide) } }"))
    #expect(try !Self.isNested("ForEach(rows) { Cell($0).transition(.slide) }"))
  }

  @Test func aViewOfTheAppsOwnMayInsertItsContentItself() throws {
    #expect(try !Self.isNested("if showsAuthor { Loaded(author) { Name($0).transition(.scale) } }"))
    #expect(
      try !Self.isNested("if isShown { PercentLayout { Bar().transition(.push(from: .leading)) } }")
    )
  }

  @Test func withoutABranchWhereItIsUsedDecides() throws {
    #expect(try !Self.isNested("VStack { Toast().transition(.slide) }"))
  }
}
