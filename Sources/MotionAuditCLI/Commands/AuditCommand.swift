import MotionAudit
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSemantics
import MotionAuditSources

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
  /// SwiftLint's command names, so `motion-audit lint` does what `swiftlint lint` does.
  static let aliases = ["lint", "analyze"]
  static let abstract = "Audit Swift files for motion that ignores Reduce Motion."
  static let discussion = """
    Finds the .swift files under each path (skipping .build, DerivedData, Pods, Carthage, .git and \
    hidden folders) and reports each place where motion ignores Reduce Motion, with the reason and \
    a fix. Each path uses the .motion-audit.json found from it upwards, and each file below it \
    the .motion-audit.json files of the folders in between too (the nearest wins, key by key), \
    unless --config is given. Comments naming an unknown rule or suppressing nothing are warned \
    about on standard error.

    Exit codes: 0 nothing at or above the threshold, 1 findings at or above it, 2 usage or \
    configuration error (also a path with no .swift files, a configuration that excludes them \
    all, or a report that cannot be written), 3 some files could not be read (the rest are \
    reported).

    With --output, or a format other than text on standard output while standard error is a \
    terminal, a line on standard error sums the run up (findings by severity, files audited, \
    where the report went); --quiet leaves it out.
    """
  static let options = [
    OptionDefinition(
      name: "--format", valueName: "format",
      help: "Output format: text for people, xcode for build logs, json for tools, sarif for code "
        + "scanning, github for pull-request annotations, html for a self-contained page (default: text)."
        + reportFormatsHelp,
      allowedValues: Format.allCases.map(\.rawValue), aliases: ["--reporter"],
      replacements: Format.swiftLintReporters),
    OptionDefinition(
      name: "--config", valueName: "file",
      help: "Use this configuration file instead of looking for .motion-audit.json."),
    OptionDefinition(
      name: "--severity", valueName: "severity",
      help: "Fail (exit 1) on findings at or above this severity: note, warning or error "
        + "(default: the configuration's threshold, else warning).",
      allowedValues: Severity.allCases.map(\.rawValue)),
    OptionDefinition(
      name: "--strict", valueName: nil,
      help: "Fail (exit 1) on warnings and errors whatever the configuration's threshold, as "
        + "--severity warning does."),
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
      help: "Correct what can be corrected mechanically (the rules 'motion-audit rules' marks "
        + "fixable) in place, then report what is left. Without it, no file is written."),
    OptionDefinition(
      name: "--jobs", valueName: "count",
      help: "Audit this many files at once, 1 to 64 (default: the number of active processors)."),
    OptionDefinition(
      name: "--cache-path", valueName: "directory",
      help: "Cache results in this directory (default: $XDG_CACHE_HOME/motion-audit or "
        + "~/.cache/motion-audit; ~/Library/Caches/motion-audit on macOS)."),
    OptionDefinition(
      name: "--no-cache", valueName: nil,
      help: "Neither read nor write cached results."),
    sourceURLTemplateOption,
    documentationURLOption,
    OptionDefinition(
      name: "--only-rule", valueName: "id",
      help: "Run only this rule, even one the configuration turns off; repeat for several.",
      isRepeatable: true),
    OptionDefinition(
      name: "--quiet", valueName: nil,
      help: "Print only the findings: no progress line, no summary, no notes on standard error.",
      aliases: ["-q"]),
    OptionDefinition(
      name: "--output", valueName: "file",
      help: "Write the report to this file (replaced all at once) instead of standard output."),
    OptionDefinition(
      name: "--use-stdin", valueName: nil,
      help: "Audit the Swift text on standard input instead of files (editors, pre-commit); "
        + "needs --stdin-path."),
    OptionDefinition(
      name: "--stdin-path", valueName: "path",
      help: "The file standard input holds: names it in the report and finds its configuration "
        + "(it need not exist)."),
    OptionDefinition(
      name: "--force-exclude", valueName: nil,
      help: "Apply the configuration's exclude and include, and the leaving out of test code, "
        + "to files named on the command line too, as they apply to files found in folders."),
    OptionDefinition(
      name: "--include-tests", valueName: nil,
      help: "Audit test code too: files in Tests, *Tests and *UITests folders, and files that "
        + "declare tests (XCTest, or Swift Testing's @Test/@Suite), which are left out by default."),
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
  /// `nil` for the configured rules.
  var onlyRules: Set<String>?
  var isQuiet: Bool
  var outputFile: String?
  /// The path standard input is audited as (`--use-stdin`), or `nil` to audit `paths`.
  var standardInputPath: String?
  var forceExclude: Bool
  /// `--include-tests`: `true`, or `nil` to follow the configuration.
  var includeTests: Bool?

  /// The most files audited at once.
  static let maximumJobs = 64

  init(_ arguments: ParsedArguments) throws(UsageError) {
    paths = arguments.positionals
    format = arguments.values["--format"].flatMap(Format.init(rawValue:)) ?? .text
    configurationFile = arguments.values["--config"]
    threshold = arguments.values["--severity"].flatMap(Severity.init(rawValue:))
    if arguments.flags.contains("--strict") {
      guard threshold == nil else {
        throw UsageError(message: "'--strict' is '--severity warning'; give one of them")
      }
      threshold = .warning
    }
    baselineFile = arguments.values["--baseline"]
    writtenBaselineFile = arguments.values["--write-baseline"]
    fixes = arguments.flags.contains("--fix")
    if let text = arguments.values["--jobs"] {
      guard let count = Int(text), (1...Self.maximumJobs).contains(count) else {
        throw UsageError(
          message: "'--jobs' must be a whole number from 1 to \(Self.maximumJobs) (got '\(text)')")
      }
      jobs = count
    }
    cachePath = arguments.values["--cache-path"]
    usesCache = !arguments.flags.contains("--no-cache")
    links = try Self.links(from: arguments)
    if !usesCache, cachePath != nil {
      throw UsageError(message: "'--no-cache' and '--cache-path' contradict each other; give one")
    }
    if let ids = arguments.repeatedValues["--only-rule"] {
      for id in ids where RuleRegistry.rule(withID: id) == nil {
        throw UsageError(
          message: "'--only-rule': unknown rule '\(id)'" + Spelling.unknownRuleAdvice(for: id))
      }
      onlyRules = Set(ids)
    }
    isQuiet = arguments.flags.contains("--quiet")
    outputFile = arguments.values["--output"]
    forceExclude = arguments.flags.contains("--force-exclude")
    includeTests = arguments.flags.contains("--include-tests") ? true : nil
    standardInputPath = arguments.values["--stdin-path"]
    if arguments.flags.contains("--use-stdin") {
      guard standardInputPath != nil else {
        throw UsageError(
          message: "'--use-stdin' needs '--stdin-path <path>': the file the text is (for its "
            + "configuration and the report)")
      }
      guard paths.isEmpty else {
        throw UsageError(message: "'--use-stdin' audits standard input; give no <paths> with it")
      }
      guard !fixes else {
        throw UsageError(message: "'--fix' writes files; it cannot correct standard input")
      }
    } else if standardInputPath != nil {
      throw UsageError(message: "'--stdin-path' needs '--use-stdin'")
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
    var context = context
    if let standardInputPath {
      let path = RepositoryPaths.relativeToCurrentDirectory(context.currentDirectory)
        .absolutePath(of: standardInputPath)
      context.reader = BufferReader(path: path, bytes: context.readInput(), others: context.reader)
    }
    let request = AuditRequest(
      paths: paths, configurationFile: configurationFile, threshold: threshold,
      currentDirectory: context.currentDirectory, onlyRules: onlyRules,
      forceExclude: forceExclude, includeTests: includeTests, bufferPath: standardInputPath)
    var report: AuditReport
    var baseline: Baseline?
    do {
      if let baselineFile { baseline = try Self.loadBaseline(baselineFile, in: context) }
      let progressLine = isQuiet ? nil : ProgressLine.make(for: format, in: context)
      report = try AuditRunner.run(
        request, reader: context.reader, execution: execution(in: context),
        progress: progressLine?.update)
      progressLine?.finish()
      if fixes { report = try Self.fix(report, request: request, quiet: isQuiet, in: context) }
    } catch {
      context.reportError("\(error)")
      return .usageError
    }
    if let writtenBaselineFile {
      do {
        let written = try Self.writeBaseline(report, to: writtenBaselineFile, in: context)
        if !isQuiet {
          context.writeError(
            "motion-audit: recorded \(Self.counted(written.findingCount, "finding")) in "
              + "\(writtenBaselineFile)\n")
        }
      } catch {
        context.reportError(error.description)
        return .usageError
      }
    }
    if let baseline, let baselineFile {
      let unfiltered = report.findings.count
      report = baseline.filtering(report, key: Self.baselineKey(for: baselineFile, in: context))
      if !format.isMachineReadable, !isQuiet {
        context.writeError(
          "motion-audit: \(Self.counted(unfiltered - report.findings.count, "finding")) "
            + "recorded in \(baselineFile) not shown\n")
      }
    }
    var reporter = format.reporter(in: context, links: links)
    if format == .html {
      reporter = HTMLReporter(
        sourceLines: Self.sourceLines(of: report, in: context), links: links,
        paths: RepositoryRoot.paths(in: context), auditedRoot: auditedRoot(in: context))
    }
    if format == .text, isQuiet {
      reporter = TextReporter(usesColor: context.usesColor, showsSummary: false)
    }
    let rendered = reporter.render(report)
    if let outputFile {
      let path = RepositoryPaths.relativeToCurrentDirectory(context.currentDirectory)
        .absolutePath(of: outputFile)
      do {
        try AtomicFileWriter.write(Array(rendered.utf8), to: path)
      } catch {
        switch error {
        case .readOnly: context.reportError("\(outputFile): read-only, not written")
        case .failed(_, let reason):
          context.reportError("\(outputFile): could not be written: \(reason)")
        }
        return .usageError
      }
    } else {
      context.writeOutput(rendered)
    }
    if let summary = summaryLine(of: report, in: context) { context.writeError(summary) }
    for warning in report.suppressionWarnings {
      context.writeError(warning.description.escapingControlCharacters + "\n")
    }
    for unreadable in report.skipped where unreadable.kind == .unreadable {
      context.reportError(
        "\(unreadable.file.escapingControlCharacters): "
          + unreadable.reason.escapingControlCharacters)
    }
    if report.hasUnreadableFiles { return .unreadableFiles }
    return report.failingFindingCount > 0 ? .findings : .success
  }

  /// The totals on standard error when the report goes where the person running the command
  /// does not read it (a file, or a machine format while standard error is a terminal); `nil`
  /// when the report is text on standard output (which ends with them) or with `--quiet`.
  func summaryLine(of report: AuditReport, in context: CommandContext) -> String? {
    guard !isQuiet else { return nil }
    let destination: String
    if let outputFile {
      destination = "report written to \(outputFile)"
    } else if format != .text, context.errorIsTerminal {
      destination = "\(format.rawValue) report on standard output"
    } else {
      return nil
    }
    return "motion-audit: " + TextReporter.summary(of: report) + "; " + destination + "\n"
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

/// Standard input as the file at `path`; every other file read as `others` reads it.
struct BufferReader: SourceReading {
  var path: String
  var bytes: [UInt8]
  var others: any SourceReading

  func read(_ path: String) throws(ReadError) -> [UInt8] {
    path == self.path ? bytes : try others.read(path)
  }
}
