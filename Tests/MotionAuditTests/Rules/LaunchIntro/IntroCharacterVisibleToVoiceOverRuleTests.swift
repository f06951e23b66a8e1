import MotionAudit
import Testing

/// A legacy Rive view model is known by its type or its name's words, not by letters inside one.
@Test func riveViewModelIsKnownByTypeOrName() {
  let source = """
    struct SplashView: View {
        let driver: PageDriver
        let logoRive = makeLogo()
        var body: some View {
            driver.view()
            logoRive.view()
        }
    }
    """
  let findings = audit(source, with: IntroCharacterVisibleToVoiceOverRule.self).findings
  #expect(findings.map(\.message) == ["Intro's `logoRive.view()` is not hidden from VoiceOver"])
}
