/// A Swift token as the project-wide fact pass needs it: identifiers, punctuation, literals.
///
/// The fact pass reads every file of an app, most of which the audit never parses, so it works on
/// tokens rather than trees: comments are dropped, each string literal (interpolations included)
/// is one token, and only identifiers carry their text.
package struct LexicalToken: Sendable, Hashable {
  package enum Kind: UInt8, Sendable, Hashable {
    /// A name or keyword (`withAnimation`, `func`, `$isOn`; backticks removed), or a compiler
    /// directive with its `#` (`#if`).
    case identifier
    /// One byte of punctuation or an operator character (`{`, `.`, `?`, `=`).
    case punctuation
    /// A string literal, whole.
    case string
    /// A number literal.
    case number
  }

  package var kind: Kind
  /// The byte range in the file.
  package var start: Int
  package var end: Int
  /// Whether a line break (or the file's start) comes between this token and the one before.
  package var startsLine: Bool
}

/// Splits Swift source bytes into ``LexicalToken``s in one forward pass, with no recursion, so a
/// hostile file costs time proportional to its length and nothing more.
package enum SwiftLexer {
  /// The tokens of `bytes`. Malformed input (an unterminated string or comment) ends the last
  /// token at the end of the file; nothing is an error.
  package static func tokens(of bytes: UnsafeBufferPointer<UInt8>) -> [LexicalToken] {
    var tokens: [LexicalToken] = []
    tokens.reserveCapacity(bytes.count / 5)
    var index = 0
    var startsLine = true
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      switch byte {
      case 0x0A, 0x0D:
        startsLine = true
        index += 1
        continue
      case 0x20, 0x09, 0x0B, 0x0C:
        index += 1
        continue
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
        index = lineCommentEnd(from: index, in: bytes)
        continue
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
        let (end, sawLineBreak) = blockCommentEnd(from: index, in: bytes)
        startsLine = startsLine || sawLineBreak
        index = end
        continue
      default:
        break
      }
      let start = index
      let kind: LexicalToken.Kind
      var tokenStart = start
      var tokenEnd: Int
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#"),
        let opening = stringOpening(at: index, in: bytes)
      {
        kind = .string
        tokenEnd = stringEnd(opening, in: bytes)
      } else if byte == UInt8(ascii: "`") {
        kind = .identifier
        var end = index + 1
        while end < count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
        tokenStart = index + 1
        tokenEnd = end
        index = min(end + 1, count)
        tokens.append(
          LexicalToken(kind: kind, start: tokenStart, end: tokenEnd, startsLine: startsLine))
        startsLine = false
        continue
      } else if IdentifierBytes.startsIdentifier(byte) || byte == UInt8(ascii: "$")
        || (byte == UInt8(ascii: "#") && index + 1 < count
          && IdentifierBytes.startsIdentifier(bytes[index + 1]))
      {
        kind = .identifier
        var end = index + 1
        while end < count, IdentifierBytes.continuesIdentifier(bytes[end]) { end += 1 }
        tokenEnd = end
      } else if IdentifierBytes.isDigit(byte) {
        kind = .number
        var end = index + 1
        while end < count {
          let next = bytes[end]
          if IdentifierBytes.continuesIdentifier(next) {
            end += 1
          } else if next == UInt8(ascii: "."), end + 1 < count,
            IdentifierBytes.isDigit(bytes[end + 1])
          {
            end += 1
          } else {
            break
          }
        }
        tokenEnd = end
      } else {
        kind = .punctuation
        tokenEnd = index + 1
      }
      tokens.append(
        LexicalToken(kind: kind, start: tokenStart, end: tokenEnd, startsLine: startsLine))
      startsLine = false
      index = tokenEnd
    }
    return tokens
  }

  /// The text of `token` in `bytes`.
  package static func text(of token: LexicalToken, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
  }
}
