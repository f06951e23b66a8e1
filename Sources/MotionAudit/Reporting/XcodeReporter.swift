/// One line per finding in the compilers' format, which Xcode shows inline when a Run Script
/// build phase prints it: `path:line:column: warning: message [rule-id]`.
///
/// Skipped files follow as `path:1:1: note: skipped: reason [motion-audit]` (`error:` when the
/// file could not be read).
public struct XcodeReporter: Reporter {
  public init() {}

  public func render(_ report: AuditReport) -> String {
    var output = ""
    for finding in report.findings {
      output +=
        "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
        + "\(finding.message) [\(finding.ruleID)]\n"
    }
    for skipped in report.skipped {
      let severity = skipped.kind == .unreadable ? "error" : "note"
      output += "\(skipped.file):1:1: \(severity): skipped: \(skipped.reason) [motion-audit]\n"
    }
    return output
  }
}
