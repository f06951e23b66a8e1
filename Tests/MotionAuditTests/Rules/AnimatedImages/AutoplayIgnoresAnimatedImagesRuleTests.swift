import MotionAudit
import MotionAuditEngine
import MotionAuditSemantics
import Testing

/// A loop is reported once, for one reason: by the looping rule while Reduce Motion does not
/// decide it, by this rule (a note) once it does and Animated Images is still ignored.
@Test(arguments: [
  (
    """
    struct Gear: View {
        @State private var isSpinning = false
        var body: some View {
            Image("gear")
                .rotationEffect(.degrees(isSpinning ? 360 : 0))
                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
                .onAppear { isSpinning = true }
        }
    }
    """,
    ["ungated-looping-animation"]
  ),
  (
    """
    struct Gear: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        @State private var isSpinning = false
        var body: some View {
            Image("gear")
                .rotationEffect(.degrees(isSpinning ? 360 : 0))
                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
                .onAppear { isSpinning = !reduceMotion }
        }
    }
    """,
    ["autoplay-ignores-animated-images"]
  ),
  (
    """
    struct Sun: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        var body: some View {
            Text(reduceMotion ? "Still" : "Moving")
            TimelineView(.animation) { context in
                Image("sun").rotationEffect(.degrees(context.date.timeIntervalSinceReferenceDate * 90))
            }
        }
    }
    """,
    ["ungated-looping-animation"]
  ),
  (
    """
    struct Sun: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\\.accessibilityPlayAnimatedImages) private var playAnimatedImages
        var body: some View {
            TimelineView(.animation(minimumInterval: nil, paused: reduceMotion || !playAnimatedImages)) { context in
                Image("sun").rotationEffect(.degrees(context.date.timeIntervalSinceReferenceDate * 90))
            }
        }
    }
    """,
    []
  ),
])
func loopIsReportedByExactlyOneRule(source: String, rules: [String]) {
  let loopRules: [any Rule.Type] = [
    UngatedLoopingAnimationRule.self, AutoplayIgnoresAnimatedImagesRule.self,
  ]
  let settings = AuditSettings(
    rules: loopRules.map {
      AuditSettings.RuleSetting(id: $0.description.id, severity: $0.description.defaultSeverity)
    })
  let result = FileAuditor.audit(file: "Loop.swift", bytes: Array(source.utf8), settings: settings)
  #expect(result.findings.map(\.ruleID) == rules)
}

/// Animated Images is the lesser-known setting: a note by default.
@Test func autoplayIsANote() {
  let findings = audit(
    "struct Sticker: View { var body: some View { AnimatedImage(url: url) } }",
    with: AutoplayIgnoresAnimatedImagesRule.self
  ).findings
  #expect(findings.map(\.severity) == [.note])
}
