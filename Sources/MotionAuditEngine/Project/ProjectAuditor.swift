import MotionAudit
import MotionAuditSemantics
import MotionAuditSources

/// Runs the project rules once over a ``ProjectContext`` and turns their violations into
/// findings: a pure function, like ``FileAuditor``.
///
/// Each finding takes the rule's severity from the settings of the file it lands in (and is
/// dropped where that file's settings switch the rule off); one on a Swift line honours that
/// line's suppression comments, collected with the file's facts.
package enum ProjectAuditor {
  package struct Result: Sendable, Hashable {
    package var findings: [Finding] = []
    package var suppressed: [SuppressedFinding] = []
  }

  /// - Parameters:
  ///   - context: The project's summaries and facts.
  ///   - rules: The project rules to run (every registered one by default).
  ///   - settings: The settings of the file a finding lands in.
  package static func audit(
    _ context: ProjectContext, rules: [any ProjectRule.Type] = RuleRegistry.projectRules,
    settings: (String) -> AuditSettings
  ) -> Result {
    var result = Result()
    for rule in rules {
      let description = rule.description
      var violations: [ProjectViolation] = []
      rule.check(context, violations: &violations)
      for violation in violations {
        guard
          let setting = settings(violation.file).rules.first(where: { $0.id == description.id })
        else { continue }
        let position: FindingPosition
        var suppression: Suppression?
        switch violation.location {
        case .swift(_, let site):
          position = site.position
          suppression = site.suppressions[description.id]
        case .file(_, let filePosition):
          position = filePosition
        }
        let finding = Finding(
          file: violation.file, line: position.line, column: position.column,
          utf8Offset: position.utf8Offset, ruleID: description.id,
          severity: violation.emphasis == .lowered ? setting.severity.lowered : setting.severity,
          message: violation.message ?? description.message,
          fix: violation.fix ?? description.fix,
          sourceLine: position.sourceLine, sourceLineColumn: position.sourceLineColumn)
        if let suppression {
          result.suppressed.append(SuppressedFinding(finding: finding, suppression: suppression))
        } else {
          result.findings.append(finding)
        }
      }
    }
    result.findings = Array(Set(result.findings)).sorted(by: Finding.reportOrder)
    result.suppressed = Array(Set(result.suppressed)).sorted(by: SuppressedFinding.reportOrder)
    return result
  }
}
