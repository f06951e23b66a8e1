import MotionAudit
import Testing

@Test func ungatedLoopingAnimationRuleExamples() {
  verifyExamples(of: UngatedLoopingAnimationRule.self)
}

/// Loops that end are reported one severity lower than loops that do not.
@Test(arguments: [
  ("withAnimation(.easeIn.repeatForever()) {}", Severity.warning),
  ("withAnimation(.easeIn.repeatCount(3)) {}", .note),
  ("Image(\"a\").symbolEffect(.bounce, options: .repeat(3), value: n)", .note),
  ("Image(\"a\").symbolEffect(.bounce, options: .repeat(.periodic(2, delay: 1)), value: n)", .note),
  ("Image(\"a\").symbolEffect(.bounce, options: .repeat(.periodic(delay: 1)), value: n)", .warning),
  ("Image(\"a\").symbolEffect(.bounce, options: .repeat(.continuous), value: n)", .warning),
])
func endingLoopsAreReportedLower(source: String, severity: Severity) {
  #expect(
    audit(source, with: UngatedLoopingAnimationRule.self).findings.map(\.severity) == [severity])
}
