import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources
import Testing

/// What an audit of a file or of a project gives: findings, and the findings comments silenced.
protocol SilencedFindings {
  var findings: [Finding] { get }
  var suppressed: [SuppressedFinding] { get }
}

extension FileAuditResult: SilencedFindings {}
extension ProjectAuditor.Result: SilencedFindings {}

/// Expects the suppression `what` to have silenced every finding of `result`: none left, and
/// `count` suppressed, each of `kind`.
func expectSuppressed(
  _ result: some SilencedFindings, count: Int, kind: Suppression.Kind, _ what: String,
  _ location: SourceLocation
) {
  #expect(
    result.findings.isEmpty, "\(what) did not silence \(result.findings.map(\.projectSummary))",
    sourceLocation: location)
  #expect(
    result.suppressed.count == count
      && result.suppressed.allSatisfy { $0.suppression.kind == kind },
    "\(what): expected \(count) suppressed findings of kind \(kind), got \(result.suppressed)",
    sourceLocation: location)
}
