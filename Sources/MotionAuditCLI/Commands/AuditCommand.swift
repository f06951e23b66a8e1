import MotionAudit

/// `motion-audit [audit] [paths…]`: audits Swift files and reports motion that ignores Reduce
/// Motion.
struct AuditCommand: Subcommand {
  enum Format: String, CaseIterable {
    case text
    case xcode
    case json
    case sarif
    case github
    case html
    // Reports for CI systems and reviews: AuditCommand+Reports.swift.
    case junit, checkstyle, codeclimate, sonarqube, csv, markdown

    /// Whether the output is read by programs (no progress line, no notes on standard error).
    var isMachineReadable: Bool { self != .text && self != .html }

    func reporter(in context: CommandContext, links: ReportLinks = ReportLinks()) -> any Reporter {
      switch self {
      case .text: TextReporter(usesColor: context.usesColor)
      case .xcode: XcodeReporter()
      case .json: JSONReporter()
      case .sarif: SARIFReporter(paths: RepositoryRoot.paths(in: context), links: links)
      case .github: GitHubActionsReporter(paths: RepositoryRoot.paths(in: context))
      case .html: HTMLReporter()
      case .junit, .checkstyle, .codeclimate, .sonarqube, .csv, .markdown:
        reportReporter(in: context, links: links)
      }
    }
  }

  static let name = "audit"
  static let abstract = "Audit Swift files for motion that ignores Reduce Motion."
  static let discussion = """
    Finds the .swift files under each path (skipping .build, DerivedData, Pods, Carthage, .git and \
    hidden folders) and reports each place where motion ignores Reduce Motion, with the reason and \
    a fix. Each path uses the .motion-audit.json found from it upwards, unless --config is given.

    Exit codes: 0 nothing at or above the threshold, 1 findings at or above it, 2 usage or \
    configuration error, 3 some files could not be read (the rest are reported).
    """
  static let options = [
    OptionDefinition(
      name: "--format", valueName: "format",
      help: "Output format: text for people, xcode for build logs, json for tools, sarif for code "
        + "scanning, github for pull-request annotations, html for a self-contained page (default: text)."
        + reportFormatsHelp,
      allowedValues: Format.allCases.map(\.rawValue)),
    OptionDefinition(
      name: "--config", valueName: "file",
      help: "Use this configuration file instead of looking for .motion-audit.json."),
    OptionDefinition(
      name: "--severity", valueName: "severity",
      help: "Fail (exit 1) on findings at or above this severity: note, warning or error "
        + "(default: the configuration's threshold, else warning).",
      allowedValues: Severity.allCases.map(\.rawValue)),
    OptionDefinition(
      name: "--baseline", valueName: "file",
      help: "Report only findings that this baseline (written by --write-baseline) does not "
        + "record."),
    OptionDefinition(
      name: "--write-baseline", valueName: "file",
      help: "Record the current findings in this file, to adopt the audit without fixing "
        + "everything first."),
    OptionDefinition(
      name: "--fix", valueName: nil,
      help: "Correct what can be corrected mechanically (movement transitions, explicit "
        + "animations) in place, then report what is left. Without it, no file is written."),
    OptionDefinition(
      name: "--jobs", valueName: "count",
      help: "Audit this many files at once, up to 64 (default: the number of active processors)."),
    OptionDefinition(
      name: "--cache-path", valueName: "directory",
      help: "Cache results in this directory (default: $XDG_CACHE_HOME/motion-audit or "
        + "~/.cache/motion-audit; ~/Library/Caches/motion-audit on macOS)."),
    OptionDefinition(
      name: "--no-cache", valueName: nil,
      help: "Neither read nor write cached results."),
    sourceURLTemplateOption,
    documentationURLOption,
  ]
  static let positional: PositionalDefinition? = PositionalDefinition(
    name: "paths", help: "Files and directories to audit (default: the current directory).",
    isRepeating: true, isRequired: false)

  var paths: [String]
  var format: Format
  var configurationFile: String?
  var threshold: Severity?
  var baselineFile: String?
  var writtenBaselineFile: String?
  var fixes: Bool
  /// Files audited at once; `nil` for one per active processor.
  var jobs: Int?
  var cachePath: String?
  var usesCache: Bool
  var links: ReportLinks

  init(_ arguments: ParsedArguments) throws(UsageError) {
    paths = arguments.positionals
    format = arguments.values["--format"].flatMap(Format.init(rawValue:)) ?? .text
    configurationFile = arguments.values["--config"]
    threshold = arguments.values["--severity"].flatMap(Severity.init(rawValue:))
    baselineFile = arguments.values["--baseline"]
    writtenBaselineFile = arguments.values["--write-baseline"]
    fixes = arguments.flags.contains("--fix")
    if let text = arguments.values["--jobs"] {
      guard let count = Int(text), count >= 1 else {
        throw UsageError(message: "'--jobs' must be a whole number of at least 1 (got '\(text)')")
      }
      jobs = count
    }
    cachePath = arguments.values["--cache-path"]
    usesCache = !arguments.flags.contains("--no-cache")
    links = try Self.links(from: arguments)
    if !usesCache, cachePath != nil {
      throw UsageError(message: "'--no-cache' and '--cache-path' contradict each other; give one")
    }
  }

  /// How to run: the workers, and the cache directory unless caching is off (or there is no
  /// home to put it in).
  func execution(in context: CommandContext) -> AuditExecution {
    var cacheDirectory: String?
    if usesCache {
      cacheDirectory =
        cachePath.map { path in
          path.hasPrefix("/")
            ? path
            : (context.currentDirectory.hasSuffix("/")
              ? context.currentDirectory : context.currentDirectory + "/") + path
        } ?? ResultCache.defaultDirectory(environment: context.environment)
    }
    return AuditExecution(
      jobs: jobs ?? AuditExecution.defaultJobs, cacheDirectory: cacheDirectory)
  }

  func run(in context: CommandContext) -> ExitCode {
    let request = AuditRequest(
      paths: paths, configurationFile: configurationFile, threshold: threshold,
      currentDirectory: context.currentDirectory)
    var report: AuditReport
    var baseline: Baseline?
    do {
      if let baselineFile { baseline = try Self.loadBaseline(baselineFile, in: context) }
      let progressLine = ProgressLine.make(for: format, in: context)
      report = try AuditRunner.run(
        request, reader: context.reader, execution: execution(in: context),
        progress: progressLine?.update)
      progressLine?.finish()
      if fixes { report = try Self.fix(report, request: request, in: context) }
    } catch {
      context.reportError("\(error)")
      return .usageError
    }
    if let writtenBaselineFile {
      do {
        let written = try Self.writeBaseline(report, to: writtenBaselineFile, in: context)
        context.writeError(
          "motion-audit: recorded \(Self.counted(written.findingCount, "finding")) in "
            + "\(writtenBaselineFile)\n")
      } catch {
        context.reportError(error.description)
        return .usageError
      }
    }
    if let baseline, let baselineFile {
      let unfiltered = report.findings.count
      report = baseline.filtering(report, key: Self.baselineKey(for: baselineFile, in: context))
      if !format.isMachineReadable {
        context.writeError(
          "motion-audit: \(Self.counted(unfiltered - report.findings.count, "finding")) "
            + "recorded in \(baselineFile) not shown\n")
      }
    }
    var reporter = format.reporter(in: context, links: links)
    if format == .html {
      reporter = HTMLReporter(
        sourceLines: Self.sourceLines(of: report, in: context), links: links,
        paths: RepositoryRoot.paths(in: context))
    }
    context.writeOutput(reporter.render(report))
    for unreadable in report.skipped where unreadable.kind == .unreadable {
      context.reportError(
        "\(unreadable.file.escapingControlCharacters): "
          + unreadable.reason.escapingControlCharacters)
    }
    if report.hasUnreadableFiles { return .unreadableFiles }
    return report.failingFindingCount > 0 ? .findings : .success
  }

  /// The lines of every file with findings, for the HTML report's excerpts (a file that cannot be
  /// read again shows only its reported line).
  private static func sourceLines(of report: AuditReport, in context: CommandContext) -> [String:
    [String]]
  {
    let paths = RepositoryPaths.relativeToCurrentDirectory(context.currentDirectory)
    var lines: [String: [String]] = [:]
    for file in Set(report.findings.map(\.file)) {
      guard let bytes = try? context.reader.read(paths.absolutePath(of: file)) else { continue }
      lines[file] = HTMLReporter.lines(of: String(decoding: bytes, as: UTF8.self))
    }
    return lines
  }
}
