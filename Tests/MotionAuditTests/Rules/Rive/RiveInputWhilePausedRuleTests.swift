import MotionAudit
import Testing

/// An input on the reduced path is reported at the rule's severity; one that only may reach a
/// view paused elsewhere, one step lower.
@Test func anUndecidedInputIsReportedLower() {
  let source = """
    struct Pip: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        @StateObject private var riveViewModel = RiveViewModel(fileName: "pip")
        var body: some View {
            riveViewModel.view()
                .onAppear { if reduceMotion { riveViewModel.pause(); riveViewModel.triggerInput("a") } }
                .onTapGesture { riveViewModel.triggerInput("b") }
        }
    }
    """
  let findings = audit(source, with: RiveInputWhilePausedRule.self).findings
  #expect(findings.map(\.severity) == [.warning, .note])
  #expect(findings.map(\.line) == [6, 7])
}
