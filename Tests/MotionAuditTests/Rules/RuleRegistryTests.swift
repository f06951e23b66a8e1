import MotionAudit
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

  /// Every registered rule's examples and corrections hold (see `verifyExamples(of:)`): a rule
  /// added to the registry is checked with no test of its own.
  @Test(arguments: RuleRegistry.ids)
  func examplesHold(ruleID: String) throws {
    let rule = try #require(RuleRegistry.rule(withID: ruleID))
    verifyExamples(of: rule)
  }
}
