import SwiftSyntax

/// Settings resolved once for a run rather than once per file: the enabled rules with their
/// severities, which rules each syntax kind is handed to, and the pre-filter.
///
/// A plain value, shared read-only by every worker of a run.
public struct AuditPlan: Sendable {
  /// A rule that runs, and the severity of its findings.
  struct EnabledRule: Sendable {
    var type: any Rule.Type
    var severity: Severity
  }

  public let settings: AuditSettings
  /// Decides which files are parsed at all; `nil` parses every valid file.
  public let prefilter: TokenPrefilter?
  /// The enabled rules, in the order of `settings.rules` (unknown ids dropped).
  let rules: [EnabledRule]
  /// For each syntax kind some rule visits, the indices in ``rules`` of the rules visiting it.
  let dispatch: [SyntaxKind: [Int]]

  /// A plan for `settings` with the given pre-filter (`nil` for none).
  public init(settings: AuditSettings, prefilter: TokenPrefilter?) {
    self.settings = settings
    self.prefilter = prefilter
    rules = settings.rules.compactMap { setting in
      RuleRegistry.rule(withID: setting.id).map {
        EnabledRule(type: $0, severity: setting.severity)
      }
    }
    var dispatch: [SyntaxKind: [Int]] = [:]
    for (index, rule) in rules.enumerated() {
      for kind in rule.type.visitedKinds { dispatch[kind, default: []].append(index) }
    }
    self.dispatch = dispatch
  }

  /// A plan for `settings` whose pre-filter looks for the enabled rules' required tokens.
  public init(settings: AuditSettings) {
    self.init(settings: settings, prefilter: TokenPrefilter(settings: settings))
  }

  /// Whether a file with these (valid) bytes needs parsing: some rule runs and the pre-filter, if
  /// any, finds one of its tokens.
  public func needsParsing(_ bytes: [UInt8]) -> Bool {
    guard !rules.isEmpty else { return false }
    return prefilter?.mayConcern(bytes) ?? true
  }
}
