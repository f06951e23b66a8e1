import MotionAudit
import MotionAuditEngine
import MotionAuditSources

/// A pull-request comment in GitHub-flavoured Markdown: a one-line summary, a table of findings
/// (severity, location, rule, message), then each rule's fix once, folded in `<details>`.
///
/// Locations link to the source and rules to their documentation when ``ReportLinks`` knows
/// where those are. The table stops after ``maximumRows`` findings (a comment has a size limit)
/// and says how many were left out. Text from the audited code cannot break the table or add
/// HTML: `|` is escaped everywhere and `<` outside code spans. Paths are repository-relative.
package struct MarkdownReporter: Reporter {
  package var paths: RepositoryPaths
  package var links: ReportLinks
  package var maximumRows: Int

  package init(paths: RepositoryPaths, links: ReportLinks = ReportLinks(), maximumRows: Int = 200) {
    self.paths = paths
    self.links = links
    self.maximumRows = maximumRows
  }

  package func render(_ report: AuditReport) -> String {
    let files = Set(report.findings.map(\.file)).count
    var output = "### motion-audit\n\n"
    if report.findings.isEmpty {
      output += "No findings in \(Self.counted(report.auditedFileCount, "audited file")).\n"
    } else {
      let severities = Severity.allCases.reversed().compactMap { severity -> String? in
        guard let count = report.countsBySeverity[severity], count > 0 else { return nil }
        return Self.counted(count, severity.rawValue)
      }
      output +=
        "**\(Self.counted(report.findings.count, "finding"))** (\(severities.joined(separator: ", ")))"
        + " in \(Self.counted(files, "file")) of \(report.auditedFileCount) audited; "
        + "\(report.failingFindingCount) at or above the \(report.threshold.rawValue) threshold.\n\n"
      output += "| Severity | Location | Rule | Finding |\n| --- | --- | --- | --- |\n"
      for finding in report.findings.prefix(maximumRows) {
        output += row(finding)
      }
      if report.findings.count > maximumRows {
        output +=
          "\n…and \(Self.counted(report.findings.count - maximumRows, "more finding")) "
          + "(run `motion-audit` for all of them).\n"
      }
      output += "\n<details>\n<summary>How to fix them</summary>\n\n"
      for (ruleID, counts) in report.countsByRule {
        // A rule's advice may depend on the place (outside views): each distinct advice once.
        var fixes: [String] = []
        for finding in report.findings where finding.ruleID == ruleID {
          if !fixes.contains(finding.fix) { fixes.append(finding.fix) }
        }
        let fix = fixes.joined(separator: " ")
        output +=
          "- \(ruleLink(ruleID)) (\(counts.values.reduce(0, +))): \(Self.cell(fix, inTable: false))\n"
      }
      output += "\n</details>\n"
    }
    if !report.skipped.isEmpty {
      output += "\n**Skipped:**\n\n"
      for skipped in report.skipped {
        output +=
          "- \(Self.codeSpan(paths.displayPath(of: skipped.file), inTable: false)): \(Self.cell(skipped.reason, inTable: false))\n"
      }
    }
    return output
  }

  private func row(_ finding: Finding) -> String {
    let path = paths.displayPath(of: finding.file)
    let location = Self.codeSpan("\(path):\(finding.line):\(finding.column)")
    let linked =
      links.sourceURL(path: path, line: finding.line).map { "[\(location)](\($0))" } ?? location
    return
      "| \(finding.severity.rawValue) | \(linked) | \(ruleLink(finding.ruleID)) | "
      + "\(Self.cell(finding.message)) |\n"
  }

  private func ruleLink(_ ruleID: String) -> String {
    let name = Self.codeSpan(ruleID)
    return links.ruleURL(ruleID).map { "[\(name)](\($0))" } ?? name
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// Text on one line, `<` escaped outside code spans (the rules' messages use code spans on
  /// purpose, and keep them), and in a table cell `|` escaped (which GitHub's tables also
  /// honour inside code spans).
  package static func cell(_ text: String, inTable: Bool = true) -> String {
    var output = ""
    var insideCode = false
    // Unbalanced backticks make no code span, so then every `<` is escaped.
    let tracksCode = text.filter { $0 == "`" }.count.isMultiple(of: 2)
    for character in text {
      switch character {
      case "`":
        if tracksCode { insideCode.toggle() }
        output.append(character)
      case "|" where inTable: output += "\\|"
      case "<" where !insideCode: output += "&lt;"
      case "\n", "\r", "\r\n": output += " "
      default: output.append(character)
      }
    }
    return output
  }

  /// `text` as a code span on one line, its fence longer than any run of backticks inside, `|`
  /// escaped in a table cell.
  package static func codeSpan(_ text: String, inTable: Bool = true) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
    let oneLine = padded.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : String($0) }
      .joined()
    return fence + (inTable ? oneLine.replacingOccurrences(of: "|", with: "\\|") : oneLine) + fence
  }
}
