/// Big-endian reads from a font file, each checked against the file's end: font files are
/// untrusted input, so a read past the end yields nil rather than trapping.
struct FontBytes: Sendable {
  let bytes: [UInt8]

  var count: Int { bytes.count }

  func uint8(at offset: Int) -> Int? {
    guard offset >= 0, offset < bytes.count else { return nil }
    return Int(bytes[offset])
  }

  func uint16(at offset: Int) -> Int? {
    guard offset >= 0, offset <= bytes.count - 2 else { return nil }
    return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
  }

  func int16(at offset: Int) -> Int? {
    uint16(at: offset).map { Int(Int16(truncatingIfNeeded: $0)) }
  }

  func uint32(at offset: Int) -> Int? {
    guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
    return high << 16 | low
  }

  /// A 2.14 fixed-point number, as composite glyphs store their scales.
  func f2Dot14(at offset: Int) -> Double? {
    int16(at: offset).map { Double($0) / 16_384 }
  }

  /// The four-character tag at `offset`.
  func tag(at offset: Int) -> String? {
    guard offset >= 0, offset <= bytes.count - 4 else { return nil }
    return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
  }

  /// Whether `length` bytes from `offset` lie inside the file.
  func contains(_ offset: Int, length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= bytes.count && length <= bytes.count - offset
  }
}
