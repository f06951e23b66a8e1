import MotionAudit
import Testing

@Test func ungatedAnimatorMovementRuleExamples() {
  verifyExamples(of: UngatedAnimatorMovementRule.self)
}
