import Foundation
import MotionAudit
import MotionAuditSemantics
import MotionAuditSources

/// What the project rules add to a run: findings, suppressed findings, skip notes for project
/// files that could not be read, and the project files read.
package struct ProjectAuditOutcome: Sendable, Hashable {
  package var findings: [Finding]
  package var suppressed: [SuppressedFinding]
  package var skipped: [SkippedFile]
  /// Info.plists and animation files read, and asset catalogs (by their `.xcassets` path).
  package var files: [String]

  package init(
    findings: [Finding] = [], suppressed: [SuppressedFinding] = [], skipped: [SkippedFile] = [],
    files: [String] = []
  ) {
    self.findings = findings
    self.suppressed = suppressed
    self.skipped = skipped
    self.files = files
  }
}

/// The project step of a run: the runner adds the project files discovery found, then, once
/// every Swift file is audited (in any order, on any thread), ``run(swiftResults:swiftSettings:reader:)``
/// reads and summarizes those files and runs the project rules over the summaries and the Swift
/// files' facts.
///
/// Summarizing is a pure function of each file's bytes (``ProjectFileReader``), so it can be
/// spread over workers and cached like Swift audits. A `.json` file is read only when the code
/// loads a Lottie animation of that name: projects hold many JSON files that are not animations.
package struct ProjectAuditStage: Sendable {
  private struct Job: Sendable {
    var file: DiscoveredFile
    var kind: ProjectFileKind
    var settings: AuditSettings
  }

  /// What reading one project file gave: its result, or why it was skipped.
  private struct Read: Sendable {
    var result: ProjectFileResult?
    var skipped: SkippedFile?
  }

  private var jobs: [Job] = []
  private var seen: Set<String> = []
  /// The asset catalogs' files and the image files, by path, once
  /// ``readResources(reader:width:)`` read them.
  private var resources: [String: Read] = [:]

  package init() {}

  /// Adds a project file found by discovery, audited with `settings`.
  package mutating func add(_ file: DiscoveredFile, settings: AuditSettings) {
    guard let kind = ProjectFileKind(relativePath: file.resolvedPath),
      seen.insert(file.resolvedPath).inserted
    else { return }
    jobs.append(Job(file: file, kind: kind, settings: settings))
  }

  /// Reads the asset catalogs' `Contents.json` files and lists the image files outside them,
  /// and returns what they provide: read before the Swift files, so the pre-filter can leave out
  /// an image loaded by a name the project has (``ProjectOccurrenceTest``).
  /// ``run(swiftResults:swiftSettings:reader:)`` does not read them again. The files are read on
  /// `width` threads: a catalog holds a `Contents.json` for every set.
  package mutating func readResources(reader: some SourceReading, width: Int) -> ProjectContext {
    let wanted = jobs.filter { $0.kind == .assetCatalogContents || $0.kind == .image }
    let reads = WorkerPool.map(wanted.count, width: width) { Self.read(wanted[$0], reader: reader) }
    for (job, read) in zip(wanted, reads) { resources[job.file.path] = read }
    return ProjectContext(
      files: jobs.compactMap { resources[$0.file.path]?.result }, swiftFiles: [])
  }

  /// Reads the project files and runs the project rules.
  ///
  /// - Parameters:
  ///   - swiftResults: The audited Swift files, with their facts.
  ///   - swiftSettings: The settings each Swift file was audited with, by reported path.
  ///   - reader: Reads the project files (unreadable ones are skipped as `unreadable`).
  package func run(
    swiftResults: [FileAuditResult], swiftSettings: [String: AuditSettings],
    reader: some SourceReading
  ) -> ProjectAuditOutcome {
    let projectRuleIDs = RuleRegistry.projectRuleIDs
    let allSettings = Array(swiftSettings.values) + jobs.map(\.settings)
    guard allSettings.contains(where: { $0.rules.contains { projectRuleIDs.contains($0.id) } })
    else { return ProjectAuditOutcome() }

    let lottieNames = Set(
      swiftResults.flatMap { $0.facts?.animations ?? [] }.filter { $0.format == .lottie }
        .map(\.name))
    var outcome = ProjectAuditOutcome()
    var results: [ProjectFileResult] = []
    var settingsByFile = swiftSettings
    for job in jobs {
      let path = job.file.path
      if job.kind == .animation, path.lowercased().hasSuffix(".json"),
        !lottieNames.contains(Self.baseName(path))
      {
        continue
      }
      settingsByFile[path] = job.settings
      let read = resources[path] ?? Self.read(job, reader: reader)
      if let skipped = read.skipped { outcome.skipped.append(skipped) }
      guard let result = read.result else { continue }
      if let skipped = result.skipped { outcome.skipped.append(skipped) }
      results.append(result)
      switch result.summary {
      case .infoPlist?, .animation?: outcome.files.append(path)
      case .assetCatalogEntry(let entry)?:
        if !outcome.files.contains(entry.catalog) { outcome.files.append(entry.catalog) }
      default: break
      }
    }

    let context = ProjectContext(
      files: results,
      swiftFiles: swiftResults.compactMap { result in
        result.facts.map { ProjectContext.SwiftFile(file: result.file, facts: $0) }
      })
    let fallback = allSettings.first ?? .defaults
    let audited = ProjectAuditor.audit(context) { settingsByFile[$0] ?? fallback }
    outcome.findings = audited.findings
    outcome.suppressed = audited.suppressed
    return outcome
  }

  /// Reads and summarizes one project file (an image file is listed, not read).
  private static func read(_ job: Job, reader: some SourceReading) -> Read {
    let path = job.file.path
    if job.kind == .image {
      return Read(result: ProjectFileResult(file: path, kind: .image, summary: .image))
    }
    if let size = size(of: job.file.resolvedPath),
      size > ProjectFileReader.maximumSize(of: job.kind)
    {
      return Read(skipped: ProjectFileReader.tooLarge(path, kind: job.kind))
    }
    let bytes: [UInt8]
    do throws(ReadError) {
      bytes = try reader.read(job.file.resolvedPath)
    } catch {
      return Read(
        skipped: SkippedFile(
          file: path, kind: .unreadable, reason: "could not be read: \(error.reason)"))
    }
    return Read(result: ProjectFileReader.summarize(path, kind: job.kind, bytes: bytes))
  }

  /// The size of the file at `path`, when the file system says.
  /// (`stat` itself: Foundation's attributes cost several times more, once per set.)
  private static func size(of path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int(info.st_size)
  }

  private static func baseName(_ path: String) -> String {
    let last = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = last.lastIndex(of: ".") else { return last }
    return String(last[..<dot])
  }
}
