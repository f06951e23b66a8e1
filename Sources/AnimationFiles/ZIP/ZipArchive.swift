/// A ZIP archive read from memory: its central directory up front, each entry's bytes on demand.
///
/// Entry names are data: they are matched against names, never used as paths. Only stored and
/// Deflate entries of single-disk, non-ZIP64 archives are read, which covers dotLottie files.
struct ZipArchive {
  struct Entry: Equatable {
    let name: String
    let flags: UInt16
    let method: UInt16
    let crc32: UInt32
    let compressedSize: UInt64
    let uncompressedSize: UInt64
    let localHeaderOffset: Int
    /// Where the entry's central directory record starts, for error offsets.
    let directoryOffset: Int

    var isDirectory: Bool { name.hasSuffix("/") }
  }

  private static let endRecordSignature: UInt32 = 0x0605_4B50
  private static let directorySignature: UInt32 = 0x0201_4B50
  private static let localHeaderSignature: UInt32 = 0x0403_4B50
  private static let endRecordSize = 22
  private static let directoryRecordSize = 46
  private static let localHeaderSize = 30
  /// Deflate cannot expand data more than about 1032 times; a larger declared size is a lie.
  private static let maximumDeflateRatio: UInt64 = 1032

  private let bytes: [UInt8]
  private let fileName: String
  private let limits: AnimationFileLimits
  let entries: [Entry]
  private let entryIndex: [String: Int]
  /// Bytes inflated so far, counted against `limits.maximumTotalInflatedSize`.
  private(set) var inflatedTotal = 0

  init(bytes: [UInt8], fileName: String, limits: AnimationFileLimits) throws(AnimationFileError) {
    self.bytes = bytes
    self.fileName = fileName
    self.limits = limits
    let reader = ZipByteReader(bytes: bytes, fileName: fileName)
    let end = try Self.findEndRecord(reader)

    let diskNumber = reader.uint16(at: end + 4)
    let directoryDisk = reader.uint16(at: end + 6)
    let entriesOnDisk = reader.uint16(at: end + 8)
    let entryCount = reader.uint16(at: end + 10)
    let directorySize = reader.uint32(at: end + 12)
    let directoryStart = reader.uint32(at: end + 16)
    if entryCount == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryStart == 0xFFFF_FFFF {
      throw reader.error(.invalidArchive("ZIP64 archives are not supported"), at: end)
    }
    guard diskNumber == 0, directoryDisk == 0, entriesOnDisk == entryCount else {
      throw reader.error(.invalidArchive("multi-disk archives are not supported"), at: end + 4)
    }
    guard Int(entryCount) <= limits.maximumEntryCount else {
      throw reader.error(.limitExceeded(.entryCount), at: end + 10)
    }
    let directoryEnd = Int(directoryStart) + Int(directorySize)
    guard directoryEnd <= end else {
      throw reader.error(
        .invalidArchive("the central directory runs past the end record"), at: end + 12)
    }
    guard Int(entryCount) * Self.directoryRecordSize <= Int(directorySize) else {
      throw reader.error(
        .invalidArchive("the central directory is too small for \(entryCount) entries"),
        at: end + 10)
    }

    var entries: [Entry] = []
    var entryIndex: [String: Int] = [:]
    var position = Int(directoryStart)
    for _ in 0..<entryCount {
      let entry = try Self.readDirectoryRecord(reader, at: &position, end: directoryEnd)
      guard entryIndex[entry.name] == nil else {
        throw reader.error(
          .invalidArchive("two entries are named \"\(entry.name)\""), at: entry.directoryOffset)
      }
      entryIndex[entry.name] = entries.count
      entries.append(entry)
    }
    self.entries = entries
    self.entryIndex = entryIndex
  }

  func entry(named name: String) -> Entry? {
    entryIndex[name].map { entries[$0] }
  }

  /// The end record is the last 22+ bytes, followed only by its comment (at most 64 KiB).
  private static func findEndRecord(_ reader: ZipByteReader) throws(AnimationFileError) -> Int {
    let count = reader.bytes.count
    guard count >= endRecordSize else {
      throw reader.error(.invalidArchive("too short to be a ZIP archive"), at: 0)
    }
    let lowest = max(0, count - endRecordSize - 0xFFFF)
    var candidate = count - endRecordSize
    while candidate >= lowest {
      if reader.uint32(at: candidate) == endRecordSignature {
        let commentLength = Int(reader.uint16(at: candidate + 20))
        if candidate + endRecordSize + commentLength <= count { return candidate }
      }
      candidate -= 1
    }
    throw reader.error(
      .invalidArchive("no end of central directory record"), at: count - endRecordSize)
  }

  private static func readDirectoryRecord(
    _ reader: ZipByteReader, at position: inout Int, end: Int
  ) throws(AnimationFileError) -> Entry {
    let start = position
    guard start + directoryRecordSize <= end else {
      throw reader.error(.invalidArchive("the central directory ends inside an entry"), at: start)
    }
    guard reader.uint32(at: start) == directorySignature else {
      throw reader.error(.invalidArchive("bad central directory entry signature"), at: start)
    }
    let flags = reader.uint16(at: start + 8)
    let nameLength = Int(reader.uint16(at: start + 28))
    let extraLength = Int(reader.uint16(at: start + 30))
    let commentLength = Int(reader.uint16(at: start + 32))
    let recordEnd = start + directoryRecordSize + nameLength + extraLength + commentLength
    guard recordEnd <= end else {
      throw reader.error(.invalidArchive("the central directory ends inside an entry"), at: start)
    }
    let nameStart = start + directoryRecordSize
    let name = try reader.entryName(nameStart..<(nameStart + nameLength), flags: flags)
    position = recordEnd
    return Entry(
      name: name,
      flags: flags,
      method: reader.uint16(at: start + 10),
      crc32: reader.uint32(at: start + 16),
      compressedSize: UInt64(reader.uint32(at: start + 20)),
      uncompressedSize: UInt64(reader.uint32(at: start + 24)),
      localHeaderOffset: Int(reader.uint32(at: start + 42)),
      directoryOffset: start)
  }

  /// The entry's bytes, inflated if needed and checked against its CRC-32 and size.
  mutating func contents(of entry: Entry) throws(AnimationFileError) -> [UInt8] {
    let reader = ZipByteReader(bytes: bytes, fileName: fileName)
    let dataStart = try dataStart(of: entry, reader)
    let compressedEnd = UInt64(dataStart) + entry.compressedSize
    guard compressedEnd <= UInt64(bytes.count) else {
      throw reader.error(
        .lengthPastEnd(length: entry.compressedSize, remaining: bytes.count - dataStart),
        at: dataStart)
    }
    guard entry.flags & 1 == 0 else {
      throw reader.error(.encryptedEntry, at: entry.directoryOffset)
    }
    // Check the declared size against the limits before allocating anything for it.
    guard entry.uncompressedSize <= UInt64(max(0, limits.maximumEntrySize)) else {
      throw reader.error(.limitExceeded(.entrySize), at: entry.directoryOffset)
    }
    let totalLeft = max(0, limits.maximumTotalInflatedSize - inflatedTotal)
    guard entry.uncompressedSize <= UInt64(totalLeft) else {
      throw reader.error(.limitExceeded(.totalInflatedSize), at: entry.directoryOffset)
    }
    let compressed = dataStart..<Int(compressedEnd)
    let contents: [UInt8]
    switch entry.method {
    case 0:
      guard entry.compressedSize == entry.uncompressedSize else {
        throw reader.error(
          .sizeMismatch(expected: entry.uncompressedSize, actual: entry.compressedSize),
          at: dataStart)
      }
      contents = Array(bytes[compressed])
    case 8:
      guard entry.uncompressedSize <= entry.compressedSize * Self.maximumDeflateRatio + 64 else {
        throw reader.error(
          .invalidArchive("declared size \(entry.uncompressedSize) is impossible for the data"),
          at: entry.directoryOffset)
      }
      switch Inflater.inflate(
        bytes, range: compressed, expectedSize: Int(entry.uncompressedSize),
        sizeLimit: limits.maximumEntrySize)
      {
      case .success(let output): contents = output
      case .corrupt: throw reader.error(.corruptCompressedData, at: dataStart)
      case .tooLarge: throw reader.error(.limitExceeded(.entrySize), at: dataStart)
      case .wrongSize(let actual):
        throw reader.error(
          .sizeMismatch(expected: entry.uncompressedSize, actual: UInt64(actual)), at: dataStart)
      }
    default:
      throw reader.error(.unsupportedCompression(method: entry.method), at: entry.directoryOffset)
    }
    let checksum = CRC32.checksum(contents)
    guard checksum == entry.crc32 else {
      throw reader.error(
        .checksumMismatch(expected: entry.crc32, actual: checksum), at: entry.localHeaderOffset)
    }
    inflatedTotal += contents.count
    return contents
  }

  /// Checks the local header and returns where the entry's data starts. Sizes and CRC come from
  /// the central directory: the local header may leave them zero (data descriptor).
  private func dataStart(
    of entry: Entry, _ reader: ZipByteReader
  ) throws(AnimationFileError) -> Int {
    let start = entry.localHeaderOffset
    guard start + Self.localHeaderSize <= bytes.count else {
      // Point at the directory field that holds the bad offset, which is inside the file.
      throw reader.error(
        .invalidArchive("local header offset \(start) is past the end of the archive"),
        at: entry.directoryOffset + 42)
    }
    guard reader.uint32(at: start) == Self.localHeaderSignature else {
      throw reader.error(.invalidArchive("bad local header signature"), at: start)
    }
    let nameLength = Int(reader.uint16(at: start + 26))
    let extraLength = Int(reader.uint16(at: start + 28))
    let nameStart = start + Self.localHeaderSize
    let dataStart = nameStart + nameLength + extraLength
    guard dataStart <= bytes.count else {
      throw reader.error(.invalidArchive("local header past the end of the archive"), at: start)
    }
    guard
      try reader.entryName(nameStart..<(nameStart + nameLength), flags: entry.flags) == entry.name
    else {
      throw reader.error(
        .invalidArchive("local header names another entry than the central directory"), at: start)
    }
    return dataStart
  }
}

/// Little-endian fields at offsets already checked against the archive's size.
private struct ZipByteReader {
  let bytes: [UInt8]
  let fileName: String

  func error(_ reason: AnimationFileError.Reason, at offset: Int) -> AnimationFileError {
    AnimationFileError(fileName: fileName, offset: offset, reason: reason)
  }

  func uint16(at offset: Int) -> UInt16 {
    UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
  }

  func uint32(at offset: Int) -> UInt32 {
    UInt32(uint16(at: offset)) | UInt32(uint16(at: offset + 2)) << 16
  }

  /// Names flagged UTF-8 (bit 11) must be valid UTF-8; others are UTF-8 when valid, else read
  /// as Latin-1 so no name is unreadable.
  func entryName(_ range: Range<Int>, flags: UInt16) throws(AnimationFileError) -> String {
    if let name = UTF8Validation.string(bytes, in: range) { return name }
    guard flags & 0x0800 == 0 else { throw error(.invalidUTF8, at: range.lowerBound) }
    return String(bytes[range].map { Character(Unicode.Scalar($0)) })
  }
}
