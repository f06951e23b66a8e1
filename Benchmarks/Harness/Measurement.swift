import Foundation
import MotionAuditSemantics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `RUSAGE_SELF`, typed as `getrusage` takes it on each platform.
#if canImport(Glibc)
  private let processUsage = __rusage_who_t(RUSAGE_SELF.rawValue)
#else
  private let processUsage = RUSAGE_SELF
#endif

/// Wall-clock and CPU time of one run of something.
struct Sample {
  /// Seconds of real time.
  var wall: Double
  /// Seconds of CPU time (user and system) of the whole process, every thread included.
  var cpu: Double
}

enum Stopwatch {
  /// Runs `body` and measures it.
  static func measure<Value>(_ body: () throws -> Value) rethrows -> (Value, Sample) {
    let cpuStart = cpuSeconds()
    let wallStart = wallSeconds()
    let value = try body()
    let sample = Sample(wall: wallSeconds() - wallStart, cpu: cpuSeconds() - cpuStart)
    return (value, sample)
  }

  /// CPU seconds the process has used so far.
  static func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(processUsage, &usage)
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  static func wallSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  private static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1e6
  }
}

/// The median of repeated samples (wall and CPU each on their own), with the spread of the wall
/// times.
struct Measure {
  var samples: [Sample]

  var wall: Double { Self.median(samples.map(\.wall)) }
  var cpu: Double { Self.median(samples.map(\.cpu)) }
  var fastestWall: Double { samples.map(\.wall).min() ?? 0 }
  var slowestWall: Double { samples.map(\.wall).max() ?? 0 }

  /// The median over repetitions of this measure's value divided by `other`'s, each sample by
  /// the one taken in the same turn (``BenchmarkRun``'s `inTurns`) or the same run.
  ///
  /// A shared machine slows down and speeds up for seconds at a time: a turn's two samples are
  /// taken within seconds of each other and slow down together, so their ratio holds where the
  /// ratio of two medians, each maybe from a different minute, would not.
  func medianRatio(over other: Measure, of value: KeyPath<Sample, Double>) -> Double {
    medianRatio(over: other, of: value, to: value)
  }

  /// ``medianRatio(over:of:)`` of one value of this measure's samples to another of `other`'s
  /// (a run's wall time to its own CPU time).
  func medianRatio(
    over other: Measure, of value: KeyPath<Sample, Double>, to otherValue: KeyPath<Sample, Double>
  ) -> Double {
    Self.median(
      zip(samples, other.samples).map { $0[keyPath: value] / max($1[keyPath: otherValue], 1e-9) })
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

enum PeakMemory {
  /// The process's peak resident memory in bytes: `VmHWM` from `/proc/self/status` on Linux,
  /// `getrusage`'s `ru_maxrss` elsewhere.
  static func bytes() -> Int? {
    #if os(Linux)
      if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
          let fields = line.split(separator: " ", omittingEmptySubsequences: true)
          if fields.count >= 2, let kilobytes = Int(fields[1]) { return kilobytes * 1_024 }
        }
      }
    #endif
    var usage = rusage()
    guard getrusage(processUsage, &usage) == 0 else { return nil }
    #if canImport(Darwin)
      return Int(usage.ru_maxrss)  // bytes on Darwin
    #else
      return Int(usage.ru_maxrss) * 1_024  // kilobytes elsewhere
    #endif
  }
}

/// What the numbers were measured on.
enum Machine {
  static var processorCount: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// The CPU model, from `/proc/cpuinfo` on Linux.
  static var processorModel: String {
    guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return "unknown"
    }
    for line in info.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return "unknown"
  }

  /// The 1, 5 and 15-minute load averages.
  static var loadAverage: String {
    var loads = [Double](repeating: 0, count: 3)
    guard getloadavg(&loads, 3) == 3 else { return "unknown" }
    return loads.map { String(format: "%.2f", $0) }.joined(separator: " ")
  }

  static var operatingSystem: String {
    ProcessInfo.processInfo.operatingSystemVersionString
  }
}
