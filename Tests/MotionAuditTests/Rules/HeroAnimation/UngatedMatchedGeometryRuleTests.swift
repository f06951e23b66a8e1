import MotionAudit
import Testing

@Test func ungatedMatchedGeometryRuleExamples() {
  verifyExamples(of: UngatedMatchedGeometryRule.self)
}
