import Foundation

/// How a run does its work — how many files at once, whether results are cached, whether files
/// are pre-filtered — as opposed to what it checks. None of it changes the report.
package struct AuditExecution: Sendable {
  /// How many files are read, parsed and checked at once (1 to ``maximumJobs``).
  package var jobs: Int
  /// The directory results are cached in (see ``ResultCache``), or `nil` for no cache.
  package var cacheDirectory: String?
  /// Whether files without any enabled rule's required token are left unparsed (see
  /// ``TokenPrefilter``). Off only to check that it changes nothing.
  package var usesPrefilter: Bool
  /// Receives counts of what the run did, when given.
  package var statistics: AuditStatistics?

  package init(
    jobs: Int = AuditExecution.defaultJobs, cacheDirectory: String? = nil,
    usesPrefilter: Bool = true, statistics: AuditStatistics? = nil
  ) {
    self.jobs = min(max(1, jobs), Self.maximumJobs)
    self.cacheDirectory = cacheDirectory
    self.usesPrefilter = usesPrefilter
    self.statistics = statistics
  }

  /// The most workers a run starts: each reserves ``AuditThread/stackSize`` of stack, and more
  /// workers than processors only add memory.
  package static let maximumJobs = 64

  /// One job per active processor.
  package static var defaultJobs: Int {
    min(max(1, ProcessInfo.processInfo.activeProcessorCount), maximumJobs)
  }
}

/// Counts of what a run did with its files: for the benchmark, for tests that check that a file
/// was (or was not) parsed, and for people wondering what the cache did.
///
/// Safe to update from the run's workers.
package final class AuditStatistics: @unchecked Sendable {
  /// What became of the cache file at the start of the run.
  package enum CacheLoad: Sendable, Hashable {
    /// No cache was used.
    case disabled
    /// There was no cache file yet.
    case absent
    /// The file was read and its entries used.
    case loaded(entries: Int)
    /// The file was ignored and will be rebuilt; the reason says why (corrupt, truncated, another
    /// tool version, not a cache file).
    case ignored(reason: String)
  }

  /// What became of the cache at the end of the run.
  package enum CacheSave: Sendable, Hashable {
    /// No cache was used.
    case disabled
    /// Nothing changed, so the file was left as it was.
    case unchanged
    /// The file was replaced (atomically) with this many entries.
    case written(entries: Int)
    /// The file could not be written; the run went on without it.
    case failed(reason: String)
  }

  private let lock = NSLock()
  private var counts = Counts()
  private var phaseNanoseconds = [UInt64](repeating: 0, count: AuditPhase.allCases.count)
  private var load = CacheLoad.disabled
  private var save = CacheSave.disabled

  private struct Counts {
    var filesRead = 0
    var bytesRead = 0
    var filesParsed = 0
    var filesPrefiltered = 0
    var cacheHits = 0
    var cacheMisses = 0
  }

  /// Whether the run's phases are timed (``cpuSeconds(of:)``): the clock is read a few times a
  /// file, a cost a run that only counts does without.
  package let timesPhases: Bool

  package init(timesPhases: Bool = true) {
    self.timesPhases = timesPhases
  }

  /// A clock for a stretch of the run's work, if its phases are timed.
  func phaseClock() -> PhaseClock? {
    timesPhases ? PhaseClock() : nil
  }

  /// Files read (unreadable files excepted).
  package var filesRead: Int { lock.withLock { counts.filesRead } }
  /// Bytes of the files read.
  package var bytesRead: Int { lock.withLock { counts.bytesRead } }
  /// Files parsed and checked by the rules.
  package var filesParsed: Int { lock.withLock { counts.filesParsed } }
  /// Valid files the pre-filter ruled out, so they were not parsed.
  package var filesPrefiltered: Int { lock.withLock { counts.filesPrefiltered } }
  /// Files whose result came from the cache.
  package var cacheHits: Int { lock.withLock { counts.cacheHits } }
  /// Files looked up in the cache and not found there (then parsed).
  package var cacheMisses: Int { lock.withLock { counts.cacheMisses } }
  /// CPU seconds spent in `phase`, summed over the run's threads (measured only when statistics
  /// that time the phases are collected).
  package func cpuSeconds(of phase: AuditPhase) -> Double {
    lock.withLock { Double(phaseNanoseconds[phase.rawValue]) / 1e9 }
  }

  package var cacheLoad: CacheLoad { lock.withLock { load } }
  package var cacheSave: CacheSave { lock.withLock { save } }

  func recordRead(bytes: Int) {
    lock.withLock {
      counts.filesRead += 1
      counts.bytesRead += bytes
    }
  }

  func recordPhases(_ clock: PhaseClock) {
    lock.withLock {
      for (phase, nanoseconds) in clock.nanoseconds.enumerated() {
        phaseNanoseconds[phase] &+= nanoseconds
      }
    }
  }

  func recordParsed() { lock.withLock { counts.filesParsed += 1 } }
  func recordPrefiltered() { lock.withLock { counts.filesPrefiltered += 1 } }
  func recordCacheHit() { lock.withLock { counts.cacheHits += 1 } }
  func recordCacheMiss() { lock.withLock { counts.cacheMisses += 1 } }
  func recordCacheLoad(_ outcome: CacheLoad) { lock.withLock { load = outcome } }
  func recordCacheSave(_ outcome: CacheSave) { lock.withLock { save = outcome } }
}
