import Foundation
import MotionAuditEngine

/// The memory check's child process: audits one directory and reports its peak resident memory.
enum MemoryProbe {
  struct Outcome {
    /// Peak resident memory before auditing (the runtime and libraries), in bytes.
    var baseline: Int
    /// Peak resident memory after auditing, in bytes.
    var peak: Int
    var parsed: Int
  }

  /// In the child: audits `directory` and prints one line the parent reads.
  static func runInChild(directory: String, jobs: Int) -> Int32 {
    let baseline = PeakMemory.bytes() ?? 0
    let statistics = AuditStatistics()
    let request = AuditRequest(paths: [directory], currentDirectory: "/")
    do {
      _ = try AuditRunner.run(
        request, execution: AuditExecution(jobs: jobs, statistics: statistics))
    } catch {
      print("error: \(error)")
      return 1
    }
    let peak = PeakMemory.bytes() ?? 0
    print("baseline=\(baseline) peak=\(peak) parsed=\(statistics.filesParsed)")
    return 0
  }

  /// In the parent: runs this executable as a child on `directory`.
  static func run(directory: String, jobs: Int) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executablePath)
    process.arguments = ["--memory-probe", directory, "--jobs", String(jobs)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    var fields: [String: Int] = [:]
    for pair in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      let parts = pair.split(separator: "=")
      if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
    }
    guard process.terminationStatus == 0, let baseline = fields["baseline"],
      let peak = fields["peak"], let parsed = fields["parsed"]
    else {
      throw ProbeError(description: "the memory probe failed: \(text)")
    }
    return Outcome(baseline: baseline, peak: peak, parsed: parsed)
  }

  private static var executablePath: String {
    if FileManager.default.fileExists(atPath: "/proc/self/exe") {
      return (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0]
    }
    return Bundle.main.executablePath ?? CommandLine.arguments[0]
  }

  struct ProbeError: Error, CustomStringConvertible {
    var description: String
  }
}
