import MotionAuditEngine
import MotionAuditSources

/// The Code Climate issue format that GitLab Code Quality reads (a JSON array of issues), so
/// merge requests show findings in their diff and widget.
///
/// Each finding is `{ "type": "issue", "check_name": <rule id>, "description": <message>,
/// "content": { "body": <fix> }, "categories": ["Bug Risk"], "location": { "path", "lines":
/// { "begin", "end" } }, "severity", "fingerprint" }`. Severities map note → `info`, warning →
/// `minor`, error → `major`. The fingerprint is the SARIF one (rule, file, line text and
/// occurrence, not the line number), so GitLab keeps an issue's identity when lines move.
/// Skipped files are not issues (an unreadable one fails the run with exit code 3).
package struct CodeClimateReporter: Reporter {
  package var paths: RepositoryPaths

  package init(paths: RepositoryPaths) {
    self.paths = paths
  }

  /// Code Climate's name for a severity.
  package static func severity(_ severity: Severity) -> String {
    switch severity {
    case .note: "info"
    case .warning: "minor"
    case .error: "major"
    }
  }

  package func render(_ report: AuditReport) -> String {
    let repositoryPaths = paths
    let keyed = KeyedFinding.keying(report.findings) { finding in
      FindingKey(finding, file: repositoryPaths.displayPath(of: finding.file))
    }
    let issues: [JSONValue] = keyed.map { entry in
      let finding = entry.finding
      return .object([
        ("type", .string("issue")),
        ("check_name", .string(finding.ruleID)),
        ("description", .string(finding.message)),
        ("content", .object([("body", .string("Fix: " + finding.fix))])),
        ("categories", .array([.string("Bug Risk")])),
        (
          "location",
          .object([
            ("path", .string(entry.key.file)),
            ("lines", .object([("begin", .int(finding.line)), ("end", .int(finding.line))])),
          ])
        ),
        ("severity", .string(Self.severity(finding.severity))),
        (
          "fingerprint",
          .string(SARIFReporter.fingerprint(entry.key, occurrence: entry.occurrence))
        ),
      ])
    }
    return JSONValue.array(issues).serialized() + "\n"
  }
}
