import Foundation
import MotionAuditSemantics
import MotionAuditSources

/// Audits the files of a run: reads, pre-filters, looks up, parses and checks them on the run's
/// workers, and returns the results in the order of the files, so the report does not depend on
/// which worker finished first.
///
/// Each worker holds one file at a time: its bytes and tree are released as soon as its result
/// (a small value) is stored, so memory does not grow with the number of files.
enum FileBatchAuditor {
  /// A file to audit, the settings of its configuration, and whether a file that declares
  /// tests is left out (``TestSources``).
  typealias Job = (file: DiscoveredFile, settings: AuditSettings, skipsTests: Bool)

  /// What became of one file.
  enum Outcome: Sendable {
    case audited(FileAuditResult)
    case unreadable(SkippedFile)
    /// Declares tests, and tests are not audited: not part of the report.
    case testCode
  }

  /// The run's result cache, and what became of loading it.
  typealias LoadedCache = (cache: ResultCache, load: AuditStatistics.CacheLoad)

  /// Opens and loads the cache file of the runs `scope` names (see
  /// ``ResultCache/path(inDirectory:scope:)``) in `directory`.
  static func loadCache(inDirectory directory: String, scope: String) -> LoadedCache {
    let cache = ResultCache(path: ResultCache.path(inDirectory: directory, scope: scope))
    return (cache, cache.load())
  }

  /// Audits `jobs` as `execution` says, with `cache` when the run has one, taking the trees
  /// `parseAhead` parsed; `project`, the resources read before the Swift files, lets the
  /// pre-filter leave out what they settle. `progress` hears of each file as it finishes.
  static func audit(
    _ jobs: [Job], reader: some SourceReading, execution: AuditExecution, cache: LoadedCache?,
    parseAhead: ParseAhead? = nil, project: ProjectContext? = nil,
    progress: (@Sendable (AuditProgress) -> Void)? = nil
  ) -> [Outcome] {
    // One plan per distinct configuration, resolved once.
    var planIndices: [AuditSettings: Int] = [:]
    var plans: [Prepared] = []
    var jobPlans: [Int] = []
    jobPlans.reserveCapacity(jobs.count)
    for job in jobs {
      // Files of one folder share their settings: compared with the last file's, not hashed.
      if let last = jobPlans.last, plans[last].settings == job.settings {
        jobPlans.append(last)
        continue
      }
      if let known = planIndices[job.settings] {
        jobPlans.append(known)
        continue
      }
      // A collector of facts from Swift files adds its tokens here (`additionalTokens:`).
      let plan =
        execution.usesPrefilter
        ? AuditPlan(settings: job.settings, project: project)
        : AuditPlan(settings: job.settings, prefilter: nil)
      let fingerprint =
        execution.cacheDirectory == nil ? nil : ResultCache.fingerprint(of: job.settings)
      // Files ruled out by the project's resources are cached under these too.
      let projectFingerprint = plan.testsTheProject ? project?.resourcesFingerprint : nil
      planIndices[job.settings] = plans.count
      jobPlans.append(plans.count)
      let signalNames = Set(job.settings.signals.map(\.name))
      plans.append(
        Prepared(
          settings: job.settings, plan: plan, fingerprint: fingerprint,
          settledFingerprint: fingerprint.flatMap { settings in
            projectFingerprint.map { ContentHash(of: settings.bytes + $0.bytes) }
          },
          signalsFingerprint: ContentHash(of: signalNames.sorted().joined(separator: "\n")),
          configuredSignalNames: signalNames))
    }

    let statistics = execution.statistics
    var earlyParsing: EarlyParsing?
    if let loaded = cache?.load {
      statistics?.recordCacheLoad(loaded)
      if case .loaded(let entries) = loaded, entries > 0 { earlyParsing = EarlyParsing() }
    }
    let cache = cache?.cache
    let sharedCache = cache
    let sharedEarlyParsing = earlyParsing
    let sharedJobPlans = jobPlans

    // First pass: read each file once, validate it, and learn what it declares for the others.
    let runStart = FileStatus.Timestamp.now
    let preparedPlans = plans
    let gathered = FactGathering(fileCount: jobs.count)
    let reads = WorkerPool.map(jobs.count, width: execution.jobs) { index in
      let file = jobs[index].file
      let prepared = preparedPlans[sharedJobPlans[index]]
      var (read, facts, toParse) = readFile(
        file, with: prepared, skippingTests: jobs[index].skipsTests, reader: reader,
        cache: sharedCache, earlyParsing: sharedEarlyParsing, runStart: runStart,
        statistics: statistics)
      if var facts {
        facts.file = file.path
        gathered.add(facts, order: index)
      }
      // Added before the parse: the last file's facts complete the project's while this parses.
      gathered.finishFile()
      if let toParse {
        var clock = statistics?.phaseClock()
        read.early = (
          toParse,
          parse(file, bytes: toParse, plan: prepared.plan, parseAhead: parseAhead, clock: &clock)
        )
        if let statistics, let clock { statistics.recordPhases(clock) }
      }
      return read
    }
    let projectFacts = gathered.projectFacts
    for index in plans.indices { plans[index].plan.projectFacts = projectFacts }

    // Second pass: audit the files that may concern a rule.
    let sharedPlans = plans
    let counter = progress.map { ProgressCounter(fileCount: jobs.count, report: $0) }
    // The largest files to parse first: a large file handed out last would leave the other
    // workers idle while one parses it.
    let order = reads.indices.sorted {
      (reads[$0].pendingBytes, $1) > (reads[$1].pendingBytes, $0)
    }
    let outcomes = WorkerPool.map(jobs.count, width: execution.jobs, order: order) { index in
      let outcome = auditFile(
        jobs[index].file, read: reads[index], with: sharedPlans[sharedJobPlans[index]],
        reader: reader, cache: sharedCache, parseAhead: parseAhead, statistics: statistics)
      counter?.finished(jobs[index].file.path)
      return outcome
    }
    parseAhead?.finish()
    if let cache {
      let saved = cache.save()
      statistics?.recordCacheSave(saved)
    }
    return outcomes
  }

  /// A plan with the fingerprints of its settings, for cache keys.
  private struct Prepared: Sendable {
    var settings: AuditSettings
    var plan: AuditPlan
    var fingerprint: ContentHash?
    /// The settings' and the project resources' fingerprint together: the key of a file a
    /// pre-filter that knows the resources ruled out (``AuditPlan/ParsingNeed/noneGivenTheProject``).
    var settledFingerprint: ContentHash?
    /// Of the configured signals, which the fact pass reads.
    var signalsFingerprint: ContentHash
    var configuredSignalNames: Set<String>
  }

  /// A file after the first pass: settled already, or waiting to be parsed. Its bytes are not
  /// kept (they are read again if it must be parsed), so memory does not grow with the files.
  private struct FileRead: Sendable {
    /// Set when the first pass settled the file (unreadable, invalid, or of no rule's concern).
    var outcome: Outcome?
    var content: ContentHash?
    /// The file's key in the result cache, when there is a cache.
    var resultKey: ContentHash?
    /// The size of a file still to be audited (0 for one the first pass settled).
    var pendingBytes = 0
    /// A file the first pass parsed already, with the bytes it parsed.
    var early: (bytes: [UInt8], parsed: FileAuditor.Parsed)?
  }

  /// How much source the first pass may parse and hold for the second, in a run whose cache
  /// knows most files. After an edit, the changed files are the only ones to parse: parsed as
  /// the first pass finds them, beside the reading of the others, they no longer wait for it to
  /// end. The budget bounds what is held, whatever changed.
  private final class EarlyParsing: @unchecked Sendable {
    /// About ten times as much in trees.
    static let byteBudget = 1 << 20

    private let lock = NSLock()
    private var remaining = byteBudget

    /// Whether a file of `byteCount` bytes may be parsed early, counting it if so.
    func reserve(_ byteCount: Int) -> Bool {
      lock.withLock {
        guard byteCount <= remaining else { return false }
        remaining -= byteCount
        return true
      }
    }
  }

  /// `file`'s tree from `bytes`: the one parsed ahead if there is one.
  private static func parse(
    _ file: DiscoveredFile, bytes: [UInt8], plan: AuditPlan, parseAhead: ParseAhead?,
    clock: inout PhaseClock?
  ) -> FileAuditor.Parsed {
    if !plan.rules.isEmpty, let tree = parseAhead?.tree(for: file.resolvedPath, bytes: bytes) {
      return .parsed(tree)
    }
    return FileAuditor.parse(file: file.path, bytes: bytes, plan: plan, clock: &clock)
  }

  /// Reads, validates and pre-filters one file, and scans what it declares for the others. A
  /// file the cache knows by its status (``FileStatus``) is not read when the cache answers the
  /// rest too. `toParse`: the bytes of a file to parse now, before the others' facts are known.
  private static func readFile(
    _ file: DiscoveredFile, with prepared: Prepared, skippingTests: Bool,
    reader: some SourceReading, cache: ResultCache?, earlyParsing: EarlyParsing?,
    runStart: FileStatus.Timestamp, statistics: AuditStatistics?
  ) -> (FileRead, DeclarationFacts?, toParse: [UInt8]?) {
    // The phases are timed only for someone who collects statistics.
    var clock = statistics?.phaseClock()
    defer {
      if let statistics, let clock { statistics.recordPhases(clock) }
    }
    if let cache, let status = reader.status(of: file.resolvedPath),
      let known = cache.knownFile(at: file.resolvedPath, status: status),
      let unread = unreadFile(
        file, known: known, status: status, with: prepared, skippingTests: skippingTests,
        cache: cache, statistics: statistics)
    {
      clock?.lap(.prefilter)
      return (unread.0, unread.1, nil)
    }
    let bytes: [UInt8]
    let status: FileStatus?
    do throws(ReadError) {
      (bytes, status) = try reader.readWithStatus(file.resolvedPath)
    } catch {
      return (FileRead(outcome: .unreadable(error.skippedFile(file.path))), nil, nil)
    }
    clock?.lap(.reading)
    statistics?.recordRead(bytes: bytes.count)
    // A status that settled before the run began vouches for these bytes in later runs.
    let vouching = status.flatMap { $0.isSettled(before: runStart) ? $0 : nil }
    // Its declarations stay out of the project's facts too: tests are not the app.
    if skippingTests, TestSources.declaresTests(bytes) {
      if let cache, let vouching {
        cache.record(
          ResultCache.KnownFile(content: ContentHash(of: bytes), declaresTests: true),
          at: file.resolvedPath, status: vouching)
      }
      return (FileRead(outcome: .testCode), nil, nil)
    }
    let content = ContentHash(of: bytes)
    if let cache, let vouching {
      cache.record(
        ResultCache.KnownFile(content: content, declaresTests: skippingTests ? false : nil),
        at: file.resolvedPath, status: vouching)
    }
    let standing = CacheStanding(of: file, content: content, with: prepared, cache: cache)
    if !standing.isKnown, !standing.isSettled,
      let invalid = FileAuditor.validationFailure(file: file.path, bytes: bytes)
    {
      clock?.lap(.prefilter)
      return (FileRead(outcome: .audited(invalid)), nil, nil)
    }
    var facts: DeclarationFacts?
    let factsKey = ResultCache.factsKey(
      content: content, signalsFingerprint: prepared.signalsFingerprint)
    if let cache { facts = cache.facts(for: factsKey) }
    if facts == nil {
      let scanned = DeclarationFacts(
        scanning: bytes, configuredSignals: prepared.configuredSignalNames)
      cache?.store(scanned, for: factsKey)
      facts = scanned
    }
    clock?.lap(.declarations)
    defer { clock?.lap(.prefilter) }
    let need: AuditPlan.ParsingNeed =
      standing.isKnown
      ? .needed : standing.isSettled ? .noneGivenTheProject : prepared.plan.parsingNeed(bytes)
    guard need == .needed else {
      if standing.isSettled {
        statistics?.recordCacheHit()
      } else {
        statistics?.recordPrefiltered()
      }
      let result = FileAuditResult(file: file.path)
      // Ruled out given what the project holds now: cached under a key of those resources too,
      // so other catalogs ask again.
      if !standing.isSettled, let cache,
        let key = need == .none ? standing.resultKey : standing.settledKey
      {
        cache.store(result, for: key)
      }
      return (FileRead(outcome: .audited(result)), facts, nil)
    }
    // Parsed now, or answered from the cache as a file an earlier run parsed (a file the
    // pre-filter ruled out may be cached as nothing found, like a parsed one).
    if let cache, let status, !standing.isKnown || cache.wasAudited(file.resolvedPath) {
      cache.noteAudited(ResultCache.AuditedFile(path: file.resolvedPath, status: status))
    }
    let read = FileRead(content: content, resultKey: standing.resultKey, pendingBytes: bytes.count)
    // Not in the cache: to be parsed whatever the other files declare.
    let parsesEarly = !standing.isKnown && earlyParsing?.reserve(bytes.count) == true
    return (read, facts, parsesEarly ? bytes : nil)
  }

  /// The first pass's outcome for a file an earlier run read, unchanged since (`known` is what
  /// that run read), when the cache answers everything the pass asks: whether it declares tests,
  /// its result or its settlement, and its facts. `nil` when the file must be read.
  private static func unreadFile(
    _ file: DiscoveredFile, known: ResultCache.KnownFile, status: FileStatus,
    with prepared: Prepared, skippingTests: Bool, cache: ResultCache, statistics: AuditStatistics?
  ) -> (FileRead, DeclarationFacts?)? {
    if skippingTests {
      guard let declaresTests = known.declaresTests else { return nil }
      if declaresTests { return (FileRead(outcome: .testCode), nil) }
    }
    let standing = CacheStanding(of: file, content: known.content, with: prepared, cache: cache)
    guard standing.isKnown || standing.isSettled,
      let facts = cache.facts(
        for: ResultCache.factsKey(
          content: known.content, signalsFingerprint: prepared.signalsFingerprint))
    else { return nil }
    guard standing.isKnown else {
      statistics?.recordCacheHit()
      return (FileRead(outcome: .audited(FileAuditResult(file: file.path))), facts)
    }
    if cache.wasAudited(file.resolvedPath) {
      cache.noteAudited(ResultCache.AuditedFile(path: file.resolvedPath, status: status))
    }
    return (
      FileRead(content: known.content, resultKey: standing.resultKey, pendingBytes: status.size),
      facts
    )
  }

  /// What the cache holds for a file of some content.
  private struct CacheStanding {
    /// The file's key in the result cache, when there is a cache.
    var resultKey: ContentHash?
    /// Its key as ruled out given the project's resources, when the plan asks them.
    var settledKey: ContentHash?
    /// Whether the cache holds a result: the file was valid and judged before, ruled out by the
    /// pre-filter or audited, so neither the validation nor the pre-filter needs to read it.
    var isKnown = false
    /// Whether it was ruled out before by the same resources, for the same settings and content.
    var isSettled = false

    init(
      of file: DiscoveredFile, content: ContentHash, with prepared: Prepared, cache: ResultCache?
    ) {
      resultKey = prepared.fingerprint.map {
        ResultCache.key(file: file.path, content: content, settingsFingerprint: $0)
      }
      settledKey = prepared.settledFingerprint.map {
        ResultCache.key(file: file.path, content: content, settingsFingerprint: $0)
      }
      guard let cache else { return }
      isKnown = resultKey.map { cache.holdsResult(for: $0) } ?? false
      // (Taken as a result, so the entry is kept without rewriting the cache.)
      isSettled =
        !isKnown && settledKey.flatMap { cache.result(for: $0, file: file.path) } != nil
    }
  }

  private static func auditFile(
    _ file: DiscoveredFile, read: FileRead, with prepared: Prepared, reader: some SourceReading,
    cache: ResultCache?, parseAhead: ParseAhead?, statistics: AuditStatistics?
  ) -> Outcome {
    if let outcome = read.outcome { return outcome }
    var clock = statistics?.phaseClock()
    defer {
      if let statistics, let clock { statistics.recordPhases(clock) }
    }
    var key: ContentHash?
    if let cache, let fileKey = read.resultKey {
      if let cached = cache.result(
        for: fileKey, file: file.path, facts: prepared.plan.projectFacts)
      {
        statistics?.recordCacheHit()
        clock?.lap(.prefilter)
        return .audited(cached)
      }
      statistics?.recordCacheMiss()
      key = fileKey
    }
    clock?.lap(.prefilter)
    let bytes: [UInt8]
    let parsed: FileAuditor.Parsed
    if let early = read.early {
      (bytes, parsed) = early
    } else {
      do throws(ReadError) {
        bytes = try reader.read(file.resolvedPath)
      } catch {
        return .unreadable(error.skippedFile(file.path))
      }
      clock?.lap(.reading)
      // Changed since the first pass: judge it as it is now.
      if let invalid = FileAuditor.validationFailure(file: file.path, bytes: bytes) {
        return .audited(invalid)
      }
      clock?.lap(.prefilter)
      parsed = parse(
        file, bytes: bytes, plan: prepared.plan, parseAhead: parseAhead, clock: &clock)
    }
    statistics?.recordParsed()
    let (result, dependencies) =
      switch parsed {
      case .settled(let result): (result, nil as FactDependencies?)
      case .parsed(let tree):
        FileAuditor.audit(
          file: file.path, bytes: bytes, tree: tree, plan: prepared.plan, clock: &clock)
      }
    if let cache, let key, ContentHash(of: bytes) == read.content {
      cache.store(result, dependencies: dependencies, for: key)
    }
    return .audited(result)
  }
}

/// The project's facts, gathered from the workers file by file as they read them, so that no
/// file's facts are held after they are added; merged by the worker that adds the last file's.
private final class FactGathering: @unchecked Sendable {
  private let lock = NSLock()
  private var gathered = ProjectFacts.Accumulator()
  private var filesLeft: Int
  private var merged: ProjectFacts?

  init(fileCount: Int) {
    filesLeft = fileCount
  }

  func add(_ facts: DeclarationFacts, order: Int) {
    lock.withLock { gathered.add(facts, order: order) }
  }

  /// Counts one file as done. The last one merges every file's facts, so that a file parsed
  /// after its facts were added (see ``FileBatchAuditor/EarlyParsing``) does not hold up the
  /// merge.
  func finishFile() {
    let complete: ProjectFacts.Accumulator? = lock.withLock {
      filesLeft -= 1
      return filesLeft == 0 ? gathered : nil
    }
    guard let complete else { return }
    let facts = ProjectFacts(complete)
    lock.withLock { merged = facts }
  }

  /// Every file's facts merged; read once every worker has ended.
  var projectFacts: ProjectFacts { lock.withLock { merged ?? ProjectFacts(gathered) } }
}

/// Counts finished files across workers and reports each one, one report at a time, so the
/// counts a listener sees only go up.
private final class ProgressCounter: @unchecked Sendable {
  private let lock = NSLock()
  private let fileCount: Int
  private let report: @Sendable (AuditProgress) -> Void
  private var filesDone = 0

  init(fileCount: Int, report: @escaping @Sendable (AuditProgress) -> Void) {
    self.fileCount = fileCount
    self.report = report
  }

  func finished(_ file: String) {
    lock.lock()
    defer { lock.unlock() }
    filesDone += 1
    report(AuditProgress(filesDone: filesDone, fileCount: fileCount, file: file))
  }
}

extension ProjectContext {
  /// A fingerprint of what the pre-filter's project tests read: the catalogs and their names,
  /// and the image files outside them.
  fileprivate var resourcesFingerprint: ContentHash {
    let parts = [
      catalogs.catalogs.sorted(), catalogs.imageNames.sorted(), catalogs.colorNames.sorted(),
      bundleImageNames.sorted(),
    ]
    return ContentHash(of: parts.map { $0.joined(separator: "\n") }.joined(separator: "\u{0}"))
  }
}
