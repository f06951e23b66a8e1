import Foundation
import MotionAuditSemantics
import MotionAuditSources
import Testing

/// The command against hostile inputs: each case of ``HostileCase/all`` runs in-process (checking
/// the JSON report) and as the built executable (checking the Xcode-format lines, the exit code,
/// and that it ends within its time limit and memory limit).
@Suite struct HostileInputTests {
  static let inProcessCases = HostileCase.all.filter { $0.runs != .executableOnly }
  static let executableCases = HostileCase.all.filter { $0.runs != .inProcessOnly }

  @Test(.timeLimit(.minutes(3)), arguments: inProcessCases)
  func commandReportsTheExpectedOutcomeInProcess(_ hostileCase: HostileCase) throws {
    let directory = try HostileFixtures.directory(for: hostileCase)
    let outcome = runCommand(
      hostileCase.arguments + ["--format", "json"], in: directory.tree,
      reader: hostileCase.reader?(directory) ?? FileSystemSourceReader())
    #expect(outcome.exitCode == hostileCase.exitCode, "\(outcome.error)")

    var lines = errorLines(outcome.error)
    if !outcome.output.isEmpty {
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
      lines += try reportLines(report)
      let summary = try #require(report["summary"] as? [String: Any])
      #expect(summary["filesAudited"] as? Int == hostileCase.audited)
    }
    expect(lines, toMatch: hostileCase.expected.flatMap(\.reportMatchers))
  }

  @Test(arguments: executableCases)
  func executableReportsTheExpectedOutcomeWithinItsBounds(_ hostileCase: HostileCase) throws {
    let directory = try HostileFixtures.directory(for: hostileCase)
    let inputBytes = directory.inputBytes
    let memoryLimit = hostileCase.memoryLimit.bytes(forInput: inputBytes)
    let outcome = try runMotionAuditProcess(
      hostileCase.arguments + ["--format", "xcode"], in: directory.tree,
      timeLimit: hostileCase.timeLimit, memoryLimit: memoryLimit)
    HostileMeasurements.record(hostileCase, outcome, inputBytes: inputBytes)

    #expect(!outcome.timedOut, "killed after \(hostileCase.timeLimit) s")
    #expect(!outcome.exceededMemory, "killed over \(memoryLimit >> 20) MB")
    #expect(outcome.termination == .exited(hostileCase.exitCode.rawValue), "\(outcome.error)")
    // Every file is held in memory once: a smaller peak means the measurement is broken.
    if hostileCase.readsEveryFile { #expect(outcome.peakMemoryBytes >= inputBytes) }
    #expect(
      outcome.peakMemoryBytes <= memoryLimit,
      "peak \(outcome.peakMemoryBytes >> 20) MB over \(memoryLimit >> 20) MB for \(inputBytes) bytes"
    )
    let lines =
      outcome.output.split(separator: "\n").map(String.init) + errorLines(outcome.error)
    expect(lines, toMatch: hostileCase.expected.flatMap(\.xcodeMatchers))
  }
}

// MARK: - Matching lines

/// A description of an expected line and the test that recognises it.
struct LineMatcher {
  var description: String
  var matches: (String) -> Bool
}

/// Expects every matcher to match exactly one line, and every line to be matched.
func expect(
  _ lines: [String], toMatch matchers: [LineMatcher],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var unmatched = lines
  for matcher in matchers {
    if let index = unmatched.firstIndex(where: matcher.matches) {
      unmatched.remove(at: index)
    } else {
      Issue.record(
        "missing: \(matcher.description)\nin:\n\(lines.joined(separator: "\n"))",
        sourceLocation: sourceLocation)
    }
  }
  for line in unmatched {
    Issue.record("unexpected: \(line)", sourceLocation: sourceLocation)
  }
}

/// The lines written to standard error.
func errorLines(_ text: String) -> [String] {
  text.split(separator: "\n").map(String.init)
}

/// A JSON report's findings and skipped files as `finding …` and `skipped …` lines.
func reportLines(_ report: [String: Any]) throws -> [String] {
  let findings = try #require(report["findings"] as? [[String: Any]])
  let skipped = try #require(report["skipped"] as? [[String: Any]])
  return findings.map { finding in
    "finding \(finding["file"] as? String ?? "?"):\(finding["line"] as? Int ?? 0):"
      + "\(finding["column"] as? Int ?? 0) [\(finding["rule"] as? String ?? "?")]"
  }
    + skipped.map { skip in
      "skipped \(skip["file"] as? String ?? "?") (\(skip["kind"] as? String ?? "?")): "
        + (skip["reason"] as? String ?? "?")
    }
}

extension ExpectedLine {
  /// What the JSON report (as ``reportLines(_:)``) and standard error hold for this line.
  var reportMatchers: [LineMatcher] {
    switch self {
    case .finding:
      let text = "finding \(description)"
      return [LineMatcher(description: text) { Array($0.utf8) == Array(text.utf8) }]
    case .skipped(let file, let kind, let reason):
      let prefix = "skipped \(file) (\(kind.rawValue)): "
      var matchers = [
        LineMatcher(description: prefix + reason.description) { line in
          line.utf8.starts(with: prefix.utf8)
            && reason.matches(String(line.utf8.dropFirst(prefix.utf8.count))!)
        }
      ]
      if kind == .unreadable { matchers.append(Self.unreadableErrorLine(file, reason)) }
      return matchers
    case .error(let message):
      return [Self.errorLine(message)]
    }
  }

  /// What the Xcode format and standard error hold for this line.
  var xcodeMatchers: [LineMatcher] {
    switch self {
    case .finding(let file, let line, let column, let rule):
      let prefix = "\(file):\(line):\(column): "
      let suffix = " [\(rule)]"
      return [
        LineMatcher(description: prefix + "… " + suffix) {
          $0.utf8.starts(with: prefix.utf8) && $0.hasSuffix(suffix)
        }
      ]
    case .skipped(let file, let kind, let reason):
      let prefix = "\(file):1:1: \(kind == .unreadable ? "error" : "note"): skipped: "
      let suffix = " [motion-audit]"
      var matchers = [
        LineMatcher(description: prefix + reason.description + suffix) { line in
          guard line.utf8.starts(with: prefix.utf8), line.hasSuffix(suffix) else { return false }
          let middle = line.utf8.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count)
          return reason.matches(String(middle)!)
        }
      ]
      if kind == .unreadable { matchers.append(Self.unreadableErrorLine(file, reason)) }
      return matchers
    case .error(let message):
      return [Self.errorLine(message)]
    }
  }

  private static func unreadableErrorLine(_ file: String, _ reason: ExpectedText) -> LineMatcher {
    let prefix = "motion-audit: error: \(file): "
    return LineMatcher(description: prefix + reason.description) { line in
      line.utf8.starts(with: prefix.utf8)
        && reason.matches(String(line.utf8.dropFirst(prefix.utf8.count))!)
    }
  }

  private static func errorLine(_ message: ExpectedText) -> LineMatcher {
    let prefix = "motion-audit: error: "
    return LineMatcher(description: prefix + message.description) { line in
      line.utf8.starts(with: prefix.utf8)
        && message.matches(String(line.utf8.dropFirst(prefix.utf8.count))!)
    }
  }
}

// MARK: - Measurements

/// Prints each executable run's time and peak memory when `MOTION_AUDIT_HOSTILE_REPORT` is set,
/// to restate the bounds in the documentation.
enum HostileMeasurements {
  static func record(_ hostileCase: HostileCase, _ outcome: ChildOutcome, inputBytes: Int) {
    guard ProcessInfo.processInfo.environment["MOTION_AUDIT_HOSTILE_REPORT"] != nil else { return }
    let seconds = (outcome.seconds * 100).rounded() / 100
    print(
      "hostile-measurement | \(hostileCase.name) | \(inputBytes) bytes | \(seconds) s"
        + " (limit \(hostileCase.timeLimit) s) | \(outcome.peakMemoryBytes >> 20) MB"
        + " (limit \(hostileCase.memoryLimit.bytes(forInput: inputBytes) >> 20) MB)")
  }
}
