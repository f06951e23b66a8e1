import MotionAudit
import Testing

@Test func lottieLoopWithoutReducedMotionMarkerRuleExamples() {
  verifyExamples(of: LottieLoopWithoutReducedMotionMarkerRule.self)
}
