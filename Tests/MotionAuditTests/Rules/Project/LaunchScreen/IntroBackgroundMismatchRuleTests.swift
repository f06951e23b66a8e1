import MotionAudit
import Testing

@Test func introBackgroundMismatchRuleExamples() {
  verifyExamples(of: IntroBackgroundMismatchRule.self)
}
