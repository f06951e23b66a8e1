import MotionAuditSemantics
import MotionAuditSources

/// A check over the whole project rather than one file: Info.plist, asset catalogs and animation
/// files against what the Swift code asks of them.
///
/// A project rule is a ``Rule`` (listed in ``RuleRegistry/all``, configured, explained and
/// suppressed like any other) that matches no syntax. Instead, every Swift file's audit collects
/// its ``SwiftFileFacts`` once, the runner summarizes the project's other files, and
/// ``check(_:violations:)`` runs once over both (``ProjectContext``). Rules never read files.
///
/// Its `requiredTokens` are the identifiers a Swift file needs to contribute facts to the rule
/// (a file without any contributes nothing, so it need not be parsed for this rule); a rule that
/// reads no Swift facts lists the property-list key it checks. Its examples are small projects
/// (``ProjectExample``), run as its tests by the shared example helper; the description's
/// examples are their listings, for `motion-audit explain`.
package protocol ProjectRule: Rule {
  /// The rule's examples: small projects that must (or must not) produce findings at their `↓`.
  static var projectExamples: ProjectRuleExamples { get }

  /// Checks the project once, reporting at Swift sites, property-list keys or files.
  static func check(_ project: ProjectContext, violations: inout [ProjectViolation])
}

extension ProjectRule {
  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {}
}

/// Where a project rule reports, and what it says.
package struct ProjectViolation: Sendable, Hashable {
  package enum Location: Sendable, Hashable {
    /// A Swift file's fact: its own position, with the suppression comments found there.
    case swift(file: String, site: FactSite)
    /// Another file of the project (a property-list key, an animation file).
    case file(String, FindingPosition)
  }

  package var location: Location
  /// Replaces the description's message.
  package var message: String?
  package var emphasis: Violation.Emphasis
  /// Replaces the description's fix, when this violation's is more precise.
  package var fix: String?

  package init(
    at location: Location, message: String? = nil, emphasis: Violation.Emphasis = .standard,
    fix: String? = nil
  ) {
    self.location = location
    self.message = message
    self.emphasis = emphasis
    self.fix = fix
  }

  /// A violation at a fact of the Swift file `file`.
  package init(
    _ file: String, _ site: FactSite, message: String? = nil,
    emphasis: Violation.Emphasis = .standard, fix: String? = nil
  ) {
    self.init(at: .swift(file: file, site: site), message: message, emphasis: emphasis, fix: fix)
  }

  /// The reported file's path.
  package var file: String {
    switch location {
    case .swift(let file, _), .file(let file, _): file
    }
  }
}

/// The triggering and non-triggering examples of a project rule.
package struct ProjectRuleExamples: Sendable, Hashable {
  package var triggering: [ProjectExample]
  package var nonTriggering: [ProjectExample]

  package init(triggering: [ProjectExample], nonTriggering: [ProjectExample]) {
    self.triggering = triggering
    self.nonTriggering = nonTriggering
  }
}

extension RuleDescription {
  /// A project rule's description: its examples are the listings of `examples`.
  package init(
    id: String, name: String, defaultSeverity: Severity, isEnabledByDefault: Bool = true,
    message: String, rationale: String, references: [String], fix: String,
    requiredTokens: [String], requiredTokenExceptions: [String: [String]] = [:],
    requiredTokensStartingIdentifiers: Set<String> = [], requiredTokensCalled: Set<String> = [],
    requiredTokenCondition: TokenCondition? = nil, examples: ProjectRuleExamples
  ) {
    self.init(
      id: id, name: name, defaultSeverity: defaultSeverity,
      isEnabledByDefault: isEnabledByDefault, message: message, rationale: rationale,
      references: references, fix: fix, matcher: RuleMatcher(), requiredTokens: requiredTokens,
      requiredTokenExceptions: requiredTokenExceptions,
      requiredTokensStartingIdentifiers: requiredTokensStartingIdentifiers,
      requiredTokensCalled: requiredTokensCalled, requiredTokenCondition: requiredTokenCondition,
      triggeringExamples: examples.triggering.map(\.listing),
      nonTriggeringExamples: examples.nonTriggering.map(\.listing))
  }
}

extension RuleRegistry {
  /// The ids of the registered project rules.
  package static let projectRuleIDs: Set<String> = Set(projectRules.map { $0.description.id })
  /// ``projectRuleIDs`` in order.
  package static let sortedProjectRuleIDs: [String] = projectRuleIDs.sorted()
}
