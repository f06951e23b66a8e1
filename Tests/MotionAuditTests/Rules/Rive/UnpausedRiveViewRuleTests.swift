import MotionAudit
import Testing

@Test func unpausedRiveViewRuleExamples() {
  verifyExamples(of: UnpausedRiveViewRule.self)
}
