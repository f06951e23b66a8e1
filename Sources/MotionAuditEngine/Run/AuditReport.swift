import MotionAuditSemantics
import MotionAuditSources

/// The outcome of a run over many files, in deterministic order: what every reporter prints.
package struct AuditReport: Sendable, Hashable {
  /// Per audited file, sorted by path.
  package let results: [FileAuditResult]
  /// Files not audited, with the reason, sorted by path.
  package let skipped: [SkippedFile]
  /// Findings at or above this severity fail the run.
  package let threshold: Severity
  /// Every finding, sorted by path, line, column and rule id.
  package let findings: [Finding]
  /// Every suppressed finding, in the same order.
  package let suppressed: [SuppressedFinding]
  /// The project files besides Swift sources that project rules read (Info.plists, animation
  /// files, asset catalogs by their `.xcassets` path), sorted.
  package let projectFiles: [String]
  /// Suppression comments naming unknown rules or suppressing nothing, sorted by position.
  package let suppressionWarnings: [SuppressionWarning]

  /// - Parameters:
  ///   - project: The project rules' outcome, joined to the per-file one.
  package init(
    results: [FileAuditResult], skipped: [SkippedFile], threshold: Severity,
    project: ProjectAuditOutcome = ProjectAuditOutcome()
  ) {
    self.results = results.sorted { $0.file < $1.file }
    self.skipped = (skipped + project.skipped).sorted {
      ($0.file, $0.reason) < ($1.file, $1.reason)
    }
    self.threshold = threshold
    findings = (results.flatMap(\.findings) + project.findings).sorted(by: Finding.reportOrder)
    suppressed = (results.flatMap(\.suppressed) + project.suppressed).sorted(
      by: SuppressedFinding.reportOrder)
    projectFiles = project.files.sorted()
    suppressionWarnings = results.flatMap(\.suppressionWarnings).sorted(
      by: SuppressionWarning.reportOrder)
  }

  /// How many files were audited: Swift files and the project files project rules read.
  package var auditedFileCount: Int { results.count + projectFiles.count }

  /// Whether some file could not be read (the run exits with code 3).
  package var hasUnreadableFiles: Bool {
    skipped.contains { $0.kind == .unreadable }
  }

  /// How many findings are at or above the threshold.
  package var failingFindingCount: Int {
    findings.filter { $0.severity >= threshold }.count
  }

  /// Finding counts per rule id, and per severity within each rule, in rule id order.
  package var countsByRule: [(ruleID: String, counts: [Severity: Int])] {
    var counts: [String: [Severity: Int]] = [:]
    for finding in findings {
      counts[finding.ruleID, default: [:]][finding.severity, default: 0] += 1
    }
    return counts.keys.sorted().map { ($0, counts[$0] ?? [:]) }
  }

  /// Finding counts per severity.
  package var countsBySeverity: [Severity: Int] {
    var counts: [Severity: Int] = [:]
    for finding in findings { counts[finding.severity, default: 0] += 1 }
    return counts
  }
}
