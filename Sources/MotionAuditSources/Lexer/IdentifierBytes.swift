/// Which bytes make identifiers: the one test the lexer, the pre-filter and the name searches
/// share.
package enum IdentifierBytes {
  /// ASCII letters, digits and `_`. Other bytes (non-ASCII included) end an identifier, which
  /// errs toward counting an occurrence.
  package static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// Whether `byte` is an ASCII digit.
  package static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether `byte` may start an identifier when lexing: an identifier byte but a digit, or any
  /// non-ASCII byte (part of a letter the lexer need not decode to tell it from punctuation).
  static func startsIdentifier(_ byte: UInt8) -> Bool {
    (isIdentifierByte(byte) && !isDigit(byte)) || byte >= 0x80
  }

  /// Whether `byte` may continue an identifier when lexing: an identifier byte or non-ASCII.
  static func continuesIdentifier(_ byte: UInt8) -> Bool {
    isIdentifierByte(byte) || byte >= 0x80
  }

  /// Where the identifier ending at `end` starts: `end` itself when no identifier byte is
  /// before it.
  package static func identifierStart(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    var start = end
    while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
    return start
  }
}
