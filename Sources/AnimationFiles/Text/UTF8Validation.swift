/// UTF-8 checks that give the offset of the first bad byte, for every reader of the package
/// (animation files, Swift sources, property lists).
package enum UTF8Validation {
  /// The length of the well-formed UTF-8 sequence at `index` (a non-ASCII lead byte), or nil.
  package static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
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
    guard index + length <= bytes.count else { return nil }
    let second = bytes[index + 1]
    guard second >= lower && second <= upper else { return nil }
    for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 { return nil }
    return length
  }

  /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or nil.
  package static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      if bytes[index] < 0x80 {
        index += 1
        continue
      }
      guard let length = sequenceLength(bytes, at: index) else { return index }
      index += length
    }
    return nil
  }
}
