import Testing

@testable import AnimationFiles

/// Lines and columns of byte offsets, counted as editors show them.
struct TextPositionTests {
  private func position(_ offset: Int, in text: String) -> [Int] {
    let position = TextPosition(offset: offset, in: Array(text.utf8))
    return [position.line, position.column]
  }

  @Test func linesEndAtLineFeedsAndColumnsCountCharacters() {
    let text = "ab\n\u{E9}\u{4E2D}x\r\ny"
    #expect(position(0, in: text) == [1, 1])
    #expect(position(2, in: text) == [1, 3])
    #expect(position(3, in: text) == [2, 1])
    #expect(position(8, in: text) == [2, 3])  // after two characters of five bytes
    #expect(position(9, in: text) == [2, 4])  // a carriage return is a character
    #expect(position(11, in: text) == [3, 1])
  }

  @Test func offsetsPastTheEndAreTheEnd() {
    #expect(position(99, in: "ab") == [1, 3])
    #expect(position(-1, in: "ab") == [1, 1])
  }

  @Test func aByteOrderMarkTakesNoColumn() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0x7B, 0x7D]
    #expect(TextPosition(offset: 3, in: bytes) == TextPosition(line: 1, column: 1))
    #expect(TextPosition(offset: 4, in: bytes) == TextPosition(line: 1, column: 2))
    #expect(TextPosition(offset: 1, in: bytes) == TextPosition(line: 1, column: 1))
  }
}
