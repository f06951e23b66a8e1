import Testing

@testable import MotionAuditSemantics

/// Names that say intro, reduced motion or the end.
@Suite struct MotionNamingTests {
  @Test func wordsSplitAtCaseChangesSeparatorsAndAcronyms() {
    #expect(MotionNaming.words(of: "UIIntroView") == ["ui", "intro", "view"])
    #expect(
      MotionNaming.words(of: "prefers_reduced-motion 2") == ["prefers", "reduced", "motion", "2"])
    #expect(MotionNaming.words(of: "introDone") == ["intro", "done"])
  }

  @Test func introTypeNames() {
    for name in [
      "IntroView", "AppIntro", "SplashViewController", "LaunchScreenView", "UIIntroView",
      "INTRO_VIEW", "ÉcranIntro", "IntroÉcran",
    ] {
      #expect(MotionNaming.isIntroTypeName(name), "\(name)")
    }
    for name in ["RocketLaunchRow", "Introduction", "ContentView", "LaunchesView", "ÉcranAccueil"] {
      #expect(!MotionNaming.isIntroTypeName(name), "\(name)")
    }
    #expect(MotionNaming.isIntroName("LaunchStateMachine"))
    #expect(MotionNaming.isIntroName("Écran_launch"))
    #expect(!MotionNaming.isIntroName("MascotStateMachine"))
  }

  @Test func reducedMotionAndEndNames() {
    for name in ["prefersReducedMotion", "reduce_motion", "Reduced Motion", "isMotionReduced"] {
      #expect(MotionNaming.saysReducedMotion(name), "\(name)")
    }
    #expect(!MotionNaming.saysReducedMotion("calm"))
    for name in ["introDone", "on_end", "Finished", "complete"] {
      #expect(MotionNaming.saysEnd(name), "\(name)")
    }
    for name in ["legend", "pending", "extend"] {
      #expect(!MotionNaming.saysEnd(name), "\(name)")
    }
  }
}
