import Foundation
import TestSupport
import Testing

@testable import MotionAuditEngine
@testable import MotionAuditSources

/// After an edit, the files the last run audited whose status has changed are parsed while the
/// run discovers the others; a worker takes a tree only for the bytes it read itself.
@Suite struct ParseAheadTests {
  /// `Card.swift` edited: longer, so its status changes even within one tick of the file
  /// system's clock.
  private let editedCard = ungatedSpringView.replacingOccurrences(
    of: ".bouncy", with: ".bouncy(duration: 0.4)")

  /// A project audited once with a cache: `Card.swift` is audited, `Model.swift` ruled out.
  private func auditedProject() throws -> ScratchDirectory {
    let scratch = try ScratchDirectory()
    try scratch.write("App/Card.swift", ungatedSpringView)
    try scratch.write("App/Model.swift", "struct Model { var name = \"\" }\n")
    _ = try AuditRunner.run(
      AuditRequest(paths: ["App"], currentDirectory: scratch.path),
      execution: AuditExecution(jobs: 1, cacheDirectory: scratch.path + "/cache"))
    return scratch
  }

  /// The project's cache, loaded on a thread of its own as a run loads it.
  private func cache(of scratch: ScratchDirectory) throws
    -> AuditThread.Pending<
      FileBatchAuditor.LoadedCache
    >
  {
    let directory = scratch.path + "/cache"
    let files = try FileManager.default.contentsOfDirectory(atPath: directory)
    try #require(files.count == 1)
    let cache = ResultCache(path: directory + "/" + files[0])
    return AuditThread.start { (cache, cache.load()) }
  }

  /// The project audited once, then `Card.swift` edited, and a run's parsing ahead started.
  private func parsingAheadAfterAnEdit() throws -> (ScratchDirectory, ParseAhead) {
    let scratch = try auditedProject()
    try scratch.write("App/Card.swift", editedCard)
    return (
      scratch, ParseAhead.start(after: try cache(of: scratch), reader: FileSystemSourceReader())
    )
  }

  private func path(_ scratch: ScratchDirectory, _ name: String) -> String {
    URL(fileURLWithPath: scratch.path + "/App/" + name).resolvingSymlinksInPath().path
  }

  @Test func aRunRecordsTheFilesItAudited() throws {
    let scratch = try auditedProject()
    defer { scratch.remove() }
    let audited = try cache(of: scratch).wait().cache.auditedFiles()
    #expect(audited.map(\.path) == [path(scratch, "Card.swift")])
    #expect(audited.map(\.size) == [ungatedSpringView.utf8.count])
  }

  /// A file the pre-filter rules out is cached as nothing found, as a parsed file without
  /// findings is: a later run, answered from the cache, lists only the files parsed.
  @Test func aWarmRunKeepsTheListAndLeavesOutTheFilesRuledOut() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("App/Card.swift", ungatedSpringView)
    try scratch.write("App/Model.swift", "struct Model { var name = \"\" }\n")
    for _ in 0..<3 {
      _ = try AuditRunner.run(
        AuditRequest(
          paths: ["App"], currentDirectory: scratch.path,
          onlyRules: ["ungated-explicit-animation"]),
        execution: AuditExecution(jobs: 1, cacheDirectory: scratch.path + "/cache"))
      let audited = try cache(of: scratch).wait().cache.auditedFiles()
      #expect(audited.map(\.path) == [path(scratch, "Card.swift")])
    }
  }

  @Test func anEditedFileIsParsedAheadForTheBytesAWorkerReads() throws {
    let (scratch, ahead) = try parsingAheadAfterAnEdit()
    defer { scratch.remove() }
    let tree = ahead.tree(for: path(scratch, "Card.swift"), bytes: Array(editedCard.utf8))
    #expect(tree?.description == editedCard)
    // Handed over once: the tree is the worker's now.
    #expect(ahead.tree(for: path(scratch, "Card.swift"), bytes: Array(editedCard.utf8)) == nil)
  }

  @Test func aTreeOfOtherBytesIsNotTaken() throws {
    let (scratch, ahead) = try parsingAheadAfterAnEdit()
    defer { scratch.remove() }
    // The file changed again after it was parsed ahead: the worker read other bytes.
    #expect(ahead.tree(for: path(scratch, "Card.swift"), bytes: Array("struct A {}".utf8)) == nil)
  }

  @Test func anUnchangedOrUnauditedFileIsNotParsedAhead() throws {
    let scratch = try auditedProject()
    defer { scratch.remove() }
    let model = "struct Model { var name = \"a\" }\n"
    try scratch.write("App/Model.swift", model)
    let ahead = ParseAhead.start(after: try cache(of: scratch), reader: FileSystemSourceReader())
    #expect(
      ahead.tree(for: path(scratch, "Card.swift"), bytes: Array(ungatedSpringView.utf8)) == nil)
    #expect(ahead.tree(for: path(scratch, "Model.swift"), bytes: Array(model.utf8)) == nil)
  }

  @Test func noTreeIsHandedOverOnceTheRunHasParsedItsFiles() throws {
    let (scratch, ahead) = try parsingAheadAfterAnEdit()
    defer { scratch.remove() }
    ahead.finish()
    #expect(ahead.tree(for: path(scratch, "Card.swift"), bytes: Array(editedCard.utf8)) == nil)
  }
}
