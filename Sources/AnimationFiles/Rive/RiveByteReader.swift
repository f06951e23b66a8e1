/// Reads the primitive values of a `.riv` file, checking every length against the bytes left.
struct RiveByteReader {
  let bytes: [UInt8]
  let fileName: String
  private(set) var position = 0

  init(bytes: [UInt8], fileName: String) {
    self.bytes = bytes
    self.fileName = fileName
  }

  var isAtEnd: Bool { position >= bytes.count }
  var remaining: Int { bytes.count - position }

  func error(_ reason: AnimationFileError.Reason, at offset: Int? = nil) -> AnimationFileError {
    AnimationFileError(fileName: fileName, offset: offset ?? position, reason: reason)
  }

  mutating func readByte() throws(AnimationFileError) -> UInt8 {
    guard position < bytes.count else { throw error(.truncated) }
    defer { position += 1 }
    return bytes[position]
  }

  /// An LEB128 varuint of at most 64 bits.
  mutating func readVarUInt() throws(AnimationFileError) -> UInt64 {
    let start = position
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard position < bytes.count else { throw error(.truncated, at: start) }
      let byte = bytes[position]
      position += 1
      let payload = UInt64(byte & 0x7F)
      // The tenth byte may only carry the 64th bit.
      if shift == 63 && payload > 1 || shift > 63 { throw error(.varintOverflow, at: start) }
      result |= payload << shift
      if byte & 0x80 == 0 { return result }
      shift += 7
    }
  }

  /// A varuint that must fit in 32 bits, as the runtime's `uint` fields require.
  mutating func readVarUInt32() throws(AnimationFileError) -> UInt32 {
    let start = position
    let value = try readVarUInt()
    guard let narrow = UInt32(exactly: value) else { throw error(.varintOverflow, at: start) }
    return narrow
  }

  mutating func readUInt32() throws(AnimationFileError) -> UInt32 {
    guard remaining >= 4 else { throw error(.truncated) }
    defer { position += 4 }
    return UInt32(bytes[position]) | UInt32(bytes[position + 1]) << 8
      | UInt32(bytes[position + 2]) << 16 | UInt32(bytes[position + 3]) << 24
  }

  mutating func readFloat32() throws(AnimationFileError) -> Float {
    Float(bitPattern: try readUInt32())
  }

  /// The range of a length-prefixed value, after checking the length against the bytes left.
  mutating func readLengthPrefixedRange() throws(AnimationFileError) -> Range<Int> {
    let start = position
    let length = try readVarUInt()
    guard length <= UInt64(remaining) else {
      throw error(.lengthPastEnd(length: length, remaining: remaining), at: start)
    }
    let range = position..<(position + Int(length))
    position = range.upperBound
    return range
  }

  /// A length-prefixed UTF-8 string.
  mutating func readString() throws(AnimationFileError) -> String {
    let start = position
    let range = try readLengthPrefixedRange()
    guard let text = UTF8Validation.string(bytes, in: range) else {
      throw error(.invalidUTF8, at: start)
    }
    return text
  }
}
