import Foundation
import MotionAuditEngine
import Testing

/// Writes replace files whole, keep their permissions, and never touch read-only files.
@Suite struct AtomicFileWriterTests {
  private let directory: String = {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("motion-audit-writer-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  private func permissions(_ path: String) throws -> Int {
    try #require(
      try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  @Test func replacesTheContentsAndKeepsThePermissions() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = directory + "/View.swift"
    try Data("old".utf8).write(to: URL(fileURLWithPath: file))
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file)
    try AtomicFileWriter.write(Array("new".utf8), to: file)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "new")
    #expect(try permissions(file) == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["View.swift"])
  }

  @Test func aReadOnlyFileIsRefusedAndLeftAlone() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = directory + "/Locked.swift"
    try Data("old".utf8).write(to: URL(fileURLWithPath: file))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file)
    #expect(throws: FileWriteError.readOnly(file)) {
      try AtomicFileWriter.write(Array("new".utf8), to: file)
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "old")
    #expect(try permissions(file) == 0o444)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["Locked.swift"])
  }

  @Test func aSymbolicLinkKeepsPointingAtTheWrittenFile() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = directory + "/Real.swift"
    let link = directory + "/Link.swift"
    try Data("old".utf8).write(to: URL(fileURLWithPath: file))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
    try AtomicFileWriter.write(Array("new".utf8), to: link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == file)
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "new")
  }

  @Test func aNewFileIsCreatedReadableByAll() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let file = directory + "/baseline.json"
    try AtomicFileWriter.write(Array("{}".utf8), to: file)
    #expect(try permissions(file) == 0o644)
    #expect(throws: FileWriteError.self) {
      try AtomicFileWriter.write([], to: directory + "/missing/baseline.json")
    }
  }
}
