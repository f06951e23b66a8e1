import Foundation

/// What to audit and how.
public struct AuditRequest: Sendable, Hashable {
  /// Files and directories; empty means the current directory.
  public var paths: [String]
  /// A configuration file to use instead of looking for `.motion-audit.json`.
  public var configurationFile: String?
  /// Overrides the configuration's threshold.
  public var threshold: Severity?
  /// What relative paths are relative to.
  public var currentDirectory: String

  public init(
    paths: [String], configurationFile: String? = nil, threshold: Severity? = nil,
    currentDirectory: String
  ) {
    self.paths = paths
    self.configurationFile = configurationFile
    self.threshold = threshold
    self.currentDirectory = currentDirectory
  }
}

/// Why a run could not start.
public enum AuditRunError: Error, Sendable, Hashable, CustomStringConvertible {
  case configuration(ConfigurationError)
  case path(DiscoveryError)

  public var description: String {
    switch self {
    case .configuration(let error): error.description
    case .path(let error): error.description
    }
  }
}

/// Runs an audit: finds the configuration and the files, reads and audits each file, and
/// collects a report.
///
/// Each path uses the `.motion-audit.json` found from it upwards (or the one given); the
/// threshold comes from the request, else the first path's configuration, else `warning`.
/// Unreadable files are reported as skipped and the rest are still audited.
public enum AuditRunner {
  /// Audits what `request` names; `execution` says how (workers, cache, pre-filter) and never
  /// changes the report.
  ///
  /// - Parameter progress: called after each file, on the worker that audited it, one call at a
  ///   time.
  public static func run(
    _ request: AuditRequest, reader: some SourceReading = FileSystemSourceReader(),
    execution: AuditExecution = AuditExecution(),
    progress: (@Sendable (AuditProgress) -> Void)? = nil
  ) throws(AuditRunError) -> AuditReport {
    let paths = request.paths.isEmpty ? ["."] : request.paths
    let statistics = execution.statistics
    var clock = statistics.map { _ in PhaseClock() }
    var explicitConfiguration: Configuration?
    if let file = request.configurationFile {
      do {
        explicitConfiguration = try ConfigurationLoader.load(
          absolute(file, in: request.currentDirectory), displayPath: file)
      } catch {
        throw .configuration(error)
      }
    }

    var jobs: [(file: DiscoveredFile, settings: AuditSettings)] = []
    var project = ProjectAuditStage()
    var skipped: [SkippedFile] = []
    var threshold = request.threshold
    var loaded: [String: Configuration] = [:]
    var seen: Set<String> = []
    for path in paths {
      let discovery: DiscoveryResult
      do {
        discovery = try SourceDiscovery.discover(path, currentDirectory: request.currentDirectory)
      } catch {
        throw .path(error)
      }
      let configuration: Configuration
      if let explicitConfiguration {
        configuration = explicitConfiguration
      } else {
        configuration = try self.configuration(
          for: path, in: request.currentDirectory, cache: &loaded)
      }
      threshold = threshold ?? configuration.threshold ?? Configuration.defaultThreshold
      let settings = configuration.auditSettings
      skipped.append(contentsOf: discovery.skipped)
      for file in discovery.files where seen.insert(file.resolvedPath).inserted {
        guard file.isExplicit || isIncluded(file, by: configuration) else { continue }
        jobs.append((file, settings))
      }
      for file in discovery.projectFiles where isIncluded(file, by: configuration) {
        project.add(file, settings: settings)
      }
    }

    clock?.lap(.discovery)
    if let clock { statistics?.recordPhases(clock) }
    var audited: (results: [FileAuditResult], unreadable: [SkippedFile]) = ([], [])
    let cacheScope = ([request.currentDirectory, request.configurationFile ?? ""] + paths)
      .joined(separator: "\n")
    for outcome in FileBatchAuditor.audit(
      jobs, reader: reader, execution: execution, cacheScope: cacheScope, progress: progress)
    {
      switch outcome {
      case .audited(let result): audited.results.append(result)
      case .unreadable(let skip): audited.unreadable.append(skip)
      }
    }
    let swiftResults = audited.results
    let settings = Dictionary(
      jobs.map { ($0.file.path, $0.settings) }, uniquingKeysWith: { first, _ in first })
    // Project rules read animation files and catalogs: on an audit thread, for its stack.
    let projectOutcome = AuditThread.run { [project] in
      var clock = statistics.map { _ in PhaseClock() }
      let outcome = project.run(
        swiftResults: swiftResults, swiftSettings: settings, reader: reader)
      clock?.lap(.projectStage)
      if let clock { statistics?.recordPhases(clock) }
      return outcome
    }
    clock = statistics.map { _ in PhaseClock() }
    skipped.append(contentsOf: audited.unreadable)
    skipped.append(contentsOf: audited.results.compactMap { $0.skipped })
    let report = AuditReport(
      results: audited.results.filter { $0.skipped == nil }, skipped: skipped,
      threshold: threshold ?? Configuration.defaultThreshold, project: projectOutcome)
    clock?.lap(.report)
    if let clock { statistics?.recordPhases(clock) }
    return report
  }

  private static func configuration(
    for path: String, in currentDirectory: String, cache: inout [String: Configuration]
  ) throws(AuditRunError) -> Configuration {
    let absolutePath = absolute(path, in: currentDirectory)
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: absolutePath, isDirectory: &isDirectory)
    let start =
      exists && isDirectory.boolValue
      ? absolutePath : URL(fileURLWithPath: absolutePath).deletingLastPathComponent().path
    guard let file = ConfigurationLoader.find(from: start) else { return Configuration() }
    if let known = cache[file] { return known }
    do {
      let configuration = try ConfigurationLoader.load(
        file, displayPath: displayPath(file, in: currentDirectory))
      cache[file] = configuration
      return configuration
    } catch {
      throw .configuration(error)
    }
  }

  /// Include and exclude patterns apply relative to the configuration's directory.
  private static func isIncluded(_ file: DiscoveredFile, by configuration: Configuration) -> Bool {
    guard let base = configuration.baseDirectory else { return true }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    guard file.resolvedPath.hasPrefix(prefix) else { return true }
    return configuration.includes(relativePath: String(file.resolvedPath.dropFirst(prefix.count)))
  }

  private static func absolute(_ path: String, in directory: String) -> String {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
      .standardizedFileURL.path
  }

  /// A configuration path relative to the current directory when it is inside it.
  private static func displayPath(_ path: String, in directory: String) -> String {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
