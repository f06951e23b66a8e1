import MotionAudit
import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources

/// libFuzzer entry point for the audit of one Swift source: validation, the bracket-run guard,
/// parsing, every rule enabled by default, suppression comments and the facts of the project
/// rules. The input is the file, audited as `Fuzz.swift`.
///
/// It is audited twice: once through `audit(file:bytes:settings:)`, which parses every valid
/// file, so every input reaches the parser and the rules; once through a run's plan with its
/// pre-filter. Where the pre-filter lets the file through, both results must be equal (the audit
/// is deterministic, and the pre-filter changes nothing); where it rules the file out, the full
/// audit must have found nothing (the pre-filter is sound), and the pre-filtered result is empty
/// or the same skip note.
///
/// The parser recurses up to its nesting limit, so the auditor always runs on a thread with
/// `AuditThread.stackSize` of stack; `Scripts/fuzz.sh` runs this target with that much (its
/// `stack` column) rather than through `AuditThread.run`, whose thread per input would be
/// released after the input ends and so set off libFuzzer's leak check on every input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftAudit(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let source = [UInt8](FuzzInput.data(bytes, count))
  let full = FileAuditor.audit(
    file: SwiftAuditChecks.file, bytes: source, settings: SwiftAuditChecks.settings)
  let plan = SwiftAuditChecks.plan
  let planned = FileAuditor.audit(file: SwiftAuditChecks.file, bytes: source, plan: plan)
  let parsedByPlan = plan.needsParsing(source)
  SwiftAuditChecks.require(full, isValidAuditOf: source)
  if parsedByPlan {
    FuzzInput.require(planned == full, "the pre-filtered audit differs from the full one")
  } else {
    FuzzInput.require(
      full.findings.isEmpty && full.suppressed.isEmpty && full.facts == nil,
      "the pre-filter ruled out a file the full audit found something in")
    // Bytes that are not text are skipped before the pre-filter; the guards of the parser (too
    // deep, too many brackets) only apply to what is parsed.
    FuzzInput.require(
      planned == full
        || (planned == FileAuditResult(file: SwiftAuditChecks.file)
          && full.skipped.map { $0.kind == .tooDeep } ?? true),
      "a file the pre-filter ruled out has a result")
  }
  return 0
}

/// What the audit of one file promises, checked on every result.
enum SwiftAuditChecks {
  static let file = "Fuzz.swift"
  static let settings = AuditSettings.defaults
  static let plan = AuditPlan(settings: settings)
  static let ruleIDs = Set(settings.rules.map(\.id))

  static func require(_ result: FileAuditResult, isValidAuditOf source: [UInt8]) {
    FuzzInput.require(result.file == file, "the result names \(result.file)")
    if let skipped = result.skipped {
      FuzzInput.require(
        result.findings.isEmpty && result.suppressed.isEmpty && result.facts == nil,
        "a skipped file has findings or facts")
      FuzzInput.require(
        skipped.file == file && !skipped.reason.isEmpty, "a skip note without file or reason")
    }
    let lines = LineTable(source)
    for finding in result.findings {
      require(finding, isInside: source, lines: lines)
    }
    for suppressed in result.suppressed {
      require(suppressed.finding, isInside: source, lines: lines)
      FuzzInput.require(
        suppressed.suppression.commentLine >= 1
          && suppressed.suppression.commentLine <= lines.count,
        "a suppression comment on line \(suppressed.suppression.commentLine) of \(lines.count)")
    }
    FuzzInput.require(
      isStrictlyInReportOrder(result.findings), "findings repeated or out of report order")
    FuzzInput.require(
      isStrictlyInReportOrder(result.suppressed.map(\.finding)),
      "suppressed findings out of report order")
  }

  private static func isStrictlyInReportOrder(_ findings: [Finding]) -> Bool {
    zip(findings, findings.dropFirst()).allSatisfy { pair in
      !Finding.reportOrder(pair.1, pair.0) && pair.0 != pair.1
    }
  }

  private static func require(_ finding: Finding, isInside source: [UInt8], lines: LineTable) {
    let offset = finding.utf8Offset
    FuzzInput.require(
      offset >= 0 && offset <= source.count, "offset \(offset) outside \(source.count) bytes")
    FuzzInput.require(
      finding.line >= 1 && finding.line <= lines.count,
      "line \(finding.line) outside \(lines.count) lines")
    let lineRange = lines.range(ofLine: finding.line)
    FuzzInput.require(
      lineRange.contains(offset),
      "offset \(offset) is not on line \(finding.line) (\(lineRange))")
    // Columns count characters: at least 1, and no more than the line's bytes allow.
    FuzzInput.require(
      finding.column >= 1 && finding.column <= offset - lineRange.lowerBound + 1,
      "column \(finding.column) at offset \(offset) of line \(finding.line) (\(lineRange))")
    FuzzInput.require(
      offset == source.count || !isContinuationByte(source[offset]),
      "offset \(offset) inside a UTF-8 sequence")
    FuzzInput.require(ruleIDs.contains(finding.ruleID), "unknown rule \(finding.ruleID)")
    FuzzInput.require(finding.file == file, "a finding in \(finding.file)")
    FuzzInput.require(!finding.message.isEmpty, "a finding without a message")
    FuzzInput.require(
      !finding.sourceLine.contains("\n") && !finding.sourceLine.contains("\r"),
      "an excerpt with a line break")
    FuzzInput.require(finding.sourceLineColumn >= 1, "an excerpt before column 1")
    var previousEnd = 0
    for edit in finding.edits.sorted(by: { $0.utf8Range.lowerBound < $1.utf8Range.lowerBound }) {
      let range = edit.utf8Range
      FuzzInput.require(
        range.lowerBound >= previousEnd && range.upperBound <= source.count,
        "edit \(range) overlaps another or lies outside \(source.count) bytes")
      for bound in [range.lowerBound, range.upperBound] where bound < source.count {
        FuzzInput.require(!isContinuationByte(source[bound]), "edit \(range) splits a character")
      }
      previousEnd = range.upperBound
    }
  }

  private static func isContinuationByte(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

  /// Where each line starts, with `\n`, `\r\n` and a lone `\r` ending lines, as the parser and
  /// the findings count them.
  struct LineTable {
    private var starts: [Int] = [0]
    private let byteCount: Int

    init(_ source: [UInt8]) {
      byteCount = source.count
      var index = 0
      while index < source.count {
        let byte = source[index]
        index += 1
        if byte == 0x0D, index < source.count, source[index] == 0x0A { index += 1 }
        if byte == 0x0A || byte == 0x0D { starts.append(index) }
      }
    }

    var count: Int { starts.count }

    /// The offsets a position on `line` can have: its start through its end, its line break
    /// included (a position at the break is still on the line), or the end of the file.
    func range(ofLine line: Int) -> ClosedRange<Int> {
      let start = starts[line - 1]
      let end = line < starts.count ? starts[line] - 1 : byteCount
      return start...max(start, end)
    }
  }
}
