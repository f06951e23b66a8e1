import MotionAudit
import MotionAuditSemantics
import Testing

/// The registry: unique ids, and every rule's examples hold.
@Suite struct RuleRegistryTests {
  @Test func idsAreUniqueAndFound() {
    let ids = RuleRegistry.ids
    #expect(Set(ids).count == ids.count)
    for rule in RuleRegistry.all {
      #expect(RuleRegistry.rule(withID: rule.description.id) == rule)
    }
    #expect(RuleRegistry.rule(withID: "no-such-rule") == nil)
  }

  /// The project rules are listed apart; every rule that judges the project is among them, so
  /// the project stage runs it.
  @Test func everyProjectRuleIsListedWithTheProjectRules() {
    let projectRuleIDs = RuleRegistry.projectRules.map { $0.description.id }
    #expect(
      RuleRegistry.all.filter { $0 is any ProjectRule.Type }.map { $0.description.id }
        == projectRuleIDs)
    #expect(RuleRegistry.projectRuleIDs == Set(projectRuleIDs))
  }

  /// Every registered rule's examples and corrections hold (see `verifyExamples(of:)`): a rule
  /// added to the registry is checked with no test of its own.
  @Test(arguments: RuleRegistry.ids)
  func examplesHold(ruleID: String) throws {
    let rule = try #require(RuleRegistry.rule(withID: ruleID))
    verifyExamples(of: rule)
  }

  /// Every name a rule matches or handles (every name of its ``Rule/routes``) gets past its
  /// pre-filter, so the pre-filter never skips a file holding a node the rule would be handed: a
  /// file holding just that name passes. For a rule whose pre-filter is a condition (a name that
  /// counts only with another token: `.move` with a `transition`), the condition names it, and
  /// says what must come with it. And the matcher hands over every name the rule's routes handle.
  @Test(arguments: RuleRegistry.ids)
  func prefilterCoversMatchedNames(ruleID: String) throws {
    let rule = try #require(RuleRegistry.rule(withID: ruleID))
    let description = rule.description
    let prefilter =
      description.requiredTokenCondition.map { TokenPrefilter(tokens: $0.tokens) }
      ?? description.tokenPrefilter
    let routed = rule.routes.reduce(into: Set<String>()) { $0.formUnion($1.allNames) }
    for name in routed.union(description.matcher.names).sorted() {
      #expect(
        prefilter.mayConcern(Array("x.\(name)(y)".utf8)),
        "\(ruleID) handles `\(name)`, which its pre-filter does not look for")
    }
    // A project rule reads facts, not nodes: nothing is handed to it.
    guard !(rule is any ProjectRule.Type) else { return }
    let matched = description.matcher.names
    for name in routed.sorted() where !matched.contains(name) {
      Issue.record("\(ruleID) handles `\(name)`, which its matcher does not hand over")
    }
  }
}
