import MotionAudit
import Testing

@Test func mascotRiveWithoutReducedMotionInputRuleExamples() {
  verifyExamples(of: MascotRiveWithoutReducedMotionInputRule.self)
}
