import MotionAuditEngine

/// One line per finding in the compilers' format, which Xcode shows inline when a Run Script
/// build phase prints it: `path:line:column: warning: message [rule-id]`.
///
/// Skipped files follow as `path:1:1: note: skipped: reason [motion-audit]` (`error:` when the
/// file could not be read). Control characters in paths and reasons are escaped (`\n`), so each
/// line is one diagnostic.
package struct XcodeReporter: Reporter {
  package init() {}

  package func render(_ report: AuditReport) -> String {
    var output = ""
    for finding in report.findings {
      output +=
        "\(finding.file.escapingControlCharacters):\(finding.line):\(finding.column): "
        + "\(finding.severity.rawValue): "
        + "\(finding.message) [\(finding.ruleID)]\n"
    }
    for skipped in report.skipped {
      let severity = skipped.kind == .unreadable ? "error" : "note"
      output +=
        "\(skipped.file.escapingControlCharacters):1:1: \(severity): skipped: "
        + "\(skipped.reason.escapingControlCharacters) [motion-audit]\n"
    }
    return output
  }
}
