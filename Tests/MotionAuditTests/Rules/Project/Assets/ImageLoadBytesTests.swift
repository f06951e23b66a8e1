import MotionAudit
import Testing

@testable import MotionAudit

/// The bytes of an image call say what it loads only in the simplest spellings; anything else is
/// left to the parse, so the pre-filter never drops a file the fact collector would report.
@Suite struct ImageLoadBytesTests {
  /// The argument of the first call of `callee` in `source`.
  private func argument(_ source: String, callee: String = "Image") -> ImageLoadBytes.Argument? {
    let bytes = Array(source.utf8)
    let start = source.utf8.firstRange(of: callee.utf8)?.lowerBound
    let end = source.utf8.distance(from: source.utf8.startIndex, to: start!) + callee.utf8.count
    return bytes.withUnsafeBufferPointer { ImageLoadBytes.argument(ofCallEndingAt: end, in: $0) }
  }

  @Test func aPlainLiteralIsTheNameLoaded() {
    #expect(argument(#"Image("logo")"#) == .literal("logo"))
    #expect(argument(#"Image( "logo" , label: Text("Logo"))"#) == .literal("logo"))
    #expect(argument(#"Image(decorative: "Mascot/idle")"#) == .literal("Mascot/idle"))
    #expect(
      argument(#"UIImage(named: "tab-podcasts")"#, callee: "UIImage") == .literal("tab-podcasts"))
    #expect(
      argument("NSImage(\n  named: \"toolbar\"\n)", callee: "NSImage") == .literal("toolbar"))
    #expect(
      argument(#"UIImage(imageLiteralResourceName: "pip")"#, callee: "UIImage") == .literal("pip"))
  }

  @Test func aNameAMemberNoArgumentOrASymbolHasNoLiteral() {
    #expect(argument("UIImage()", callee: "UIImage") == .noLiteral)
    #expect(argument("Image(\n  systemName: \"star\")") == .noLiteral)
    #expect(argument("Image(uiImage: picked)") == .noLiteral)
    #expect(argument("Image(iconName)") == .noLiteral)
    #expect(argument("UIImage(named: AppTheme.logoName, in: nil)", callee: "UIImage") == .noLiteral)
  }

  @Test func everyOtherSpellingIsLeftToTheParse() {
    for source in [
      #"Image(isOn ? "on" : "off")"#, #"Image("mood-\(mood)")"#, #"Image("a" + suffix)"#,
      ##"Image(#"logo"#)"##, "Image(\"\"\"\nlogo\n\"\"\")", #"Image.init("logo")"#,
      #"Image(/* logo */ "logo")"#, #"Image(size: "logo")"#, #"Image(icon.name())"#,
      #"Image("unterminated"#, "Image(", "Image(3)",
    ] {
      #expect(argument(source) == nil, "\(source)")
    }
    #expect(argument(#"UIImage("logo")"#, callee: "UIImage") == nil)
    #expect(argument(#"UIImage(named: flag ? "a" : "b")"#, callee: "UIImage") == nil)
  }
}
