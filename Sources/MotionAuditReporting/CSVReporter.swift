import MotionAuditEngine

/// Comma-separated values for spreadsheets and scripts: a header line, then one line per finding
/// with `file,line,column,severity,rule,message,fix`.
///
/// Fields are quoted as RFC 4180 says (in double quotes, a quote doubled) when they hold a comma,
/// a quote or a line break; lines end with `\n`. A field that a spreadsheet would run as a
/// formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is prefixed with `'`.
/// Paths are repository-relative. Skipped files are not listed.
package struct CSVReporter: Reporter {
  package static let header = ["file", "line", "column", "severity", "rule", "message", "fix"]
  package var paths: RepositoryPaths

  package init(paths: RepositoryPaths) {
    self.paths = paths
  }

  package func render(_ report: AuditReport) -> String {
    var output = Self.line(Self.header)
    for finding in report.findings {
      output += Self.line([
        paths.displayPath(of: finding.file), String(finding.line), String(finding.column),
        finding.severity.rawValue, finding.ruleID, finding.message, finding.fix,
      ])
    }
    return output
  }

  static func line(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",") + "\n"
  }

  /// One field, neutralised against formulas and quoted when it must be.
  package static func field(_ text: String) -> String {
    var value = text
    if let first = value.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) {
      value = "'" + value
    }
    guard
      value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
    else { return value }
    return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
