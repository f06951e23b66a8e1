import Foundation
import MotionAudit
import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources
import TestSupport
import Testing

/// Every input committed under `Fuzz/Corpus/audit` is audited the way the `audit` fuzz target
/// audits it (`Fuzz/Targets/SwiftAuditFuzzTarget.swift`), with the same checks, so `swift test`
/// replays what the fuzzer once explored without building it. (The readers' corpora are
/// replayed by `FuzzCorpusTests` in `AnimationFilesTests`, which cannot import the auditor.)
struct SwiftAuditFuzzCorpusTests {
  private static let file = "Fuzz.swift"

  private static let corpus = URL(fileURLWithPath: RepositoryFiles.root.path)
    .appendingPathComponent("Fuzz/Corpus/audit")

  private static func inputs() throws -> [(name: String, bytes: [UInt8])] {
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
    return try names.map { name in
      (name, [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name))))
    }
  }

  private static func input(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name)))
  }

  /// The full audit (every valid file parsed) and the audit through a run's pre-filtered plan.
  private static func audits(of bytes: [UInt8]) -> (
    full: FileAuditResult, planned: FileAuditResult, parsedByPlan: Bool
  ) {
    AuditThread.run {
      let settings = AuditSettings.defaults
      let plan = AuditPlan(settings: settings)
      return (
        FileAuditor.audit(file: file, bytes: bytes, settings: settings),
        FileAuditor.audit(file: file, bytes: bytes, plan: plan), plan.needsParsing(bytes)
      )
    }
  }

  @Test func auditCorpusKeepsTheEnginesPromises() throws {
    let inputs = try Self.inputs()
    #expect(inputs.count > 100, "the generated seeds are missing from Fuzz/Corpus/audit")
    var problems: [String] = []
    for (name, bytes) in inputs {
      let (full, planned, parsedByPlan) = Self.audits(of: bytes)
      problems += SwiftAuditPromises.problems(in: full, of: bytes, file: Self.file).map {
        "\(name): \($0)"
      }
      if parsedByPlan {
        if planned != full { problems.append("\(name): the pre-filtered audit differs") }
      } else {
        if !full.findings.isEmpty || !full.suppressed.isEmpty || full.facts != nil {
          problems.append("\(name): the pre-filter ruled out a file with findings")
        }
        // Validation skips come before the pre-filter; the parser's guards only after it.
        let isEmpty = planned == FileAuditResult(file: Self.file)
        if planned != full, !(isEmpty && full.skipped.map { $0.kind == .tooDeep } ?? true) {
          problems.append("\(name): a file the pre-filter ruled out has a result")
        }
      }
    }
    #expect(problems == [])
  }

  /// The seeds are the rules' examples (`Fuzz/generate_seeds.py` reads them from
  /// `docs/rules.md`): each triggering one of a file rule must still trigger its rule, so the
  /// fuzzer starts from inputs that reach every rule. (A project rule's examples need the
  /// project's other files, asset catalogs or animation files, to trigger.)
  @Test func auditCorpusTriggeringSeedsTriggerTheirRules() throws {
    let fileRules = RuleRegistry.ids.filter { !RuleRegistry.projectRuleIDs.contains($0) }
    var seeds = 0
    for rule in fileRules {
      for number in 1... {
        let name = "seed-\(rule)-triggers-\(number)"
        guard let bytes = try? Self.input(name) else { break }
        seeds += 1
        let result = Self.audits(of: bytes).full
        #expect(
          result.findings.contains { $0.ruleID == rule }, "\(name) does not trigger \(rule)")
      }
    }
    #expect(seeds >= fileRules.count)
  }

  /// The hostile seeds end as promised: the same findings whatever the line endings or a
  /// byte-order mark, a skip note for NUL bytes, invalid UTF-8, nesting past the parser's limit
  /// and bracket runs past ``SourceLimits/maximumBracketRun``.
  @Test func auditCorpusHostileSeedsAreAuditedOrSkippedAsPromised() throws {
    func audit(_ name: String) throws -> FileAuditResult {
      Self.audits(of: try Self.input("seed-\(name)")).full
    }
    func located(_ result: FileAuditResult) -> [String] {
      result.findings.map { "\($0.line):\($0.column) \($0.ruleID)" }
    }
    let plain = try audit("ungated-explicit-animation-triggers-1")
    #expect(!plain.findings.isEmpty)
    #expect(plain.skipped == nil)
    for variant in ["byte-order-mark", "crlf", "cr", "no-final-line-break"] {
      #expect(try located(audit(variant)) == located(plain), "\(variant)")
    }
    #expect(try audit("nul-byte").skipped?.kind == .binary)
    #expect(try audit("invalid-utf8").skipped?.kind == .notUTF8)
    #expect(try audit("truncated-utf8").skipped?.kind == .notUTF8)
    #expect(try audit("nested-parentheses-300").skipped?.kind == .tooDeep)
    #expect(try audit("brackets-13").skipped?.kind == .tooDeep)
    #expect(try audit("brackets-unclosed").skipped?.kind == .tooDeep)
    for parsed in ["brackets-12", "brackets-separated", "nested-closures-200", "long-line"] {
      let result = try audit(parsed)
      #expect(result.skipped == nil, "\(parsed)")
      #expect(result.findings.contains { $0.ruleID == "ungated-explicit-animation" }, "\(parsed)")
    }
    let suppressed = try audit("suppressions")
    #expect(suppressed.suppressed.count >= 4)
    #expect(
      suppressed.findings.map(\.ruleID) == ["ungated-explicit-animation"],
      "only the last copy, after a directive inside a string, is reported")
  }
}

/// What the audit of one file promises; the `audit` fuzz target checks the same.
enum SwiftAuditPromises {
  /// The promises `result`, the audit of `bytes` as `file`, breaks.
  static func problems(in result: FileAuditResult, of bytes: [UInt8], file: String) -> [String] {
    var problems: [String] = []
    if result.file != file { problems.append("the result names \(result.file)") }
    if let skipped = result.skipped {
      if !result.findings.isEmpty || !result.suppressed.isEmpty || result.facts != nil {
        problems.append("a skipped file has findings or facts")
      }
      if skipped.file != file || skipped.reason.isEmpty {
        problems.append("a skip note without file or reason")
      }
    }
    let lineStarts = lineStarts(of: bytes)
    let findings = result.findings + result.suppressed.map(\.finding)
    for finding in findings {
      problems += self.problems(in: finding, of: bytes, lineStarts: lineStarts, file: file)
    }
    for suppressed in result.suppressed
    where !(1...lineStarts.count).contains(suppressed.suppression.commentLine) {
      problems.append("a suppression comment on line \(suppressed.suppression.commentLine)")
    }
    for list in [result.findings, result.suppressed.map(\.finding)]
    where !zip(list, list.dropFirst()).allSatisfy({
      !Finding.reportOrder($0.1, $0.0) && $0.0 != $0.1
    }) {
      problems.append("findings repeated or out of report order")
    }
    return problems
  }

  private static func problems(
    in finding: Finding, of bytes: [UInt8], lineStarts: [Int], file: String
  ) -> [String] {
    let offset = finding.utf8Offset
    guard (0...bytes.count).contains(offset), (1...lineStarts.count).contains(finding.line) else {
      return ["\(finding.line):\(finding.column) at offset \(offset) outside the file"]
    }
    var problems: [String] = []
    let lineStart = lineStarts[finding.line - 1]
    let lineEnd = finding.line < lineStarts.count ? lineStarts[finding.line] - 1 : bytes.count
    if !(lineStart...max(lineStart, lineEnd)).contains(offset) {
      problems.append("offset \(offset) is not on line \(finding.line)")
    }
    if !(1...(offset - lineStart + 1)).contains(finding.column) {
      problems.append("column \(finding.column) at offset \(offset) of line \(finding.line)")
    }
    if offset < bytes.count, isContinuationByte(bytes[offset]) {
      problems.append("offset \(offset) inside a UTF-8 sequence")
    }
    if RuleRegistry.rule(withID: finding.ruleID) == nil {
      problems.append("unknown rule \(finding.ruleID)")
    }
    if finding.file != file || finding.message.isEmpty || finding.sourceLineColumn < 1
      || finding.sourceLine.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
    {
      problems.append("a malformed finding: \(finding)")
    }
    var previousEnd = 0
    for edit in finding.edits.sorted(by: { $0.utf8Range.lowerBound < $1.utf8Range.lowerBound }) {
      let range = edit.utf8Range
      if range.lowerBound < previousEnd || range.upperBound > bytes.count
        || [range.lowerBound, range.upperBound].contains(where: {
          $0 < bytes.count && isContinuationByte(bytes[$0])
        })
      {
        problems.append("edit \(range) overlaps another, lies outside or splits a character")
      }
      previousEnd = range.upperBound
    }
    return problems
  }

  private static func isContinuationByte(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// Where each line starts: `\n`, `\r\n` and a lone `\r` end lines, as findings count them.
  private static func lineStarts(of bytes: [UInt8]) -> [Int] {
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
      if byte == 0x0A || byte == 0x0D { starts.append(index) }
    }
    return starts
  }
}
