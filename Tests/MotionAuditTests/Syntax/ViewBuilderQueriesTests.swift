import SwiftParser
import SwiftSyntax
import Testing

@testable import MotionAuditSyntax

/// A view is created by its type's name; a modifier or a method is not a creation.
@Suite struct ViewBuilderQueriesTests {
  /// Whether the first call in `source` creates a type, asked with and without its name.
  private func isTypeCreation(_ source: String) -> Bool {
    let call = Parser.parse(source: source).firstDescendant { $0.is(FunctionCallExprSyntax.self) }?
      .as(FunctionCallExprSyntax.self)
    guard let call, let name = call.calleeName else { return false }
    let byName = ViewBuilderQueries.isTypeCreation(call, named: name)
    #expect(byName == ViewBuilderQueries.isTypeCreation(call))
    return byName
  }

  @Test func aCapitalisedNameOrItsInitializerCreatesAType() {
    #expect(isTypeCreation("IntroView()"))
    #expect(isTypeCreation("ZStack { Text(\"a\") }"))
    #expect(isTypeCreation("IntroView.init(flag: true)"))
  }

  @Test func aModifierOrAMethodDoesNotCreateAType() {
    #expect(!isTypeCreation("view.opacity(0)"))
    #expect(!isTypeCreation("layout.Mascot()"))
    #expect(!isTypeCreation(".Mascot()"))
    #expect(!isTypeCreation("makeIntro()"))
  }
}
