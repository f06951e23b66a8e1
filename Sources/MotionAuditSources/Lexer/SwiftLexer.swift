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
        while index < count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        continue
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
        let (end, sawLineBreak) = skipBlockComment(bytes, from: index)
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
      if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isRawStringStart(bytes, index))
      {
        kind = .string
        tokenEnd = skipString(bytes, from: index)
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
      } else if isIdentifierHead(byte) || byte == UInt8(ascii: "$")
        || (byte == UInt8(ascii: "#") && index + 1 < count && isIdentifierHead(bytes[index + 1]))
      {
        kind = .identifier
        var end = index + 1
        while end < count, isIdentifierBody(bytes[end]) { end += 1 }
        tokenEnd = end
      } else if isDigit(byte) {
        kind = .number
        var end = index + 1
        while end < count {
          let next = bytes[end]
          if isIdentifierBody(next) {
            end += 1
          } else if next == UInt8(ascii: "."), end + 1 < count, isDigit(bytes[end + 1]) {
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

  // MARK: Pieces

  /// Past the end of the (nested) block comment starting at `start`, and whether it spans lines.
  private static func skipBlockComment(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> (end: Int, sawLineBreak: Bool)
  {
    var depth = 0
    var index = start
    var sawLineBreak = false
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if byte == UInt8(ascii: "*"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/")
      {
        depth -= 1
        index += 2
        if depth == 0 { return (index, sawLineBreak) }
      } else {
        if byte == 0x0A || byte == 0x0D { sawLineBreak = true }
        index += 1
      }
    }
    return (count, sawLineBreak)
  }

  /// `#"`, `##"`: a raw string's opening.
  private static func isRawStringStart(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    var index = start
    while index < bytes.count, bytes[index] == UInt8(ascii: "#") { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: "\"")
  }

  /// Past the end of the string literal starting at `start` (its `#`s or its quote), following
  /// interpolations — which may hold parentheses, comments and strings of their own — with an
  /// explicit stack instead of recursion.
  private static func skipString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    /// An open string: its `#` count and whether it is multi-line; or an open interpolation with
    /// its parenthesis depth.
    enum Frame {
      case string(hashes: Int, multiline: Bool)
      case interpolation(depth: Int)
    }
    let count = bytes.count
    var stack: [Frame] = []
    var index = start

    func openString(at position: Int) -> Int {
      var cursor = position
      var hashes = 0
      while cursor < count, bytes[cursor] == UInt8(ascii: "#") {
        hashes += 1
        cursor += 1
      }
      var multiline = false
      if cursor + 2 < count, bytes[cursor + 1] == UInt8(ascii: "\""),
        bytes[cursor + 2] == UInt8(ascii: "\"")
      {
        multiline = true
        cursor += 3
      } else {
        cursor += 1
      }
      stack.append(.string(hashes: hashes, multiline: multiline))
      return cursor
    }

    func hashes(_ needed: Int, at position: Int) -> Bool {
      guard needed > 0 else { return true }
      guard position + needed <= count else { return false }
      for offset in 0..<needed where bytes[position + offset] != UInt8(ascii: "#") { return false }
      return true
    }

    index = openString(at: index)
    while index < count, let top = stack.last {
      let byte = bytes[index]
      switch top {
      case .string(let hashCount, let multiline):
        if byte == UInt8(ascii: "\\"), hashes(hashCount, at: index + 1) {
          let afterHashes = index + 1 + hashCount
          if afterHashes < count, bytes[afterHashes] == UInt8(ascii: "(") {
            stack.append(.interpolation(depth: 1))
            index = afterHashes + 1
          } else {
            index = afterHashes + 1
          }
        } else if byte == UInt8(ascii: "\"") {
          if multiline {
            if index + 2 < count, bytes[index + 1] == UInt8(ascii: "\""),
              bytes[index + 2] == UInt8(ascii: "\""), hashes(hashCount, at: index + 3)
            {
              stack.removeLast()
              index += 3 + hashCount
            } else {
              index += 1
            }
          } else if hashes(hashCount, at: index + 1) {
            stack.removeLast()
            index += 1 + hashCount
          } else {
            index += 1
          }
        } else if !multiline, byte == 0x0A || byte == 0x0D {
          // An unterminated single-line string ends at the line break.
          stack.removeLast()
        } else {
          index += 1
        }
      case .interpolation(let depth):
        if byte == UInt8(ascii: "\"")
          || (byte == UInt8(ascii: "#") && isRawStringStart(bytes, index))
        {
          index = openString(at: index)
        } else if byte == UInt8(ascii: "/"), index + 1 < count,
          bytes[index + 1] == UInt8(ascii: "*")
        {
          index = skipBlockComment(bytes, from: index).end
        } else if byte == UInt8(ascii: "(") {
          stack[stack.count - 1] = .interpolation(depth: depth + 1)
          index += 1
        } else if byte == UInt8(ascii: ")") {
          if depth == 1 {
            stack.removeLast()
          } else {
            stack[stack.count - 1] = .interpolation(depth: depth - 1)
          }
          index += 1
        } else {
          index += 1
        }
      }
    }
    return min(index, count)
  }

  private static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
      || byte >= 0x80
  }

  private static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierHead(byte) || isDigit(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
