import Testing

@testable import MotionAuditSemantics

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

  /// Every name read as an intro, in any of a camel-case word's spellings, holds one of the
  /// name tokens, so a file without them names no intro.
  @Test func everyIntroNameHoldsANameToken() {
    let words = [
      "intro", "introduction", "splash", "launch", "launching", "onboarding", "animation",
      "animated", "video", "screen", "view", "show", "is", "showing", "static", "logo", "x",
    ]
    let spellings: [(String) -> String] = [
      { $0 }, { $0.prefix(1).uppercased() + $0.dropFirst() },
      {
        $0.uppercased()
      },
    ]
    var names: [String] = []
    for first in words {
      for second in words {
        for spellFirst in spellings {
          for spellSecond in spellings {
            names.append(spellFirst(first) + spellSecond(second))
          }
        }
      }
    }
    var intros = 0
    for name in names
    where LaunchIntroVocabulary.isIntroView(name) || LaunchIntroVocabulary.isSplashView(name)
      || LaunchIntroVocabulary.isIntroFlag(name) || SwiftFactCollector.isIntroTypeName(name)
    {
      intros += 1
      #expect(LaunchIntroVocabulary.mayNameIntro(Array(name.utf8)), "\(name)")
    }
    #expect(intros > 100)
  }

  @Test func aFileWithoutANameTokenNamesNoIntro() {
    let source = "struct ContentView: View { var body: some View { Image(\"logo\") } }"
    #expect(!LaunchIntroVocabulary.mayNameIntro(Array(source.utf8)))
    #expect(LaunchIntroVocabulary.mayNameIntro(Array("OnboardingAnimation()".utf8)))
  }
}
