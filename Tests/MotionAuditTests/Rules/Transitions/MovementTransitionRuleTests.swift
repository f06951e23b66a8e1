import MotionAudit
import Testing

@Test func movementTransitionRuleExamples() {
  verifyExamples(of: MovementTransitionRule.self)
}
