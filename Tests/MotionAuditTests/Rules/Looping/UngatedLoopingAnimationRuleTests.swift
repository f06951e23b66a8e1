import MotionAudit
import MotionAuditSources
import Testing

/// Loops that end are reported one severity lower than loops that do not.
@Test(arguments: [
  ("withAnimation(.easeIn.repeatForever()) {}", Severity.warning),
  ("withAnimation(.easeIn.repeatCount(3)) {}", .note),
  ("Image(\"a\").symbolEffect(.bounce, options: .repeat(3), value: n)", .note),
  ("Image(\"a\").symbolEffect(.bounce, options: .repeat(.periodic(2, delay: 1)), value: n)", .note),
  ("Image(\"a\").symbolEffect(.bounce, options: .repeat(.periodic(delay: 1)), value: n)", .warning),
  ("Image(\"a\").symbolEffect(.bounce, options: .repeat(.continuous), value: n)", .warning),
  ("spin.repeatCount = .infinity", .warning),
  ("spin.repeatCount = Float.greatestFiniteMagnitude", .warning),
  ("spin.repeatCount = 3", .note),
  ("spin.repeatDuration = .infinity", .warning),
  ("spin.repeatDuration = 12.5", .note),
  ("UIView.animate(withDuration: 1, delay: 0, options: .repeat) { v.center.x += 8 }", .warning),
  (
    "UIView.animate(withDuration: 1, delay: 0, options: .repeat) { "
      + "UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) { v.center.x += 8 } }",
    .note
  ),
])
func endingLoopsAreReportedLower(source: String, severity: Severity) {
  #expect(
    audit(source, with: UngatedLoopingAnimationRule.self).findings.map(\.severity) == [severity])
}

/// A Core Animation property that does not loop, or a value that cannot be read, is left alone.
@Test(arguments: [
  "spin.repeatCount = 0",
  "spin.repeatCount = 1",
  "spin.repeatCount = count",
  "spin.repeatDuration = 0",
  "repeatCount = .infinity",
  "spin.repeatCount += 1",
])
func coreAnimationValuesThatDoNotLoopAreNotReported(source: String) {
  #expect(audit(source, with: UngatedLoopingAnimationRule.self).findings.isEmpty)
}
