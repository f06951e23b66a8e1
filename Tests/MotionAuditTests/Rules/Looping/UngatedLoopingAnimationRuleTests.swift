import MotionAudit
import Testing

@Test func ungatedLoopingAnimationRuleExamples() {
  verifyExamples(of: UngatedLoopingAnimationRule.self)
}
