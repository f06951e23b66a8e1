import MotionAuditEngine
import MotionAuditSources

/// GitHub Actions workflow commands, which the runner turns into annotations on the pull request:
/// `::warning file=App/Card.swift,line=4,col=41,endLine=4,endColumn=46,title=rule-id::message`.
///
/// Severities map to `notice`, `warning` and `error`. Paths are repository-relative. The message
/// (with the fix on a second line) escapes `%`, `\r` and `\n`; property values also escape `:`
/// and `,`. Skipped files become `notice` annotations (`error` when unreadable).
package struct GitHubActionsReporter: Reporter {
  package var paths: RepositoryPaths

  package init(paths: RepositoryPaths) {
    self.paths = paths
  }

  package func render(_ report: AuditReport) -> String {
    var output = ""
    for finding in report.findings {
      let properties = [
        ("file", paths.displayPath(of: finding.file)),
        ("line", String(finding.line)),
        ("col", String(finding.column)),
        ("endLine", String(finding.line)),
        ("endColumn", String(finding.column + finding.highlightedLength - 1)),
        ("title", finding.ruleID),
      ]
      output += Self.command(
        Self.level(of: finding.severity), properties: properties,
        message: "\(finding.message)\nFix: \(finding.fix)")
    }
    for skipped in report.skipped {
      output += Self.command(
        skipped.kind == .unreadable ? "error" : "notice",
        properties: [("file", paths.displayPath(of: skipped.file)), ("title", "motion-audit")],
        message: "skipped: \(skipped.reason)")
    }
    return output
  }

  /// The command name for a severity.
  package static func level(of severity: Severity) -> String {
    switch severity {
    case .note: "notice"
    case .warning: "warning"
    case .error: "error"
    }
  }

  /// One workflow command line.
  static func command(_ name: String, properties: [(String, String)], message: String) -> String {
    let list = properties.map { "\($0.0)=\(escapedProperty($0.1))" }.joined(separator: ",")
    return "::\(name) \(list)::\(escapedMessage(message))\n"
  }

  /// `%` → `%25`, `\r` → `%0D`, `\n` → `%0A`.
  package static func escapedMessage(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": output += "%25"
      case "\r": output += "%0D"
      case "\n": output += "%0A"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// The message escapes, plus `:` → `%3A` and `,` → `%2C`.
  package static func escapedProperty(_ text: String) -> String {
    escapedMessage(text).replacingColonsAndCommas()
  }
}

extension String {
  fileprivate func replacingColonsAndCommas() -> String {
    var output = ""
    for scalar in unicodeScalars {
      switch scalar {
      case ":": output += "%3A"
      case ",": output += "%2C"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
