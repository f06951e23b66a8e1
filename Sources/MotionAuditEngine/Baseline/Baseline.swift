import AnimationFiles
import MotionAuditSemantics
import MotionAuditSources

/// Known findings an existing project accepts for now, so an audit reports only new ones.
///
/// Entries are keyed by file, rule and the text of the reported line (whitespace normalised,
/// see ``FindingKey``), never by line number: they survive edits above them, and a finding that
/// moves to another line still matches. Each key records how many findings it had; more findings
/// than that on the same key are new and reported.
///
/// The file format (version 1), with paths relative to the baseline file's directory:
///
/// ```json
/// {
///   "format": "motion-audit-baseline",
///   "version": 1,
///   "findings": [
///     { "file": "App/Card.swift", "rule": "ungated-explicit-animation",
///       "line": "Button(\"Open\") { withAnimation(.bouncy) { isOpen.toggle() } }", "count": 1 }
///   ]
/// }
/// ```
package struct Baseline: Sendable, Hashable {
  /// The value of `format` that marks a baseline file.
  package static let formatName = "motion-audit-baseline"
  /// Raised when a field changes meaning or disappears; new fields do not raise it.
  package static let formatVersion = 1

  /// How many findings each key had when the baseline was written.
  package private(set) var counts: [FindingKey: Int]

  package init(counts: [FindingKey: Int] = [:]) {
    self.counts = counts.filter { $0.value > 0 }
  }

  /// Records `findings`, each under the key `key` gives it (the file as the baseline names it).
  package init(recording findings: [Finding], key: (Finding) -> FindingKey = { FindingKey($0) }) {
    var counts: [FindingKey: Int] = [:]
    for finding in findings { counts[key(finding), default: 0] += 1 }
    self.init(counts: counts)
  }

  /// How many findings the baseline records in all.
  package var findingCount: Int { counts.values.reduce(0, +) }

  /// The findings of `findings` the baseline does not account for, in their order: for each key,
  /// the ones after the first `count`.
  package func newFindings(
    in findings: [Finding], key: (Finding) -> FindingKey = { FindingKey($0) }
  ) -> [Finding] {
    var remaining = counts
    return findings.filter { finding in
      let findingKey = key(finding)
      guard let left = remaining[findingKey], left > 0 else { return true }
      remaining[findingKey] = left - 1
      return false
    }
  }

  /// `report` with only the findings the baseline does not account for; suppressed findings,
  /// skipped files and the project files project rules read (and their findings the baseline
  /// does not record) are kept.
  package func filtering(
    _ report: AuditReport, key: (Finding) -> FindingKey = { FindingKey($0) }
  ) -> AuditReport {
    let kept = Set(newFindings(in: report.findings, key: key).map(Occurrence.init))
    let results = report.results.map { result in
      var filtered = result
      filtered.findings = result.findings.filter { kept.contains(Occurrence($0)) }
      return filtered
    }
    // The report joins the project rules' outcome to the files'; take it apart again.
    let fileFindings = Set(report.results.flatMap(\.findings).map(Occurrence.init))
    let fileSuppressed = Set(report.results.flatMap(\.suppressed))
    let project = ProjectAuditOutcome(
      findings: report.findings.filter {
        !fileFindings.contains(Occurrence($0)) && kept.contains(Occurrence($0))
      },
      suppressed: report.suppressed.filter { !fileSuppressed.contains($0) },
      files: report.projectFiles)
    return AuditReport(
      results: results, skipped: report.skipped, threshold: report.threshold, project: project)
  }

  /// A finding's identity within one report (a report never holds the same finding twice).
  private struct Occurrence: Hashable {
    var file: String
    var utf8Offset: Int
    var ruleID: String
    var message: String

    init(_ finding: Finding) {
      file = finding.file
      utf8Offset = finding.utf8Offset
      ruleID = finding.ruleID
      message = finding.message
    }
  }

  // MARK: - File format

  /// The baseline as JSON text, entries sorted, ending with a line break.
  package func encoded() -> String {
    let entries = counts.keys.sorted().map { key in
      JSONValue.object([
        ("file", .string(key.file)), ("rule", .string(key.ruleID)),
        ("line", .string(key.lineText)), ("count", .int(counts[key] ?? 0)),
      ])
    }
    return JSONValue.object([
      ("format", .string(Self.formatName)),
      ("version", .int(Self.formatVersion)),
      ("findings", .array(entries)),
    ]).serialized() + "\n"
  }

  /// Reads a baseline file's bytes; `file` names it in errors.
  package static func decode(_ bytes: [UInt8], file: String) throws(BaselineError) -> Baseline {
    let document: JSONDocument
    do {
      document = try JSONDocument(bytes)
    } catch {
      throw BaselineError(
        file: file, line: error.position.line, column: error.position.column,
        reason: "not valid JSON: \(error.reason)")
    }
    func failure(_ reason: String, at node: JSONNode) -> BaselineError {
      let position = document.position(of: node)
      return BaselineError(
        file: file, line: position.line, column: position.column, reason: reason)
    }
    let root = document.root
    guard let members = root.members else {
      throw failure(
        "not a motion-audit baseline (expected an object, found \(root.kindDescription))", at: root)
    }
    // The first of repeated keys counts, as it always has for baselines.
    func member(_ name: String) -> JSONNode? { members.first { $0.key == name }?.node }
    guard let format = member("format")?.string, format == formatName else {
      throw failure(
        "not a motion-audit baseline (no \"format\": \"\(formatName)\"); write one with --write-baseline",
        at: root)
    }
    guard let version = member("version"), let versionValue = version.number else {
      throw failure("missing \"version\"", at: root)
    }
    guard versionValue == Double(formatVersion) else {
      throw failure(
        "baseline version \(versionValue.formatted) is not supported (this motion-audit reads version \(formatVersion))",
        at: version)
    }
    guard let elements = member("findings")?.array else {
      throw failure("missing \"findings\" (an array)", at: root)
    }
    var counts: [FindingKey: Int] = [:]
    for element in elements {
      guard let fields = element.members else {
        throw failure("a finding must be an object, found \(element.kindDescription)", at: element)
      }
      func field(_ name: String) -> JSONNode? { fields.first { $0.key == name }?.node }
      func string(_ name: String) throws(BaselineError) -> String {
        guard let value = field(name)?.string else {
          throw failure("a finding needs \"\(name)\" (a string)", at: element)
        }
        return value
      }
      let key = FindingKey(
        file: try string("file"), ruleID: try string("rule"),
        lineText: FindingKey.normalized(try string("line")))
      guard let count = field("count")?.number, count >= 1, count == count.rounded(), count < 1e9
      else {
        throw failure("a finding needs \"count\" (a whole number, at least 1)", at: element)
      }
      counts[key, default: 0] += Int(count)
    }
    return Baseline(counts: counts)
  }
}

/// A baseline file that cannot be used: corrupt, foreign or from another format version.
package struct BaselineError: FileLocatedError, Sendable, Hashable {
  package var file: String
  package var line: Int?
  package var column: Int?
  package var reason: String

  package init(file: String, line: Int? = nil, column: Int? = nil, reason: String) {
    self.file = file
    self.line = line
    self.column = column
    self.reason = reason
  }

  package var location: FileLocation {
    FileLocation(file: file, position: line.map { .line($0, column: column) })
  }

  package var reasonDescription: String { reason }
}

extension Double {
  fileprivate var formatted: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
