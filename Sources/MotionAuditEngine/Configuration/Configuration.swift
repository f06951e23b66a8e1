import MotionAudit
import MotionAuditSemantics
import MotionAuditSources

/// A project's `.motion-audit.json`: which files, which rules at which severity, extra Reduce
/// Motion signals, and the severity that fails the run.
package struct Configuration: Sendable, Hashable {
  /// How the configuration changes one rule.
  package struct RuleOverride: Sendable, Hashable {
    /// `false` switches the rule off; `true` switches on a rule that is off by default.
    package var isEnabled: Bool?
    package var severity: Severity?

    package init(isEnabled: Bool? = nil, severity: Severity? = nil) {
      self.isEnabled = isEnabled
      self.severity = severity
    }
  }

  /// When not empty, only files matching one of these are audited.
  package var include: [GlobPattern] = []
  /// Files matching one of these are not audited.
  package var exclude: [GlobPattern] = []
  /// Per-rule changes, by rule id.
  package var rules: [String: RuleOverride] = [:]
  /// Extra expressions that mean "reduce motion".
  package var signals: [ConfiguredSignal] = []
  /// Whether test code (test folders, files that declare tests; see ``TestSources``) is
  /// audited: `includeTests` in the file; `nil` means the default, `false`.
  package var includeTests: Bool?
  /// Findings at or above this severity fail the run (exit code 1); `nil` means the default.
  package var threshold: Severity?
  /// The configuration file, when the configuration was read from one.
  package var file: String?
  /// The directory `include` and `exclude` are relative to (the file's directory).
  package var baseDirectory: String?
  /// The top-level keys the file sets: the ones that override a parent's (see
  /// ``overridden(by:)``).
  package var keys: Set<String> = []
  /// The directory of the file that set ``include`` (after merging, perhaps a parent's).
  package var includeDirectory: String?
  /// The directory of the file that set ``exclude``.
  package var excludeDirectory: String?

  /// The threshold when neither the configuration nor the command line sets one.
  package static let defaultThreshold = Severity.warning

  package init() {}

  /// The effective settings for auditing a file.
  package var auditSettings: AuditSettings {
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

  /// The settings with only the rules `ruleIDs` (`--only-rule`), each at its configured severity
  /// whether or not the configuration or its default turns it on.
  package func auditSettings(onlyRules ruleIDs: Set<String>) -> AuditSettings {
    var settings: [AuditSettings.RuleSetting] = []
    for rule in RuleRegistry.all where ruleIDs.contains(rule.description.id) {
      let description = rule.description
      settings.append(
        AuditSettings.RuleSetting(
          id: description.id,
          severity: rules[description.id]?.severity ?? description.defaultSeverity))
    }
    return AuditSettings(rules: settings, signals: signals)
  }

  /// Whether a discovered file, at `relativePath` from ``baseDirectory``, is audited.
  package func includes(relativePath: String) -> Bool {
    if exclude.contains(where: { $0.matches(relativePath) }) { return false }
    return include.isEmpty || include.contains { $0.matches(relativePath) }
  }

  /// Whether the file at the absolute `path` is audited: `exclude` and `include` match paths
  /// relative to the folder of the file that set them, and never a file outside that folder.
  package func includes(path: String) -> Bool {
    func relative(to directory: String?) -> String? {
      guard let directory else { return nil }
      let prefix = directory.hasSuffix("/") ? directory : directory + "/"
      return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
    if let relativePath = relative(to: excludeDirectory),
      exclude.contains(where: { $0.matches(relativePath) })
    {
      return false
    }
    guard !include.isEmpty, let relativePath = relative(to: includeDirectory) else { return true }
    return include.contains { $0.matches(relativePath) }
  }

  /// This configuration with a nested one's on top (`child`, from a folder below this one's):
  /// each top-level key `child` sets replaces this one's, except `rules`, where `child` changes
  /// only the rules it names, and of those only the settings it gives (`enabled`, `severity`).
  package func overridden(by child: Configuration) -> Configuration {
    var merged = self
    if child.keys.contains("include") {
      merged.include = child.include
      merged.includeDirectory = child.includeDirectory
    }
    if child.keys.contains("exclude") {
      merged.exclude = child.exclude
      merged.excludeDirectory = child.excludeDirectory
    }
    if child.keys.contains("signals") { merged.signals = child.signals }
    if child.keys.contains("threshold") { merged.threshold = child.threshold }
    if child.keys.contains("includeTests") { merged.includeTests = child.includeTests }
    for (id, override) in child.rules {
      let inherited = rules[id]
      merged.rules[id] = RuleOverride(
        isEnabled: override.isEnabled ?? inherited?.isEnabled,
        severity: override.severity ?? inherited?.severity)
    }
    merged.keys.formUnion(child.keys)
    merged.file = child.file ?? file
    merged.baseDirectory = child.baseDirectory ?? baseDirectory
    return merged
  }
}
