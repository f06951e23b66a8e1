import Foundation
import MotionAuditSemantics
import MotionAuditSources

/// What to audit and how.
package struct AuditRequest: Sendable, Hashable {
  /// Files and directories; empty means the current directory.
  package var paths: [String]
  /// A configuration file to use instead of looking for `.motion-audit.json`.
  package var configurationFile: String?
  /// Overrides the configuration's threshold.
  package var threshold: Severity?
  /// What relative paths are relative to.
  package var currentDirectory: String
  /// Runs only these rules (`--only-rule`), whatever the configuration enables; `nil` for the
  /// configured ones.
  package var onlyRules: Set<String>?
  /// Applies the configuration's `exclude` and `include` to files named in ``paths`` too
  /// (`--force-exclude`), as they apply to the files found in directories.
  package var forceExclude: Bool
  /// Audits test code too (`--include-tests`; see ``TestSources``) whatever the configuration
  /// says; `nil` follows each file's configuration (`includeTests`, off by default).
  package var includeTests: Bool?
  /// A Swift file to audit without looking for it on disk: the reader supplies its bytes (from
  /// standard input), and the path, which need not exist, names it and finds its configuration.
  /// When set, ``paths`` is ignored.
  package var bufferPath: String?

  package init(
    paths: [String], configurationFile: String? = nil, threshold: Severity? = nil,
    currentDirectory: String, onlyRules: Set<String>? = nil, forceExclude: Bool = false,
    includeTests: Bool? = nil, bufferPath: String? = nil
  ) {
    self.paths = paths
    self.configurationFile = configurationFile
    self.threshold = threshold
    self.currentDirectory = currentDirectory
    self.onlyRules = onlyRules
    self.forceExclude = forceExclude
    self.includeTests = includeTests
    self.bufferPath = bufferPath
  }
}

/// Why a run could not start.
package enum AuditRunError: Error, Sendable, Hashable, CustomStringConvertible {
  case configuration(ConfigurationError)
  case path(DiscoveryError)
  /// A directory with no Swift file in it: a mistyped path would otherwise pass.
  case noSwiftFiles(String)
  /// Swift files were found, but the configuration's `include` and `exclude` left none: a
  /// mistyped glob would otherwise pass. Holds the configuration file's path.
  case everyFileExcluded(configurationFile: String)

  package var description: String {
    switch self {
    case .configuration(let error): error.description
    case .path(let error): error.description
    case .noSwiftFiles(let path):
      "'\(path)' holds no .swift files (skipping .build, DerivedData, Pods, Carthage, .git and "
        + "hidden folders); check the path"
    case .everyFileExcluded(let file):
      "no Swift files left to audit after the include and exclude of \(file); check its globs"
    }
  }
}

/// Runs an audit: finds the configuration and the files, reads and audits each file, and
/// collects a report.
///
/// Each path uses the `.motion-audit.json` found from it upwards (or the one given), and each
/// file below it also the `.motion-audit.json` files in the folders between (nested ones, see
/// ``Configuration/overridden(by:)``), unless a configuration file is given; the threshold comes
/// from the request, else the first path's configuration, else `warning`. Unreadable files are
/// reported as skipped and the rest are still audited. Test code (``TestSources``) is left out
/// unless the request or the configuration includes it: it is neither audited nor counted, as
/// an excluded file is not.
package enum AuditRunner {
  /// Audits what `request` names; `execution` says how (workers, cache, pre-filter) and never
  /// changes the report.
  ///
  /// - Parameter progress: called after each file, on the worker that audited it, one call at a
  ///   time.
  package static func run(
    _ request: AuditRequest, reader: some SourceReading = FileSystemSourceReader(),
    execution: AuditExecution = AuditExecution(),
    progress: (@Sendable (AuditProgress) -> Void)? = nil
  ) throws(AuditRunError) -> AuditReport {
    let paths = request.paths.isEmpty ? ["."] : request.paths
    let statistics = execution.statistics
    // The cache file loads while the files are discovered: a run after an edit waits for both
    // before it parses the edited file.
    let cacheScope = ([request.currentDirectory, request.configurationFile ?? ""] + paths)
      .joined(separator: "\n")
    let pendingCache = execution.cacheDirectory.map { directory in
      AuditThread.start { FileBatchAuditor.loadCache(inDirectory: directory, scope: cacheScope) }
    }
    let parseAhead = pendingCache.map { ParseAhead.start(after: $0, reader: reader) }
    var clock = statistics?.phaseClock()
    var explicitConfiguration: Configuration?
    if let file = request.configurationFile {
      do {
        explicitConfiguration = try ConfigurationLoader.load(
          absolute(file, in: request.currentDirectory), displayPath: file)
      } catch {
        throw .configuration(error)
      }
    }

    var jobs: [FileBatchAuditor.Job] = []
    var project = ProjectAuditStage()
    var skipped: [SkippedFile] = []
    var threshold = request.threshold
    var configurations = ConfigurationTree(
      currentDirectory: request.currentDirectory, onlyRules: request.onlyRules)
    var seen: Set<String> = []
    var excludingConfiguration: String?
    for path in request.bufferPath.map({ [$0] }) ?? paths {
      let discovery: DiscoveryResult
      if let bufferPath = request.bufferPath {
        discovery = bufferDiscovery(bufferPath, in: request.currentDirectory)
      } else {
        do {
          discovery = try SourceDiscovery.discover(
            path, currentDirectory: request.currentDirectory)
        } catch {
          throw .path(error)
        }
        guard !discovery.files.isEmpty || !discovery.skipped.isEmpty else {
          throw .noSwiftFiles(path)
        }
      }
      let root = try configurations.root(for: path, explicit: explicitConfiguration)
      threshold = threshold ?? root.configuration.threshold ?? Configuration.defaultThreshold
      skipped.append(contentsOf: discovery.skipped)
      // One path's discovery lists each file once; paths that overlap may list it again.
      for file in discovery.files where paths.count == 1 || seen.insert(file.resolvedPath).inserted
      {
        let applying = try configurations.effective(for: file, below: root)
        // A file named on the command line is audited as it is, unless `--force-exclude`
        // asks for the same filters as in directories: `exclude`, `include`, and test code.
        let filtered = !file.isExplicit || request.forceExclude
        guard !filtered || applying.configuration.includes(path: file.resolvedPath) else {
          if !file.isExplicit, let configuration = applying.configuration.file {
            let prefix = request.currentDirectory + "/"
            excludingConfiguration =
              configuration.hasPrefix(prefix)
              ? String(configuration.dropFirst(prefix.count)) : configuration
          }
          continue
        }
        let skipsTests = filtered && Self.skipsTests(request, applying)
        // Test folders are known from the path; test declarations once the file is read.
        // A named file's folders are the ones its path names.
        let folders = file.isExplicit ? file.path : file.relativePath
        guard !skipsTests || !TestSources.isInTestFolder(folders) else { continue }
        jobs.append((file, applying.settings, skipsTests))
      }
      for file in discovery.projectFiles {
        let applying = try configurations.effective(for: file, below: root)
        guard applying.configuration.includes(path: file.resolvedPath) else { continue }
        // A test folder's resources (snapshot images, a test bundle's Info.plist and catalogs)
        // ship with the tests, not with the app.
        guard !Self.skipsTests(request, applying) || !TestSources.isInTestFolder(file.relativePath)
        else { continue }
        project.add(file, settings: applying.settings)
      }
    }
    if jobs.isEmpty, let excludingConfiguration {
      throw .everyFileExcluded(configurationFile: excludingConfiguration)
    }

    clock?.lap(.discovery)
    // The asset catalogs before the Swift files, when a rule's pre-filter can use them.
    var resources: ProjectContext?
    if execution.usesPrefilter, Self.someRuleTestsTheProject(in: jobs) {
      resources = project.readResources(reader: reader, width: execution.jobs)
      clock?.lap(.projectStage)
    }
    if let clock { statistics?.recordPhases(clock) }
    var audited: (results: [FileAuditResult], unreadable: [SkippedFile]) = ([], [])
    for outcome in FileBatchAuditor.audit(
      jobs, reader: reader, execution: execution, cache: pendingCache?.wait(),
      parseAhead: parseAhead, project: resources, progress: progress)
    {
      switch outcome {
      case .audited(let result): audited.results.append(result)
      case .unreadable(let skip): audited.unreadable.append(skip)
      case .testCode: continue
      }
    }
    let swiftResults = audited.results
    let settings = Dictionary(
      jobs.map { ($0.file.path, $0.settings) }, uniquingKeysWith: { first, _ in first })
    // Project rules read animation files and catalogs: on an audit thread, for its stack.
    let projectOutcome = AuditThread.run { [project] in
      var clock = statistics?.phaseClock()
      let outcome = project.run(
        swiftResults: swiftResults, swiftSettings: settings, reader: reader)
      clock?.lap(.projectStage)
      if let clock { statistics?.recordPhases(clock) }
      return outcome
    }
    clock = statistics?.phaseClock()
    skipped.append(contentsOf: audited.unreadable)
    skipped.append(contentsOf: audited.results.compactMap { $0.skipped })
    let report = AuditReport(
      results: audited.results.filter { $0.skipped == nil }, skipped: skipped,
      threshold: threshold ?? Configuration.defaultThreshold, project: projectOutcome)
    clock?.lap(.report)
    if let clock { statistics?.recordPhases(clock) }
    return report
  }

  /// Whether test code is left out where `applying` applies.
  private static func skipsTests(_ request: AuditRequest, _ applying: ConfigurationTree.Applying)
    -> Bool
  {
    !(request.includeTests ?? applying.configuration.includeTests ?? false)
  }

  /// Whether a rule enabled for one of `jobs` leaves out occurrences by the project's resources
  /// (``ProjectOccurrenceTest``).
  private static func someRuleTestsTheProject(in jobs: [FileBatchAuditor.Job]) -> Bool {
    // Files of one folder share their settings (and their storage, so comparing is cheap):
    // each run of equal settings is asked once, without hashing the settings of every file.
    var asked: AuditSettings?
    for job in jobs where job.settings != asked {
      if job.settings.enablesProjectOccurrenceTests { return true }
      asked = job.settings
    }
    return false
  }

  /// The one file `--use-stdin` audits, named `path` (which need not exist).
  private static func bufferDiscovery(_ path: String, in directory: String) -> DiscoveryResult {
    let absolutePath = absolute(path, in: directory)
    var display = Substring(path)
    while display.hasPrefix("./"), display.count > 2 { display = display.dropFirst(2) }
    let file = DiscoveredFile(
      path: String(display), resolvedPath: absolutePath,
      relativePath: URL(fileURLWithPath: absolutePath).lastPathComponent, isExplicit: true)
    return DiscoveryResult(files: [file])
  }

  static func absolute(_ path: String, in directory: String) -> String {
    // With `isDirectory` given, the URL does not ask the file system (a `stat` per call); the
    // path it gives is the same either way.
    URL(
      fileURLWithPath: path, isDirectory: false,
      relativeTo: URL(fileURLWithPath: directory, isDirectory: true)
    ).standardizedFileURL.path
  }

}
