/// The byte-level test of identifier characters that the pre-filter and the name searches share.
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
