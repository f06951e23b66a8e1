import Foundation
import MotionAuditEngine
import MotionAuditSemantics

/// The cost per finding at three sizes of one file (issue 18): a file of one-line views each with
/// a finding, and one type whose members each have one, against the same files without findings.
/// A time per finding that grows with the size is a scan or sort per finding to look for.
struct FindingScaling {
  let output: Output
  /// The largest size of each shape (0 leaves the shape out); the others are a half and a quarter.
  let largest: [(shape: FindingScalingSource.Shape, count: Int)]

  /// Measures each size on one thread, without the cache, and returns the targets' ratios (the
  /// largest size with findings ÷ without).
  func run() throws -> [Ratio] {
    var ratios: [Ratio] = []
    for (shape, count) in largest where count > 0 {
      output.line("")
      output.line("cost per finding, \(shape.label) (one file, 1 thread, no cache):")
      var rows: [[String]] = []
      var lastRatio = 0.0
      for size in [count / 4, count / 2, count] where size > 0 {
        let with = try measure(FindingScalingSource(shape: shape, count: size, withFindings: true))
        let without = try measure(
          FindingScalingSource(shape: shape, count: size, withFindings: false))
        let perFinding = with.findings > 0 ? with.sample.cpu / Double(with.findings) : 0
        let extra =
          with.findings > 0 ? (with.sample.cpu - without.sample.cpu) / Double(with.findings) : 0
        lastRatio = with.sample.cpu / max(without.sample.cpu, 1e-9)
        rows.append([
          "\(size)", Output.megabytes(with.bytes), "\(with.findings)", "\(without.findings)",
          Output.seconds(with.sample.cpu), Output.seconds(without.sample.cpu),
          String(format: "%.2f", lastRatio), String(format: "%.1f", perFinding * 1e6),
          String(format: "%.1f", extra * 1e6),
        ])
      }
      output.table(
        header: [
          "size", "file", "findings", "without", "CPU s", "CPU s without", "ratio", "µs/finding",
          "extra µs/finding",
        ], rows: rows)
      ratios.append(
        Ratio(
          name: "\(count) \(shape == .views ? "views" : "members"): CPU with ÷ without findings",
          value: lastRatio, limit: 2))
    }
    return ratios
  }

  private func measure(_ source: FindingScalingSource) throws -> (
    findings: Int, bytes: Int, sample: Sample
  ) {
    let directory = CorpusOnDisk.scratchDirectory("scaling")
    let manager = FileManager.default
    if manager.fileExists(atPath: directory) { try manager.removeItem(atPath: directory) }
    try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? manager.removeItem(atPath: directory) }
    let data = Data(source.contents.utf8)
    try data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("Generated.swift"))
    let request = AuditRequest(paths: [directory], currentDirectory: "/")
    let (report, sample) = Stopwatch.measure {
      try? AuditRunner.run(request, execution: AuditExecution(jobs: 1))
    }
    return ((report?.findings.count ?? 0) + (report?.suppressed.count ?? 0), data.count, sample)
  }
}
