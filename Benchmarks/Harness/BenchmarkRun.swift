import Foundation
import MotionAudit
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSemantics
import MotionAuditSources
import SwiftParser

/// One benchmark run: measures every phase on the same files and prints the results and the
/// ratios of the performance targets (issue 9). It measures and prints; it never judges a timing
/// by failing.
struct BenchmarkRun {
  let options: BenchmarkOptions
  private let output = Output()

  init(options: BenchmarkOptions) {
    self.options = options
  }

  /// Runs everything and returns the exit code (0 unless the files could not be prepared).
  func run() -> Int32 {
    if let phase = options.onlyPhase { return runAlone(phase) }
    let loadAtStart = Machine.loadAverage
    output.line("motion-audit benchmark (motion-audit \(MotionAuditVersion.current))")
    output.line(
      "machine: \(Machine.processorCount) active processors, \(Machine.processorModel); "
        + Machine.operatingSystem)
    output.line("date: \(ISO8601DateFormatter().string(from: Date()))")
    output.line("load average at start: \(loadAtStart)")
    output.line(
      "repetitions: \(options.repetitions) (medians shown; wall range in brackets); "
        + "all-cores runs use \(options.jobs) workers")

    let scratch = CorpusOnDisk.scratchDirectory("")
    defer {
      if !options.keepsCorpus { try? FileManager.default.removeItem(atPath: scratch) }
    }
    var ratios: [Ratio] = []
    do {
      let main = try mainFiles()
      let measured = measureAll(main)
      ratios += measured.ratios
      if options.path == nil, options.checksEveryFileWithMotion, options.motionShare < 1 {
        ratios += try measureEveryFileWithMotion()
      }
      if options.checksMemory {
        ratios += try memoryCheck()
      }
      let isSynthetic = options.path == nil
      ratios += try FindingScaling(
        output: output,
        largest: [
          (.views, options.findingsPerFile ?? (isSynthetic ? 40_000 : 0)),
          (.members, options.membersPerType ?? (isSynthetic ? 2_000 : 0)),
        ]
      ).run()
    } catch {
      output.line("error: \(error)")
      return 1
    }

    output.line("")
    output.line(
      "targets (issues 9 and 18); a time ratio is the median over repetitions of each turn's own "
        + "ratio (the two runs it compares, taken one after the other)")
    output.table(
      header: ["measure", "measured", "target", ""],
      rows: ratios.map { [$0.name, $0.measured, $0.target, $0.isMet ? "met" : "NOT MET"] })
    output.line("")
    output.line("load average at end: \(Machine.loadAverage)")
    if let peak = PeakMemory.bytes() {
      output.line("peak resident memory of this process: \(Output.megabytes(peak))")
    }
    if options.keepsCorpus { output.line("corpora kept in \(scratch)") }
    return 0
  }

  /// One phase, once, on one thread: what a profiler should look at.
  private func runAlone(_ phase: BenchmarkOptions.Phase) -> Int32 {
    let scratch = CorpusOnDisk.scratchDirectory("")
    defer {
      if !options.keepsCorpus { try? FileManager.default.removeItem(atPath: scratch) }
    }
    guard let files = try? mainFiles() else { return 1 }
    switch phase {
    case .parse:
      let measure = parseOnly(discoveredPaths(files.directory), repetitions: 1)
      output.line("parse only: \(Output.seconds(measure.cpu)) s CPU")
    case .scan:
      let measure = scanOnly(
        discoveredPaths(files.directory), plan: runPlan(files.directory), repetitions: 1)
      output.line("validation and pre-filter: \(Output.seconds(measure.cpu)) s CPU")
    case .audit:
      let run = audit(
        files.directory, jobs: options.jobs, cacheDirectory: nil,
        usesPrefilter: options.usesPrefilter, timesPhases: true)
      output.line(
        "full audit, \(options.jobs) workers: \(Output.seconds(run.sample.wall)) s wall, "
          + "\(Output.seconds(run.sample.cpu)) s CPU, \(run.statistics.filesParsed) parsed")
      phaseTable(run.statistics, auditCPU: run.sample.cpu, title: "its phases")
    case .compare:
      return comparePrefilter(files.directory)
    case .prefilter:
      listParsedFiles(files.directory)
    case .facts:
      return compareDeclarationPasses(discoveredPaths(files.directory))
    }
    return 0
  }

  /// Reads each file's declarations and uses of names with the token pass and the tree pass: 0
  /// when they agree on every file, 1 (and the differences) when not.
  private func compareDeclarationPasses(_ paths: [String]) -> Int32 {
    var differing = 0
    for path in paths {
      guard let bytes = try? FileSystemSourceReader().read(path) else {
        output.line("\(path): unreadable")
        differing += 1
        continue
      }
      let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      let disagreements = DeclarationFacts.disagreements(in: bytes, tree: tree)
      guard !disagreements.isEmpty else { continue }
      differing += 1
      output.line("\(path):")
      for line in disagreements { output.line("  \(line)") }
    }
    output.line(
      "declarations and uses: the token and tree passes "
        + (differing == 0 ? "agree on all \(paths.count) files" : "DIFFER on \(differing) files"))
    return differing == 0 ? 0 : 1
  }

  /// Prints each file the pre-filter passes, largest first: its KB, its findings, and the rules
  /// whose tokens it holds.
  private func listParsedFiles(_ directory: String) {
    let run = audit(directory, jobs: options.jobs, cacheDirectory: nil)
    let findings = Dictionary(grouping: run.report.findings, by: \.file).mapValues(\.count)
    let plan = runPlan(directory)
    let rules = AuditSettings.defaults.rules.compactMap {
      RuleRegistry.rule(withID: $0.id)?.description
    }
    let paths = discoveredPaths(directory)
    let rows = paths.compactMap { path -> (size: Int, path: String, row: [String])? in
      guard let bytes = try? FileSystemSourceReader().read(path), plan.needsParsing(bytes) else {
        return nil
      }
      let concerned = rules.filter { $0.tokenPrefilter.mayConcern(bytes) }.map(\.id)
      let name = String(path.dropFirst(directory.count + 1))
      return (
        bytes.count, path,
        [
          name, String(format: "%.1f", Double(bytes.count) / 1_024),
          "\(findings[path] ?? 0)", concerned.joined(separator: " "),
        ]
      )
    }
    output.table(
      header: ["file", "KB", "findings", "rules whose tokens it holds"],
      rows: rows.sorted { $0.size > $1.size }.map(\.row))
    let empty = rows.filter { $0.row[2] == "0" }
    output.line(
      "\(rows.count) files parsed, \(empty.count) without findings holding "
        + String(format: "%.0f", Double(empty.map(\.size).reduce(0, +)) / 1_024) + " KB of "
        + String(format: "%.0f", Double(rows.map(\.size).reduce(0, +)) / 1_024) + " KB")
    // What parsing costs against the parse of every file: the files parsed now, and the files
    // with findings alone, the least any pre-filter that decides by whole files could parse.
    let all = parseOnly(paths).cpu
    let parsed = parseOnly(rows.map(\.path)).cpu
    let withFindings = parseOnly(rows.filter { $0.row[2] != "0" }.map(\.path)).cpu
    output.line(
      "parse CPU, as a share of parsing every file: the files parsed \(Output.percent(parsed / all)), "
        + "the files with findings alone \(Output.percent(withFindings / all))")
  }

  /// Audits `directory` with and without the pre-filter and compares the reports in every
  /// format: 0 when they are identical, 1 when they differ.
  private func comparePrefilter(_ directory: String) -> Int32 {
    let filtered = audit(directory, jobs: options.jobs, cacheDirectory: nil)
    let unfiltered = audit(directory, jobs: options.jobs, cacheDirectory: nil, usesPrefilter: false)
    for (name, run) in [("pre-filter on", filtered), ("pre-filter off", unfiltered)] {
      output.line(
        "\(name): \(run.report.results.count) files audited, \(run.statistics.filesParsed) parsed, "
          + "\(run.report.findings.count) findings, \(Output.seconds(run.sample.cpu)) s CPU")
    }
    let reporters: [(String, any Reporter)] = [
      ("text", TextReporter(usesColor: false)), ("Xcode", XcodeReporter()),
      ("JSON", JSONReporter()),
    ]
    let differing = reporters.filter {
      $0.1.render(filtered.report) != $0.1.render(unfiltered.report)
    }
    if differing.isEmpty {
      output.line("reports: identical in the text, Xcode and JSON formats")
      return 0
    }
    output.line("reports: DIFFER in the \(differing.map(\.0).joined(separator: ", ")) format")
    return 1
  }

  // MARK: Files

  /// The files measured: the real app, or the synthetic corpus written to disk.
  private func mainFiles() throws -> MeasuredFiles {
    if let path = options.path {
      let absolute = URL(
        fileURLWithPath: path,
        relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      )
      .standardizedFileURL.path
      let files = try SourceDiscovery.discover(absolute, currentDirectory: "/").files
      let bytes = files.reduce(0) { $0 + ((try? fileSize($1.resolvedPath)) ?? 0) }
      output.line("")
      output.line("files: \(absolute): \(files.count) Swift files, \(Output.megabytes(bytes))")
      return MeasuredFiles(directory: absolute, motionFiles: nil)
    }
    let corpus = try CorpusOnDisk.write(
      SyntheticAppCorpus(
        fileCount: options.fileCount, motionShare: options.motionShare, seed: options.seed),
      to: CorpusOnDisk.scratchDirectory("main"))
    describe(corpus)
    return MeasuredFiles(directory: corpus.directory, motionFiles: corpus.motionFiles)
  }

  private func describe(_ corpus: CorpusOnDisk) {
    output.line("")
    output.line(
      "files: synthetic corpus of \(corpus.fileCount) files, \(Output.megabytes(corpus.byteCount)), "
        + "\(corpus.lineCount / max(corpus.fileCount, 1)) lines a file on average, "
        + "\(corpus.motionFiles.count) with motion (\(Output.percent(Double(corpus.motionFiles.count) / Double(max(corpus.fileCount, 1)))))"
    )
  }

  private func fileSize(_ path: String) throws -> Int {
    var status = stat()
    guard stat(path, &status) == 0 else { return 0 }
    return Int(status.st_size)
  }

  // MARK: The phases

  private struct MeasuredFiles {
    var directory: String
    /// For a synthetic corpus, the files generated with motion (relative paths).
    var motionFiles: Set<String>?
  }

  private struct Measured {
    var ratios: [Ratio]
  }

  private func measureAll(_ files: MeasuredFiles) -> Measured {
    let paths = discoveredPaths(files.directory)
    let byteCount = paths.reduce(0) { $0 + ((try? fileSize($1)) ?? 0) }
    let plan = runPlan(files.directory)
    let parseSeries = Series(timing: { self.parseOnly(paths, repetitions: 1).samples[0] })
    let scanSeries = Series(timing: { self.scanOnly(paths, plan: plan, repetitions: 1).samples[0] })
    let oneThread = Series(auditing: { self.audit(files.directory, jobs: 1, cacheDirectory: nil) })
    let allCores = Series(auditing: {
      self.audit(files.directory, jobs: self.options.jobs, cacheDirectory: nil)
    })
    inTurns([parseSeries, scanSeries, oneThread, allCores])
    let parse = parseSeries.measure
    let scan = scanSeries.measure
    let cacheDirectory = CorpusOnDisk.scratchDirectory("cache")
    var cold: [Sample] = []
    var warm: [Sample] = []
    var changed: [Sample] = []
    var typicalChanged: [Sample] = []
    var warmStatistics = AuditStatistics()
    var changedStatistics = AuditStatistics()
    var warmPhases: (report: AuditReport, statistics: AuditStatistics, sample: Sample)?
    // The files changed are the largest one the audit parses (the dearest single edit) and one
    // of median size among them (a typical edit).
    let parsedFiles = parsedFilesBySize(paths, plan: plan)
    let changedPath = parsedFiles.last
    let typicalPath = parsedFiles.isEmpty ? nil : parsedFiles[parsedFiles.count / 2]
    for _ in 0..<options.repetitions {
      try? FileManager.default.removeItem(atPath: cacheDirectory)
      cold.append(audit(files.directory, jobs: options.jobs, cacheDirectory: cacheDirectory).sample)
      let warmRun = audit(files.directory, jobs: options.jobs, cacheDirectory: cacheDirectory)
      warm.append(warmRun.sample)
      warmStatistics = warmRun.statistics
      if warmPhases == nil {
        // A warm run leaves the cache as it was, so one more, timed, gives the phases.
        warmPhases = audit(
          files.directory, jobs: options.jobs, cacheDirectory: cacheDirectory, timesPhases: true)
      }
      if let changedPath, let typicalPath {
        // Each edit starts from the warm cache: a run keeps only the entries it used, so after
        // one edit the cache no longer holds the first file as it is on disk.
        let typicalCache = CorpusOnDisk.scratchDirectory("cache-typical-edit")
        try? FileManager.default.removeItem(atPath: typicalCache)
        try? FileManager.default.copyItem(atPath: cacheDirectory, toPath: typicalCache)
        // Each repetition changes the file anew, so the cache never knows it.
        let reader = OneFileChanged(path: changedPath, marker: "// edit \(changed.count)\n")
        let changedRun = audit(
          files.directory, jobs: options.jobs, cacheDirectory: cacheDirectory, reader: reader)
        changed.append(changedRun.sample)
        changedStatistics = changedRun.statistics
        let typicalReader = OneFileChanged(
          path: typicalPath, marker: "// edit \(typicalChanged.count)\n")
        typicalChanged.append(
          audit(
            files.directory, jobs: options.jobs, cacheDirectory: typicalCache,
            reader: typicalReader
          ).sample)
      }
    }
    let coldMeasure = Measure(samples: cold)
    let warmMeasure = Measure(samples: warm)
    let changedMeasure = Measure(samples: changed)
    let typicalMeasure = Measure(samples: typicalChanged)

    let report = oneThread.report
    let statistics = oneThread.statistics
    output.line(
      "audit: \(report.auditedFileCount) files audited, \(statistics.filesParsed) parsed "
        + "(\(statistics.filesPrefiltered) ruled out by the pre-filter), "
        + "\(report.findings.count) findings, \(report.suppressed.count) suppressed")
    if let motionFiles = files.motionFiles {
      let prefix = files.directory + "/"
      let outside = report.findings.filter {
        !motionFiles.contains(String($0.file.dropFirst(prefix.count)))
      }
      output.line("findings in files generated without motion: \(outside.count) (expected 0)")
    }
    output.line(
      "warm run: \(warmStatistics.cacheHits) cache hits, \(warmStatistics.cacheMisses) misses, "
        + "\(warmStatistics.filesParsed) parsed")
    if let changedPath, let typicalPath {
      output.line(
        "one file changed (\(changedPath.dropFirst(files.directory.count + 1))): "
          + "\(changedStatistics.cacheHits) cache hits, \(changedStatistics.cacheMisses) misses, "
          + "\(changedStatistics.filesParsed) parsed")
      output.line(
        "one typical file changed (\(typicalPath.dropFirst(files.directory.count + 1)), "
          + "median size of the parsed files)")
    }
    output.line("")
    let count = paths.count
    output.table(
      header: ["phase", "wall s", "CPU s", "files/s", "MB/s"],
      rows: [
        row("parse only, 1 thread", parse, count, byteCount),
        row("validation and pre-filter only, 1 thread", scan, count, byteCount),
        row("full audit, 1 thread", oneThread.measure, count, byteCount),
        row("full audit, \(options.jobs) workers", allCores.measure, count, byteCount),
        row("cold run with cache, \(options.jobs) workers", coldMeasure, count, byteCount),
        row("warm run with cache, \(options.jobs) workers", warmMeasure, count, byteCount),
      ]
        + (changed.isEmpty
          ? []
          : [
            row("one file changed, \(options.jobs) workers", changedMeasure, count, byteCount),
            row(
              "one typical file changed, \(options.jobs) workers", typicalMeasure, count,
              byteCount),
          ]))
    timedPhaseTable(files.directory, title: "phases of the full audit, 1 thread (one run)")
    // What a run costs when nothing changed: the floor under every incremental run.
    if let warmPhases {
      phaseTable(
        warmPhases.statistics, auditCPU: warmPhases.sample.cpu,
        title: "phases of the warm run, \(options.jobs) workers (one run)")
    }
    prefilterReasons(paths, plan: plan)

    let share = options.path == nil ? Output.percent(options.motionShare) + " motion" : "real app"
    let cpuLimit = options.path != nil ? 0.3 : options.motionShare >= 1 ? 1.2 : 0.4
    return Measured(
      ratios: [
        Ratio(
          name: "full audit CPU ÷ parse-only CPU (\(share))",
          value: oneThread.measure.medianRatio(over: parse, of: \.cpu), limit: cpuLimit),
        Ratio(
          name: "all-cores wall ÷ all-cores CPU (\(options.jobs) workers)",
          value: allCores.measure.medianRatio(over: allCores.measure, of: \.wall, to: \.cpu),
          limit: 0.6),
        Ratio(
          name: "all-cores wall ÷ one-thread wall (\(options.jobs) workers)",
          value: allCores.measure.medianRatio(over: oneThread.measure, of: \.wall), limit: 0.6),
        Ratio(
          name: "warm-cache wall ÷ cold wall",
          value: warmMeasure.medianRatio(over: coldMeasure, of: \.wall), limit: 0.1),
      ]
        + (changed.isEmpty
          ? []
          : [
            Ratio(
              name: "one changed file (the largest): wall ÷ cold wall",
              value: changedMeasure.medianRatio(over: coldMeasure, of: \.wall), limit: 0.15),
            Ratio(
              name: "one changed file (median size): wall ÷ cold wall",
              value: typicalMeasure.medianRatio(over: coldMeasure, of: \.wall), limit: 0.15),
          ]))
  }

  /// The phases of one more one-thread audit of `directory`, timed (the measured runs are not).
  private func timedPhaseTable(_ directory: String, title: String) {
    let run = audit(directory, jobs: 1, cacheDirectory: nil, timesPhases: true)
    phaseTable(run.statistics, auditCPU: run.sample.cpu, title: title)
  }

  /// The CPU time of each phase of an audit (thread CPU time, as the run's statistics measure
  /// it, summed over workers), and its share of the audit's process CPU time.
  private func phaseTable(_ statistics: AuditStatistics, auditCPU: Double, title: String) {
    output.line("")
    output.line(title + ":")
    var rows: [[String]] = []
    var total = 0.0
    for phase in AuditPhase.allCases {
      let seconds = statistics.cpuSeconds(of: phase)
      total += seconds
      rows.append([
        phase.name, Output.seconds(seconds), Output.percent(seconds / max(auditCPU, 1e-9)),
      ])
    }
    rows.append([
      "sum of the phases", Output.seconds(total), Output.percent(total / max(auditCPU, 1e-9)),
    ])
    output.table(header: ["phase", "CPU s", "share"], rows: rows)
  }

  /// How many files the pre-filter rules out, and for the others which rules' tokens they hold
  /// and which tokens: what makes a file cost a parse.
  private func prefilterReasons(_ paths: [String], plan: AuditPlan) {
    let settings = AuditSettings.defaults
    let rules = settings.rules.compactMap { RuleRegistry.rule(withID: $0.id)?.description }
    var passing = 0
    var valid = 0
    var byRule: [String: Int] = [:]
    var alone: [String: Int] = [:]
    var aloneBytes: [String: Int] = [:]
    var byToken: [String: Int] = [:]
    let tokenFilters = rules.map { rule in
      rule.requiredTokenCondition != nil
        ? []
        : rule.requiredTokens.map { token in
          (
            token,
            TokenPrefilter(
              tokens: [token],
              exceptions: rule.requiredTokenExceptions[token].map { [token: $0] } ?? [:],
              identifierStarts: rule.match(of: token) == .identifierStart ? [token] : [],
              wholeIdentifiers: rule.match(of: token) == .wholeIdentifier ? [token] : [],
              callees: rule.match(of: token) == .callee ? [token] : [])
          )
        }
    }
    let ruleFilters = rules.map(\.tokenPrefilter)
    for path in paths {
      guard let bytes = try? FileSystemSourceReader().read(path),
        FileAuditor.audit(
          file: path, bytes: bytes, plan: AuditPlan(settings: AuditSettings(rules: []))
        )
        .skipped == nil
      else { continue }
      valid += 1
      guard plan.needsParsing(bytes) else { continue }
      passing += 1
      var tokens: Set<String> = []
      var concerned: [String] = []
      for (index, rule) in rules.enumerated() where ruleFilters[index].mayConcern(bytes) {
        byRule[rule.id, default: 0] += 1
        concerned.append(rule.id)
        for (token, filter) in tokenFilters[index] where filter.mayConcern(bytes) {
          tokens.insert(token)
        }
      }
      for token in tokens { byToken[token, default: 0] += 1 }
      // A file parsed for one rule alone is what that rule's tokens cost.
      if concerned.count == 1 {
        alone[concerned[0], default: 0] += 1
        aloneBytes[concerned[0], default: 0] += bytes.count
      }
    }
    output.line("")
    output.line(
      "pre-filter: \(valid - passing) of \(valid) files ruled out "
        + "(\(Output.percent(Double(valid - passing) / Double(max(valid, 1))))), \(passing) parsed; "
        + "the parsed files hold the tokens of:")
    func top(_ counts: [String: Int]) -> [[String]] {
      counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(12).map {
        [$0.key, "\($0.value)", Output.percent(Double($0.value) / Double(max(passing, 1)))]
      }
    }
    output.table(
      header: ["rule", "files", "of parsed", "for it alone", "their KB"],
      rows: top(byRule).map { row in
        row + [
          "\(alone[row[0]] ?? 0)", String(format: "%.0f", Double(aloneBytes[row[0]] ?? 0) / 1_024),
        ]
      })
    output.line("")
    output.table(header: ["token", "files", "of parsed"], rows: top(byToken))
  }

  /// The largest of `paths` the audit parses, if any.
  /// The files the audit parses, smallest first (by path among equal sizes).
  private func parsedFilesBySize(_ paths: [String], plan: AuditPlan) -> [String] {
    return paths.compactMap { path -> (path: String, size: Int)? in
      guard let bytes = try? FileSystemSourceReader().read(path), plan.needsParsing(bytes) else {
        return nil
      }
      return (path, bytes.count)
    }.sorted { ($0.size, $0.path) < ($1.size, $1.path) }.map(\.path)
  }

  /// The second CPU ratio: a corpus of the same size where every file has motion.
  private func measureEveryFileWithMotion() throws -> [Ratio] {
    let corpus = try CorpusOnDisk.write(
      SyntheticAppCorpus(fileCount: options.fileCount, motionShare: 1, seed: options.seed),
      to: CorpusOnDisk.scratchDirectory("every-file-motion"))
    output.line("")
    output.line("every file with motion:")
    describe(corpus)
    let paths = discoveredPaths(corpus.directory)
    let byteCount = corpus.byteCount
    let parseSeries = Series(timing: { self.parseOnly(paths, repetitions: 1).samples[0] })
    let oneThread = Series(auditing: { self.audit(corpus.directory, jobs: 1, cacheDirectory: nil) })
    // Files whose motion no enabled rule knows (UIKit's, until a rule covers it) are still ruled
    // out above; with the pre-filter off every file is parsed and checked: the rules' full cost.
    let unfiltered = Series(auditing: {
      self.audit(corpus.directory, jobs: 1, cacheDirectory: nil, usesPrefilter: false)
    })
    inTurns([parseSeries, oneThread, unfiltered])
    let parse = parseSeries.measure
    output.line(
      "audit: \(oneThread.statistics.filesParsed) parsed, \(oneThread.report.findings.count) findings; "
        + "pre-filter off: \(unfiltered.statistics.filesParsed) parsed")
    output.line("")
    output.table(
      header: ["phase", "wall s", "CPU s", "files/s", "MB/s"],
      rows: [
        row("parse only, 1 thread", parse, paths.count, byteCount),
        row("full audit, 1 thread", oneThread.measure, paths.count, byteCount),
        row("full audit, 1 thread, pre-filter off", unfiltered.measure, paths.count, byteCount),
      ])
    timedPhaseTable(corpus.directory, title: "phases of the full audit, 1 thread (one run)")
    try? FileManager.default.removeItem(atPath: corpus.directory)
    return [
      Ratio(
        name: "full audit CPU ÷ parse-only CPU (every file with motion)",
        value: oneThread.measure.medianRatio(over: parse, of: \.cpu), limit: 1.2),
      Ratio(
        name: "  the same with the pre-filter off (every file parsed)",
        value: unfiltered.measure.medianRatio(over: parse, of: \.cpu), limit: 1.2),
    ]
  }

  /// The plan an audit of `directory` with the default settings uses: its pre-filter knows the
  /// asset catalogs and image files, which the audit reads before the Swift files.
  private func runPlan(_ directory: String) -> AuditPlan {
    var stage = ProjectAuditStage()
    let discovery = try? SourceDiscovery.discover(directory, currentDirectory: "/")
    for file in discovery?.projectFiles ?? [] { stage.add(file, settings: .defaults) }
    let resources = stage.readResources(reader: FileSystemSourceReader(), width: options.jobs)
    return AuditPlan(settings: .defaults, project: resources)
  }

  private func discoveredPaths(_ directory: String) -> [String] {
    ((try? SourceDiscovery.discover(directory, currentDirectory: "/"))?.files ?? []).map(
      \.resolvedPath)
  }

  /// SwiftParser over every file on one thread (with the audit's stack size). The files are read
  /// before the clock starts: only parsing is measured.
  private func parseOnly(_ paths: [String], repetitions: Int? = nil) -> Measure {
    let contents = paths.compactMap { try? FileSystemSourceReader().read($0) }
    var samples: [Sample] = []
    for _ in 0..<(repetitions ?? options.repetitions) {
      let (_, sample) = Stopwatch.measure {
        AuditThread.run { [contents] in
          var tokens = 0
          for bytes in contents {
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            tokens &+= tree.endPosition.utf8Offset
          }
          return tokens
        }
      }
      samples.append(sample)
    }
    return Measure(samples: samples)
  }

  /// What every file costs before any parsing: the UTF-8 check and the pre-filter's byte search,
  /// on one thread, over files read before the clock starts.
  private func scanOnly(_ paths: [String], plan: AuditPlan, repetitions: Int? = nil) -> Measure {
    let contents = paths.compactMap { try? FileSystemSourceReader().read($0) }
    // No rule: the audit only validates the bytes.
    let validation = AuditPlan(settings: AuditSettings(rules: []))
    var samples: [Sample] = []
    for _ in 0..<(repetitions ?? options.repetitions) {
      let (_, sample) = Stopwatch.measure {
        contents.reduce(0) { count, bytes in
          let result = FileAuditor.audit(file: "", bytes: bytes, plan: validation)
          return count + (result.skipped == nil && plan.needsParsing(bytes) ? 1 : 0)
        }
      }
      samples.append(sample)
    }
    return Measure(samples: samples)
  }

  /// Repetitions of one measure, taken in turn with others (``inTurns(_:)``); for an audit, with
  /// the last run's report and statistics.
  private final class Series {
    private let take: () -> (sample: Sample, audit: (AuditReport, AuditStatistics)?)
    private(set) var samples: [Sample] = []
    private var lastAudit: (report: AuditReport, statistics: AuditStatistics)?

    init(timing: @escaping () -> Sample) {
      take = { (timing(), nil) }
    }

    init(
      auditing: @escaping () -> (report: AuditReport, statistics: AuditStatistics, sample: Sample)
    ) {
      take = {
        let run = auditing()
        return (run.sample, (run.report, run.statistics))
      }
    }

    var measure: Measure { Measure(samples: samples) }
    var report: AuditReport {
      lastAudit?.report ?? AuditReport(results: [], skipped: [], threshold: .warning)
    }
    var statistics: AuditStatistics { lastAudit?.statistics ?? AuditStatistics() }

    func repeatOnce() {
      let (sample, audit) = take()
      samples.append(sample)
      if let audit { lastAudit = audit }
    }
  }

  /// Each of `series` once per repetition, in turn, rather than each one's repetitions together:
  /// a machine that slows down during the benchmark slows all of them alike, so the ratios
  /// between them hold.
  private func inTurns(_ series: [Series]) {
    for _ in 0..<options.repetitions {
      for measure in series { measure.repeatOnce() }
    }
  }

  /// An audit of `directory`, measured. Its phases are timed only when asked (`timesPhases`): the
  /// command-line tool never reads the clock, so a measured run does not either.
  private func audit(
    _ directory: String, jobs: Int, cacheDirectory: String?, usesPrefilter: Bool = true,
    timesPhases: Bool = false, reader: some SourceReading = FileSystemSourceReader()
  ) -> (report: AuditReport, statistics: AuditStatistics, sample: Sample) {
    let statistics = AuditStatistics(timesPhases: timesPhases)
    let execution = AuditExecution(
      jobs: jobs, cacheDirectory: cacheDirectory, usesPrefilter: usesPrefilter,
      statistics: statistics)
    let request = AuditRequest(paths: [directory], currentDirectory: "/")
    let (report, sample) = Stopwatch.measure {
      try? AuditRunner.run(request, reader: reader, execution: execution)
    }
    return (
      report ?? AuditReport(results: [], skipped: [], threshold: .warning), statistics, sample
    )
  }

  private func row(_ name: String, _ measure: Measure, _ files: Int, _ bytes: Int) -> [String] {
    let wall = measure.wall
    return [
      name,
      Output.seconds(wall)
        + " [\(Output.seconds(measure.fastestWall))–\(Output.seconds(measure.slowestWall))]",
      Output.seconds(measure.cpu),
      Output.integer(Double(files) / wall),
      String(format: "%.1f", Double(bytes) / 1_048_576 / wall),
    ]
  }

  // MARK: Memory

  /// Peak resident memory of a full audit of 1,000 and of 5,000 files, each in a process of its
  /// own: a process's peak only grows, so two sizes measured in one process would hide each
  /// other. The child audits with all workers and no cache, and reports its `VmHWM`.
  private func memoryCheck() throws -> [Ratio] {
    output.line("")
    output.line(
      "memory check (each size audited by a child process, \(options.jobs) workers, no cache):")
    var peaks: [Int: Int] = [:]
    var rows: [[String]] = []
    for count in [1_000, 5_000] {
      let corpus = try CorpusOnDisk.write(
        SyntheticAppCorpus(fileCount: count, motionShare: options.motionShare, seed: options.seed),
        to: CorpusOnDisk.scratchDirectory("memory-\(count)"))
      let probe = try MemoryProbe.run(directory: corpus.directory, jobs: options.jobs)
      peaks[count] = probe.peak
      rows.append([
        "\(count) files (\(Output.megabytes(corpus.byteCount)))",
        Output.megabytes(probe.baseline), Output.megabytes(probe.peak),
        "\(probe.parsed) parsed",
      ])
      try? FileManager.default.removeItem(atPath: corpus.directory)
    }
    output.table(header: ["corpus", "at start", "peak", ""], rows: rows)
    let small = Double(peaks[1_000] ?? 0)
    let large = Double(peaks[5_000] ?? 0)
    return [
      Ratio(
        name: "peak memory at 5,000 files (MB)", value: large / 1_048_576, limit: 150,
        format: "%.1f"),
      Ratio(name: "peak at 5,000 files ÷ peak at 1,000 files", value: large / small, limit: 1.2),
    ]
  }
}

/// Reads files from disk, except that one file gets a line added at its end: an edit, without
/// touching the files measured. The other files' statuses are the disk's; the edited file's is
/// the one the edit would give it: longer by the line, written when the reader was made.
struct OneFileChanged: SourceReading {
  let path: String
  let marker: String
  private let editTime = FileStatus.Timestamp.now

  init(path: String, marker: String) {
    self.path = path
    self.marker = marker
  }

  func read(_ path: String) throws(ReadError) -> [UInt8] {
    let bytes = try FileSystemSourceReader().read(path)
    return path == self.path ? bytes + Array(marker.utf8) : bytes
  }

  func status(of path: String) -> FileStatus? {
    guard var status = FileSystemSourceReader().status(of: path) else { return nil }
    if path == self.path {
      status.size += marker.utf8.count
      status.modified = editTime
      status.changed = editTime
    }
    return status
  }

  func readWithStatus(_ path: String) throws(ReadError) -> (bytes: [UInt8], status: FileStatus?) {
    guard path == self.path else { return try FileSystemSourceReader().readWithStatus(path) }
    return (try read(path), status(of: path))
  }
}

/// A measured ratio and its target (at most `limit`).
struct Ratio {
  var name: String
  var value: Double
  var limit: Double
  var format = "%.3f"

  var measured: String { String(format: format, value) }
  var target: String { "≤ " + String(format: "%g", limit) }
  var isMet: Bool { value <= limit }
}
