import MotionAudit
import Testing

@Test func launchScreenConfigurationRuleExamples() {
  verifyExamples(of: LaunchScreenConfigurationRule.self)
}
