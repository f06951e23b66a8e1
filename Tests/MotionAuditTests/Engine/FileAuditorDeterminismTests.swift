import MotionAudit
import Testing

/// The audit of a file is a pure function of its bytes: the same result every time, whatever
/// the order a `Set` happens to iterate in.
struct FileAuditorDeterminismTests {
  /// Found by the `audit` fuzz target (the pre-filtered audit differed from the full one): the
  /// inner `withAnimation(.spring)` and the outer one, whose argument holds it, are both reported
  /// at `.spring`, by the same rule, with different corrections. Findings were deduplicated
  /// through a `Set` and sorted by path, line, column and rule only, so the two came out in
  /// either order from one audit to the next.
  @Test func findingsAtTheSamePositionComeOutInTheSameOrderEveryTime() {
    let source = """
      struct Card: View {
          var body: some View {
              Text("a").onTapGesture { withAnimation(.se().onTapGesture { withAnimation(.spring) { x = nil } }) }
          }
      }

      """
    let results = (0..<20).map { _ in
      AuditThread.run {
        FileAuditor.audit(file: "Card.swift", bytes: Array(source.utf8), settings: .defaults)
      }
    }
    let first = results[0]
    #expect(first.findings.count == 2)
    #expect(Set(first.findings.map { "\($0.line):\($0.column) \($0.ruleID)" }).count == 1)
    #expect(results.allSatisfy { $0 == first })
  }

  /// Report order is total: findings that differ in anything are ordered one way only.
  @Test func reportOrderOrdersFindingsThatDifferOnlyInTheirCorrections() {
    func finding(_ edits: [SourceEdit]) -> Finding {
      Finding(
        file: "Card.swift", line: 3, column: 84, utf8Offset: 125,
        ruleID: "ungated-explicit-animation", severity: .warning, message: "m", fix: "f",
        sourceLine: "s", edits: edits)
    }
    let narrow = finding([SourceEdit(utf8Range: 125..<132, replacement: "a")])
    let wide = finding([SourceEdit(utf8Range: 90..<147, replacement: "b")])
    #expect(Finding.reportOrder(narrow, wide) != Finding.reportOrder(wide, narrow))
    let suppressions = [
      Suppression(kind: .essential, reason: "the content", commentLine: 2),
      Suppression(kind: .disabled, reason: "disable:next", commentLine: 2),
    ].map { SuppressedFinding(finding: narrow, suppression: $0) }
    #expect(
      SuppressedFinding.reportOrder(suppressions[0], suppressions[1])
        != SuppressedFinding.reportOrder(suppressions[1], suppressions[0]))
  }
}
