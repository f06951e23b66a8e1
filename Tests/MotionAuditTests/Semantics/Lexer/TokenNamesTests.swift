import Testing

@testable import MotionAuditSources

@Suite struct TokenNamesTests {
  /// A token is in the names exactly when its text is: for every identifier of a source that
  /// holds the names, their prefixes, longer names, backticked and non-ASCII names.
  @Test func aTokenIsInTheNamesWhenItsTextIs() {
    let names: Set<String> = ["frame", "center", "offset", "o", "scrollToRow", "bounds"]
    let tokenNames = TokenNames(names)
    let source = Array(
      """
      view.frame = f; let o = x.offsetBy; `center` += centre(frames)
      scrollToRow(at: i); bound(s); bounds.é = 1; offset; fram; Frame; ó
      """.utf8)
    var checked = 0
    source.withUnsafeBufferPointer { bytes in
      for token in SwiftLexer.tokens(of: bytes) where token.kind == .identifier {
        let text = SwiftLexer.text(of: token, in: bytes)
        #expect(tokenNames.contains(token, in: bytes) == names.contains(text), "\(text)")
        if names.contains(text) { checked += 1 }
      }
    }
    #expect(checked == 6)
    source.withUnsafeBufferPointer { bytes in
      #expect(
        !SwiftLexer.tokens(of: bytes).contains { TokenNames([]).contains($0, in: bytes) })
    }
  }
}
