import Foundation
import MotionAudit
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

@testable import MotionAudit
@testable import MotionAuditEngine
@testable import MotionAuditSemantics
@testable import MotionAuditSources
@testable import MotionAuditSyntax

@Suite struct SourceIndexTests {
  /// What the UIKit change classifier looks into: every function of the file by name, methods and
  /// nested functions too, in source order.
  @Test func functionsAreKeptByNameInSourceOrder() throws {
    let source = """
      func slide() { card.center.y += 10 }
      final class Card: UIView {
          func slide() { frame.origin.x = 0 }
          func fade() { alpha = 0 }
          init() {
              func settle() {}
              super.init(frame: .zero)
          }
      }
      """
    let index = SourceIndex(tree: Parser.parse(source: source))
    #expect(Set(index.functionDeclarations.keys) == ["slide", "fade", "settle"])
    let slides = try #require(index.functionDeclarations["slide"])
    #expect(slides.count == 2)
    #expect(slides[0].position < slides[1].position)
    #expect(slides[1].body?.description.contains("frame.origin.x") == true)
  }

  /// The engine fills the index during its own walk, from nodes handed over typed; the index's own
  /// walk reads every node's kind. Both give the same index: on every file of the example app and
  /// on a tree far deeper than the engine's walk recurses.
  @Test func theEnginesWalkIndexesLikeTheIndexOwnWalk() throws {
    let app = RepositoryFiles.url("Examples/NaiveApp")
    var sources = try FileManager.default.contentsOfDirectory(atPath: app.path).sorted()
      .filter { $0.hasSuffix(".swift") }
      .map { try String(contentsOf: app.appendingPathComponent($0), encoding: .utf8) }
    sources.append(
      "struct Deep: View { var body: some View {"
        + " VStack { if x { Text(\"a\") } else { switch y { default: EmptyView() } } }"
        + String(repeating: "\n.padding(count: max(1, 2))", count: 2_000)
        + "\n.transition(.slide) } }\nfunc f(x: Int) { var y = x; y = 2 }")
    // Unexpected code, which the parser keeps beside the nodes it recovers.
    sources += [
      "let a = f(x: 1 2 g(), h(]) .m(n()) ; struct S { var y = k(.p) ) q() }",
      "let b = f(a: 1 : g()); let c = x.(h()); let d = f(a b: c())",
      "let e = f(x: 1, @attr g()); let f = y.z w.v(u()); let g = f(1 2: r())",
    ]
    for source in sources {
      let bytes = Array(source.utf8)
      let (own, engines) = AuditThread.run { () -> (IndexSummary, IndexSummary) in
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let context = AuditContext(file: "A.swift", bytes: bytes, tree: tree, settings: .defaults)
        _ = RuleWalker.run(AuditPlan(settings: .defaults), in: context)
        return (IndexSummary(SourceIndex(tree: tree)), IndexSummary(context.index))
      }
      #expect(own == engines)
      #expect(!own.calls.isEmpty)
    }
  }

  /// The type around a node, found by position among the declarations' ranges, is the one its
  /// parent links reach: for every node of the example apps, of every rule example and of
  /// nested, extended and broken declarations.
  @Test func theEnclosingTypeByPositionIsTheOneByParents() throws {
    var sources: [String] = []
    for app in ["Examples/NaiveApp", "Examples/PipApp"] {
      let discovery = try SourceDiscovery.discover(app, currentDirectory: RepositoryFiles.root.path)
      for file in discovery.files {
        sources.append(try String(contentsOfFile: file.resolvedPath, encoding: .utf8))
      }
    }
    for rule in RuleRegistry.all {
      let description = rule.description
      for example in description.triggeringExamples + description.nonTriggeringExamples {
        sources.append(example.codeWithoutMarkers)
      }
    }
    sources += [
      "struct A { struct B { func f() { g() } }; enum C { case d }; let e = E() }",
      "extension A.B: P { func f() {} } class K { actor L { var m = n } }",
      "struct", "struct S {", "extension { } struct T { func f( } }", "enum E { case a(",
      "@attr struct S {} /* c */ extension S {}",
    ]
    var compared = 0
    for source in sources {
      let bytes = Array(source.utf8)
      let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      let context = AuditContext(file: "A.swift", bytes: bytes, tree: tree, settings: .defaults)
      _ = RuleWalker.run(AuditPlan(settings: .defaults), in: context)
      let byParents = SourceIndex(tree: tree)
      var nodes: [Syntax] = []
      tree.forEachToken { token in
        nodes.append(Syntax(token))
        for ancestor in token.ancestors { nodes.append(ancestor) }
      }
      for node in nodes {
        #expect(
          context.index.enclosingTypeDeclaration(of: node)?.id
            == byParents.enclosingTypeDeclarationByParents(of: node)?.id,
          "\(source.prefix(60)): \(node.kind) at \(node.position.utf8Offset)")
        compared += 1
      }
    }
    #expect(compared > 10_000)
  }

  /// The `if` and `switch` expressions inside a node: nested ones, `else if`s, and the node
  /// itself when it is one; none from before or after it.
  @Test func branchingsWithinANodeAreThoseItEncloses() throws {
    let source = """
      struct A: View {
          var body: some View {
              if a { Text("a") } else if b { Text("b") }
          }
      }
      struct B: View {
          var body: some View {
              switch mode {
              case .one: if c { Text("c") }
              default: EmptyView()
              }
          }
      }
      func after() { if d {} }
      """
    let tree = Parser.parse(source: source)
    let index = SourceIndex(tree: tree)
    func keywords(within node: some SyntaxProtocol) -> [String] {
      index.branchings(within: node).map { String($0.trimmedDescription.prefix(8)) }
    }
    let types = tree.statements.compactMap { $0.item.as(StructDeclSyntax.self) }
    #expect(keywords(within: tree).count == 5)
    #expect(keywords(within: types[0]) == ["if a { T", "if b { T"])
    #expect(keywords(within: types[1]) == ["switch m", "if c { T"])
    let switchExpression = try #require(index.branchings.first { $0.is(SwitchExprSyntax.self) })
    #expect(keywords(within: switchExpression) == ["switch m", "if c { T"])
    let function = try #require(tree.statements.last?.item.as(FunctionDeclSyntax.self))
    #expect(keywords(within: function) == ["if d {}"])
    #expect(keywords(within: function.name).isEmpty)
  }
}

/// What an index holds, by position, so that two indexes of one tree compare.
private struct IndexSummary: Equatable {
  var calls: [String: [Int]]
  var functions: [String: [Int]]
  var types: [String: [Int]]
  var parameterLists: [String: [[String]]]
  var bindings: [String]
  var assignments: [String]
  var branchings: [Int]
  var typeScopes: [Int]
  var definitionSites: [String]

  init(_ index: SourceIndex) {
    calls = index.calls.mapValues { $0.map(\.position.utf8Offset) }
    functions = index.functionDeclarations.mapValues { $0.map(\.position.utf8Offset) }
    types = index.typeDeclarations.mapValues { $0.map(\.position.utf8Offset) }
    parameterLists = index.parameterLists.mapValues { $0.map { $0.map(\.name) } }
    bindings = index.bindings.map { "\($0.name)@\($0.node.position.utf8Offset)" }
    assignments = index.assignments.map { "\($0.name)@\($0.site.position.utf8Offset)" }
    branchings = index.branchings.map(\.position.utf8Offset)
    typeScopes = index.typeScopes.map(\.start.utf8Offset)
    definitionSites = index.definitionSites.map { "\($0.kind)@\($0.position.utf8Offset)" }
  }
}
