import MotionAudit
import Testing

@Test func animationFileMismatchRuleExamples() {
  verifyExamples(of: AnimationFileMismatchRule.self)
}
