import MotionAuditSources

/// The names that mark a launch intro or splash screen, and the views that animate inside one.
///
/// Names are split into camel-case words and compared case-insensitively: `IntroView`,
/// `SplashScreen`, `AnimatedLaunchView`, `OnboardingAnimation`; flags such as `showIntro`,
/// `isShowingSplash`, `splashVisible`.
package enum LaunchIntroVocabulary {
  /// MotionAware's launch-intro views: the container skips the intro or makes it static under
  /// Reduce Motion and hides it from VoiceOver; the players hold still when motion is reduced.
  package static let motionAwareIntroTypes: Set<String> = [
    "LaunchIntroContainer", "LottieLaunchIntro", "RiveLaunchIntro",
  ]

  /// Views that draw an intro's character or animation: what VoiceOver should not visit.
  package static let animationViews: Set<String> = [
    "RiveUIViewRepresentable", "LottieView", "Image", "AnimatedImage", "GIFImage",
    "KFAnimatedImage", "VideoPlayer", "SpriteView",
  ]

  /// Views whose content is their label: an image inside one names the control, so hiding it
  /// would silence the control.
  package static let labelledControls: Set<String> = [
    "Button", "Label", "Link", "NavigationLink", "Toggle", "Menu", "ShareLink", "Picker",
  ]

  /// Tokens one of which every name this vocabulary reads as an intro view, an intro type or an
  /// intro flag holds: its words are compared lowercased, and a camel-case word is spelt in
  /// lowercase, capitalised, or in capitals (`introView`, `IntroView`, `INTROView`).
  static let nameTokens = [
    "Intro", "intro", "INTRO", "Splash", "splash", "SPLASH", "Launch", "launch", "LAUNCH",
    "Onboarding", "onboarding", "ONBOARDING",
  ]

  /// Whether `bytes` may hold a name of an intro: without one of ``nameTokens`` they hold none, so
  /// the intro rules have nothing to report in them. Far cheaper than the questions those rules
  /// ask of each view a file creates.
  static func mayNameIntro(_ bytes: [UInt8]) -> Bool {
    nameTokenPrefilter.mayConcern(bytes)
  }

  private static let nameTokenPrefilter = TokenPrefilter(tokens: nameTokens)

  /// What a file must hold for the intro rules to fire: a name this vocabulary reads as an
  /// intro view or an intro type (``SwiftFactCollector/isIntroTypeName(_:)``), or as an intro flag the
  /// file may switch off (``LaunchIntroQueries`` reads a flag only then). Every such name holds
  /// one of the ``nameTokens``; `launch` in `didFinishLaunching` or `launchOptions`, and a
  /// podcast's `timeIntroSkipping` that nothing sets to `false`, do not count.
  package static let tokenCondition = TokenCondition.anyOf(
    nameTokens,
    inIdentifiersThat: IdentifierTest("names a launch intro") { name, _, file in
      isIntroView(name) || SwiftFactCollector.isIntroTypeName(name)
        || (isIntroFlag(name) && LaunchIntroQueries.maySwitchOff(name, in: file))
    })

  /// Words that, alone, say a flag is about an intro.
  static let introWords: Set<String> = ["intro", "introduction", "splash", "launching"]
  /// Words that, beside `launch`, say it is a screen rather than an action (`LaunchAtLogin`).
  static let launchScreenWords: Set<String> = [
    "view", "screen", "animation", "animated", "intro", "video", "logo", "overlay",
  ]
  /// Words that say it animates.
  static let animationWords: Set<String> = ["animation", "animated", "video"]
  /// First words of an intro's still version: `StaticIntro`, `StillSplash`.
  static let staticWords: Set<String> = ["static", "still", "placeholder"]

  /// The lowercased camel-case words of `name`: `isShowingSplash` → `is`, `showing`, `splash`;
  /// an acronym stays one word (`URLSplashView` → `url`, `splash`, `view`).
  package static func words(of name: String) -> [String] {
    // Names are nearly always ASCII: read as bytes, the same words come without a `Character`
    // per letter (asked of every call in a file with an intro).
    let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> [String]? in
      bytes.allSatisfy { $0 < 0x80 } ? asciiWords(of: bytes) : nil
    }
    return (ascii ?? nil) ?? characterWords(of: name)
  }

  /// ``words(of:)`` of an ASCII name.
  private static func asciiWords(of bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    var words: [String] = []
    var start = 0
    func endWord(at end: Int) {
      guard end > start else { return }
      words.append(
        String(
          decoding: bytes[start..<end].lazy.map { isUpper($0) ? $0 | 0x20 : $0 }, as: UTF8.self))
    }
    for index in bytes.indices {
      let byte = bytes[index]
      if byte == UInt8(ascii: "_") {
        endWord(at: index)
        start = index + 1
        continue
      }
      if isUpper(byte), index > start {
        let previousIsLower = isLower(bytes[index - 1]) || isDigit(bytes[index - 1])
        let nextIsLower = index + 1 < bytes.count && isLower(bytes[index + 1])
        if previousIsLower || nextIsLower {
          endWord(at: index)
          start = index
        }
      }
    }
    endWord(at: bytes.count)
    return words
  }

  /// ``words(of:)`` of any name, by its characters.
  private static func characterWords(of name: String) -> [String] {
    var words: [String] = []
    var current = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      if character == "_" {
        if !current.isEmpty { words.append(current.lowercased()) }
        current = ""
        continue
      }
      if character.isUppercase, !current.isEmpty {
        let previousIsLower = characters[index - 1].isLowercase || characters[index - 1].isNumber
        let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
        if previousIsLower || nextIsLower {
          words.append(current.lowercased())
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }

  /// Whether a view type's name says it is a launch intro, splash screen or onboarding
  /// animation — possibly an ordinary onboarding screen when it only says "intro".
  package static func isIntroView(_ typeName: String) -> Bool {
    guard typeName.startsUppercase else { return false }
    let words = words(of: typeName)
    guard !isStill(words) else { return false }
    return isSplashView(words) || words.contains("intro") || words.contains("introduction")
  }

  /// Whether a view type's name can only mean an animated launch screen: `SplashView`,
  /// `LaunchScreen`, `AnimatedLaunchView`, `IntroAnimation`, `OnboardingAnimation`.
  package static func isSplashView(_ typeName: String) -> Bool {
    guard typeName.startsUppercase else { return false }
    let words = words(of: typeName)
    guard !isStill(words) else { return false }
    return isSplashView(words)
  }

  private static func isSplashView(_ words: [String]) -> Bool {
    if words.contains("splash") { return true }
    let animates = words.contains { animationWords.contains($0) }
    if words.contains("launch") && words.contains(where: { launchScreenWords.contains($0) }) {
      return true
    }
    return animates
      && (words.contains("intro") || words.contains("introduction")
        || words.contains("onboarding"))
  }

  private static func isStill(_ words: [String]) -> Bool {
    words.first.map { staticWords.contains($0) } ?? false
  }

  /// Whether a Boolean's name says it shows an intro: `showIntro`, `isShowingSplash`,
  /// `splashVisible`, `isLaunching`.
  package static func isIntroFlag(_ name: String) -> Bool {
    guard name.startsLowercase else { return false }
    let words = words(of: name)
    if words.contains(where: { introWords.contains($0) }) { return true }
    // `launch` alone may be an action (`launchAtLogin`); `showLaunchScreen` is a screen.
    return words.contains("launch") && words.contains { launchScreenWords.contains($0) }
  }

  /// Whether a view's name says it is (or holds) a mascot: `MascotView`, `PipMascot`.
  package static func isMascotView(_ typeName: String) -> Bool {
    typeName.startsUppercase && spellsMascot(typeName)
      && words(of: typeName).contains("mascot")
  }

  private static let mascot = Array("mascot".utf8)

  /// Whether `name` spells "mascot" in any case, which a name with that word must: a test far
  /// cheaper than splitting the name into words, asked of every type a view creates.
  private static func spellsMascot(_ name: String) -> Bool {
    var matched = 0
    for byte in name.utf8 {
      // Setting the 0x20 bit lower-cases an ASCII letter; no other byte becomes one of these.
      let lowered = byte | 0x20
      if lowered == mascot[matched] {
        matched += 1
        if matched == mascot.count { return true }
      } else {
        // "mascot" repeats no letter, so a mismatch can only restart at its first one.
        matched = lowered == mascot[0] ? 1 : 0
      }
    }
    return false
  }
}
