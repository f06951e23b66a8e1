import MotionAudit
import Testing

@Test func ungatedAnimatedScrollRuleExamples() {
  verifyExamples(of: UngatedAnimatedScrollRule.self)
}
