/// Line-local answers: whether one offset is in a comment or a string literal, told from its own
/// line alone. The pre-filter asks this of each occurrence of a token, where lexing the file up to
/// it would cost more than the search; so these answer "code" wherever the line alone cannot tell,
/// which only ever keeps a file for parsing.
extension SwiftLexer {
  /// Whether the byte at `offset` is on a line that starts (after spaces and tabs) with `//`,
  /// with no `\(` or `\#` between: a comment line, whose words make no syntax. (Inside a block
  /// comment or a multi-line string literal such a line is not code either; an interpolation,
  /// `\(` or a raw string's `\#(`, is the one way back to code, so a line holding one counts.)
  /// Comments after code on the same line are not looked for: telling them from `//` in a string
  /// literal or a regex literal would take the whole line's lexing.
  package static func isOnCommentLine(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var lineStart = offset
    while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D {
      lineStart -= 1
    }
    var first = lineStart
    while first < offset, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
    guard first + 1 < offset, bytes[first] == UInt8(ascii: "/"),
      bytes[first + 1] == UInt8(ascii: "/")
    else { return false }
    var position = first + 2
    while position + 1 < offset {
      if bytes[position] == UInt8(ascii: "\\"),
        bytes[position + 1] == UInt8(ascii: "(") || bytes[position + 1] == UInt8(ascii: "#")
      {
        return false
      }
      position += 1
    }
    return true
  }

  /// Whether the byte at `offset` is inside a string literal that opens on its line: an odd
  /// number of `"` before it on the line, not counting those escaped inside a literal (a log
  /// message's `"Failed transition"`). The line before `offset` is taken for code, so that
  /// counting quotes tells, only when it holds none of `"""` (a multi-line literal), `#"` or
  /// `##` (a raw one), `\(` (an interpolation, which is code again) and, outside a literal, `/`
  /// (a comment, or a regex literal that may hold a quote). Inside a block comment or a
  /// multi-line literal the line is not code whatever the count says.
  package static func isInStringLiteral(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool
  {
    var position = offset
    while position > 0, bytes[position - 1] != 0x0A, bytes[position - 1] != 0x0D {
      position -= 1
    }
    var inside = false
    while position < offset {
      let next = position + 1 < offset ? bytes[position + 1] : 0
      switch bytes[position] {
      case UInt8(ascii: "\\") where inside:
        if next == UInt8(ascii: "(") { return false }
        position += 1
      case UInt8(ascii: "\""):
        if next == UInt8(ascii: "\"") { return false }
        inside.toggle()
      case UInt8(ascii: "#"):
        if next == UInt8(ascii: "\"") || next == UInt8(ascii: "#") { return false }
      case UInt8(ascii: "/") where !inside:
        return false
      default:
        break
      }
      position += 1
    }
    return inside
  }
}
