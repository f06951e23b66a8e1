import AnimationFiles

/// The one encoding of what the result cache stores: any `Codable` value (a file's summary, an
/// audit's result) as compact bytes, from its synthesized conformance, so no type needs an
/// encoder of its own and a field added to a type is stored without further code.
///
/// Every value is a frame: a `UInt32` length (little-endian) and that many bytes, or the length
/// `UInt32.max` alone for `nil`. Inside a frame, a keyed container is a count and, for each
/// entry, its key (a frame of UTF-8) and its value (a frame); an unkeyed container is a count
/// and its elements' frames; a `String` is its UTF-8, a `Bool` one byte, an integer eight bytes
/// and a floating-point number its bit pattern. Decoding believes no length beyond the bytes
/// present and throws on anything else, so damaged bytes are a miss, never a crash. Coding paths are not
/// kept: a value that does not decode is a miss, whatever its path.
enum CacheCoding {
  /// `value`'s bytes.
  static func encode(_ value: some Encodable) throws -> [UInt8] {
    let encoder = CacheEncoder(node: EncodedNode())
    try value.encode(to: encoder)
    var bytes: [UInt8] = []
    encoder.node.write(to: &bytes)
    return bytes
  }

  /// The value `encode(_:)` gave `bytes`, or an error when they are not such a value.
  static func decode<Value: Decodable>(_ type: Value.Type, from bytes: [UInt8]) throws -> Value {
    var reader = FrameReader(bytes: bytes, range: 0..<bytes.count)
    let frame = try reader.frame()
    guard reader.isAtEnd else {
      throw reader.corrupt("\(bytes.count - reader.offset) unexpected bytes after the value")
    }
    return try Value(from: CacheDecoder(bytes: bytes, frame: frame))
  }
}

// MARK: - Encoding

/// What is encoded, built up by the containers and written once complete.
private final class EncodedNode {
  enum Content {
    case null
    case value([UInt8])
    case keyed([(key: String, node: EncodedNode)])
    case unkeyed([EncodedNode])
  }

  var content: Content

  init(_ content: Content = .null) {
    self.content = content
  }

  func write(to bytes: inout [UInt8]) {
    switch content {
    case .null:
      append(UInt32.max, to: &bytes)
    case .value(let value):
      append(UInt32(value.count), to: &bytes)
      bytes += value
    case .keyed(let entries):
      let start = beginFrame(in: &bytes)
      append(UInt32(entries.count), to: &bytes)
      for (key, node) in entries {
        let utf8 = Array(key.utf8)
        append(UInt32(utf8.count), to: &bytes)
        bytes += utf8
        node.write(to: &bytes)
      }
      endFrame(startingAt: start, in: &bytes)
    case .unkeyed(let elements):
      let start = beginFrame(in: &bytes)
      append(UInt32(elements.count), to: &bytes)
      for element in elements { element.write(to: &bytes) }
      endFrame(startingAt: start, in: &bytes)
    }
  }

  /// Leaves room for a frame's length; ``endFrame(startingAt:in:)`` fills it in.
  private func beginFrame(in bytes: inout [UInt8]) -> Int {
    bytes += [0, 0, 0, 0]
    return bytes.count
  }

  private func endFrame(startingAt start: Int, in bytes: inout [UInt8]) {
    let length = UInt32(bytes.count - start)
    for index in 0..<4 {
      bytes[start - 4 + index] = UInt8(truncatingIfNeeded: length >> UInt32(index * 8))
    }
  }
}

private func append(_ value: UInt32, to bytes: inout [UInt8]) {
  for index in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(index * 8))) }
}

private func littleEndianBytes(_ value: UInt64) -> [UInt8] {
  (0..<8).map { UInt8(truncatingIfNeeded: value >> UInt64($0 * 8)) }
}

private struct CacheEncoder: Encoder {
  let node: EncodedNode
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .keyed = node.content {} else { node.content = .keyed([]) }
    return KeyedEncodingContainer(KeyedEncoding<Key>(node: node))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .unkeyed = node.content {} else { node.content = .unkeyed([]) }
    return UnkeyedEncoding(node: node)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueEncoding(node: node)
  }
}

/// How a single value becomes bytes, shared by the three containers.
private enum ValueBytes {
  static func of(_ value: some Encodable) throws -> EncodedNode {
    switch value {
    case let string as String: return EncodedNode(.value(Array(string.utf8)))
    case let bool as Bool: return EncodedNode(.value([bool ? 1 : 0]))
    case let double as Double: return EncodedNode(.value(littleEndianBytes(double.bitPattern)))
    case let float as Float:
      return EncodedNode(.value(littleEndianBytes(UInt64(float.bitPattern))))
    // The standard integers by name: asking whether a value is any `FixedWidthInteger` looks
    // its type's conformances up, for every value, and cost a warm run a tenth of its time.
    case let integer as Int: return EncodedNode(.value(littleEndianBytes(bits(of: integer))))
    case let integer as Int64: return EncodedNode(.value(littleEndianBytes(bits(of: integer))))
    case let integer as Int32: return EncodedNode(.value(littleEndianBytes(bits(of: integer))))
    case let integer as Int16: return EncodedNode(.value(littleEndianBytes(bits(of: integer))))
    case let integer as Int8: return EncodedNode(.value(littleEndianBytes(bits(of: integer))))
    case let integer as UInt: return EncodedNode(.value(littleEndianBytes(bits(of: integer))))
    case let integer as UInt64: return EncodedNode(.value(littleEndianBytes(bits(of: integer))))
    case let integer as UInt32: return EncodedNode(.value(littleEndianBytes(bits(of: integer))))
    case let integer as UInt16: return EncodedNode(.value(littleEndianBytes(bits(of: integer))))
    case let integer as UInt8: return EncodedNode(.value(littleEndianBytes(bits(of: integer))))
    default:
      let node = EncodedNode()
      try value.encode(to: CacheEncoder(node: node))
      return node
    }
  }
}

/// An integer's eight bytes: a negative one as its two's complement.
private func bits(of integer: some FixedWidthInteger) -> UInt64 {
  integer < 0 ? UInt64(bitPattern: Int64(integer)) : UInt64(integer)
}

private struct KeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodedNode
  var codingPath: [any CodingKey] { [] }

  private func add(_ child: EncodedNode, for key: Key) {
    guard case .keyed(var entries) = node.content else { return }
    node.content = .null
    entries.append((key.stringValue, child))
    node.content = .keyed(entries)
  }

  mutating func encodeNil(forKey key: Key) throws {
    add(EncodedNode(), for: key)
  }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    add(try ValueBytes.of(value), for: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = EncodedNode(.keyed([]))
    add(child, for: key)
    return KeyedEncodingContainer(KeyedEncoding<NestedKey>(node: child))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = EncodedNode(.unkeyed([]))
    add(child, for: key)
    return UnkeyedEncoding(node: child)
  }

  mutating func superEncoder() -> any Encoder {
    superEncoder(forKey: Key(stringValue: "super")!)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let child = EncodedNode()
    add(child, for: key)
    return CacheEncoder(node: child)
  }
}

private struct UnkeyedEncoding: UnkeyedEncodingContainer {
  let node: EncodedNode
  var codingPath: [any CodingKey] { [] }

  var count: Int {
    guard case .unkeyed(let elements) = node.content else { return 0 }
    return elements.count
  }

  private func add(_ child: EncodedNode) {
    guard case .unkeyed(var elements) = node.content else { return }
    node.content = .null
    elements.append(child)
    node.content = .unkeyed(elements)
  }

  mutating func encodeNil() throws {
    add(EncodedNode())
  }

  mutating func encode(_ value: some Encodable) throws {
    add(try ValueBytes.of(value))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = EncodedNode(.keyed([]))
    add(child)
    return KeyedEncodingContainer(KeyedEncoding<NestedKey>(node: child))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = EncodedNode(.unkeyed([]))
    add(child)
    return UnkeyedEncoding(node: child)
  }

  mutating func superEncoder() -> any Encoder {
    let child = EncodedNode()
    add(child)
    return CacheEncoder(node: child)
  }
}

private struct SingleValueEncoding: SingleValueEncodingContainer {
  let node: EncodedNode
  var codingPath: [any CodingKey] { [] }

  mutating func encodeNil() throws {
    node.content = .null
  }

  mutating func encode(_ value: some Encodable) throws {
    node.content = try ValueBytes.of(value).content
  }
}

// MARK: - Decoding

/// A value's bytes within the whole: `nil` for a frame that holds `nil`.
private typealias Frame = Range<Int>?

/// Reads frames front to back within `range`, never past its end.
private struct FrameReader {
  let bytes: [UInt8]
  let range: Range<Int>
  private(set) var offset: Int

  init(bytes: [UInt8], range: Range<Int>) {
    self.bytes = bytes
    self.range = range
    offset = range.lowerBound
  }

  var isAtEnd: Bool { offset == range.upperBound }

  mutating func uint32() throws -> UInt32 {
    guard range.upperBound - offset >= 4 else { throw corrupt("a length runs past the end") }
    var value: UInt32 = 0
    for index in 0..<4 { value |= UInt32(bytes[offset + index]) << UInt32(index * 8) }
    offset += 4
    return value
  }

  mutating func frame() throws -> Frame {
    let length = try uint32()
    if length == .max { return nil }
    guard Int(length) <= range.upperBound - offset else {
      throw corrupt("a value of \(length) bytes runs past the end")
    }
    offset += Int(length)
    return (offset - Int(length))..<offset
  }

  /// A count of frames, each at least four bytes: a larger count is refused before anything is
  /// allocated for it.
  mutating func count() throws -> Int {
    let count = Int(try uint32())
    guard count <= (range.upperBound - offset) / 4 else {
      throw corrupt("a count of \(count) exceeds the bytes")
    }
    return count
  }

  func corrupt(_ reason: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: [], debugDescription: reason))
  }
}

private struct CacheDecoder: Decoder {
  let bytes: [UInt8]
  let frame: Frame
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func contents() throws -> Range<Int> {
    guard let frame else {
      throw DecodingError.valueNotFound(
        Any.self, .init(codingPath: [], debugDescription: "nil where a value is needed"))
    }
    return frame
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(
      try KeyedDecoding<Key>(bytes: bytes, range: try contents()))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try UnkeyedDecoding(bytes: bytes, range: try contents())
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleValueDecoding(decoder: self)
  }

  /// The single value this frame holds.
  func value<Value: Decodable>(_ type: Value.Type) throws -> Value {
    if Value.self == String.self {
      let range = try contents()
      guard let string = UTF8Validation.string(bytes, in: range) else {
        throw corrupt("a string that is not UTF-8")
      }
      return string as! Value
    }
    if Value.self == Bool.self {
      let range = try contents()
      guard range.count == 1, bytes[range.lowerBound] <= 1 else { throw corrupt("not a Bool") }
      return (bytes[range.lowerBound] == 1) as! Value
    }
    if Value.self == Double.self { return Double(bitPattern: try bits()) as! Value }
    if Value.self == Float.self {
      guard let pattern = UInt32(exactly: try bits()) else { throw corrupt("not a Float") }
      return Float(bitPattern: pattern) as! Value
    }
    // As in encoding, by name.
    if Value.self == Int.self { return try integer(Int.self) as! Value }
    if Value.self == Int64.self { return try integer(Int64.self) as! Value }
    if Value.self == Int32.self { return try integer(Int32.self) as! Value }
    if Value.self == Int16.self { return try integer(Int16.self) as! Value }
    if Value.self == Int8.self { return try integer(Int8.self) as! Value }
    if Value.self == UInt.self { return try integer(UInt.self) as! Value }
    if Value.self == UInt64.self { return try integer(UInt64.self) as! Value }
    if Value.self == UInt32.self { return try integer(UInt32.self) as! Value }
    if Value.self == UInt16.self { return try integer(UInt16.self) as! Value }
    if Value.self == UInt8.self { return try integer(UInt8.self) as! Value }
    return try Value(from: self)
  }

  private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    let bits = try bits()
    let value =
      Integer.isSigned
      ? Integer(exactly: Int64(bitPattern: bits)) : Integer(exactly: bits)
    guard let value else { throw corrupt("\(bits) does not fit \(Integer.self)") }
    return value
  }

  private func bits() throws -> UInt64 {
    let range = try contents()
    guard range.count == 8 else { throw corrupt("not a number") }
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[range.lowerBound + index]) << UInt64(index * 8) }
    return value
  }

  func corrupt(_ reason: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: [], debugDescription: reason))
  }
}

private struct KeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let bytes: [UInt8]
  var codingPath: [any CodingKey] { [] }
  private let entries: [(key: String, frame: Frame)]

  init(bytes: [UInt8], range: Range<Int>) throws {
    self.bytes = bytes
    var reader = FrameReader(bytes: bytes, range: range)
    let count = try reader.count()
    var entries: [(key: String, frame: Frame)] = []
    entries.reserveCapacity(count)
    for _ in 0..<count {
      guard let keyRange = try reader.frame(),
        let key = UTF8Validation.string(bytes, in: keyRange)
      else { throw reader.corrupt("a key that is not a string") }
      entries.append((key, try reader.frame()))
    }
    guard reader.isAtEnd else { throw reader.corrupt("bytes after the last entry") }
    self.entries = entries
  }

  var allKeys: [Key] { entries.compactMap { Key(stringValue: $0.key) } }

  func contains(_ key: Key) -> Bool {
    index(of: key) != nil
  }

  private func index(of key: Key) -> Int? {
    let name = key.stringValue
    return entries.firstIndex { $0.key == name }
  }

  private func decoder(for key: Key) throws -> CacheDecoder {
    guard let index = index(of: key) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: [], debugDescription: "no entry \(key.stringValue)"))
    }
    return CacheDecoder(bytes: bytes, frame: entries[index].frame)
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    try decoder(for: key).frame == nil
  }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try decoder(for: key).value(type)
  }

  func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws
    -> Value?
  {
    guard contains(key) else { return nil }
    let decoder = try decoder(for: key)
    return decoder.frame == nil ? nil : try decoder.value(type)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    try decoder(for: Key(stringValue: "super")!)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    try decoder(for: key)
  }
}

private struct UnkeyedDecoding: UnkeyedDecodingContainer {
  let bytes: [UInt8]
  var codingPath: [any CodingKey] { [] }
  private var reader: FrameReader
  let count: Int?
  private(set) var currentIndex = 0

  init(bytes: [UInt8], range: Range<Int>) throws {
    self.bytes = bytes
    reader = FrameReader(bytes: bytes, range: range)
    count = try reader.count()
  }

  var isAtEnd: Bool { currentIndex >= count ?? 0 }

  private mutating func next() throws -> CacheDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        Any.self, .init(codingPath: [], debugDescription: "no more elements"))
    }
    let frame = try reader.frame()
    currentIndex += 1
    if isAtEnd, !reader.isAtEnd { throw reader.corrupt("bytes after the last element") }
    return CacheDecoder(bytes: bytes, frame: frame)
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { return false }
    // Looked at without moving on, unless it is nil.
    var peek = reader
    guard try peek.frame() == nil else { return false }
    _ = try next()
    return true
  }

  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try next().value(type)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    try next()
  }
}

private struct SingleValueDecoding: SingleValueDecodingContainer {
  let decoder: CacheDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool {
    decoder.frame == nil
  }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try decoder.value(type)
  }
}
