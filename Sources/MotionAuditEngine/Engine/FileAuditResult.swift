import MotionAuditSemantics
import MotionAuditSources

/// What auditing one file produced. A plain value: it can be cached by the file's content hash
/// and compared between runs.
package struct FileAuditResult: Sendable, Hashable, Codable {
  package var file: String
  /// Findings in report order.
  package var findings: [Finding]
  /// Findings silenced by comments, in report order.
  package var suppressed: [SuppressedFinding]
  /// Set when the file was not audited.
  package var skipped: SkippedFile?
  /// What the file says about the project's resources, for the project rules; nil when no
  /// project rule is enabled or the file names no resource.
  package var facts: SwiftFileFacts?
  /// Suppression comments naming unknown rules or suppressing nothing, in position order.
  package var suppressionWarnings: [SuppressionWarning]

  package init(
    file: String, findings: [Finding] = [], suppressed: [SuppressedFinding] = [],
    skipped: SkippedFile? = nil, facts: SwiftFileFacts? = nil,
    suppressionWarnings: [SuppressionWarning] = []
  ) {
    self.file = file
    self.findings = findings
    self.suppressed = suppressed
    self.skipped = skipped
    self.facts = facts
    self.suppressionWarnings = suppressionWarnings
  }
}
