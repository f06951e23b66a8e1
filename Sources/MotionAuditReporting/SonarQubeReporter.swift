import MotionAudit
import MotionAuditEngine
import MotionAuditSources

/// SonarQube's generic issue import format (10.3 and later; `sonar.externalIssuesReportPaths`):
/// `{ "rules": [...], "issues": [...] }`.
///
/// `rules` lists each rule that has findings, with `engineId` `motion-audit` and one impact on
/// `RELIABILITY` whose severity is the highest of its findings (note → `LOW`, warning →
/// `MEDIUM`, error → `HIGH`). Each issue's `primaryLocation` has the message (with the fix), the
/// repository-relative `filePath` and a `textRange` whose lines are 1-based and whose columns,
/// as Sonar counts them, are 0-based. Skipped files are not issues.
package struct SonarQubeReporter: Reporter {
  package var paths: RepositoryPaths

  package init(paths: RepositoryPaths) {
    self.paths = paths
  }

  /// Sonar's impact severity for a severity.
  package static func impactSeverity(_ severity: Severity) -> String {
    switch severity {
    case .note: "LOW"
    case .warning: "MEDIUM"
    case .error: "HIGH"
    }
  }

  package func render(_ report: AuditReport) -> String {
    var highest: [String: Severity] = [:]
    for finding in report.findings {
      highest[finding.ruleID] = max(highest[finding.ruleID] ?? finding.severity, finding.severity)
    }
    let rules: [JSONValue] = RuleRegistry.all.map { $0.description }.compactMap { rule in
      guard let severity = highest[rule.id] else { return nil }
      return .object([
        ("id", .string(rule.id)),
        ("name", .string(rule.name)),
        ("description", .string("\(rule.rationale)\n\nFix: \(rule.fix)")),
        ("engineId", .string("motion-audit")),
        (
          "impacts",
          .array([
            .object([
              ("softwareQuality", .string("RELIABILITY")),
              ("severity", .string(Self.impactSeverity(severity))),
            ])
          ])
        ),
      ])
    }
    let issues: [JSONValue] = report.findings.map { finding in
      let start = finding.column - 1
      return .object([
        ("ruleId", .string(finding.ruleID)),
        (
          "primaryLocation",
          .object([
            ("message", .string("\(finding.message). Fix: \(finding.fix)")),
            ("filePath", .string(paths.displayPath(of: finding.file))),
            (
              "textRange",
              .object([
                ("startLine", .int(finding.line)),
                ("endLine", .int(finding.line)),
                ("startColumn", .int(start)),
                ("endColumn", .int(start + finding.highlightedLength)),
              ])
            ),
          ])
        ),
      ])
    }
    return JSONValue.object([("rules", .array(rules)), ("issues", .array(issues))]).serialized()
      + "\n"
  }
}
