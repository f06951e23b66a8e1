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

/// A symbol effect that plays once is not said to repeat; one that loops is.
@Test(arguments: [
  (
    "Image(\"a\").symbolEffect(.bounce, options: .nonRepeating)",
    "Symbol effect `.bounce` moves the symbol once even when Reduce Motion is on"
  ),
  (
    "Image(\"a\").symbolEffect(.bounce, options: .repeat(1), value: n)",
    "Symbol effect `.bounce` moves the symbol once even when Reduce Motion is on"
  ),
  (
    "Image(\"a\").symbolEffect(.bounce, options: .repeat(2), value: n)",
    "Symbol effect `.bounce` repeats even when Reduce Motion is on"
  ),
  (
    "Image(\"a\").symbolEffect(.bounce)",
    "Symbol effect `.bounce` repeats even when Reduce Motion is on"
  ),
])
func symbolEffectMessagesSayHowOftenItPlays(source: String, message: String) {
  #expect(
    audit(source, with: UngatedLoopingAnimationRule.self).findings.map(\.message) == [message])
}

/// A periodic timeline redraws at its interval; only `.animation` redraws every frame.
@Test(arguments: [
  ("TimelineView(.periodic(from: .now, by: 2))", "every 2 seconds"),
  ("TimelineView(.periodic(from: .now, by: 1))", "every second"),
  ("TimelineView(.periodic(from: start, by: Shift.interval))", "every `Shift.interval` seconds"),
  ("TimelineView(.animation)", "every frame"),
  ("TimelineView(.animation(minimumInterval: 0.5))", "every frame"),
])
func timelineMessagesSayHowOftenItRedraws(schedule: String, interval: String) {
  let source = """
    \(schedule) { context in
        let step = context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60)
        Image("sun").offset(x: step)
    }
    """
  #expect(
    audit(source, with: UngatedLoopingAnimationRule.self).findings.map(\.message) == [
      "TimelineView moves views \(interval) even when Reduce Motion is on"
    ])
}
