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

  /// Every name a rule matches gets past its pre-filter, so the pre-filter never skips a file
  /// holding a node the rule would be handed: a file holding just that name passes. For a rule
  /// whose pre-filter is a condition (a name that counts only with another token: `.move` with a
  /// `transition`), the condition names it, and says what must come with it.
  @Test(arguments: RuleRegistry.ids)
  func prefilterCoversMatchedNames(ruleID: String) throws {
    let description = try #require(RuleRegistry.rule(withID: ruleID)).description
    let prefilter =
      description.requiredTokenCondition.map { TokenPrefilter(tokens: $0.tokens) }
      ?? description.tokenPrefilter
    for name in description.matcher.names {
      #expect(
        prefilter.mayConcern(Array("x.\(name)(y)".utf8)),
        "\(ruleID) matches `\(name)`, which its pre-filter does not look for")
    }
  }
}
