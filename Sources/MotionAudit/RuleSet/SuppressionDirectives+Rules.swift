import MotionAuditSemantics
import MotionAuditSources

extension SuppressionDirectives {
  /// Warnings about the `disable` directives of this file: rule ids that do not exist, and ids
  /// of rules in `enabledRuleIDs` that the directive suppresses in none of `suppressed`.
  ///
  /// Only comments that start with `motion-audit:` are checked (not ones that mention it), and a
  /// directive naming `all` or a project rule is never called superfluous: project rules run
  /// after the file, over the whole project.
  package func warnings(
    file: String, enabledRuleIDs: Set<String>, suppressed: [SuppressedFinding]
  ) -> [SuppressionWarning] {
    let known = Set(RuleRegistry.ids)
    var warnings: [SuppressionWarning] = []
    for directive in written {
      func warn(_ message: String) {
        warnings.append(
          SuppressionWarning(
            file: file, line: directive.line, column: directive.column,
            message: "`motion-audit:\(directive.command)` " + message))
      }
      let unknown = directive.ruleIDs.filter { $0 != "all" && !known.contains($0) }
      for id in unknown {
        warn("names unknown rule '\(id)'" + Spelling.unknownRuleAdvice(for: id))
      }
      guard unknown.isEmpty, !directive.ruleIDs.contains("all") else { continue }
      for id in directive.ruleIDs
      where enabledRuleIDs.contains(id) && !RuleRegistry.projectRuleIDs.contains(id) {
        let isUsed = suppressed.contains {
          $0.finding.ruleID == id && $0.suppression.commentLine == directive.line
        }
        if !isUsed { warn("suppresses no finding of '\(id)'; remove it") }
      }
    }
    return warnings
  }
}
