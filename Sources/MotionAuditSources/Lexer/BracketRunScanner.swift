/// Finds runs of opening square brackets in Swift source before it is parsed.
///
/// SwiftParser's time doubles with each `[` that opens right after another (`[[[[1]]]]`,
/// `[[[[Int]]]]`): at each one it looks ahead over everything nested inside to decide between an
/// array, a dictionary and a type, then parses it again. Twenty in a row take seconds, thirty
/// take hours. Real code opens at most a handful in a row, so a file with a longer run is skipped
/// with a note instead of hanging the run.
///
/// Whitespace and comments between the brackets do not end a run (the parser never sees them);
/// brackets inside string literals do not count, but those inside interpolations do. One pass
/// over the lexer's comments and strings, no allocation but a small stack for nested
/// interpolations.
package enum BracketRunScanner {
  /// The offset of the first `[` of the first run longer than `limit`, or `nil`.
  package static func firstRun(longerThan limit: Int, in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { bytes in
      guard limit >= 1, mayHoldRun(in: bytes) else { return nil }
      return firstRun(longerThan: limit, scanning: bytes)
    }
  }

  private static let openingBracket: [UInt8] = [UInt8(ascii: "[")]

  /// Whether some `[` is followed, past whitespace, by another `[` or by `/` (a comment, which
  /// does not end a run): without one, no run is longer than a single bracket, and the lexing
  /// scan is not needed.
  private static func mayHoldRun(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    openingBracket.withUnsafeBufferPointer { bracket in
      ByteSearch.firstOffset(of: bracket, in: bytes) { offset in
        var next = offset + 1
        while next < bytes.count, isWhitespace(bytes[next]) { next += 1 }
        return next < bytes.count
          && (bytes[next] == UInt8(ascii: "[") || bytes[next] == UInt8(ascii: "/"))
      } != nil
    }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }

  private static func firstRun(longerThan limit: Int, scanning bytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    /// For each open interpolation, the string it is in and the parentheses open inside it.
    var interpolations: [(string: SwiftLexer.StringDelimiter, parentheses: Int)] = []
    var index = 0
    var runLength = 0
    var runStart = 0

    /// Moves through a string's content from `index`: past its end, or into an interpolation.
    func skipString(_ delimiter: SwiftLexer.StringDelimiter) {
      switch SwiftLexer.stringContentEnd(delimiter, from: index, in: bytes) {
      case .closed(let end), .unterminated(let end):
        index = end
      case .interpolation(let start):
        interpolations.append((delimiter, 0))
        index = start
      }
    }

    while index < bytes.count {
      let byte = bytes[index]
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      switch byte {
      case UInt8(ascii: "["):
        if runLength == 0 { runStart = index }
        runLength += 1
        if runLength > limit { return runStart }
        index += 1
      case _ where isWhitespace(byte):
        index += 1
      case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
        index = SwiftLexer.lineCommentEnd(from: index, in: bytes)
      case UInt8(ascii: "/") where next == UInt8(ascii: "*"):
        index = SwiftLexer.blockCommentEnd(from: index, in: bytes).end
      case UInt8(ascii: "\""), UInt8(ascii: "#"):
        runLength = 0
        if let opening = SwiftLexer.stringOpening(at: index, in: bytes) {
          index = opening.contentStart
          skipString(opening.delimiter)
        } else {
          index += 1
        }
      case UInt8(ascii: "("):
        runLength = 0
        if !interpolations.isEmpty { interpolations[interpolations.count - 1].parentheses += 1 }
        index += 1
      case UInt8(ascii: ")"):
        runLength = 0
        index += 1
        if let open = interpolations.last {
          if open.parentheses == 0 {
            interpolations.removeLast()
            skipString(open.string)
          } else {
            interpolations[interpolations.count - 1].parentheses -= 1
          }
        }
      default:
        runLength = 0
        index += 1
      }
    }
    return nil
  }
}
