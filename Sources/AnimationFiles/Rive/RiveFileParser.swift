import Foundation

extension RiveFile {
  /// Reads a Rive runtime file.
  ///
  /// - Parameters:
  ///   - data: The whole file.
  ///   - fileName: The name errors report the file under (a display name, never opened).
  /// - Throws: `AnimationFileError` for anything but a well-formed format 7 file.
  public init(data: Data, fileName: String) throws(AnimationFileError) {
    var parser = RiveFileParser(bytes: [UInt8](data), fileName: fileName)
    self = try parser.parse()
  }
}

/// Reads a `.riv` file object by object, as the runtime's importer does.
struct RiveFileParser {
  static let supportedMajorVersion: UInt64 = 7
  private static let signature: [UInt8] = Array("RIVE".utf8)

  private var reader: RiveByteReader
  private let fileName: String
  private var kinds: [UInt32: RiveObjectKind] = [:]
  /// Whether every object keeps every value (bytes included), for a renderer; the metadata
  /// reader keeps only the values of the objects it reports on.
  private let keepsEverything: Bool

  init(bytes: [UInt8], fileName: String, keepsEverything: Bool = false) {
    reader = RiveByteReader(bytes: bytes, fileName: fileName)
    self.fileName = fileName
    self.keepsEverything = keepsEverything
  }

  mutating func parse() throws(AnimationFileError) -> RiveFile {
    var assembler = RiveFileAssembler()
    try readObjects { assembler.add($0) }
    let (major, minor, fileID) = header
    return assembler.file(
      fileName: fileName, majorVersion: Int(major), minorVersion: Int(clamping: minor),
      fileID: fileID)
  }

  /// Every object of the file, in file order.
  mutating func parseObjects() throws(AnimationFileError) -> [RiveObjectRecord] {
    var objects: [RiveObjectRecord] = []
    try readObjects { objects.append($0) }
    return objects
  }

  private var header: (major: UInt64, minor: UInt64, fileID: UInt64) = (0, 0, 0)

  private mutating func readObjects(
    _ body: (RiveObjectRecord) -> Void
  ) throws(AnimationFileError) {
    try readSignature()
    let versionOffset = reader.position
    let major = try reader.readVarUInt()
    let minor = try reader.readVarUInt()
    guard major == Self.supportedMajorVersion else {
      throw reader.error(.unsupportedVersion("\(major).\(minor)"), at: versionOffset)
    }
    let fileID = try reader.readVarUInt()
    let tableOfContents = try readTableOfContents()
    header = (major, minor, fileID)
    while !reader.isAtEnd {
      body(try readObject(tableOfContents: tableOfContents))
    }
  }

  private mutating func readSignature() throws(AnimationFileError) {
    let available = min(reader.remaining, Self.signature.count)
    let prefix = reader.bytes.prefix(available)
    guard prefix.elementsEqual(Self.signature.prefix(available)) else {
      throw reader.error(.wrongMagic, at: 0)
    }
    guard available == Self.signature.count else { throw reader.error(.truncated, at: available) }
    for _ in Self.signature { _ = try reader.readByte() }
  }

  /// Property keys newer than the runtime baseline, then their 2-bit field types packed four to
  /// a uint32 word (low 8 bits), as the runtime header stores them.
  private mutating func readTableOfContents() throws(AnimationFileError) -> [UInt32: RiveFieldType]
  {
    var keys: [UInt32] = []
    while true {
      let key = try reader.readVarUInt32()
      if key == 0 { break }
      keys.append(key)
    }
    var table: [UInt32: RiveFieldType] = [:]
    var word: UInt32 = 0
    for (index, key) in keys.enumerated() {
      let slot = index % 4
      if slot == 0 { word = try reader.readUInt32() }
      table[key] = RiveFieldType(tableOfContentsCode: word >> UInt32(slot * 2))
    }
    return table
  }

  private mutating func readObject(
    tableOfContents: [UInt32: RiveFieldType]
  ) throws(AnimationFileError) -> RiveObjectRecord {
    let offset = reader.position
    let typeKey = try reader.readVarUInt32()
    let kind = kinds[typeKey] ?? RiveObjectKind(typeKey: typeKey)
    kinds[typeKey] = kind
    var values: [UInt32: RiveValue] = [:]
    while true {
      let keyOffset = reader.position
      let key = try reader.readVarUInt()
      if key == 0 { break }
      // The runtime reads property keys as 16-bit values; anything larger is unknown to it.
      guard key <= UInt64(UInt16.max), let fieldType = Self.fieldType(UInt32(key), tableOfContents)
      else {
        throw reader.error(.unknownPropertyKey(key), at: keyOffset)
      }
      let value = try readValue(of: fieldType, keeping: keepsEverything || kind != .other)
      if let value { values[UInt32(key)] = value }
    }
    return RiveObjectRecord(typeKey: typeKey, kind: kind, offset: offset, values: values)
  }

  /// The runtime trusts its own definitions first and the file's table of contents second.
  private static func fieldType(
    _ key: UInt32, _ tableOfContents: [UInt32: RiveFieldType]
  ) -> RiveFieldType? {
    RiveDefinitions.fieldTypes[key] ?? tableOfContents[key]
  }

  /// Reads one value; returns it only when `keeping` (strings are then checked for UTF-8).
  private mutating func readValue(
    of fieldType: RiveFieldType, keeping: Bool
  ) throws(AnimationFileError) -> RiveValue? {
    switch fieldType {
    case .uint:
      let value = try reader.readVarUInt32()
      return keeping ? .uint(UInt64(value)) : nil
    case .uint64:
      let value = try reader.readVarUInt()
      return keeping ? .uint(value) : nil
    case .int:
      let raw = try reader.readVarUInt32()
      return keeping ? .int(Int32(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))) : nil
    case .bool:
      let byte = try reader.readByte()
      return keeping ? .bool(byte == 1) : nil
    case .float:
      let value = try reader.readFloat32()
      return keeping ? .float(value) : nil
    case .color:
      let value = try reader.readUInt32()
      return keeping ? .color(value) : nil
    case .string:
      guard keeping else {
        _ = try reader.readLengthPrefixedRange()
        return nil
      }
      return .string(try reader.readString())
    case .bytes:
      let range = try reader.readLengthPrefixedRange()
      return keeping && keepsEverything ? .bytes(Array(reader.bytes[range])) : nil
    }
  }
}

/// A property value as a `.riv` file stores it.
public enum RiveValue: Sendable, Equatable {
  /// An unsigned integer (also ids and enumerations).
  case uint(UInt64)
  /// A signed integer.
  case int(Int32)
  case bool(Bool)
  /// A number (the definitions' `double`, stored as float32).
  case float(Float)
  case string(String)
  /// A colour as `0xAARRGGBB`.
  case color(UInt32)
  /// Raw bytes (an embedded image's contents, a mesh's triangle indices).
  case bytes([UInt8])
}

/// One object as read from the file.
struct RiveObjectRecord {
  let typeKey: UInt32
  let kind: RiveObjectKind
  let offset: Int
  let values: [UInt32: RiveValue]

  func string(_ key: UInt32) -> String? {
    if case .string(let value) = values[key] { return value }
    return nil
  }

  func uint32(_ key: UInt32) -> UInt32? {
    if case .uint(let value) = values[key] { return UInt32(truncatingIfNeeded: value) }
    return nil
  }

  func float(_ key: UInt32) -> Float? {
    if case .float(let value) = values[key] { return value }
    return nil
  }

  func bool(_ key: UInt32) -> Bool? {
    if case .bool(let value) = values[key] { return value }
    return nil
  }
}
