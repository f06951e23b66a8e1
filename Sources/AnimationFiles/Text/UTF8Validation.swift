/// UTF-8 checks that give the offset of the first bad byte, for every reader of the package
/// (animation files, JSON, Swift sources, property lists, the result cache).
package enum UTF8Validation {
  /// The length of the well-formed UTF-8 sequence at `index` (a non-ASCII lead byte), or nil.
  package static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
    sequenceLength(bytes, at: index, end: bytes.count)
  }

  /// The length of the well-formed UTF-8 sequence at `index` that ends by `end`, or nil.
  private static func sequenceLength(_ bytes: [UInt8], at index: Int, end: Int) -> Int? {
    let lead = bytes[index]
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      upper = 0x9F  // no surrogates
    case 0xF0:
      length = 4
      lower = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      upper = 0x8F  // nothing above U+10FFFF
    default: return nil
    }
    guard index + length <= end else { return nil }
    let second = bytes[index + 1]
    guard second >= lower && second <= upper else { return nil }
    for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 { return nil }
    return length
  }

  /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or nil.
  package static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
    firstInvalidOffset(bytes, in: bytes.indices)
  }

  /// The offset of the first byte of `bytes[range]` that does not belong to a well-formed UTF-8
  /// sequence within the range, or nil.
  package static func firstInvalidOffset(_ bytes: [UInt8], in range: Range<Int>) -> Int? {
    var index = range.lowerBound
    while index < range.upperBound {
      if bytes[index] < 0x80 {
        index += 1
        continue
      }
      guard let length = sequenceLength(bytes, at: index, end: range.upperBound) else {
        return index
      }
      index += length
    }
    return nil
  }

  /// The text of `bytes[range]`, or nil when it is not valid UTF-8.
  package static func string(_ bytes: [UInt8], in range: Range<Int>) -> String? {
    guard firstInvalidOffset(bytes, in: range) == nil else { return nil }
    return String(decoding: bytes[range], as: UTF8.self)
  }
}
