import AnimationFiles
import MotionAuditSources

/// Writes the cache's binary values: little-endian integers, length-prefixed UTF-8 strings,
/// counted lists. ``CacheByteReader`` reads them back.
struct CacheByteWriter {
  private(set) var bytes: [UInt8] = []

  mutating func write(_ value: UInt32) {
    for index in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(index * 8))) }
  }

  mutating func write(_ value: Int64) {
    for index in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: value >> Int64(index * 8))) }
  }

  mutating func write(_ value: ContentHash) {
    bytes.append(contentsOf: value.bytes)
  }

  mutating func write(_ value: Bool) {
    bytes.append(value ? 1 : 0)
  }

  mutating func write(_ value: String) {
    let utf8 = value.utf8
    write(UInt32(utf8.count))
    bytes.append(contentsOf: utf8)
  }

  mutating func write(_ value: String?) {
    write(value != nil)
    if let value { write(value) }
  }

  mutating func write(_ value: Int?) {
    write(value != nil)
    if let value { write(Int64(value)) }
  }

  mutating func write(_ values: [String]) {
    write(values, each: { $0.write($1) })
  }

  mutating func write<Element>(_ values: [Element], each: (inout Self, Element) -> Void) {
    write(UInt32(values.count))
    for value in values { each(&self, value) }
  }

  /// In key order, so equal dictionaries give equal bytes.
  mutating func write(_ values: [String: [String]]) {
    write(
      values.sorted { $0.key < $1.key },
      each: {
        $0.write($1.key)
        $0.write($1.value)
      })
  }
}

/// Reads what ``CacheByteWriter`` wrote, front to back, refusing to read past `end`: a length or
/// count is never believed beyond the bytes present.
struct CacheByteReader {
  let bytes: [UInt8]
  let end: Int
  private(set) var offset: Int

  init(bytes: [UInt8], end: Int? = nil, offset: Int = 0) {
    self.bytes = bytes
    self.end = end ?? bytes.count
    self.offset = offset
  }

  var remaining: Int { end - offset }

  mutating func byte() throws(CacheFileFormat.Rejection) -> UInt8 {
    guard remaining >= 1 else { throw truncated() }
    offset += 1
    return bytes[offset - 1]
  }

  mutating func uint32() throws(CacheFileFormat.Rejection) -> UInt32 {
    guard remaining >= 4 else { throw truncated() }
    var value: UInt32 = 0
    for index in 0..<4 { value |= UInt32(bytes[offset + index]) << UInt32(index * 8) }
    offset += 4
    return value
  }

  mutating func int64() throws(CacheFileFormat.Rejection) -> Int64 {
    guard remaining >= 8 else { throw truncated() }
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
    offset += 8
    return Int64(bitPattern: value)
  }

  mutating func bytes(_ count: Int) throws(CacheFileFormat.Rejection) -> [UInt8] {
    guard count >= 0, remaining >= count else { throw truncated() }
    offset += count
    return Array(bytes[(offset - count)..<offset])
  }

  mutating func contentHash() throws(CacheFileFormat.Rejection) -> ContentHash {
    let bytes = try bytes(16)
    return ContentHash(
      high: CacheFileFormat.uint64(bytes, at: 8), low: CacheFileFormat.uint64(bytes, at: 0))
  }

  mutating func bool() throws(CacheFileFormat.Rejection) -> Bool {
    switch try byte() {
    case 0: return false
    case 1: return true
    case let other:
      throw CacheFileFormat.Rejection(reason: "\(other) is not a Bool at byte \(offset - 1)")
    }
  }

  mutating func string() throws(CacheFileFormat.Rejection) -> String {
    let count = Int(try uint32())
    guard remaining >= count else { throw truncated() }
    guard let text = UTF8Validation.string(bytes, in: offset..<offset + count) else {
      throw CacheFileFormat.Rejection(reason: "a string that is not UTF-8 at byte \(offset)")
    }
    offset += count
    return text
  }

  mutating func optionalString() throws(CacheFileFormat.Rejection) -> String? {
    try bool() ? try string() : nil
  }

  mutating func optionalInt() throws(CacheFileFormat.Rejection) -> Int? {
    try bool() ? Int(truncatingIfNeeded: try int64()) : nil
  }

  mutating func strings() throws(CacheFileFormat.Rejection) -> [String] {
    try list { reader throws(CacheFileFormat.Rejection) in try reader.string() }
  }

  /// A counted list; each element takes at least one byte, so a count beyond the bytes left is
  /// refused before anything is allocated.
  mutating func list<Element>(
    _ element: (inout Self) throws(CacheFileFormat.Rejection) -> Element
  ) throws(CacheFileFormat.Rejection) -> [Element] {
    let count = Int(try uint32())
    guard count <= remaining else { throw truncated() }
    var elements: [Element] = []
    elements.reserveCapacity(count)
    for _ in 0..<count { elements.append(try element(&self)) }
    return elements
  }

  mutating func stringLists() throws(CacheFileFormat.Rejection) -> [String: [String]] {
    let pairs = try list { reader throws(CacheFileFormat.Rejection) in
      (try reader.string(), try reader.strings())
    }
    return Dictionary(pairs, uniquingKeysWith: { $1 })
  }

  private func truncated() -> CacheFileFormat.Rejection {
    CacheFileFormat.Rejection(reason: "entry runs past the end at byte \(offset)")
  }
}
