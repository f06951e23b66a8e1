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

/// A player held still by the app's own switch, given the app's motion setting, plays only as
/// the user chose; a view's plain property given to that switch is whatever each caller passes.
@Test func aPlayerSwitchedOffByTheAppsSettingIsNotReported() {
  let settings = """
    final class UserSettingsStore: ObservableObject {
        @AppStorage("disable_animation") var disable_animation: Bool = false
    }
    """
  let banner = """
    struct Banner: View {
        let settings: UserSettingsStore
        let url: URL
        var body: some View {
            KFAnimatedImage(url).imageContext(.banner, disable_animation: settings.disable_animation)
        }
    }
    """
  let relayIcon = """
    struct RelayIcon: View {
        let disable_animation: Bool
        let url: URL
        var body: some View {
            KFAnimatedImage(url).imageContext(.pfp, disable_animation: disable_animation)
        }
    }
    """
  var plan = AuditPlan(settings: .only(AutoplayIgnoresAnimatedImagesRule.self), prefilter: nil)
  plan.projectFacts = ProjectFacts(sources: [settings, banner, relayIcon])
  let gated = FileAuditor.audit(file: "Banner.swift", bytes: Array(banner.utf8), plan: plan)
  #expect(gated.findings.isEmpty)
  let passedIn = FileAuditor.audit(
    file: "RelayIcon.swift", bytes: Array(relayIcon.utf8), plan: plan)
  #expect(passedIn.findings.map(\.ruleID) == ["autoplay-ignores-animated-images"])
  // Without the settings type, nothing says the member is a setting.
  plan.projectFacts = ProjectFacts(sources: [banner])
  let unknown = FileAuditor.audit(file: "Banner.swift", bytes: Array(banner.utf8), plan: plan)
  #expect(unknown.findings.map(\.ruleID) == ["autoplay-ignores-animated-images"])
}
