import MotionAuditSemantics
import SwiftSyntax
import Testing

@Suite struct ValueFlowTests {
  /// Where the value of the `make()` call in `body` goes, as a short name.
  func destination(of body: String, following: ValueFollowing = .identity) throws -> String {
    let (context, index) = defUse(
      """
      final class Screen {
          var token: Any?
          var tokens: [Any] = []
          var computed: Any { make() }
          func f() -> Any {
              \(body)
          }
      }
      """)
    let call = try #require(
      context.tree.descendants(ofType: FunctionCallExprSyntax.self).first {
        $0.calledExpression.trimmedDescription == "make" && context.tree.position < $0.position
          && $0.ancestors.contains { $0.is(FunctionDeclSyntax.self) }
      })
    switch index.destination(of: ExprSyntax(call), following: following) {
    case .bound(let definition, _): return "bound \(definition.kind) \(definition.name)"
    case .stored(let target, _): return "stored \(target.trimmedDescription)"
    case .inserted(let collection, _): return "inserted \(collection.trimmedDescription)"
    case .returned(let owner): return "returned \(owner.kind)"
    case .argument(_, let label): return "argument \(label ?? "_")"
    case .decides(let owner): return "decides \(owner.kind)"
    case .discarded: return "discarded"
    case .consumed(let node): return "consumed \(node.kind)"
    }
  }

  @Test(arguments: [
    ("let local = make()", "bound local local"),
    ("token = make()", "bound property token"),
    ("self.token = try make()", "bound property token"),
    ("view.token = make()", "stored view.token"),
    ("_ = make()", "discarded"),
    // The only statement of a function with a result is its value; one of two is thrown away.
    ("make()", "returned functionDecl"),
    ("make(); print(1)", "discarded"),
    ("tokens.append(make())", "inserted tokens"),
    ("return make()", "returned functionDecl"),
    ("keep(make(), forever: true)", "argument _"),
    ("keep(value: [make()])", "argument value"),
    ("if let value = make() { }", "bound local value"),
    ("switch make() { default: break }", "decides switchExpr"),
    ("print(make().description)", "consumed memberAccessExpr"),
    ("DispatchQueue.main.async { make() }", "returned closureExpr"),
  ])
  func eachStepNamesWhereTheValueGoes(body: String, expected: String) throws {
    #expect(try destination(of: body) == expected)
  }

  @Test func influenceCarriesThroughOperatorsToWhatTheValueDecides() throws {
    #expect(
      try destination(of: "if !make().isEmpty { }", following: .influence) == "decides ifExpr")
    #expect(try destination(of: "if !make().isEmpty { }") == "consumed memberAccessExpr")
    #expect(
      try destination(of: "let x = make() ? 1 : 2", following: .influence) == "decides sequenceExpr"
    )
    #expect(try destination(of: "let x = make() && true", following: .influence) == "bound local x")
  }

  @Test func followingGoesThroughNamesAsFarAsTheDepthLimit() throws {
    // Each `let` renames the value once; the chain is one longer than the limit.
    let names = (0...DefUseIndex.maximumFlowDepth + 1).map { "v\($0)" }
    var lines = ["let v0 = make()"]
    for (previous, next) in zip(names, names.dropFirst()) {
      lines.append("let \(next) = \(previous)")
    }
    lines.append("keep(\(names.last!))")
    let (context, index) = defUse("func f() {\n" + lines.joined(separator: "\n") + "\n}")
    let call = try #require(context.tree.descendants(ofType: FunctionCallExprSyntax.self).first)
    func reachesKeep(_ start: ExprSyntax) -> Bool? {
      index.follow(start) { _, destination -> FlowStep<Bool> in
        switch destination {
        case .bound(let definition, let site):
          return .follow(index.reads(of: definition, after: site))
        case .argument: return .conclude(true)
        default: return .end
        }
      }
    }
    #expect(reachesKeep(ExprSyntax(call)) == nil)
    let second = try #require(reference("v1", 0, in: context))
    #expect(reachesKeep(second) == true)
  }

  @Test func aGetterOrAParameterlessMethodPassesItsValueToItsUses() throws {
    let (context, index) = defUse(
      """
      final class Screen {
          var isReduced: Bool { UIAccessibility.isReduceMotionEnabled }
          func reduced() -> Bool { return UIAccessibility.isReduceMotionEnabled }
          func f() { print(isReduced, reduced(), self.isReduced) }
      }
      """)
    let getter = try #require(index.definitions(named: "isReduced").first)
    #expect(index.usesOfValue(returnedBy: getter.node).count == 2)
    let method = try #require(index.definitions(named: "reduced").first)
    #expect(index.usesOfValue(returnedBy: method.node).map(\.trimmedDescription) == ["reduced()"])
    _ = context
  }
}
