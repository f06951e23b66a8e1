import Foundation
import TestSupport
import Testing

@testable import MotionAuditSources

/// The reader gives a file's bytes exactly, whatever its size, and refuses what it must not read.
@Suite struct SourceReaderTests {
  @Test(arguments: [0, 1, 4_095, 65_536, 65_537, 300_001])
  func aFileIsReadWhole(size: Int) throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    try scratch.write("File.swift", bytes: bytes)
    #expect(try FileSystemSourceReader().read(scratch.path + "/File.swift") == bytes)
  }

  @Test func aFileLargerThanTheLimitIsNotRead() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("Big.swift", bytes: Array(repeating: 0x20, count: 2_049))
    #expect(throws: ReadError.self) {
      try FileSystemSourceReader(maximumSize: 2_048).read(scratch.path + "/Big.swift")
    }
    #expect(
      try FileSystemSourceReader(maximumSize: 2_049).read(scratch.path + "/Big.swift").count
        == 2_049)
  }

  @Test func aDirectoryIsNotRead() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    #expect(throws: ReadError.self) { try FileSystemSourceReader().read(scratch.path) }
  }
}
