/// Reads, from a Swift file's bytes, the names of the member chain a call is made on
/// (`cell.imageView?` before `.startAnimating()`), without parsing the file: so that the
/// pre-filter can leave out calls whose receiver cannot be what a rule looks for
/// (``AutoplayIgnoresAnimatedImagesRule``'s image views, not spinners).
///
/// It answers only for a chain of plain names on the call's own line (`a.b?.c!.call`); a call,
/// subscript, closure, cast or comment in the chain, a line break, or a byte outside ASCII
/// letters, digits and `_` leaves it unanswered, for the parse to judge.
package enum ReceiverChainBytes {
  /// What is before the call named at `start`.
  package enum Receiver: Equatable {
    /// No `.` before the name: a call on nothing (or a declaration).
    case none
    /// The names of the chain, from the call back to its root (`["imageView", "cell"]`).
    case names([String])
  }

  /// The receiver of the call whose name starts at `start`, or nil when the bytes are not a
  /// plain chain of names.
  package static func receiver(ofNameAt start: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Receiver?
  {
    var offset = skipSpaces(backFrom: start, in: bytes)
    guard offset > 0, bytes[offset - 1] == UInt8(ascii: ".") else {
      return startsChain(before: offset, in: bytes) ? Receiver.none : nil
    }
    var names: [String] = []
    while true {
      // Past the `.`, and any `?` or `!` of optional chaining.
      offset = skipSpaces(backFrom: offset - 1, in: bytes)
      while offset > 0,
        bytes[offset - 1] == UInt8(ascii: "?") || bytes[offset - 1] == UInt8(ascii: "!")
      {
        offset -= 1
      }
      var nameStart = IdentifierBytes.identifierStart(endingAt: offset, in: bytes)
      guard nameStart < offset else { return nil }
      // `$0`, `$binding`: the `$` is part of the name.
      if nameStart > 0, bytes[nameStart - 1] == UInt8(ascii: "$") { nameStart -= 1 }
      names.append(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<offset]), as: UTF8.self))
      offset = skipSpaces(backFrom: nameStart, in: bytes)
      if offset > 0, bytes[offset - 1] == UInt8(ascii: ".") { continue }
      return startsChain(before: offset, in: bytes) ? .names(names) : nil
    }
  }

  /// Whether what ends at `offset` (spaces skipped) may stand before the root of a chain: the
  /// file's start, an operator, an opening bracket, a separator, a keyword such as `return`, or a
  /// line break after a line that does not end with `.` and holds no comment. Anything else (a
  /// backtick, a closing bracket, a byte outside ASCII) leaves the root in doubt.
  private static func startsChain(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool
  {
    guard offset > 0 else { return true }
    let byte = bytes[offset - 1]
    if chainStarters.contains(byte) { return true }
    if IdentifierBytes.isIdentifierByte(byte) {
      let wordStart = IdentifierBytes.identifierStart(endingAt: offset, in: bytes)
      let word = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<offset]), as: UTF8.self)
      return keywordsBeforeNames.contains(word)
    }
    guard byte == 0x0A || byte == 0x0D else { return false }
    // The line above, if any, must end its statement: no `.` at its end, no comment in it.
    var lineEnd = offset - 1
    while lineEnd > 0, [0x0A, 0x0D, 0x20, 0x09].contains(bytes[lineEnd - 1]) { lineEnd -= 1 }
    var lineStart = lineEnd
    while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D {
      lineStart -= 1
    }
    let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
    guard let last = line.last else { return true }
    let holdsComment = zip(line, line.dropFirst()).contains {
      ($0 == UInt8(ascii: "/") && ($1 == UInt8(ascii: "/") || $1 == UInt8(ascii: "*")))
        || ($0 == UInt8(ascii: "*") && $1 == UInt8(ascii: "/"))
    }
    return last != UInt8(ascii: ".") && !holdsComment
  }

  private static let chainStarters = Set("{(,;=:[&|+-*<>?!".utf8)

  /// Keywords a chain's root, or a declared name (`func`), may follow on its line.
  private static let keywordsBeforeNames: Set<String> = [
    "return", "try", "await", "in", "else", "throw", "defer", "do", "repeat", "case", "where",
    "func",
  ]

  private static func skipSpaces(backFrom offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int
  {
    var offset = offset
    while offset > 0, bytes[offset - 1] == 0x20 || bytes[offset - 1] == 0x09 { offset -= 1 }
    return offset
  }
}
