import Testing

@testable import MotionAudit

/// View names say what a view is by their words, whatever their case.
@Suite struct LaunchIntroVocabularyTests {
  @Test func aMascotViewHasTheWordMascotInItsName() {
    #expect(LaunchIntroVocabulary.isMascotView("MascotView"))
    #expect(LaunchIntroVocabulary.isMascotView("PipMascot"))
    #expect(LaunchIntroVocabulary.isMascotView("MASCOTView"))
    #expect(LaunchIntroVocabulary.isMascotView("Happy_mascot"))
    #expect(LaunchIntroVocabulary.isMascotView("MaMascotView"))
  }

  @Test func aNameThatOnlySpellsMascotInsideAWordIsNotAMascot() {
    #expect(!LaunchIntroVocabulary.isMascotView("Mascots"))
    #expect(!LaunchIntroVocabulary.isMascotView("Mascotte"))
    #expect(!LaunchIntroVocabulary.isMascotView("mascotView"))
    #expect(!LaunchIntroVocabulary.isMascotView("MasCotView"))
    #expect(!LaunchIntroVocabulary.isMascotView("MascoView"))
    #expect(!LaunchIntroVocabulary.isMascotView("Mascó"))
  }
}
