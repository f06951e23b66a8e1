import Foundation
import TestSupport
import Testing

@testable import MotionAuditSources

/// A file's status: what `stat` says, read before the bytes, and changed by a write.
@Suite struct FileStatusTests {
  @Test func aFilesStatusIsTakenWithItsBytesAndChangesWithAWrite() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("A.swift", "let a = 1\n")
    let path = scratch.path + "/A.swift"
    let reader = FileSystemSourceReader()
    let status = try #require(reader.status(of: path))
    let read = try reader.readWithStatus(path)
    #expect(read.bytes == Array("let a = 1\n".utf8))
    #expect(read.status == status)
    #expect(status.size == 10)
    try scratch.write("A.swift", "let a = 12\n")
    let changed = try #require(reader.status(of: path))
    #expect(changed != status)
    #expect(changed.size == 11)
  }

  @Test func onlyARegularFileHasAStatus() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    #expect(FileStatus.of(path: scratch.path) == nil)
    #expect(FileStatus.of(path: scratch.path + "/missing.swift") == nil)
  }

  /// A status vouches for the bytes read at a run's start only when the file had stopped
  /// changing well before: a write in the same clock tick would leave its times alone.
  @Test func aStatusIsSettledOnlyWhenBothTimesAreWellBeforeTheRun() {
    let start = FileStatus.Timestamp(seconds: 1_000, nanoseconds: 500)
    func status(modified: Int, changed: Int) -> FileStatus {
      FileStatus(
        device: 1, inode: 2, size: 3, modified: .init(seconds: modified, nanoseconds: 0),
        changed: .init(seconds: changed, nanoseconds: 0))
    }
    let settled = 1_000 - FileStatus.settlingTime
    #expect(status(modified: settled, changed: settled).isSettled(before: start))
    #expect(!status(modified: settled + 1, changed: settled).isSettled(before: start))
    #expect(!status(modified: settled, changed: 999).isSettled(before: start))
    #expect(!status(modified: 1_000, changed: 1_000).isSettled(before: start))
  }
}
