import Testing

@testable import MotionAuditSources

/// The one lexer: comments dropped, each string literal (raw, multi-line, interpolated) one token.
@Suite struct SwiftLexerTests {
  private func tokens(_ source: String) -> [(LexicalToken.Kind, String)] {
    let bytes = Array(source.utf8)
    return bytes.withUnsafeBufferPointer { bytes in
      SwiftLexer.tokens(of: bytes).map { ($0.kind, SwiftLexer.text(of: $0, in: bytes)) }
    }
  }

  @Test func commentsAreDroppedAndNestedBlockCommentsEndAtTheirOwnClose() {
    let found = tokens("a /* b /* c */ d */ e // f\ng")
    #expect(found.map(\.1) == ["a", "e", "g"])
  }

  @Test func aStringIsOneTokenWhateverItHolds() {
    let found = tokens(
      #"""
      x = #"a "quoted" \(b)"# + "\(f("y)", /* ) */ z))" + """
        line "" \(w)
        """ + "open
      next
      """#)
    #expect(
      found.map(\.0) == [
        .identifier, .punctuation, .string, .punctuation, .string, .punctuation, .string,
        .punctuation, .string, .identifier,
      ])
    #expect(found[4].1 == #""\(f("y)", /* ) */ z))""#)
    #expect(found[8].1 == #""open"#)
  }

  @Test func aHashStartsAStringOnlyBeforeAQuote() {
    #expect(tokens("#if DEBUG").map(\.0) == [.identifier, .identifier])
    #expect(tokens(###"##"a"# b"##"###).map(\.0) == [.string])
  }
}
