import MotionAudit
import Testing

@Test func introCharacterVisibleToVoiceOverRuleExamples() {
  verifyExamples(of: IntroCharacterVisibleToVoiceOverRule.self)
}
