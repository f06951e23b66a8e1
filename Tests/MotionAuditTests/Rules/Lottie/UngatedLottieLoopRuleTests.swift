import MotionAudit
import MotionAuditSources
import Testing

/// Loops that end are reported one step lower than loops that do not.
@Test(arguments: [
  ("view.play(marker: \"a\", loopMode: .loop)", Severity.warning),
  ("view.play(marker: \"a\", loopMode: LottieLoopMode.autoReverse)", .warning),
  ("view.play(marker: \"a\", loopMode: .repeat(2))", .note),
  ("view.play(marker: \"a\", loopMode: .repeatBackwards(2))", .note),
  ("view.play(marker: \"a\", loopMode: .repeat(.infinity))", .warning),
])
func endingLottieLoopsAreReportedLower(source: String, severity: Severity) {
  #expect(audit(source, with: UngatedLottieLoopRule.self).findings.map(\.severity) == [severity])
}
