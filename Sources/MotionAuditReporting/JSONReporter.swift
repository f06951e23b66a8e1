import MotionAudit
import MotionAuditEngine
import MotionAuditSources

/// The machine-readable report; its schema is documented in `docs/motion-audit.md` and only
/// grows compatibly within a ``schemaVersion``.
///
/// ```json
/// {
///   "version": 1,
///   "tool": { "name": "motion-audit", "version": "0.1.0" },
///   "threshold": "warning",
///   "findings": [ { "file", "line", "column", "rule", "severity", "message", "fix",
///                   "related": [ { "file", "line", "column", "message" } ] } ],
///   "suppressed": [ { …the same…, "suppression": { "kind", "reason", "line" } } ],
///   "skipped": [ { "file", "kind", "reason" } ],
///   "summary": { "filesAudited", "findings", "failing", "suppressed", "skipped",
///                "bySeverity": { "error", "warning", "note" }, "byRule": { "<id>": n } }
/// }
/// ```
package struct JSONReporter: Reporter {
  /// Raised when a field changes meaning or disappears; new fields do not raise it.
  package static let schemaVersion = 1

  package init() {}

  package func render(_ report: AuditReport) -> String {
    let severities: [(key: String, value: JSONValue)] = Severity.allCases.reversed().map {
      ($0.rawValue, .int(report.countsBySeverity[$0] ?? 0))
    }
    let byRule: [(key: String, value: JSONValue)] = report.countsByRule.map {
      ($0.ruleID, .int($0.counts.values.reduce(0, +)))
    }
    let document = JSONValue.object([
      ("version", .int(Self.schemaVersion)),
      (
        "tool",
        .object([
          ("name", .string("motion-audit")), ("version", .string(MotionAuditVersion.current)),
        ])
      ),
      ("threshold", .string(report.threshold.rawValue)),
      ("findings", .array(report.findings.map { .object(Self.fields(of: $0)) })),
      (
        "suppressed",
        .array(
          report.suppressed.map { suppressed in
            .object(
              Self.fields(of: suppressed.finding) + [
                (
                  "suppression",
                  .object([
                    ("kind", .string(suppressed.suppression.kind.rawValue)),
                    ("reason", .string(suppressed.suppression.reason)),
                    ("line", .int(suppressed.suppression.commentLine)),
                  ])
                )
              ])
          })
      ),
      (
        "skipped",
        .array(
          report.skipped.map {
            .object([
              ("file", .string($0.file)), ("kind", .string($0.kind.rawValue)),
              ("reason", .string($0.reason)),
            ])
          })
      ),
      (
        "summary",
        .object([
          ("filesAudited", .int(report.auditedFileCount)),
          ("findings", .int(report.findings.count)),
          ("failing", .int(report.failingFindingCount)),
          ("suppressed", .int(report.suppressed.count)),
          ("skipped", .int(report.skipped.count)),
          ("bySeverity", .object(severities)),
          ("byRule", .object(byRule)),
        ])
      ),
    ])
    return document.serialized() + "\n"
  }

  private static func fields(of finding: Finding) -> [(key: String, value: JSONValue)] {
    [
      ("file", .string(finding.file)),
      ("line", .int(finding.line)),
      ("column", .int(finding.column)),
      ("rule", .string(finding.ruleID)),
      ("severity", .string(finding.severity.rawValue)),
      ("message", .string(finding.message)),
      ("fix", .string(finding.fix)),
    ] + (finding.related.isEmpty ? [] : [("related", .array(finding.related.map(relatedFields)))])
  }

  private static func relatedFields(_ related: RelatedLocation) -> JSONValue {
    .object([
      ("file", .string(related.file)),
      ("line", .int(related.line)),
      ("column", .int(related.column)),
      ("message", .string(related.message)),
    ])
  }
}
