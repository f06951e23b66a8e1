import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import MotionAudit

/// The rules' walk, the signal analysis, the gate finder and the suppression reader never recurse
/// per level of the tree: a tree tens of thousands of nodes deep is checked on a small stack.
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
}
