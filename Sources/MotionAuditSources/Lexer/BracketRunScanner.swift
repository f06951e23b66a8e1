#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds runs of opening square brackets in Swift source before it is parsed.
///
/// SwiftParser's time doubles with each `[` that opens right after another (`[[[[1]]]]`,
/// `[[[[Int]]]]`): at each one it looks ahead over everything nested inside to decide between an
/// array, a dictionary and a type, then parses it again. Twenty in a row take seconds, thirty
/// take hours. Real code opens at most a handful in a row, so a file with a longer run is skipped
/// with a note instead of hanging the run.
///
/// Whitespace and comments between the brackets do not end a run (the parser never sees them);
/// brackets inside string literals do not count, but those inside interpolations do. One pass,
/// no allocation but a small stack for nested interpolations.
package enum BracketRunScanner {
  /// The offset of the first `[` of the first run longer than `limit`, or `nil`.
  package static func firstRun(longerThan limit: Int, in bytes: [UInt8]) -> Int? {
    guard limit >= 1, mayHoldRun(in: bytes) else { return nil }
    var scanner = Scan(bytes: bytes)
    return scanner.run(limit: limit)
  }

  /// Whether some `[` is followed, past whitespace, by another `[` or by `/` (a comment, which
  /// does not end a run): without one, no run is longer than a single bracket, and the lexing
  /// scan is not needed.
  private static func mayHoldRun(in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      var offset = 0
      while offset < buffer.count,
        let found = memchr(base + offset, Int32(UInt8(ascii: "[")), buffer.count - offset)
      {
        var next = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
        while next < buffer.count, isWhitespace(buffer[next]) { next += 1 }
        if next < buffer.count,
          buffer[next] == UInt8(ascii: "[") || buffer[next] == UInt8(ascii: "/")
        {
          return true
        }
        offset = next
      }
      return false
    }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r")
  }

  private struct Scan {
    let bytes: [UInt8]
    var index = 0
    /// For each open interpolation, the string it is in and the parentheses open inside it.
    var interpolations: [(string: StringLiteral, parentheses: Int)] = []

    struct StringLiteral {
      var hashes: Int
      var isMultiline: Bool
    }

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    mutating func run(limit: Int) -> Int? {
      var runLength = 0
      var runStart = 0
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "["):
          if runLength == 0 { runStart = index }
          runLength += 1
          if runLength > limit { return runStart }
          index += 1
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
          index += 1
        case UInt8(ascii: "/") where next(is: "/"):
          skipLineComment()
        case UInt8(ascii: "/") where next(is: "*"):
          skipBlockComment()
        case UInt8(ascii: "\""), UInt8(ascii: "#"):
          runLength = 0
          if let literal = stringStart() {
            skipString(literal)
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

    private func next(is character: Unicode.Scalar) -> Bool {
      index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: character)
    }

    private func byte(at offset: Int, is character: Unicode.Scalar) -> Bool {
      offset < bytes.count && bytes[offset] == UInt8(ascii: character)
    }

    private mutating func skipLineComment() {
      while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    /// Block comments nest in Swift.
    private mutating func skipBlockComment() {
      var depth = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "/"), next(is: "*") {
          depth += 1
          index += 2
        } else if bytes[index] == UInt8(ascii: "*"), next(is: "/") {
          depth -= 1
          index += 2
          if depth == 0 { return }
        } else {
          index += 1
        }
      }
    }

    /// At `"` or `#`: the string literal that starts here (moving past its opening delimiter),
    /// or `nil` when the `#` starts something else (`#if`, `#selector`, a raw regex).
    private mutating func stringStart() -> StringLiteral? {
      var offset = index
      while byte(at: offset, is: "#") { offset += 1 }
      guard byte(at: offset, is: "\"") else { return nil }
      let hashes = offset - index
      let isMultiline = byte(at: offset + 1, is: "\"") && byte(at: offset + 2, is: "\"")
      index = offset + (isMultiline ? 3 : 1)
      return StringLiteral(hashes: hashes, isMultiline: isMultiline)
    }

    /// Moves past the rest of a string literal, or into an interpolation in it.
    private mutating func skipString(_ literal: StringLiteral) {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\\"), hashes(from: index + 1) >= literal.hashes {
          let escaped = index + 1 + literal.hashes
          if self.byte(at: escaped, is: "(") {
            index = escaped + 1
            interpolations.append((literal, 0))
            return
          }
          index = escaped + 1
        } else if byte == UInt8(ascii: "\""), closes(literal, at: index) {
          index += (literal.isMultiline ? 3 : 1) + literal.hashes
          return
        } else if byte == UInt8(ascii: "\n"), !literal.isMultiline {
          // An unterminated single-line string ends with its line.
          return
        } else {
          index += 1
        }
      }
    }

    private func hashes(from offset: Int) -> Int {
      var end = offset
      while byte(at: end, is: "#") { end += 1 }
      return end - offset
    }

    private func closes(_ literal: StringLiteral, at offset: Int) -> Bool {
      let quotes = literal.isMultiline ? 3 : 1
      for quote in 0..<quotes where !byte(at: offset + quote, is: "\"") { return false }
      return hashes(from: offset + quotes) >= literal.hashes
    }
  }
}
