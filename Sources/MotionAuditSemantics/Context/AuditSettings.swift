import MotionAuditSources

/// The effective configuration for auditing one file: which rules run at which severity, and the
/// project's extra signals. A plain value, so results can be cached by it.
package struct AuditSettings: Sendable, Hashable, Codable {
  /// A rule that runs, and the severity of its findings.
  package struct RuleSetting: Sendable, Hashable, Codable {
    package var id: String
    package var severity: Severity

    package init(id: String, severity: Severity) {
      self.id = id
      self.severity = severity
    }
  }

  /// The rules that run, in registry order.
  package var rules: [RuleSetting]
  /// Extra expressions that mean "reduce motion" (see ``ConfiguredSignal``).
  package var signals: [ConfiguredSignal]

  package init(rules: [RuleSetting], signals: [ConfiguredSignal] = []) {
    self.rules = rules
    self.signals = signals
  }
}
