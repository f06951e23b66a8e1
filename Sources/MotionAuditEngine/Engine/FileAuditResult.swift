import MotionAudit
import MotionAuditSemantics
import MotionAuditSources

/// What auditing one file produced. A plain value: it can be cached by the file's content hash
/// and compared between runs.
public struct FileAuditResult: Sendable, Hashable, Codable {
  public var file: String
  /// Findings in report order.
  public var findings: [Finding]
  /// Findings silenced by comments, in report order.
  public var suppressed: [SuppressedFinding]
  /// Set when the file was not audited.
  public var skipped: SkippedFile?
  /// What the file says about the project's resources, for the project rules; nil when no
  /// project rule is enabled or the file names no resource.
  public var facts: SwiftFileFacts?
  /// Suppression comments naming unknown rules or suppressing nothing, in position order.
  public var suppressionWarnings: [SuppressionWarning]

  public init(
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
