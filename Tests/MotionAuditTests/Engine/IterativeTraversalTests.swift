import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import MotionAuditEngine
@testable import MotionAuditSemantics
@testable import MotionAuditSyntax

/// The rules' walk, the signal analysis, the gate finder and the suppression reader recurse
/// within a ``RecursionBudget``: a tree tens of thousands of nodes deep is checked on a small
/// stack.
@Suite struct IterativeTraversalTests {
  /// A modifier chain 20,000 modifiers long: each modifier nests the chain one call deeper.
  private let source =
    "// motion-audit:disable:next ungated-looping-animation\n"
    + "Button { withAnimation(.bouncy) { isOn.toggle() } } label: { Text(\"a\") }"
    + String(repeating: "\n.padding()", count: 10_000) + "\n.transition(.slide)"
    + String(repeating: "\n.padding()", count: 10_000)

  @Test func rulesRunOverAVeryDeepTreeOnASmallStack() {
    let bytes = Array(source.utf8)
    let tree = AuditThread.run { bytes.withUnsafeBufferPointer { Parser.parse(source: $0) } }
    #expect(!tree.hasError)
    let findings = AuditThread.run(stackSize: 256 << 10) {
      let context = AuditContext(file: "A.swift", bytes: bytes, tree: tree, settings: .defaults)
      let violations = RuleWalker.run(AuditPlan(settings: .defaults, prefilter: nil), in: context)
      _ = SuppressionDirectives(tree: tree, source: context.source)
      return violations.flatMap { $0 }.map { context.point(of: $0.position).line }.sorted()
    }
    #expect(findings == [2, 10_003])
  }

  @Test func deepFilesAreAuditedOnTheAuditThread() {
    let bytes = Array(source.utf8)
    let result = AuditThread.run {
      FileAuditor.audit(file: "A.swift", bytes: bytes, settings: .defaults)
    }
    #expect(
      result.findings.map(\.ruleID) == [
        "ungated-explicit-animation", "movement-transition-without-fade",
      ])
  }

  /// The walk recurses through SwiftSyntax's visitor within its budget and walks deeper with an
  /// explicit stack: it visits what the explicit stack alone visits, in the same order, skips
  /// what it is told to and stops where it is told to, on a small stack.
  @Test func walkingPastTheRecursionBudgetVisitsAsTheExplicitStackDoes() {
    let bytes = Array(source.utf8)
    let tree = AuditThread.run { bytes.withUnsafeBufferPointer { Parser.parse(source: $0) } }
    for stop in [nil, 10, 30_000, 70_000] {
      let (bounded, explicit) = AuditThread.run(stackSize: 256 << 10) {
        (
          Self.visits(of: tree, bounded: true, stoppingAt: stop),
          Self.visits(of: tree, bounded: false, stoppingAt: stop)
        )
      }
      #expect(bounded == explicit, "stop \(String(describing: stop))")
      #expect(bounded.count >= (stop ?? 50_000))
    }
  }

  /// The nodes a walk of `tree` visits, in order, skipping what argument lists hold and stopping
  /// at the `stop`-th node.
  private static func visits(of tree: SourceFileSyntax, bounded: Bool, stoppingAt stop: Int?)
    -> [SyntaxIdentifier]
  {
    var visited: [SyntaxIdentifier] = []
    let step = { (node: Syntax) -> TraversalStep in
      visited.append(node.id)
      if visited.count == stop { return .stop }
      return node.is(LabeledExprListSyntax.self) ? .skipChildren : .visitChildren
    }
    if bounded {
      tree.walkDescendants(step)
    } else {
      tree.walkDescendantsIteratively(step)
    }
    return visited
  }

  /// Every construct the parser chains without a bracket makes a tree at least as deep as the
  /// chain is long, which the rules' walk, the def-use walk and the descendant walk go through on
  /// a small stack, the last visiting what the explicit stack visits.
  @Test(arguments: UnbracketedChain.allCases)
  func chainsWithoutBracketsAreWalkedOnASmallStack(_ chain: UnbracketedChain) {
    let bytes = Array(chain.source.utf8)
    let tree = AuditThread.run { bytes.withUnsafeBufferPointer { Parser.parse(source: $0) } }
    #expect(Self.depth(of: tree) >= chain.length)
    let (walked, explicit) = AuditThread.run(stackSize: 256 << 10) {
      let context = AuditContext(file: "A.swift", bytes: bytes, tree: tree, settings: .defaults)
      _ = RuleWalker.run(AuditPlan(settings: .defaults, prefilter: nil), in: context)
      _ = context.defUse
      var walked = 0
      var explicit = 0
      tree.walkDescendants { _ in
        walked += 1
        return .visitChildren
      }
      tree.walkDescendantsIteratively { _ in
        explicit += 1
        return .visitChildren
      }
      return (walked, explicit)
    }
    #expect(walked == explicit)
  }

  /// The number of levels of `tree`, tokens included, counted with an explicit stack.
  private static func depth(of tree: some SyntaxProtocol) -> Int {
    var deepest = 0
    var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
    while let (node, depth) = stack.popLast() {
      deepest = max(deepest, depth)
      for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
    }
    return deepest
  }
}

/// A construct the parser chains without brackets, so that its tree nests one level or more per
/// link however long the chain.
enum UnbracketedChain: String, CaseIterable, CustomTestStringConvertible {
  case memberAccesses, calls, subscripts, optionalChaining, forceUnwraps, genericArguments
  case memberTypes, metatypes, optionalTypes, functionTypes, tryAndAwait, elseIf

  var testDescription: String { rawValue }

  /// How many links the chain has: thousands, far past the walks' recursion budget. (The parser
  /// recurses once per link of the last three, and does so in deeper frames in a debug build.)
  var length: Int {
    switch self {
    case .functionTypes, .tryAndAwait, .elseIf: 2_000
    default: 20_000
    }
  }

  /// A file holding the chain.
  var source: String {
    func links(_ link: String) -> String { String(repeating: link, count: length) }
    switch self {
    case .memberAccesses: return "let a = b" + links(".c")
    case .calls: return "let a = f" + links("()")
    case .subscripts: return "let a = b" + links("[0]")
    case .optionalChaining: return "let a = b" + links("?.c")
    case .forceUnwraps: return "let a = b" + links("!.c")
    case .genericArguments: return "let a = b" + links(".c<Int>")
    case .memberTypes: return "func f(_ a: A" + links(".B") + ") {}"
    case .metatypes: return "func f(_ a: A" + links(".Type") + ") {}"
    case .optionalTypes: return "func f(_ a: A" + links("?.B") + ") {}"
    case .functionTypes: return "let f: " + links("(Int) -> ") + "Int"
    case .tryAndAwait: return "let a = " + links("try await ") + "b"
    case .elseIf: return "func f() { if a {} " + links("else if a {} ") + "}"
    }
  }
}
