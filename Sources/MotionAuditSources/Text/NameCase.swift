extension StringProtocol {
  /// Whether the name starts with an uppercase letter, as a type's does (`IntroView`,
  /// `ZStack`).
  ///
  /// An ASCII first byte is tested alone: `Character.isUppercase` reads Unicode properties after
  /// breaking out a grapheme, and rules ask it of nearly every call's name.
  package var startsUppercase: Bool {
    guard let byte = utf8.first else { return false }
    if byte < 0x80 { return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    return first?.isUppercase == true
  }

  /// Whether the name starts with a lowercase letter, as a property's or a method's does
  /// (`showIntro`); tested as ``startsUppercase`` is.
  package var startsLowercase: Bool {
    guard let byte = utf8.first else { return false }
    if byte < 0x80 { return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    return first?.isLowercase == true
  }
}
