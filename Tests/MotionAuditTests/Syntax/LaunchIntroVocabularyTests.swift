import Testing

@testable import MotionAudit

/// View names say what a view is by their words, whatever their case.
@Suite struct LaunchIntroVocabularyTests {
  @Test func aNameSplitsIntoLowercasedCamelCaseWords() {
    #expect(LaunchIntroVocabulary.words(of: "isShowingSplash") == ["is", "showing", "splash"])
    #expect(LaunchIntroVocabulary.words(of: "URLSplashView") == ["url", "splash", "view"])
    #expect(LaunchIntroVocabulary.words(of: "intro_2Done") == ["intro", "2", "done"])
    #expect(LaunchIntroVocabulary.words(of: "__launch__Screen_") == ["launch", "screen"])
    #expect(LaunchIntroVocabulary.words(of: "HTTP2Intro") == ["http2", "intro"])
    #expect(LaunchIntroVocabulary.words(of: "A") == ["a"])
    #expect(LaunchIntroVocabulary.words(of: "").isEmpty)
  }

  @Test func aNameBeyondASCIISplitsTheSameWay() {
    #expect(LaunchIntroVocabulary.words(of: "écranSplash") == ["écran", "splash"])
    #expect(LaunchIntroVocabulary.words(of: "ÉcranIntro") == ["écran", "intro"])
    #expect(LaunchIntroVocabulary.words(of: "mascotÜber") == ["mascot", "über"])
  }

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
