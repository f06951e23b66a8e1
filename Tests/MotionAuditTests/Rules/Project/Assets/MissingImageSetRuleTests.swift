import MotionAudit
import Testing

@Test func missingImageSetRuleExamples() {
  verifyExamples(of: MissingImageSetRule.self)
}
