import Testing

@testable import AnimationFiles

/// The package's one UTF-8 validator, on whole texts and on ranges of them.
struct UTF8ValidationTests {
  @Test func theFirstBadByteIsFound() {
    #expect(UTF8Validation.firstInvalidOffset(Array("aé中😀".utf8)) == nil)
    #expect(UTF8Validation.firstInvalidOffset([0x61, 0xC0, 0x80]) == 1)  // overlong
    #expect(UTF8Validation.firstInvalidOffset([0x61, 0xED, 0xA0, 0x80]) == 1)  // surrogate
  }

  /// A sequence that runs past the end of the range is cut short, even when the bytes after the
  /// range would complete it.
  @Test func aRangeEndsItsSequences() {
    let bytes = Array("xé".utf8) + Array("y".utf8)
    #expect(UTF8Validation.firstInvalidOffset(bytes, in: 0..<2) == 1)
    #expect(UTF8Validation.firstInvalidOffset(bytes, in: 1..<3) == nil)
    #expect(UTF8Validation.string(bytes, in: 1..<4) == "éy")
    #expect(UTF8Validation.string(bytes, in: 0..<2) == nil)
    #expect(UTF8Validation.string(bytes, in: 2..<3) == nil)  // a lone continuation byte
  }
}
