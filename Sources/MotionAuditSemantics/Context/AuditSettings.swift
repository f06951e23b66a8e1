import MotionAuditSources
import MotionAuditSyntax

/// The effective configuration for auditing one file: which rules run at which severity, and the
/// project's extra signals. A plain value, so results can be cached by it.
public struct AuditSettings: Sendable, Hashable, Codable {
  /// A rule that runs, and the severity of its findings.
  public struct RuleSetting: Sendable, Hashable, Codable {
    public var id: String
    public var severity: Severity

    public init(id: String, severity: Severity) {
      self.id = id
      self.severity = severity
    }
  }

  /// The rules that run, in registry order.
  public var rules: [RuleSetting]
  /// Extra expressions that mean "reduce motion" (see ``ConfiguredSignal``).
  public var signals: [ConfiguredSignal]

  public init(rules: [RuleSetting], signals: [ConfiguredSignal] = []) {
    self.rules = rules
    self.signals = signals
  }
}
