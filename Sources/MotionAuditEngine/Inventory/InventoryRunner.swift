import MotionAudit
import MotionAuditSemantics
import MotionAuditSources

/// Every motion site of the Swift files a run would audit, and the files left out.
package struct MotionInventory: Sendable, Hashable {
  /// In ``MotionSite/inventoryOrder(_:_:)``.
  package let sites: [MotionSite]
  /// How many Swift files were read.
  package let fileCount: Int
  /// Files not read or not parsed, with the reason, sorted by path.
  package let skipped: [SkippedFile]

  package init(sites: [MotionSite], fileCount: Int, skipped: [SkippedFile]) {
    self.sites = sites.sorted(by: MotionSite.inventoryOrder)
    self.fileCount = fileCount
    self.skipped = skipped.sorted { ($0.file, $0.reason) < ($1.file, $1.reason) }
  }
}

/// Lists the motion sites of the files an audit of the same request would read: the same
/// discovery, configuration (`exclude`, `include`, signals) and test-code rule, every file parsed
/// once with the project's facts (no cache, no pre-filter: every site is wanted, whatever rule
/// is enabled).
/// The sites come out in one order whatever the number of workers.
package enum InventoryRunner {
  package static func run(
    _ request: AuditRequest, reader: some SourceReading = FileSystemSourceReader(),
    jobs: Int = AuditExecution.defaultJobs
  ) throws(AuditRunError) -> MotionInventory {
    let paths = request.paths.isEmpty ? ["."] : request.paths
    var explicitConfiguration: Configuration?
    if let file = request.configurationFile {
      do {
        explicitConfiguration = try ConfigurationLoader.load(
          AuditRunner.absolute(file, in: request.currentDirectory), displayPath: file)
      } catch {
        throw .configuration(error)
      }
    }
    var configurations = ConfigurationTree(
      currentDirectory: request.currentDirectory, onlyRules: request.onlyRules)
    var files: [(file: DiscoveredFile, settings: AuditSettings)] = []
    var skipped: [SkippedFile] = []
    var seen: Set<String> = []
    for path in paths {
      let discovery: DiscoveryResult
      do {
        discovery = try SourceDiscovery.discover(path, currentDirectory: request.currentDirectory)
      } catch {
        throw .path(error)
      }
      guard !discovery.files.isEmpty || !discovery.skipped.isEmpty else {
        throw .noSwiftFiles(path)
      }
      let root = try configurations.root(for: path, explicit: explicitConfiguration)
      skipped += discovery.skipped
      for file in discovery.files where seen.insert(file.resolvedPath).inserted {
        let applying = try configurations.effective(for: file, below: root)
        let includesTests = request.includeTests ?? applying.configuration.includeTests ?? false
        guard file.isExplicit || applying.configuration.includes(path: file.resolvedPath),
          file.isExplicit || includesTests || !TestSources.isInTestFolder(file.relativePath)
        else { continue }
        files.append((file, applying.settings))
      }
    }
    // First pass: read each file and learn what it declares for the others (helpers, gated
    // animations, the members views lay out by), as the audit does.
    let reads = WorkerPool.map(files.count, width: jobs) { [files] index in
      let (file, settings) = files[index]
      return Result { () throws(ReadError) in
        let bytes = try reader.read(file.resolvedPath)
        var facts = DeclarationFacts(
          scanning: bytes, configuredSignals: Set(settings.signals.map(\.name)))
        facts.file = file.path
        return (bytes, facts)
      }
    }
    let projectFacts = ProjectFacts(
      merging: reads.compactMap { try? $0.get().1 })
    // Second pass: parse each file and find its sites.
    let outcomes = WorkerPool.map(files.count, width: jobs) { [files] index in
      let (file, settings) = files[index]
      switch reads[index] {
      case .success(let (bytes, _)):
        return sites(in: file.path, bytes: bytes, settings: settings, projectFacts: projectFacts)
      case .failure(let error): return FileSites(sites: [], skipped: error.skippedFile(file.path))
      }
    }
    return MotionInventory(
      sites: outcomes.flatMap(\.sites), fileCount: files.count,
      skipped: skipped + outcomes.compactMap(\.skipped))
  }

  /// What one file holds: its sites, or why it was not parsed.
  package struct FileSites: Sendable {
    package var sites: [MotionSite]
    package var skipped: SkippedFile?
  }

  /// The sites of one file, or why it was not parsed: a pure function of its name, bytes and
  /// settings.
  package static func sites(
    in file: String, bytes: [UInt8], settings: AuditSettings, projectFacts: ProjectFacts = .empty
  ) -> FileSites {
    if let invalid = FileAuditor.validationFailure(file: file, bytes: bytes) {
      return FileSites(sites: [], skipped: invalid.skipped)
    }
    var clock: PhaseClock?
    switch FileAuditor.parse(file: file, bytes: bytes, clock: &clock) {
    case .settled(let result): return FileSites(sites: [], skipped: result.skipped)
    case .parsed(let tree):
      let context = AuditContext(
        file: file, bytes: bytes, tree: tree, settings: settings, projectFacts: projectFacts)
      return FileSites(sites: MotionSiteFinder.sites(in: context), skipped: nil)
    }
  }
}
