import MotionAudit
import Testing

@Test func ungatedExplicitAnimationRuleExamples() {
  verifyExamples(of: UngatedExplicitAnimationRule.self)
}
