/// A project's `.motion-audit.json`: which files, which rules at which severity, extra Reduce
/// Motion signals, and the severity that fails the run.
public struct Configuration: Sendable, Hashable {
  /// How the configuration changes one rule.
  public struct RuleOverride: Sendable, Hashable {
    /// `false` switches the rule off; `true` switches on a rule that is off by default.
    public var isEnabled: Bool?
    public var severity: Severity?

    public init(isEnabled: Bool? = nil, severity: Severity? = nil) {
      self.isEnabled = isEnabled
      self.severity = severity
    }
  }

  /// When not empty, only files matching one of these are audited.
  public var include: [GlobPattern] = []
  /// Files matching one of these are not audited.
  public var exclude: [GlobPattern] = []
  /// Per-rule changes, by rule id.
  public var rules: [String: RuleOverride] = [:]
  /// Extra expressions that mean "reduce motion".
  public var signals: [ConfiguredSignal] = []
  /// Findings at or above this severity fail the run (exit code 1); `nil` means the default.
  public var threshold: Severity?
  /// The configuration file, when the configuration was read from one.
  public var file: String?
  /// The directory `include` and `exclude` are relative to (the file's directory).
  public var baseDirectory: String?

  /// The threshold when neither the configuration nor the command line sets one.
  public static let defaultThreshold = Severity.warning

  public init() {}

  /// The effective settings for auditing a file.
  public var auditSettings: AuditSettings {
    var settings: [AuditSettings.RuleSetting] = []
    for rule in RuleRegistry.all {
      let description = rule.description
      let override = rules[description.id]
      guard override?.isEnabled ?? description.isEnabledByDefault else { continue }
      settings.append(
        AuditSettings.RuleSetting(
          id: description.id, severity: override?.severity ?? description.defaultSeverity))
    }
    return AuditSettings(rules: settings, signals: signals)
  }

  /// Whether a discovered file, at `relativePath` from ``baseDirectory``, is audited.
  public func includes(relativePath: String) -> Bool {
    if exclude.contains(where: { $0.matches(relativePath) }) { return false }
    return include.isEmpty || include.contains { $0.matches(relativePath) }
  }
}
