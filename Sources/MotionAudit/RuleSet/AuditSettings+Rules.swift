import MotionAuditSemantics

extension AuditSettings {
  /// Every rule enabled by default, at its default severity.
  package static var defaults: AuditSettings {
    var rules: [RuleSetting] = []
    for rule in RuleRegistry.all where rule.description.isEnabledByDefault {
      rules.append(RuleSetting(id: rule.description.id, severity: rule.description.defaultSeverity))
    }
    return AuditSettings(rules: rules)
  }

  /// Only `rule`, at its default severity: how a rule's examples are checked.
  package static func only(_ rule: any Rule.Type, signals: [ConfiguredSignal] = []) -> AuditSettings
  {
    AuditSettings(
      rules: [RuleSetting(id: rule.description.id, severity: rule.description.defaultSeverity)],
      signals: signals)
  }
}

extension AuditContext {
  /// Parses `source` into a context of its own with every rule enabled by default: for tests of
  /// rules and of the signal analysis.
  package convenience init(file: String, source: String, projectFacts: ProjectFacts = .empty) {
    self.init(file: file, source: source, settings: .defaults, projectFacts: projectFacts)
  }
}
