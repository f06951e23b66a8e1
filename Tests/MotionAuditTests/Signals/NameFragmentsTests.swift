import Testing

@testable import MotionAuditSemantics

@Suite struct NameFragmentsTests {
  private let fragments = NameFragments(["reducemotion", "autoplay"])

  @Test func fragmentsAreFoundAnywhereInANameWhateverTheCaseOfItsLetters() {
    #expect(fragments.occur(in: "reduceMotion"))
    #expect(fragments.occur(in: "isREDUCEMOTIONEnabled"))
    #expect(fragments.occur(in: "prefersAutoPlay"))
    #expect(fragments.occur(in: "autoplay"))
  }

  @Test func namesWithoutAFragmentOrTooShortDoNotMatch() {
    #expect(!fragments.occur(in: "reduce_motion"))
    #expect(!fragments.occur(in: "reduceMotio"))
    #expect(!fragments.occur(in: ""))
    #expect(!fragments.occur(in: "motionReduce"))
  }

  @Test func nonASCIILettersAreComparedAsTheyAre() {
    #expect(fragments.occur(in: "ÉcranReduceMotion"))
    #expect(!fragments.occur(in: "autoplaý"))
  }

  @Test func theSignalsMatchNamesAsTheLowercasedSearchDid() {
    for name in [
      "reduceMotion", "userPrefersReducedMotion", "isMotionReducedForUser", "shouldAutoplayVideos",
      "animatedImagesEnabled", "reduce", "motion", "reducedMotionxxxxxxx", "reduceMotio",
      "REDUCEDANIMATION",
    ] {
      let lowercased = name.lowercased()
      #expect(
        ReduceMotionSignals.isSignalByName(name)
          == (ReduceMotionSignals.builtInNames.contains(name)
            || (name.count >= 12
              && ReduceMotionSignals.nameFragments.contains { lowercased.contains($0) })),
        "\(name)")
      #expect(
        AnimatedImagesSignals.isSignalByName(name)
          == AnimatedImagesSignals.nameFragments.contains { lowercased.contains($0) }, "\(name)")
    }
  }
}
