import MotionAuditSources
import Testing

/// A name's first letter tells a type (`IntroView`) from a property or method (`showIntro`),
/// in ASCII and beyond it.
@Suite struct NameCaseTests {
  @Test(arguments: ["IntroView", "ZStack", "A", "Écran", "Ωmega", "URLSession"])
  func aCapitalisedNameStartsUppercase(name: String) {
    #expect(name.startsUppercase)
    #expect(!name.startsLowercase)
  }

  @Test(arguments: ["showIntro", "z", "écran", "ωmega", "view"])
  func aLowercaseNameStartsLowercase(name: String) {
    #expect(name.startsLowercase)
    #expect(!name.startsUppercase)
  }

  @Test(arguments: ["", "_Intro", "_intro", "2Intro", "$0", "日本"])
  func aNameStartingWithNoCasedLetterStartsWithNeither(name: String) {
    #expect(!name.startsUppercase)
    #expect(!name.startsLowercase)
  }

  @Test func aSubstringIsTestedFromItsOwnStart() {
    let name = "loadStickers"
    #expect(name.dropFirst(4).startsUppercase)
    #expect(!name.dropFirst(5).startsUppercase)
  }
}
