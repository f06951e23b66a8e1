import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSources
import Testing

/// The human report's excerpts: long lines, tabs, and the caret.
@Suite struct TextReporterTests {
  private func report(line: String, column: Int) -> String {
    let finding = Finding(
      file: "A.swift", line: 3, column: column, utf8Offset: 0, ruleID: "r", severity: .warning,
      message: "m", fix: "f", sourceLine: line)
    return TextReporter().render(
      AuditReport(
        results: [FileAuditResult(file: "A.swift", findings: [finding])], skipped: [],
        threshold: .warning))
  }

  @Test func caretSitsUnderTheColumnWithoutTheIndentation() {
    let output = report(line: "        .transition(.slide)", column: 22)
    #expect(output.contains("    3 | .transition(.slide)\n      |              ^\n"))
  }

  @Test func tabsAreKeptSoTheCaretLinesUp() {
    let output = report(line: "\tlet a = 1;\tfoo(.bouncy)", column: 18)
    #expect(output.contains("    3 | let a = 1;\tfoo(.bouncy)\n      |           \t     ^\n"))
  }

  @Test func longLinesAreCutToAWindowAroundTheColumn() {
    let line = String(repeating: "a", count: 500) + ".bouncy" + String(repeating: "b", count: 500)
    let output = report(line: line, column: 502)
    let excerpt = output.split(separator: "\n").first { $0.hasPrefix("    3 | ") } ?? ""
    #expect(excerpt.hasPrefix("    3 | …") && excerpt.hasSuffix("…"))
    #expect(excerpt.count < 120)
    let caret = output.split(separator: "\n").first { $0.hasPrefix("      | ") } ?? ""
    let caretColumn = caret.count - 8
    #expect(
      Array(excerpt.dropFirst(8))[caretColumn - 1] == "b"
        || Array(excerpt.dropFirst(8))[caretColumn] == "b")
  }
}
