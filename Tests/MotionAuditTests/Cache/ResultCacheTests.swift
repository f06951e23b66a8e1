import Foundation
import MotionAudit
import TestSupport
import Testing

@testable import MotionAudit
@testable import MotionAuditEngine
@testable import MotionAuditSemantics
@testable import MotionAuditSources
@testable import MotionAuditSyntax

/// The result cache: reused when nothing changed, never trusted when something did, and never a
/// reason for a run to fail.
@Suite struct ResultCacheTests {
  private let gatedView = """
    struct Dot: View {
      @Environment(\\.accessibilityReduceMotion) private var reduceMotion
      @State private var isOn = false
      var body: some View {
        Circle().transition(reduceMotion ? .opacity : .slide)
      }
    }

    """

  /// A project of three files with motion (one with a finding) and one without.
  private func project() throws -> ScratchDirectory {
    let scratch = try ScratchDirectory()
    try scratch.write("App/Card.swift", ungatedSpringView)
    try scratch.write("App/Dot.swift", gatedView)
    try scratch.write(
      "App/Nested/Card2.swift", ungatedSpringView.replacingOccurrences(of: "Card", with: "Card2"))
    try scratch.write("App/Model.swift", "struct Model { var name = \"\" }\n")
    return scratch
  }

  /// What the cache of ``project()`` holds: a result for each of its 4 files (the 3 parsed
  /// ones, and the one the pre-filter rules out, as nothing found), the project-wide facts of
  /// each, and the list of the files audited (``ResultCache/auditedFiles()``).
  private let projectEntries = 4 + 4 + 1
  /// The results a warm run of ``project()`` takes from the cache: every file's.
  private let projectResults = 4

  private func run(
    _ scratch: ScratchDirectory, cache: String, jobs: Int = 2
  ) throws -> (report: AuditReport, statistics: AuditStatistics) {
    let statistics = AuditStatistics()
    let report = try runAudit(
      ["App"], in: scratch.path,
      execution: AuditExecution(jobs: jobs, cacheDirectory: cache, statistics: statistics))
    return (report, statistics)
  }

  private func cacheFiles(in directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }

  // MARK: Hits and misses

  /// A result that relied on another file's facts is audited again when those facts change, and
  /// only then: files that asked nothing of the changed names keep their cached results.
  @Test func aChangedHelperReauditsTheFilesThatUseIt() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(
      "App/Animation+App.swift",
      "import SwiftUI\nextension Animation {\n    static var appSpring: Animation? { .spring }\n}\n"
    )
    try scratch.write(
      "App/Picker.swift",
      """
      import SwiftUI
      struct Picker: View {
          @State private var selected = 0
          var body: some View {
              Button("Next") { withAnimation(.appSpring) { selected += 1 } }
          }
      }
      """)
    try scratch.write("App/Card.swift", ungatedSpringView)
    let cache = scratch.path + "/cache"
    let ungated = try run(scratch, cache: cache)
    #expect(ungated.report.findings.filter { $0.file.hasSuffix("Picker.swift") }.count == 1)
    try scratch.write(
      "App/Animation+App.swift",
      """
      import SwiftUI
      extension Animation {
          static var appSpring: Animation? { UIAccessibility.isReduceMotionEnabled ? nil : .spring }
      }
      """)
    let gated = try run(scratch, cache: cache)
    #expect(gated.report.findings.filter { $0.file.hasSuffix("Picker.swift") }.isEmpty)
    #expect(gated.report.findings.filter { $0.file.hasSuffix("Card.swift") }.count == 1)
    // Picker asked about `appSpring` and is audited again; Card asked nothing that changed.
    #expect(gated.statistics.cacheHits == 1)
  }

  @Test func anUnchangedProjectIsAnsweredFromTheCache() throws {
    let scratch = try project()
    defer { scratch.remove() }
    let cache = scratch.path + "/cache"
    let cold = try run(scratch, cache: cache)
    #expect(cold.statistics.cacheLoad == .absent)
    #expect(cold.statistics.filesParsed == 3 && cold.statistics.cacheMisses == 3)
    #expect(cold.statistics.cacheSave == .written(entries: projectEntries))
    let warm = try run(scratch, cache: cache)
    #expect(warm.statistics.cacheLoad == .loaded(entries: projectEntries))
    #expect(warm.statistics.cacheHits == projectResults && warm.statistics.filesParsed == 0)
    // The file the pre-filter ruled out is not scanned again.
    #expect(warm.statistics.filesPrefiltered == 0)
    #expect(warm.statistics.cacheSave == .unchanged)
    #expect(renderedInEveryFormat(warm.report) == renderedInEveryFormat(cold.report))
    #expect(warm.report.findings.count == 2)
    #expect(cacheFiles(in: cache).count == 1)
  }

  /// A file ruled out because the catalogs hold the image it loads is cached for those catalogs
  /// only: the same catalogs answer it from the cache, and once the set is gone the file is
  /// parsed and the missing set reported.
  @Test func aFileRuledOutByTheCatalogsIsAuditedAgainWhenTheyChange() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("App/Assets.xcassets/Contents.json", "{}")
    try scratch.write("App/Assets.xcassets/logo.imageset/Contents.json", "{}")
    try scratch.write("App/Assets.xcassets/badge.imageset/Contents.json", "{}")
    try scratch.write("App/Logo.swift", "let logo = Image(\"logo\")\n")
    let cache = scratch.path + "/cache"
    let cold = try run(scratch, cache: cache)
    #expect(cold.statistics.filesParsed == 0 && cold.statistics.filesPrefiltered == 1)
    #expect(cold.report.findings.isEmpty)
    let warm = try run(scratch, cache: cache)
    #expect(warm.statistics.cacheHits == 1 && warm.statistics.filesPrefiltered == 0)
    #expect(warm.statistics.cacheSave == .unchanged)
    #expect(warm.report.findings.isEmpty)
    try FileManager.default.removeItem(
      atPath: scratch.path + "/App/Assets.xcassets/logo.imageset")
    let changed = try run(scratch, cache: cache)
    #expect(changed.statistics.cacheHits == 0 && changed.statistics.filesParsed == 1)
    #expect(changed.report.findings.map(\.ruleID) == [MissingImageSetRule.description.id])
    let uncached = try runAudit(
      ["App"], in: scratch.path, execution: AuditExecution(usesPrefilter: false))
    #expect(renderedInEveryFormat(changed.report) == renderedInEveryFormat(uncached))
  }

  @Test func aChangedFileIsAuditedAgain() throws {
    let scratch = try project()
    defer { scratch.remove() }
    let cache = scratch.path + "/cache"
    _ = try run(scratch, cache: cache)
    try scratch.write(
      "App/Card.swift", ungatedSpringView.replacingOccurrences(of: ".bouncy", with: "nil"))
    let changed = try run(scratch, cache: cache)
    #expect(
      changed.statistics.cacheHits == projectResults - 1 && changed.statistics.cacheMisses == 1)
    #expect(changed.statistics.filesParsed == 1)
    #expect(changed.report.findings.map(\.file) == ["App/Nested/Card2.swift"])
    let uncached = try runAudit(["App"], in: scratch.path, execution: AuditExecution())
    #expect(renderedInEveryFormat(changed.report) == renderedInEveryFormat(uncached))
  }

  /// With a cache that knows the project, the files it does not know are parsed while the others
  /// are read: on one worker or several, the report is the one a run without a cache gives,
  /// for a file with findings and for one too deeply nested to audit alike.
  @Test(arguments: [1, 2])
  func changedFilesParsedWhileTheOthersAreReadAreReportedAlike(jobs: Int) throws {
    let scratch = try project()
    defer { scratch.remove() }
    let cache = scratch.path + "/cache"
    _ = try run(scratch, cache: cache, jobs: jobs)
    let depth = SourceLimits.maximumBracketRun + 1
    try scratch.write(
      "App/Dot.swift", ungatedSpringView.replacingOccurrences(of: "Card", with: "Dot"))
    try scratch.write(
      "App/Nested/Card2.swift",
      ungatedSpringView + "let a = " + String(repeating: "[", count: depth) + "1"
        + String(repeating: "]", count: depth) + "\n")
    let changed = try run(scratch, cache: cache, jobs: jobs)
    #expect(changed.statistics.cacheMisses == 2 && changed.statistics.filesParsed == 2)
    #expect(changed.report.findings.map(\.file) == ["App/Card.swift", "App/Dot.swift"])
    #expect(changed.report.skipped.map(\.file) == ["App/Nested/Card2.swift"])
    let uncached = try runAudit(["App"], in: scratch.path, execution: AuditExecution(jobs: jobs))
    #expect(renderedInEveryFormat(changed.report) == renderedInEveryFormat(uncached))
    let warm = try run(scratch, cache: cache, jobs: jobs)
    #expect(warm.statistics.cacheHits == projectResults && warm.statistics.filesParsed == 0)
    #expect(renderedInEveryFormat(warm.report) == renderedInEveryFormat(uncached))
  }

  @Test func aChangedConfigurationAuditsEveryFileAgain() throws {
    let scratch = try project()
    defer { scratch.remove() }
    let cache = scratch.path + "/cache"
    let before = try run(scratch, cache: cache)
    #expect(before.report.findings.allSatisfy { $0.severity == .warning })
    try scratch.write(
      ".motion-audit.json", "{ \"rules\": { \"ungated-explicit-animation\": \"error\" } }")
    let after = try run(scratch, cache: cache)
    #expect(after.statistics.cacheHits == 0 && after.statistics.filesParsed == 3)
    #expect(after.report.findings.count == 2)
    #expect(after.report.findings.allSatisfy { $0.severity == .error })
    // A configured signal is part of the configuration too.
    try scratch.write(".motion-audit.json", "{ \"signals\": [\"isOpen\"] }")
    let signalled = try run(scratch, cache: cache)
    #expect(signalled.statistics.cacheHits == 0)
  }

  @Test func theFilesARunAuditedAreKeptInPathOrderAndRewrittenOnlyWhenTheyChange() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/audited.cache"
    let time = FileStatus.Timestamp(seconds: 1_000, nanoseconds: 0)
    let status = FileStatus(device: 1, inode: 2, size: 30, modified: time, changed: time)
    var written = status
    written.modified.nanoseconds = 1
    let first = ResultCache(path: path)
    first.noteAudited(ResultCache.AuditedFile(path: "/App/B.swift", status: status))
    first.noteAudited(ResultCache.AuditedFile(path: "/App/A.swift", status: written))
    #expect(first.save() == .written(entries: 1))

    let second = ResultCache(path: path)
    second.load()
    let files = second.auditedFiles()
    #expect(files.map(\.path) == ["/App/A.swift", "/App/B.swift"])
    #expect(files.map(\.size) == [30, 30])
    #expect(files.map { $0.hasChanged(to: status) } == [true, false])
    second.noteAudited(ResultCache.AuditedFile(path: "/App/B.swift", status: status))
    second.noteAudited(ResultCache.AuditedFile(path: "/App/A.swift", status: written))
    #expect(second.save() == .unchanged)
  }

  @Test func settingsFingerprintsAreStableAndTellSettingsApart() {
    let defaults = ResultCache.fingerprint(of: .defaults)
    #expect(defaults == ResultCache.fingerprint(of: .defaults))
    var stricter = AuditSettings.defaults
    stricter.rules[0].severity = .error
    var fewer = AuditSettings.defaults
    fewer.rules.removeLast()
    var signalled = AuditSettings.defaults
    signalled.signals = [ConfiguredSignal("calmMode")!]
    let fingerprints = [defaults] + [stricter, fewer, signalled].map(ResultCache.fingerprint(of:))
    #expect(Set(fingerprints).count == 4)
  }

  @Test func keysDependOnContentPathAndSettings() {
    let settings = ResultCache.fingerprint(of: .defaults)
    let key = ResultCache.key(file: "A.swift", bytes: [1, 2, 3], settingsFingerprint: settings)
    #expect(
      key == ResultCache.key(file: "A.swift", bytes: [1, 2, 3], settingsFingerprint: settings))
    #expect(
      key != ResultCache.key(file: "B.swift", bytes: [1, 2, 3], settingsFingerprint: settings))
    #expect(
      key != ResultCache.key(file: "A.swift", bytes: [1, 2, 4], settingsFingerprint: settings))
    #expect(
      key
        != ResultCache.key(
          file: "A.swift", bytes: [1, 2, 3],
          settingsFingerprint: ResultCache.fingerprint(of: AuditSettings(rules: []))))
  }

  // MARK: Damaged and foreign files

  /// Bytes written over a cache file, named in the test output instead of printed.
  struct Garbage: CustomTestStringConvertible, Sendable {
    var testDescription: String
    var bytes: [UInt8]
  }

  @Test(
    arguments: [
      Garbage(testDescription: "text", bytes: Array("not a cache at all".utf8)),
      Garbage(testDescription: "empty", bytes: []),
      Garbage(testDescription: "4 KiB of 0xFF", bytes: Array(repeating: 0xFF, count: 4_096)),
      Garbage(
        testDescription: "the magic and zeros",
        bytes: Array("MACACHE".utf8) + [1] + Array(repeating: 0, count: 40)),
    ])
  func aCorruptCacheIsIgnoredAndRebuilt(garbage: Garbage) throws {
    let scratch = try project()
    defer { scratch.remove() }
    let cache = scratch.path + "/cache"
    let cold = try run(scratch, cache: cache)
    let files = cacheFiles(in: cache)
    try #require(files.count == 1)
    try Data(garbage.bytes).write(to: URL(fileURLWithPath: cache + "/" + files[0]))
    let recovered = try run(scratch, cache: cache)
    guard case .ignored = recovered.statistics.cacheLoad else {
      Issue.record("a corrupt cache was not ignored: \(recovered.statistics.cacheLoad)")
      return
    }
    #expect(recovered.statistics.filesParsed == 3)
    #expect(renderedInEveryFormat(recovered.report) == renderedInEveryFormat(cold.report))
    #expect(recovered.statistics.cacheSave == .written(entries: projectEntries))
    let rebuilt = try run(scratch, cache: cache)
    #expect(rebuilt.statistics.cacheHits == projectResults)
  }

  @Test func everyTruncationOfACacheFileIsIgnored() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/results.cache"
    let writer = ResultCache(path: path, toolIdentity: "test")
    let finding = Finding(
      file: "A.swift", line: 1, column: 2, utf8Offset: 1, ruleID: "r", severity: .warning,
      message: "m", fix: "f", sourceLine: "x")
    writer.store(FileAuditResult(file: "A.swift", findings: [finding]), for: ContentHash(of: "a"))
    writer.store(FileAuditResult(file: "B.swift"), for: ContentHash(of: "b"))
    #expect(writer.save() == .written(entries: 2))
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(ResultCache(path: path, toolIdentity: "test").load() == .loaded(entries: 2))
    for length in 0..<bytes.count {
      try Data(bytes[0..<length]).write(to: URL(fileURLWithPath: path))
      let reader = ResultCache(path: path, toolIdentity: "test")
      guard case .ignored = reader.load() else {
        Issue.record("a cache cut to \(length) bytes was used")
        continue
      }
      #expect(reader.result(for: ContentHash(of: "a"), file: "A.swift") == nil)
    }
  }

  @Test func aCacheOfAnotherBuildIsIgnored() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/results.cache"
    let old = ResultCache(path: path, toolIdentity: "motion-audit 0.0.9")
    old.store(FileAuditResult(file: "A.swift"), for: ContentHash(of: "a"))
    old.save()
    let current = ResultCache(path: path, toolIdentity: "motion-audit 0.1.0")
    #expect(
      current.load()
        == .ignored(reason: "written by another build of the tool (motion-audit 0.0.9)"))
    #expect(current.result(for: ContentHash(of: "a"), file: "A.swift") == nil)
    #expect(current.save() == .written(entries: 0))
    #expect(
      ResultCache(path: path, toolIdentity: "motion-audit 0.1.0").load() == .loaded(entries: 0))
  }

  /// Files that pass the checksum (anyone can compute it) but lie about their lengths and counts.
  @Test func hostileCacheFilesAreIgnoredWithoutTrustingTheirLengths() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.path + "/results.cache"
    func sealed(_ body: [UInt8]) -> [UInt8] { body + ContentHash(of: body).bytes }
    func uint32(_ value: UInt32) -> [UInt8] {
      (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
    let identity = Array("t".utf8)
    let header = CacheFileFormat.magic + uint32(CacheFileFormat.version) + uint32(1) + identity
    let hostile: [(String, [UInt8])] = [
      ("huge identity", CacheFileFormat.magic + uint32(1) + uint32(.max) + identity + uint32(0)),
      ("huge entry count", header + uint32(.max)),
      (
        "entry past the end",
        header + uint32(1) + Array(repeating: 7, count: 16) + [1] + uint32(.max)
      ),
      ("unknown kind", header + uint32(1) + Array(repeating: 7, count: 16) + [9] + uint32(0)),
      ("trailing bytes", header + uint32(0) + [1, 2, 3]),
      ("other format", CacheFileFormat.magic + uint32(99) + uint32(1) + identity + uint32(0)),
      (
        "identity not UTF-8",
        CacheFileFormat.magic + uint32(CacheFileFormat.version) + uint32(1) + [0xFF] + uint32(0)
      ),
    ]
    for (name, body) in hostile {
      try Data(sealed(body)).write(to: URL(fileURLWithPath: path))
      let cache = ResultCache(path: path, toolIdentity: "t")
      guard case .ignored = cache.load() else {
        Issue.record("\(name): used")
        continue
      }
    }
    // A well-formed entry whose JSON is not a result: a miss, not a crash.
    try Data(
      sealed(header + uint32(1) + ContentHash(of: "a").bytes + [1] + uint32(2) + Array("{}".utf8))
    )
    .write(to: URL(fileURLWithPath: path))
    let cache = ResultCache(path: path, toolIdentity: "t")
    #expect(cache.load() == .loaded(entries: 1))
    #expect(cache.result(for: ContentHash(of: "a"), file: "A.swift") == nil)
    // Nor are bytes that are not facts facts.
    #expect(cache.facts(for: ContentHash(of: "a")) == nil)
  }

  @Test func aCacheThatCannotBeWrittenDoesNotFailTheRun() throws {
    let scratch = try project()
    defer { scratch.remove() }
    // A file where the cache directory should be.
    try scratch.write("blocked", "")
    let result = try run(scratch, cache: scratch.path + "/blocked/cache")
    guard case .failed = result.statistics.cacheSave else {
      Issue.record("saving into a file's path did not fail: \(result.statistics.cacheSave)")
      return
    }
    #expect(result.report.findings.count == 2)
  }

  @Test func concurrentRunsLeaveAUsableCache() throws {
    let scratch = try project()
    defer { scratch.remove() }
    let cache = scratch.path + "/cache"
    let path = scratch.path
    let outcomes = WorkerPool.map(6, width: 6) { index -> Int in
      let statistics = AuditStatistics()
      let report = try? runAudit(
        ["App"], in: path,
        execution: AuditExecution(
          jobs: 1 + index % 2, cacheDirectory: cache, statistics: statistics))
      return report?.findings.count ?? -1
    }
    #expect(outcomes == Array(repeating: 2, count: 6))
    #expect(
      cacheFiles(in: cache).count == 1, "temporary files left behind: \(cacheFiles(in: cache))")
    let after = try run(scratch, cache: cache)
    #expect(after.statistics.cacheLoad == .loaded(entries: projectEntries))
    #expect(after.statistics.cacheHits == projectResults)
  }

  @Test func projectsKeepCacheFilesApart() throws {
    let scratch = try project()
    defer { scratch.remove() }
    let cache = scratch.path + "/cache"
    _ = try run(scratch, cache: cache)
    _ = try runAudit(
      ["App/Nested"], in: scratch.path, execution: AuditExecution(cacheDirectory: cache))
    #expect(cacheFiles(in: cache).count == 2)
  }

  // MARK: Location

  @Test func theDefaultDirectoryFollowsThePlatformsConvention() {
    #if os(macOS)
      #expect(
        ResultCache.defaultDirectory(environment: ["HOME": "/Users/a"])
          == "/Users/a/Library/Caches/motion-audit")
    #else
      #expect(
        ResultCache.defaultDirectory(environment: ["HOME": "/home/a", "XDG_CACHE_HOME": "/c"])
          == "/c/motion-audit")
      #expect(
        ResultCache.defaultDirectory(environment: ["HOME": "/home/a", "XDG_CACHE_HOME": "rel"])
          == "/home/a/.cache/motion-audit")
      #expect(
        ResultCache.defaultDirectory(environment: ["HOME": "/home/a"])
          == "/home/a/.cache/motion-audit")
    #endif
    #expect(ResultCache.defaultDirectory(environment: [:]) == nil)
  }

  @Test func theToolIdentityNamesTheVersion() {
    #expect(ResultCache.currentToolIdentity.hasPrefix("motion-audit \(MotionAuditVersion.current)"))
  }
}
