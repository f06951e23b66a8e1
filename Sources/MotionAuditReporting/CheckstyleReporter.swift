import MotionAuditEngine
import MotionAuditSources

/// Checkstyle XML, which many CI and review tools import (Jenkins Warnings, reviewdog, Danger,
/// Bitbucket and TeamCity plugins): one `<file>` per file, one `<error>` per finding.
///
/// `severity` is `info`, `warning` or `error`; `source` is `motion-audit.<rule-id>`; the message
/// carries the fix after `Fix:`. A skipped file gets one `<error>` at line 1 from
/// `motion-audit.skipped` (`error` when unreadable, else `info`). Paths are repository-relative.
package struct CheckstyleReporter: Reporter {
  package var paths: RepositoryPaths

  package init(paths: RepositoryPaths) {
    self.paths = paths
  }

  /// Checkstyle's name for a severity.
  package static func severity(_ severity: Severity) -> String {
    switch severity {
    case .note: "info"
    case .warning: "warning"
    case .error: "error"
    }
  }

  package func render(_ report: AuditReport) -> String {
    var files: [String] = []
    var entries: [String: [String]] = [:]
    func append(_ entry: String, to file: String) {
      if entries[file] == nil { files.append(file) }
      entries[file, default: []].append(entry)
    }
    for finding in report.findings {
      let message = "\(finding.message). Fix: \(finding.fix)"
      append(
        "    <error line=\"\(finding.line)\" column=\"\(finding.column)\""
          + " severity=\"\(Self.severity(finding.severity))\" message=\"\(message.xmlEscaped)\""
          + " source=\"motion-audit.\(finding.ruleID.xmlEscaped)\"/>\n",
        to: paths.displayPath(of: finding.file))
    }
    for skipped in report.skipped {
      let severity = skipped.kind == .unreadable ? "error" : "info"
      append(
        "    <error line=\"1\" severity=\"\(severity)\""
          + " message=\"\("skipped: \(skipped.reason)".xmlEscaped)\" source=\"motion-audit.skipped\"/>\n",
        to: paths.displayPath(of: skipped.file))
    }
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    for file in files {
      output += "  <file name=\"\(file.xmlEscaped)\">\n"
      output += (entries[file] ?? []).joined()
      output += "  </file>\n"
    }
    return output + "</checkstyle>\n"
  }
}
