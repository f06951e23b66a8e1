import SwiftParser
import SwiftSyntax
import Testing

/// The names the engine reads of every call and every ancestor of a site: a name without its
/// backticks, and the type a declaration declares or extends.
@Suite struct CallQueriesTests {
  @Test(arguments: [
    ("withAnimation", "withAnimation"), ("`default`", "default"), ("``", ""), ("`", "`"),
    ("a`", "a`"), ("`a", "`a"), ("écran", "écran"), ("`écran`", "écran"),
  ])
  func aNameLosesOnlyItsEnclosingBackticks(text: String, name: String) {
    #expect(TokenSyntax.withoutBackticks(text) == name)
  }

  @Test func aCallsNameIsReadWithoutBackticks() {
    let tree = Parser.parse(source: "view.`repeat`(2)\n`init`()")
    let names = tree.descendants(ofType: FunctionCallExprSyntax.self).map(\.calleeName)
    #expect(names == ["repeat", "init"])
  }

  @Test func eachTypeDeclarationNamesItsTypeAndNothingElseDoes() {
    let tree = Parser.parse(
      source: """
        struct Card {}
        class Store {}
        enum Mood {}
        actor Loader {}
        extension Animation.Spring {}
        protocol Moving {}
        func card() {}
        let mood = 1
        """)
    let names = tree.statements.map { Syntax($0.item).typeDeclarationName }
    #expect(names == ["Card", "Store", "Mood", "Loader", "Animation.Spring", nil, nil, nil])
  }
}
