import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A step of a run, as the run's statistics time it (see ``AuditStatistics/cpuSeconds(of:)``).
package enum AuditPhase: Int, CaseIterable, Sendable, Hashable {
  /// Finding the files, the configurations and the project files.
  case discovery
  /// Reading each file's bytes.
  case reading
  /// The project-wide fact pass: what each file declares that other files' audits need.
  case declarations
  /// The UTF-8 check, the pre-filter and the cache lookup: everything before a parse.
  case prefilter
  /// SwiftParser.
  case parse
  /// The engine's walk of the tree: the file's index, call names, the nodes rules asked for.
  case index
  /// The rules' visits, with the signal analysis and the gates they ask for.
  case rules
  /// Positions, excerpts and suppressions of the findings, and their order.
  case findings
  /// The facts project rules need from a Swift file.
  case facts
  /// The project rules over project files and the Swift files' facts.
  case projectStage
  /// Collecting and sorting every file's results into the report.
  case report

  /// How the phase is printed.
  package var name: String {
    switch self {
    case .discovery: "discovery"
    case .reading: "reading"
    case .declarations: "declarations (project-wide fact pass)"
    case .prefilter: "validation, pre-filter, cache lookup"
    case .parse: "parse"
    case .index: "index (engine walk)"
    case .rules: "rules (with signals and gates)"
    case .findings: "findings (positions, suppressions, order)"
    case .facts: "resource facts"
    case .projectStage: "project stage"
    case .report: "report"
    }
  }
}

/// CPU time of the calling thread, split by phase: each ``lap(_:)`` charges the time since the
/// previous one to a phase. One clock serves one thread.
struct PhaseClock {
  private(set) var nanoseconds = [UInt64](repeating: 0, count: AuditPhase.allCases.count)
  private var last: UInt64

  init() {
    last = Self.threadNanoseconds()
  }

  /// Charges the CPU time since the last lap (or the start) to `phase`.
  mutating func lap(_ phase: AuditPhase) {
    let now = Self.threadNanoseconds()
    nanoseconds[phase.rawValue] &+= now &- last
    last = now
  }

  /// The CPU time the calling thread has used.
  static func threadNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
  }
}
