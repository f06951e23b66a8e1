import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources

/// The report for people: findings grouped by file, each with its source line and a caret under
/// the position, the message and the fix; then skipped files and a summary by rule.
package struct TextReporter: Reporter {
  /// Whether to use ANSI colours (only when printing to a terminal).
  package var usesColor: Bool
  /// Whether the summary by rule and the totals line follow the findings (not with `--quiet`).
  package var showsSummary: Bool

  /// Lines longer than this are shown as a window around the reported column.
  static let excerptWidth = 100

  package init(usesColor: Bool = false, showsSummary: Bool = true) {
    self.usesColor = usesColor
    self.showsSummary = showsSummary
  }

  package func render(_ report: AuditReport) -> String {
    var output = ""
    var currentFile: String?
    // A fix is written out once; later findings with the same one point back to it.
    var firstWithFix: [String: Finding] = [:]
    for finding in report.findings {
      if finding.file != currentFile {
        if currentFile != nil { output += "\n" }
        output += paint(finding.file.escapingControlCharacters, .bold) + "\n"
        currentFile = finding.file
      }
      output += render(finding, sameFixAs: firstWithFix[finding.fix])
      if firstWithFix[finding.fix] == nil { firstWithFix[finding.fix] = finding }
    }
    if !report.skipped.isEmpty {
      if !output.isEmpty { output += "\n" }
      output += paint("Skipped", .bold) + "\n"
      for skipped in report.skipped {
        output +=
          "  \(skipped.file.escapingControlCharacters): \(skipped.reason.escapingControlCharacters)\n"
      }
    }
    guard showsSummary else { return output }
    let byRule = report.countsByRule
    if !byRule.isEmpty {
      output += "\n" + paint("Summary by rule", .bold) + "\n"
      let width = byRule.map(\.ruleID.count).max() ?? 0
      for (ruleID, counts) in byRule {
        let padding = String(repeating: " ", count: width - ruleID.count)
        output += "  \(ruleID)\(padding)  \(Self.describe(counts))\n"
      }
    }
    if !output.isEmpty { output += "\n" }
    output += summaryLine(report) + "\n"
    return output
  }

  /// - Parameter earlier: The first finding with the same fix, if this is not it.
  private func render(_ finding: Finding, sameFixAs earlier: Finding?) -> String {
    let severity = paint(finding.severity.rawValue, color(of: finding.severity))
    var output =
      "  \(finding.line):\(finding.column)  \(severity)  \(finding.message)  [\(finding.ruleID)]\n"
    let gutter = String(finding.line)
    let blank = String(repeating: " ", count: gutter.count)
    // Findings in binary files (a `.riv`) have no line to show.
    if !finding.sourceLine.isEmpty {
      let (excerpt, caretColumn) = Self.excerpt(
        of: finding.sourceLine.replacingControlCharacters,
        column: finding.column - finding.sourceLineColumn + 1)
      output += "    \(gutter) | \(excerpt)\n"
      output += "    \(blank) | \(caretPadding(excerpt, caretColumn))\(paint("^", .green))\n"
    }
    if let earlier {
      let place =
        earlier.file == finding.file
        ? "line \(earlier.line)" : "\(earlier.file.escapingControlCharacters):\(earlier.line)"
      return output + "    \(blank) = fix: as for \(place) above\n"
    }
    let fixLines = Self.wrap("fix: " + finding.fix, width: Self.excerptWidth - blank.count - 6)
    output += "    \(blank) = " + fixLines.joined(separator: "\n    \(blank)   ") + "\n"
    return output
  }

  private func summaryLine(_ report: AuditReport) -> String {
    Self.summary(of: report) + "."
  }

  /// The totals, without a closing full stop: `51 findings (1 error, 42 warnings, 8 notes) in 21
  /// files of 27 audited; 43 at or above warning`.
  package static func summary(of report: AuditReport) -> String {
    let total = report.findings.count
    let files = Set(report.findings.map(\.file)).count
    var parts: [String] = []
    if total == 0 {
      parts.append("No findings in \(plural(report.auditedFileCount, "file"))")
    } else {
      parts.append(
        "\(plural(total, "finding")) (\(describe(report.countsBySeverity, showingZeros: true)))"
          + " in \(plural(files, "file")) of \(report.auditedFileCount) audited")
    }
    if !report.suppressed.isEmpty { parts.append("\(report.suppressed.count) suppressed") }
    if !report.skipped.isEmpty { parts.append("\(report.skipped.count) skipped") }
    if report.failingFindingCount > 0 {
      parts.append("\(report.failingFindingCount) at or above \(report.threshold.rawValue)")
    }
    return parts.joined(separator: "; ")
  }

  /// `2 warnings, 1 note`.
  private static func describe(_ counts: [Severity: Int], showingZeros: Bool = false) -> String {
    Severity.allCases.reversed().compactMap { severity in
      let count = counts[severity] ?? 0
      guard count > 0 || showingZeros else { return nil }
      return plural(count, severity.rawValue)
    }.joined(separator: ", ")
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// The line without its indentation, cut to a window around `column` when long; and where the
  /// column falls in it (0-based, in characters).
  static func excerpt(of line: String, column: Int) -> (String, Int) {
    let characters = Array(line)
    var start = characters.firstIndex { $0 != " " && $0 != "\t" } ?? 0
    let target = max(0, min(column - 1, characters.count))
    if target < start { start = target }
    var end = characters.count
    var prefix = ""
    var suffix = ""
    if end - start > excerptWidth {
      let half = excerptWidth / 2
      if target - start > half {
        start = target - half
        prefix = "…"
      }
      if end - start > excerptWidth {
        end = start + excerptWidth
        suffix = "…"
      }
    }
    let text = prefix + String(characters[start..<end]) + suffix
    return (text, target - start + prefix.count)
  }

  /// `text` in lines of at most `width` characters, broken at spaces.
  package static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    lines.append(line)
    return lines
  }

  /// Spaces up to the caret, keeping tabs so the caret lines up.
  private func caretPadding(_ excerpt: String, _ column: Int) -> String {
    String(excerpt.prefix(column).map { $0 == "\t" ? "\t" : " " })
  }

  private enum Style: String {
    case bold = "1"
    case red = "31"
    case yellow = "33"
    case cyan = "36"
    case green = "32"
  }

  private func color(of severity: Severity) -> Style {
    switch severity {
    case .error: .red
    case .warning: .yellow
    case .note: .cyan
    }
  }

  private func paint(_ text: String, _ style: Style) -> String {
    usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}
