import Foundation
import TestSupport
import Testing

@testable import MotionAuditEngine
@testable import MotionAuditSources

/// Auditing on several workers prints exactly what auditing on one does.
@Suite struct ParallelAuditTests {
  @Test(arguments: ["Examples/NaiveApp", "Examples/PipApp"])
  func exampleAppsPrintTheSameOnOneWorkerAndOnMany(app: String) throws {
    let serial = try runAudit(
      [app], in: RepositoryFiles.root.path, execution: AuditExecution(jobs: 1))
    #expect(!serial.results.isEmpty)
    for jobs in [2, 3, 8] {
      let parallel = try runAudit(
        [app], in: RepositoryFiles.root.path, execution: AuditExecution(jobs: jobs))
      #expect(renderedInEveryFormat(parallel) == renderedInEveryFormat(serial), "\(jobs) workers")
    }
  }

  @Test func generatedCorpusPrintsTheSameOnOneWorkerAndOnMany() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let fileCount = try writeExampleCorpus(in: scratch)
    let serial = try runAudit(["."], in: scratch.path, execution: AuditExecution(jobs: 1))
    #expect(serial.results.count + serial.skipped.count == fileCount)
    #expect(serial.findings.count > 50 && serial.suppressed.count > 20)
    for jobs in [2, 4, 16] {
      let parallel = try runAudit(["."], in: scratch.path, execution: AuditExecution(jobs: jobs))
      #expect(renderedInEveryFormat(parallel) == renderedInEveryFormat(serial), "\(jobs) workers")
    }
  }

  @Test func unreadableFilesAreReportedTheSameWayInParallel() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    _ = try writeExampleCorpus(in: scratch, copies: 1)
    let reader = RefusingTestReader(refusedSuffixes: ["Example0.swift", "Example3.swift"])
    let serial = try runAudit(
      ["."], in: scratch.path, execution: AuditExecution(jobs: 1), reader: reader)
    let parallel = try runAudit(
      ["."], in: scratch.path, execution: AuditExecution(jobs: 4), reader: reader)
    #expect(serial.hasUnreadableFiles)
    #expect(renderedInEveryFormat(parallel) == renderedInEveryFormat(serial))
  }

  @Test func workerPoolReturnsResultsInJobOrder() {
    for width in [1, 2, 5, 64] {
      let results = WorkerPool.map(200, width: width) { index in
        // Uneven work, so workers finish out of order.
        var total = 0
        for step in 0..<((index * 7_919) % 5_000) { total &+= step }
        return (index, total)
      }
      #expect(results.map(\.0) == Array(0..<200), "width \(width)")
    }
    #expect(WorkerPool.map(0, width: 4) { $0 }.isEmpty)
  }

  @Test func workerPoolHandsJobsOutInTheGivenOrderAndReturnsThemInJobOrder() {
    let order = Array((0..<50).reversed())
    let started = StartOrder()
    let results = WorkerPool.map(50, width: 2, order: order) { index in
      started.note(index)
      return index * 10
    }
    #expect(results == (0..<50).map { $0 * 10 })
    // Two workers take jobs from one queue: the first two handed out are the first two named.
    #expect(Set(started.indices.prefix(2)) == [49, 48])
    #expect(started.indices.sorted() == Array(0..<50))
  }

  @Test func workersHaveTheAuditStack() {
    let sizes = WorkerPool.map(8, width: 4) { _ in Thread.current.stackSize }
    #expect(sizes.allSatisfy { $0 >= AuditThread.stackSize }, "\(sizes)")
  }

  @Test func workersAreBetweenOneAndTheMaximum() {
    #expect(AuditExecution(jobs: 0).jobs == 1)
    #expect(AuditExecution(jobs: 3).jobs == 3)
    #expect(AuditExecution(jobs: 100_000).jobs == AuditExecution.maximumJobs)
    #expect(AuditExecution().jobs == AuditExecution.defaultJobs)
  }

  @Test func parallelRunsCountEveryFileOnce() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let fileCount = try writeExampleCorpus(in: scratch, copies: 2)
    let statistics = AuditStatistics()
    _ = try runAudit(
      ["."], in: scratch.path, execution: AuditExecution(jobs: 4, statistics: statistics))
    #expect(statistics.filesRead == fileCount)
    // Two files are not valid source text: neither parsed nor pre-filtered.
    #expect(statistics.filesParsed + statistics.filesPrefiltered == fileCount - 2)
  }
}

/// Reads from disk, except the files it refuses.
struct RefusingTestReader: SourceReading {
  var refusedSuffixes: [String]

  func read(_ path: String) throws(ReadError) -> [UInt8] {
    if refusedSuffixes.contains(where: { path.hasSuffix($0) }) {
      throw ReadError(reason: "Permission denied")
    }
    return try FileSystemSourceReader().read(path)
  }
}

/// The jobs of a worker pool in the order they started.
private final class StartOrder: @unchecked Sendable {
  private let lock = NSLock()
  private var started: [Int] = []

  func note(_ index: Int) { lock.withLock { started.append(index) } }

  var indices: [Int] { lock.withLock { started } }
}
