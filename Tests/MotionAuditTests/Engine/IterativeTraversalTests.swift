import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import MotionAudit

/// The rules' walk, the signal analysis, the gate finder and the suppression reader recurse at
/// most a bounded number of levels of the tree (``BoundedSyntaxVisitor/recursionLimit``): a tree
/// tens of thousands of nodes deep is checked on a small stack.
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

  /// The walk recurses through SwiftSyntax's visitor down to its limit and walks deeper with an
  /// explicit stack: it visits what the explicit stack alone visits, in the same order, skips
  /// what it is told to and stops where it is told to, on a small stack.
  @Test func walkingPastTheRecursionLimitVisitsAsTheExplicitStackDoes() {
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
}
