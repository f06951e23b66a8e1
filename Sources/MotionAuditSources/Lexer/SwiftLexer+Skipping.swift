/// How the lexer moves past comments and string literals: the one place that knows their
/// delimiters, shared by ``SwiftLexer/tokens(of:)``, ``BracketRunScanner`` and the line-local
/// answers in `SwiftLexer+Lines.swift`.
extension SwiftLexer {
  /// A string literal's opening: its `#` count and whether it is multi-line (`"""`).
  struct StringDelimiter {
    var hashes: Int
    var isMultiline: Bool
  }

  /// Where a string literal's content stops being string.
  enum StringContentEnd {
    /// Past the closing delimiter.
    case closed(end: Int)
    /// Past the `\(` (or `\#(`) of an interpolation, which is code until its `)`.
    case interpolation(start: Int)
    /// At the line break ending an unterminated single-line literal, or at the end of the file.
    case unterminated(end: Int)
  }

  /// Past the line comment starting at `start`: at its line break.
  static func lineCommentEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = start
    while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
    return index
  }

  /// Past the end of the (nested) block comment starting at `start`, and whether it spans lines.
  static func blockCommentEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>)
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

  /// At `"` or `#`: the string literal opening at `start` and where its content begins, or `nil`
  /// when the `#`s start something else (`#if`, `#selector`).
  static func stringOpening(at start: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> (delimiter: StringDelimiter, contentStart: Int)?
  {
    let count = bytes.count
    var cursor = start
    while cursor < count, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
    guard cursor < count, bytes[cursor] == UInt8(ascii: "\"") else { return nil }
    let hashes = cursor - start
    let isMultiline =
      cursor + 2 < count && bytes[cursor + 1] == UInt8(ascii: "\"")
      && bytes[cursor + 2] == UInt8(ascii: "\"")
    return (
      StringDelimiter(hashes: hashes, isMultiline: isMultiline), cursor + (isMultiline ? 3 : 1)
    )
  }

  /// Moves through a string literal's content from `start` to where it stops being string.
  static func stringContentEnd(
    _ delimiter: StringDelimiter, from start: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> StringContentEnd {
    let count = bytes.count
    let hashes = delimiter.hashes
    func closingHashes(at position: Int) -> Bool {
      guard hashes > 0 else { return true }
      guard position + hashes <= count else { return false }
      for offset in 0..<hashes where bytes[position + offset] != UInt8(ascii: "#") { return false }
      return true
    }
    var index = start
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\\"), closingHashes(at: index + 1) {
        let afterHashes = index + 1 + hashes
        if afterHashes < count, bytes[afterHashes] == UInt8(ascii: "(") {
          return .interpolation(start: afterHashes + 1)
        }
        index = afterHashes + 1
      } else if byte == UInt8(ascii: "\"") {
        if !delimiter.isMultiline, closingHashes(at: index + 1) {
          return .closed(end: index + 1 + hashes)
        }
        if delimiter.isMultiline, index + 2 < count, bytes[index + 1] == UInt8(ascii: "\""),
          bytes[index + 2] == UInt8(ascii: "\""), closingHashes(at: index + 3)
        {
          return .closed(end: index + 3 + hashes)
        }
        index += 1
      } else if !delimiter.isMultiline, byte == 0x0A || byte == 0x0D {
        return .unterminated(end: index)
      } else {
        index += 1
      }
    }
    return .unterminated(end: count)
  }

  /// Past the end of the string literal `opening`, following interpolations — which may hold
  /// parentheses, comments and strings of their own — with an explicit stack instead of
  /// recursion.
  static func stringEnd(
    _ opening: (delimiter: StringDelimiter, contentStart: Int), in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int {
    /// An open string, or an open interpolation with its parenthesis depth.
    enum Frame {
      case string(StringDelimiter)
      case interpolation(depth: Int)
    }
    let count = bytes.count
    var stack: [Frame] = [.string(opening.delimiter)]
    var index = opening.contentStart
    while index < count, let top = stack.last {
      switch top {
      case .string(let delimiter):
        switch stringContentEnd(delimiter, from: index, in: bytes) {
        case .closed(let end), .unterminated(let end):
          stack.removeLast()
          index = end
        case .interpolation(let start):
          stack.append(.interpolation(depth: 1))
          index = start
        }
      case .interpolation(let depth):
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#"),
          let nested = stringOpening(at: index, in: bytes)
        {
          stack.append(.string(nested.delimiter))
          index = nested.contentStart
        } else if byte == UInt8(ascii: "/"), index + 1 < count,
          bytes[index + 1] == UInt8(ascii: "*")
        {
          index = blockCommentEnd(from: index, in: bytes).end
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
}
