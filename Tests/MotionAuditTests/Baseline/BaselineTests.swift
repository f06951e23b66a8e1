import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources
import Testing

/// Baselines match findings by file, rule and line text, and count them per key.
@Suite struct BaselineTests {
  private let card = """
    struct Card: View {
        @State private var isOpen = false
        var body: some View {
            Button("Open") { withAnimation(.bouncy) { isOpen.toggle() } }
        }
    }

    """

  private func findings(_ source: String, file: String = "Card.swift") -> [Finding] {
    ReportFixtures.report([(file, source)]).findings
  }

  private func baseline(_ source: String) -> Baseline {
    Baseline(recording: findings(source))
  }

  @Test func aFindingShiftedByLinesAddedAboveIsStillKnown() {
    let shifted = "import SwiftUI\n\n// A card.\n" + card
    #expect(findings(shifted).first?.line == 7)
    #expect(baseline(card).newFindings(in: findings(shifted)).isEmpty)
  }

  @Test func aFindingMovedToAnotherLineOrReindentedIsStillKnown() {
    let moved = card.replacingOccurrences(
      of:
        "    var body: some View {\n        Button(\"Open\") { withAnimation(.bouncy) { isOpen.toggle() } }\n    }",
      with:
        "    var title = \"Card\"\n\n    var body: some View {\n\t\tButton(\"Open\") {  withAnimation(.bouncy) { isOpen.toggle() } }\n    }"
    )
    #expect(findings(moved).count == 1)
    #expect(baseline(card).newFindings(in: findings(moved)).isEmpty)
  }

  @Test func anAddedFindingIsReported() {
    let added = card.replacingOccurrences(
      of: "    }\n}",
      with: "    }\n    func close() { withAnimation(.snappy) { isOpen = false } }\n}")
    let new = baseline(card).newFindings(in: findings(added))
    #expect(
      new.map(\.message) == [
        "Spring animation `.snappy` bounces slightly even when Reduce Motion is on"
      ])
  }

  @Test func aRemovedFindingLeavesNothingToReportAndItsEntryUnused() {
    let fixed = card.replacingOccurrences(of: "withAnimation(.bouncy)", with: "withAnimation(nil)")
    #expect(findings(fixed).isEmpty)
    #expect(baseline(card).newFindings(in: findings(fixed)).isEmpty)
    // Once removed from the baseline, the finding counts as new again.
    #expect(baseline(fixed).newFindings(in: findings(card)).count == 1)
  }

  @Test func moreFindingsThanRecordedOnOneKeyAreReported() {
    let line = "        Button(\"Open\") { withAnimation(.bouncy) { isOpen.toggle() } }\n"
    let twice = card.replacingOccurrences(of: line, with: line + line)
    let thrice = card.replacingOccurrences(of: line, with: line + line + line)
    let recorded = baseline(twice)
    #expect(recorded.counts.values.sorted() == [2])
    #expect(recorded.newFindings(in: findings(twice)).isEmpty)
    let new = recorded.newFindings(in: findings(thrice))
    #expect(new.map(\.line) == [6])
  }

  @Test func theSameLineInAnotherFileIsNew() {
    #expect(baseline(card).newFindings(in: findings(card, file: "Other.swift")).count == 1)
  }

  @Test func filteringKeepsSuppressedAndSkippedFiles() {
    let report = ReportFixtures.report(
      [
        ("Card.swift", card),
        ("Quiet.swift", "Text(\"a\").transition(.slide) // motion-audit:disable:this all\n"),
      ],
      skipped: [SkippedFile(file: "B.swift", kind: .binary, reason: "binary")])
    let filtered = baseline(card).filtering(report)
    #expect(filtered.findings.isEmpty)
    #expect(filtered.suppressed.count == 1 && filtered.skipped.count == 1)
    #expect(filtered.auditedFileCount == 2)
  }

  @Test func encodingRoundTripsAndIsSortedAndVersioned() throws {
    let recorded = Baseline(counts: [
      FindingKey(file: "B.swift", ruleID: "r", lineText: "b \"quoted\""): 2,
      FindingKey(file: "A.swift", ruleID: "r", lineText: "a"): 1,
    ])
    let text = recorded.encoded()
    #expect(text.hasPrefix("{\n  \"format\": \"motion-audit-baseline\",\n  \"version\": 1,"))
    #expect(text.range(of: "A.swift")!.lowerBound < text.range(of: "B.swift")!.lowerBound)
    #expect(try Baseline.decode(Array(text.utf8), file: "b.json") == recorded)
  }

  @Test(arguments: [
    ("", "b.json:1:1: not valid JSON"),
    ("{\"format\": \"motion-audit-baseline\", ", "b.json:1:"),
    ("[]", "b.json:1:1: not a motion-audit baseline (expected an object, found an array)"),
    ("{\"version\": 1, \"findings\": []}", "b.json:1:1: not a motion-audit baseline"),
    (
      "{\"version\": 1, \"tool\": {\"name\": \"motion-audit\"}, \"findings\": []}",
      "b.json:1:1: not a motion-audit baseline"
    ),
    (
      "{\"format\": \"motion-audit-baseline\", \"version\": 2, \"findings\": []}",
      "b.json:1:48: baseline version 2 is not supported"
    ),
    ("{\"format\": \"motion-audit-baseline\", \"version\": 1}", "missing \"findings\""),
    (
      "{\"format\": \"motion-audit-baseline\", \"version\": 1, \"findings\": [{\"file\": \"A.swift\"}]}",
      "b.json:1:64: a finding needs \"rule\" (a string)"
    ),
    (
      "{\"format\": \"motion-audit-baseline\", \"version\": 1, \"findings\": [{\"file\": \"A\", \"rule\": \"r\", \"line\": \"x\", \"count\": 0}]}",
      "a finding needs \"count\" (a whole number, at least 1)"
    ),
  ])
  func corruptOrForeignBaselinesAreErrorsNamingTheFile(text: String, expected: String) {
    #expect(throws: BaselineError.self) { try Baseline.decode(Array(text.utf8), file: "b.json") }
    do {
      _ = try Baseline.decode(Array(text.utf8), file: "b.json")
    } catch {
      #expect(error.description.hasPrefix("b.json"))
      #expect(error.description.contains(expected), "\(error.description)")
    }
  }

  @Test func keysNormaliseWhitespace() {
    #expect(FindingKey.normalized("\t  a   b\t c  ") == "a b c")
  }
}
