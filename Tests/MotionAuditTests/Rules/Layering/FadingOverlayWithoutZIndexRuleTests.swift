import MotionAudit
import Testing

@Test func fadingOverlayWithoutZIndexRuleExamples() {
  verifyExamples(of: FadingOverlayWithoutZIndexRule.self)
}
