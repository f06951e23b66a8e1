import MotionAudit
import Testing

/// It does not compile, so it is an error whatever the preview.
@Test func overridingReduceMotionIsAnError() {
  let findings = audit(
    "#Preview { Badge().environment(\\.accessibilityReduceMotion, true) }",
    with: ReadOnlyReduceMotionOverrideRule.self
  ).findings
  #expect(findings.map(\.severity) == [.error])
}
