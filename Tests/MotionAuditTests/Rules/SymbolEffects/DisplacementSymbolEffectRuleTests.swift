import MotionAudit
import Testing

@Test func displacementSymbolEffectRuleExamples() {
  verifyExamples(of: DisplacementSymbolEffectRule.self)
}
