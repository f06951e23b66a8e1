import MotionAudit
import Testing

@Test func ungatedScrollEffectRuleExamples() {
  verifyExamples(of: UngatedScrollEffectRule.self)
}
