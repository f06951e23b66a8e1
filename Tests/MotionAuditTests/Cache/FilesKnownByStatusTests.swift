import Foundation
import TestSupport
import Testing

@testable import MotionAuditEngine
@testable import MotionAuditSources

/// A file whose status is the one the cache recorded is not read again; any change to it, or a
/// status too recent to vouch for the bytes, has it read.
@Suite struct FilesKnownByStatusTests {
  private func project() throws -> ScratchDirectory {
    let scratch = try ScratchDirectory()
    try scratch.write("App/Card.swift", ungatedSpringView)
    try scratch.write("App/Model.swift", "struct Model { var name = \"\" }\n")
    try scratch.write(
      "App/CardTests.swift", "import XCTest\nfinal class CardTests: XCTestCase {}\n")
    return scratch
  }

  private let allFiles: Set<String> = ["App/Card.swift", "App/CardTests.swift", "App/Model.swift"]

  private func run(
    _ scratch: ScratchDirectory, reader: StatusReader, includeTests: Bool? = nil
  ) throws -> AuditReport {
    try AuditRunner.run(
      AuditRequest(paths: ["App"], currentDirectory: scratch.path, includeTests: includeTests),
      reader: reader,
      execution: AuditExecution(jobs: 2, cacheDirectory: scratch.path + "/cache"))
  }

  @Test func anUnchangedFileIsNotReadAgain() throws {
    let scratch = try project()
    defer { scratch.remove() }
    let reader = StatusReader()
    let cold = try run(scratch, reader: reader)
    // (The file parsed is read again when parsed.)
    #expect(Set(reader.takeReads()) == allFiles)
    let warm = try run(scratch, reader: reader)
    #expect(reader.takeReads().isEmpty)
    #expect(renderedInEveryFormat(warm) == renderedInEveryFormat(cold))
    #expect(warm.findings.map(\.file) == ["App/Card.swift"])

    try scratch.write(
      "App/Card.swift", ungatedSpringView.replacingOccurrences(of: ".bouncy", with: "nil"))
    let edited = try run(scratch, reader: reader)
    // (Read once more if it was parsed ahead: the last run audited it, and its status changed.)
    #expect(Set(reader.takeReads()) == ["App/Card.swift"])
    #expect(edited.findings.isEmpty)
    let uncached = try AuditRunner.run(
      AuditRequest(paths: ["App"], currentDirectory: scratch.path), execution: AuditExecution())
    #expect(renderedInEveryFormat(edited) == renderedInEveryFormat(uncached))
  }

  /// Whether a file declares tests is known with its status only when the run asked: after a
  /// run that audits tests, one that leaves them out reads every file once; the next reads none.
  @Test func aTestFileIsLeftOutWithoutReadingItOnceKnown() throws {
    let scratch = try project()
    defer { scratch.remove() }
    let reader = StatusReader()
    let withTests = try run(scratch, reader: reader, includeTests: true)
    #expect(withTests.auditedFileCount == 3)
    _ = reader.takeReads()
    let withoutTests = try run(scratch, reader: reader)
    #expect(withoutTests.auditedFileCount == 2)
    #expect(
      Set(reader.takeReads()) == ["App/Card.swift", "App/CardTests.swift", "App/Model.swift"])
    let again = try run(scratch, reader: reader)
    #expect(reader.takeReads().isEmpty)
    #expect(renderedInEveryFormat(again) == renderedInEveryFormat(withoutTests))
  }

  /// A file that changed just before the run may change again within the same clock tick
  /// without its times showing it: its status is not recorded, and the next run reads it. (The
  /// files are dated a minute ahead, as a clock ahead of ours may date them: never settled.)
  @Test func aFileThatChangedJustBeforeTheRunIsReadAgain() throws {
    let scratch = try project()
    defer { scratch.remove() }
    let reader = StatusReader(age: -60)
    _ = try run(scratch, reader: reader)
    _ = reader.takeReads()
    _ = try run(scratch, reader: reader)
    #expect(Set(reader.takeReads()) == allFiles)
  }
}

/// Reads files from disk, counting the reads, and gives each file a status that changes with its
/// bytes, dated `age` seconds before the reader was made: a file system whose times are old
/// enough to vouch for a file unless the test says otherwise.
private final class StatusReader: SourceReading, @unchecked Sendable {
  private let changedAt: FileStatus.Timestamp
  private let lock = NSLock()
  private var reads: [String] = []

  init(age: Int = 3_600) {
    changedAt = FileStatus.Timestamp(
      seconds: FileStatus.Timestamp.now.seconds - age, nanoseconds: 0)
  }

  /// The files read since the last call, relative to the scratch folder, sorted.
  func takeReads() -> [String] {
    lock.withLock {
      defer { reads = [] }
      return reads.map { path in
        path.components(separatedBy: "/").suffix(2).joined(separator: "/")
      }.sorted()
    }
  }

  func read(_ path: String) throws(ReadError) -> [UInt8] {
    try readWithStatus(path).bytes
  }

  func status(of path: String) -> FileStatus? {
    (try? FileSystemSourceReader().read(path)).map { status(of: path, bytes: $0) }
  }

  func readWithStatus(_ path: String) throws(ReadError) -> (bytes: [UInt8], status: FileStatus?) {
    let bytes = try FileSystemSourceReader().read(path)
    lock.withLock { reads.append(path) }
    return (bytes, status(of: path, bytes: bytes))
  }

  /// Each version of a file is written at another nanosecond of the same second.
  private func status(of path: String, bytes: [UInt8]) -> FileStatus {
    let time = FileStatus.Timestamp(
      seconds: changedAt.seconds, nanoseconds: Int(ContentHash(of: bytes).low % 1_000_000_000))
    return FileStatus(
      device: 1, inode: ContentHash(of: path).low, size: bytes.count, modified: time,
      changed: time)
  }
}
