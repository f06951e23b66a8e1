import Foundation
import TestSupport
import Testing

@testable import AnimationFiles

/// The ZIP reader over archives built in the test, valid and damaged one field at a time.
struct ZipArchiveTests {
  private static let text = String(repeating: "The mascot waves, then rests. ", count: 40)

  private func open(
    _ archive: ZipWriter.Archive, limits: AnimationFileLimits = .default
  ) throws(AnimationFileError) -> ZipArchive {
    try ZipArchive(bytes: archive.bytes, fileName: "test.zip", limits: limits)
  }

  private func readFirst(
    _ archive: ZipWriter.Archive, limits: AnimationFileLimits = .default
  ) throws(AnimationFileError) -> [UInt8] {
    var zip = try open(archive, limits: limits)
    return try zip.contents(of: zip.entries[0])
  }

  private func error(
    _ body: () throws(AnimationFileError) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AnimationFileError {
    do {
      try body()
    } catch {
      return error
    }
    Issue.record("no error was thrown", sourceLocation: sourceLocation)
    throw CancellationError()
  }

  private func oneEntry(deflate: Bool = true) -> ZipWriter.Archive {
    var writer = ZipWriter()
    writer.add("a/Main Scene.json", Self.text, deflate: deflate)
    return writer.build()
  }

  @Test func readsStoredAndDeflatedEntries() throws {
    var writer = ZipWriter()
    writer.add("stored.txt", "plain", deflate: false)
    writer.add("deflated.txt", Self.text)
    writer.add("empty.txt", "", deflate: true)
    writer.add("dir/", "", deflate: false)
    var zip = try open(writer.build(comment: "made in a test"))
    #expect(zip.entries.map(\.name) == ["stored.txt", "deflated.txt", "empty.txt", "dir/"])
    #expect(zip.entries[3].isDirectory)
    #expect(try zip.contents(of: zip.entries[0]) == Array("plain".utf8))
    #expect(try zip.contents(of: zip.entries[1]) == Array(Self.text.utf8))
    #expect(try zip.contents(of: zip.entries[2]).isEmpty)
    #expect(zip.entry(named: "deflated.txt")?.method == 8)
    #expect(zip.entry(named: "missing") == nil)
  }

  @Test func readsEntriesWhoseLocalHeaderDefersSizesToADataDescriptor() throws {
    var writer = ZipWriter()
    writer.entries.append(
      .init(name: "streamed.json", contents: Array(Self.text.utf8), usesDataDescriptor: true))
    #expect(try readFirst(writer.build()) == Array(Self.text.utf8))
  }

  @Test func namesWithoutTheUTF8FlagFallBackToLatin1() throws {
    var writer = ZipWriter()
    writer.entries.append(.init(name: "x", contents: [1], deflate: false, flags: 0))
    var archive = writer.build()
    // Replace the one-byte name in both headers with 0xE9 (é in Latin-1, invalid as UTF-8).
    archive.bytes[archive.localHeaderOffsets[0] + 30] = 0xE9
    archive.bytes[archive.directoryOffsets[0] + 46] = 0xE9
    var zip = try open(archive)
    #expect(zip.entries[0].name == "é")
    #expect(try zip.contents(of: zip.entries[0]) == [1])
  }

  @Test func archiveWithoutEndRecordIsInvalid() throws {
    let error = try error { () throws(AnimationFileError) in
      _ = try ZipArchive(
        bytes: Array(repeating: 0x41, count: 100), fileName: "test.zip", limits: .default)
    }
    #expect(error.reason == .invalidArchive("no end of central directory record"))
    #expect(error.offset == 78)
    #expect(error.fileName == "test.zip")
  }

  @Test func tooShortArchiveIsInvalid() throws {
    let error = try error { () throws(AnimationFileError) in
      _ = try ZipArchive(bytes: [0x50, 0x4B, 0x05, 0x06], fileName: "test.zip", limits: .default)
    }
    #expect(error.reason == .invalidArchive("too short to be a ZIP archive"))
    #expect(error.offset == 0)
  }

  @Test func truncatedArchiveIsInvalid() throws {
    let archive = oneEntry()
    let cut = ZipWriter.Archive(
      bytes: Array(archive.bytes.dropLast(10)), localHeaderOffsets: [], directoryOffsets: [],
      endRecordOffset: 0, dataOffsets: [])
    let error = try error { () throws(AnimationFileError) in _ = try open(cut) }
    #expect(error.reason == .invalidArchive("no end of central directory record"))
  }

  @Test func centralDirectoryPastTheEndRecordIsInvalid() throws {
    var archive = oneEntry()
    archive.setUInt32(UInt32(archive.endRecordOffset), at: archive.endRecordOffset + 16)
    let error = try error { () throws(AnimationFileError) in _ = try open(archive) }
    #expect(error.reason == .invalidArchive("the central directory runs past the end record"))
    #expect(error.offset == archive.endRecordOffset + 12)
  }

  @Test func entryCountTooLargeForTheDirectoryIsInvalid() throws {
    var archive = oneEntry()
    archive.setUInt16(50, at: archive.endRecordOffset + 8)
    archive.setUInt16(50, at: archive.endRecordOffset + 10)
    let error = try error { () throws(AnimationFileError) in _ = try open(archive) }
    #expect(error.reason == .invalidArchive("the central directory is too small for 50 entries"))
    #expect(error.offset == archive.endRecordOffset + 10)
  }

  @Test func badCentralDirectorySignatureIsInvalid() throws {
    var archive = oneEntry()
    archive.bytes[archive.directoryOffsets[0]] = 0
    let error = try error { () throws(AnimationFileError) in _ = try open(archive) }
    #expect(error.reason == .invalidArchive("bad central directory entry signature"))
    #expect(error.offset == archive.directoryOffsets[0])
  }

  @Test func centralRecordNameRunningPastTheDirectoryIsInvalid() throws {
    var archive = oneEntry()
    archive.setUInt16(500, at: archive.directoryOffsets[0] + 28)
    let error = try error { () throws(AnimationFileError) in _ = try open(archive) }
    #expect(error.reason == .invalidArchive("the central directory ends inside an entry"))
    #expect(error.offset == archive.directoryOffsets[0])
  }

  @Test func zip64AndMultiDiskArchivesAreRefused() throws {
    var zip64 = oneEntry()
    zip64.setUInt32(0xFFFF_FFFF, at: zip64.endRecordOffset + 16)
    let zip64Error = try error { () throws(AnimationFileError) in _ = try open(zip64) }
    #expect(zip64Error.reason == .invalidArchive("ZIP64 archives are not supported"))

    var multiDisk = oneEntry()
    multiDisk.setUInt16(1, at: multiDisk.endRecordOffset + 4)
    let diskError = try error { () throws(AnimationFileError) in _ = try open(multiDisk) }
    #expect(diskError.reason == .invalidArchive("multi-disk archives are not supported"))
    #expect(diskError.offset == multiDisk.endRecordOffset + 4)
  }

  @Test func duplicateEntryNamesAreInvalid() throws {
    var writer = ZipWriter()
    writer.add("manifest.json", "{}")
    writer.add("manifest.json", "[]")
    let archive = writer.build()
    let error = try error { () throws(AnimationFileError) in _ = try open(archive) }
    #expect(error.reason == .invalidArchive("two entries are named \"manifest.json\""))
    #expect(error.offset == archive.directoryOffsets[1])
  }

  @Test func invalidUTF8NameFlaggedAsUTF8IsRefused() throws {
    var writer = ZipWriter()
    writer.add("x", "1", deflate: false)
    var archive = writer.build()
    archive.bytes[archive.directoryOffsets[0] + 46] = 0xFF
    let error = try error { () throws(AnimationFileError) in _ = try open(archive) }
    #expect(error.reason == .invalidUTF8)
    #expect(error.offset == archive.directoryOffsets[0] + 46)
  }

  @Test func checksumMismatchIsRefused() throws {
    var archive = oneEntry()
    let realCRC = ZipWriter.crc(Array(Self.text.utf8))
    archive.setUInt32(0xDEAD_BEEF, at: archive.directoryOffsets[0] + 16)
    let error = try error { () throws(AnimationFileError) in _ = try readFirst(archive) }
    #expect(error.reason == .checksumMismatch(expected: 0xDEAD_BEEF, actual: realCRC))
    #expect(error.offset == archive.localHeaderOffsets[0])
    #expect(error.description.contains("0xDEADBEEF"))
  }

  @Test func storedDataChangedAfterWritingFailsTheChecksum() throws {
    var archive = oneEntry(deflate: false)
    archive.bytes[archive.dataOffsets[0]] ^= 0xFF
    let error = try error { () throws(AnimationFileError) in _ = try readFirst(archive) }
    guard case .checksumMismatch = error.reason else {
      Issue.record("expected a checksum mismatch, got \(error.reason)")
      return
    }
  }

  @Test func corruptDeflateDataIsRefused() throws {
    var archive = oneEntry()
    // 0xFF as the first byte announces the reserved block type 3.
    archive.bytes[archive.dataOffsets[0]] = 0xFF
    let error = try error { () throws(AnimationFileError) in _ = try readFirst(archive) }
    #expect(error.reason == .corruptCompressedData)
    #expect(error.offset == archive.dataOffsets[0])
  }

  @Test func deflateStreamCutShortIsCorrupt() throws {
    var archive = oneEntry()
    let compressedSize =
      Int(archive.bytes[archive.directoryOffsets[0] + 20])
      | Int(archive.bytes[archive.directoryOffsets[0] + 21]) << 8
    // Claim half the data: the stream ends before its final block.
    archive.setUInt32(UInt32(compressedSize / 2), at: archive.directoryOffsets[0] + 20)
    let error = try error { () throws(AnimationFileError) in _ = try readFirst(archive) }
    #expect(error.reason == .corruptCompressedData)
  }

  @Test func deflatedEntryLargerThanDeclaredIsASizeMismatch() throws {
    var archive = oneEntry()
    archive.setUInt32(100, at: archive.directoryOffsets[0] + 24)
    let error = try error { () throws(AnimationFileError) in _ = try readFirst(archive) }
    #expect(
      error.reason == .sizeMismatch(expected: 100, actual: UInt64(Self.text.utf8.count)))
    #expect(error.offset == archive.dataOffsets[0])
  }

  @Test func deflatedEntrySmallerThanDeclaredIsASizeMismatch() throws {
    var archive = oneEntry()
    let declared = UInt32(Self.text.utf8.count + 5)
    archive.setUInt32(declared, at: archive.directoryOffsets[0] + 24)
    let error = try error { () throws(AnimationFileError) in _ = try readFirst(archive) }
    #expect(
      error.reason
        == .sizeMismatch(expected: UInt64(declared), actual: UInt64(Self.text.utf8.count)))
  }

  @Test func storedEntryWithDifferentSizesIsASizeMismatch() throws {
    var archive = oneEntry(deflate: false)
    archive.setUInt32(UInt32(Self.text.utf8.count + 1), at: archive.directoryOffsets[0] + 24)
    let error = try error { () throws(AnimationFileError) in _ = try readFirst(archive) }
    #expect(
      error.reason
        == .sizeMismatch(
          expected: UInt64(Self.text.utf8.count + 1), actual: UInt64(Self.text.utf8.count)))
  }

  @Test func entryDataPastTheEndIsRefused() throws {
    var archive = oneEntry(deflate: false)
    archive.setUInt32(1_000_000, at: archive.directoryOffsets[0] + 20)
    let error = try error { () throws(AnimationFileError) in _ = try readFirst(archive) }
    #expect(
      error.reason
        == .lengthPastEnd(
          length: 1_000_000, remaining: archive.bytes.count - archive.dataOffsets[0]))
    #expect(error.offset == archive.dataOffsets[0])
  }

  @Test func unsupportedCompressionMethodIsRefused() throws {
    var archive = oneEntry()
    archive.setUInt16(14, at: archive.directoryOffsets[0] + 10)  // LZMA
    let error = try error { () throws(AnimationFileError) in _ = try readFirst(archive) }
    #expect(error.reason == .unsupportedCompression(method: 14))
    #expect(error.offset == archive.directoryOffsets[0])
  }

  @Test func encryptedEntryIsRefused() throws {
    var archive = oneEntry()
    archive.setUInt16(0x0801, at: archive.directoryOffsets[0] + 8)
    archive.setUInt16(0x0801, at: archive.localHeaderOffsets[0] + 6)
    let error = try error { () throws(AnimationFileError) in _ = try readFirst(archive) }
    #expect(error.reason == .encryptedEntry)
  }

  @Test func badLocalHeaderSignatureIsInvalid() throws {
    var archive = oneEntry()
    archive.bytes[archive.localHeaderOffsets[0] + 1] = 0
    let error = try error { () throws(AnimationFileError) in _ = try readFirst(archive) }
    #expect(error.reason == .invalidArchive("bad local header signature"))
    #expect(error.offset == archive.localHeaderOffsets[0])
  }

  @Test func localHeaderOffsetPastTheEndIsInvalid() throws {
    var archive = oneEntry()
    archive.setUInt32(UInt32(archive.bytes.count - 4), at: archive.directoryOffsets[0] + 42)
    let error = try error { () throws(AnimationFileError) in _ = try readFirst(archive) }
    #expect(
      error.reason
        == .invalidArchive(
          "local header offset \(archive.bytes.count - 4) is past the end of the archive"))
    #expect(error.offset == archive.directoryOffsets[0] + 42)
  }

  @Test func localHeaderNamingAnotherEntryIsInvalid() throws {
    var archive = oneEntry()
    archive.bytes[archive.localHeaderOffsets[0] + 30] = UInt8(ascii: "b")
    let error = try error { () throws(AnimationFileError) in _ = try readFirst(archive) }
    #expect(
      error.reason == .invalidArchive("local header names another entry than the central directory")
    )
  }

  @Test func entryCountLimitStopsHugeDirectories() throws {
    var writer = ZipWriter()
    for index in 0..<5 { writer.add("e\(index)", "x", deflate: false) }
    let archive = writer.build()
    let error = try error { () throws(AnimationFileError) in
      _ = try open(archive, limits: AnimationFileLimits(maximumEntryCount: 4))
    }
    #expect(error.reason == .limitExceeded(.entryCount))
    #expect(error.offset == archive.endRecordOffset + 10)
  }

  @Test func zipBombIsStoppedByTheEntrySizeLimit() throws {
    // 8 MiB of zeros deflate to a few kilobytes.
    var writer = ZipWriter()
    writer.add("bomb.json", bytes: [UInt8](repeating: 0, count: 8 << 20))
    let archive = writer.build()
    #expect(archive.bytes.count < 20_000)
    let error = try error { () throws(AnimationFileError) in
      _ = try readFirst(archive, limits: AnimationFileLimits(maximumEntrySize: 1 << 20))
    }
    #expect(error.reason == .limitExceeded(.entrySize))
    #expect(error.offset == archive.directoryOffsets[0])
  }

  @Test func zipBombLyingAboutItsSizeIsStoppedWhileInflating() throws {
    var writer = ZipWriter()
    writer.add("bomb.json", bytes: [UInt8](repeating: 0, count: 8 << 20))
    var archive = writer.build()
    archive.setUInt32(1000, at: archive.directoryOffsets[0] + 24)  // claims 1000 bytes
    let error = try error { () throws(AnimationFileError) in
      _ = try readFirst(archive, limits: AnimationFileLimits(maximumEntrySize: 1 << 20))
    }
    #expect(error.reason == .limitExceeded(.entrySize))
    #expect(error.offset == archive.dataOffsets[0])
  }

  @Test func declaredSizeBeyondWhatDeflateCanProduceIsRefusedBeforeAllocating() throws {
    var archive = oneEntry()
    archive.setUInt32(50_000_000, at: archive.directoryOffsets[0] + 24)
    let error = try error { () throws(AnimationFileError) in _ = try readFirst(archive) }
    #expect(error.reason == .invalidArchive("declared size 50000000 is impossible for the data"))
  }

  @Test func totalInflatedSizeLimitCountsEveryEntryRead() throws {
    var writer = ZipWriter()
    writer.add("one", bytes: [UInt8](repeating: 1, count: 600))
    writer.add("two", bytes: [UInt8](repeating: 2, count: 600))
    var zip = try open(writer.build(), limits: AnimationFileLimits(maximumTotalInflatedSize: 1000))
    #expect(try zip.contents(of: zip.entries[0]).count == 600)
    let second = zip.entries[1]
    let error = try error { () throws(AnimationFileError) in _ = try zip.contents(of: second) }
    #expect(error.reason == .limitExceeded(.totalInflatedSize))
    #expect(zip.inflatedTotal == 600)
  }
}
