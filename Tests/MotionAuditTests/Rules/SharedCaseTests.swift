import MotionAudit
import Testing

/// A case two rules reach is reported by the one its declaration names, and given up by those
/// that yield it.
@Suite struct SharedCaseTests {
  @Test(arguments: SharedCase.allCases)
  func theOwnerMatchesTheCaseAndTheRulesYieldingItWouldReachIt(shared: SharedCase) {
    #expect(shared.calls.isSubset(of: shared.owner.matcher.calls.listed))
    #expect(!shared.owner.matcher.yields.contains(shared))
    let yielding = RuleRegistry.all.filter { $0.matcher.yields.contains(shared) }
    #expect(!yielding.isEmpty, "no rule yields \(shared): it needs no declaration")
    for rule in yielding {
      #expect(
        shared.calls.isSubset(of: rule.matcher.calls.listed),
        "\(rule.id) yields \(shared) but does not match all of \(shared.calls.sorted())")
    }
  }
}
