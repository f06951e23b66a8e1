import MotionAudit
import Testing

/// An intro that only its flag names is reported once, at the flag, whatever it holds.
@Test func introShownByAFlagIsReportedOnceAtTheFlag() {
  let source = """
    struct Home: View {
        @State private var isShowingSplash = true
        var body: some View {
            ZStack {
                ContentView()
                if isShowingSplash {
                    Color("LaunchBackground")
                    PipLogo()
                    Text("Pip")
                }
            }
            .task { isShowingSplash = false }
        }
    }
    """
  let findings = audit(source, with: LaunchIntroIgnoresReduceMotionRule.self).findings
  #expect(findings.map(\.line) == [6])
  #expect(findings.map(\.column) == [16])
  #expect(
    findings.map(\.message) == [
      "Intro shown while `isShowingSplash` is on plays even when Reduce Motion is on"
    ])
}

/// A flag that is never switched off, and an intro-named view outside a `ZStack` or overlay,
/// may be an onboarding screen: not reported.
@Test func onboardingIntroIsNotReported() {
  let source = """
    struct Root: View {
        @State private var showIntro = true
        var body: some View {
            VStack {
                if showIntro { IntroView() }
                ContentView()
            }
        }
    }
    """
  #expect(audit(source, with: LaunchIntroIgnoresReduceMotionRule.self).findings.isEmpty)
}
