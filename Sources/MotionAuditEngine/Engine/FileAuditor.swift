import MotionAudit
import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax
import SwiftParser
import SwiftSyntax

/// Audits one file: a pure function of its name, its bytes and the effective settings.
///
/// The file is parsed once; every enabled rule runs over that one tree, driven by a single
/// iterative walk. No file system access, no shared state: calls can run in parallel, be cached
/// by content, and be fuzzed.
package enum FileAuditor {
  /// Audits `bytes` as the Swift file `file` (the name only labels the findings), parsing every
  /// valid file: the reference the pre-filtered audit is checked against.
  package static func audit(file: String, bytes: [UInt8], settings: AuditSettings)
    -> FileAuditResult
  {
    audit(file: file, bytes: bytes, plan: AuditPlan(settings: settings, prefilter: nil))
  }

  /// Audits `bytes` as the Swift file `file` with a plan resolved once per run; a file the plan's
  /// pre-filter rules out is validated but not parsed.
  package static func audit(file: String, bytes: [UInt8], plan: AuditPlan) -> FileAuditResult {
    if let invalid = validationFailure(file: file, bytes: bytes) { return invalid }
    guard plan.needsParsing(bytes) else { return FileAuditResult(file: file) }
    return auditParsing(file: file, bytes: bytes, plan: plan)
  }

  /// The result for bytes that are not Swift source text (not UTF-8, or binary), or `nil`.
  static func validationFailure(file: String, bytes: [UInt8]) -> FileAuditResult? {
    guard let (kind, reason) = SourceValidation.problem(in: bytes) else { return nil }
    return FileAuditResult(file: file, skipped: SkippedFile(file: file, kind: kind, reason: reason))
  }

  /// Parses valid `bytes` and runs the plan's rules over the tree. The tree and everything the
  /// rules derived from it are released on return: only the findings remain.
  static func auditParsing(file: String, bytes: [UInt8], plan: AuditPlan) -> FileAuditResult {
    var clock: PhaseClock?
    return auditParsingRecordingFacts(file: file, bytes: bytes, plan: plan, clock: &clock).result
  }

  /// ``auditParsing(file:bytes:plan:)``, with what the audit asked of the project facts, charging
  /// each phase's CPU time to `clock`, if any.
  static func auditParsingRecordingFacts(
    file: String, bytes: [UInt8], plan: AuditPlan, clock: inout PhaseClock?
  ) -> (result: FileAuditResult, dependencies: FactDependencies?) {
    switch parse(file: file, bytes: bytes, plan: plan, clock: &clock) {
    case .settled(let result): (result, nil)
    case .parsed(let tree): audit(file: file, bytes: bytes, tree: tree, plan: plan, clock: &clock)
    }
  }

  /// A file after parsing: its tree, or the result of a file that needs no tree.
  enum Parsed: Sendable {
    /// No rule to run, or a file too deeply nested to audit.
    case settled(FileAuditResult)
    case parsed(SourceFileSyntax)
  }

  /// Parses valid `bytes` for the plan's rules. Parsing needs none of the project's facts, so a
  /// run can parse a file before it knows them.
  static func parse(file: String, bytes: [UInt8], plan: AuditPlan, clock: inout PhaseClock?)
    -> Parsed
  {
    guard !plan.rules.isEmpty else { return .settled(FileAuditResult(file: file)) }
    return parse(file: file, bytes: bytes, clock: &clock)
  }

  /// Parses valid `bytes` for some rules: the same whatever the settings, so a file can be
  /// parsed before they are known (``ParseAhead``).
  static func parse(file: String, bytes: [UInt8], clock: inout PhaseClock?) -> Parsed {
    if let run = BracketRunScanner.firstRun(longerThan: SourceLimits.maximumBracketRun, in: bytes) {
      return .settled(
        FileAuditResult(
          file: file, skipped: SourceValidation.tooManyBrackets(file, bytes, at: run)))
    }
    clock?.lap(.prefilter)
    let tree = bytes.withUnsafeBufferPointer {
      Parser.parse(source: $0, maximumNestingLevel: SourceLimits.maximumNestingLevel)
    }
    clock?.lap(.parse)
    if let overflow = tree.nestingLimitOverflowPosition {
      return .settled(
        FileAuditResult(file: file, skipped: SourceValidation.tooDeep(file, bytes, at: overflow)))
    }
    return .parsed(tree)
  }

  /// Runs the plan's rules over `tree`, parsed from `bytes` by ``parse(file:bytes:plan:clock:)``,
  /// with what the audit asked of the project facts.
  static func audit(
    file: String, bytes: [UInt8], tree: SourceFileSyntax, plan: AuditPlan,
    clock: inout PhaseClock?
  ) -> (result: FileAuditResult, dependencies: FactDependencies?) {
    let context = AuditContext(
      file: file, bytes: bytes, tree: tree, settings: plan.settings,
      projectFacts: plan.projectFacts)
    let violations = RuleWalker.run(
      plan, in: context, active: plan.activeRules(in: bytes), clock: &clock)

    let directives =
      bytes.contains(subsequence: SuppressionDirectives.prefix.utf8)
      ? SuppressionDirectives(tree: tree, source: context.source) : nil
    var result = FileAuditResult(file: file)
    // In position order, so columns are counted in one pass per line.
    let reported = Self.mergingRepeats(
      Self.absorbingRelated(
        violations.enumerated().flatMap { ruleIndex, ruleViolations in
          ruleViolations.map { (ruleIndex: ruleIndex, violation: $0) }
        })
    ).sorted { $0.violation.position < $1.violation.position }
    for (ruleIndex, violation) in reported {
      let rule = plan.rules[ruleIndex]
      let description = rule.type.description
      let point = context.point(of: violation.position)
      let excerpt = context.source.excerpt(around: point)
      let finding = Finding(
        file: file, line: point.line, column: point.column, utf8Offset: point.utf8Offset,
        ruleID: description.id,
        severity: violation.emphasis == .lowered ? rule.severity.lowered : rule.severity,
        message: violation.message ?? description.message, fix: violation.fix ?? description.fix,
        sourceLine: excerpt.text, sourceLineColumn: excerpt.firstColumn,
        edits: TextEdit.withoutOverlaps(violation.edits),
        related: violation.related.map { related in
          let relatedPoint = context.point(
            of: AbsolutePosition(utf8Offset: related.utf8Range.lowerBound))
          return RelatedLocation(
            file: file, line: relatedPoint.line, column: relatedPoint.column,
            message: related.message)
        } + violation.relatedElsewhere)
      if let suppression = directives?.suppression(ofRule: description.id, line: point.line) {
        result.suppressed.append(SuppressedFinding(finding: finding, suppression: suppression))
      } else {
        result.findings.append(finding)
      }
    }
    result.findings = Array(Set(result.findings)).sorted(by: Finding.reportOrder)
    result.suppressed = Array(Set(result.suppressed)).sorted(by: SuppressedFinding.reportOrder)
    clock?.lap(.findings)
    if plan.runsProjectRules {
      let facts = SwiftFactCollector.collect(
        in: context, directives: directives, projectRuleIDs: RuleRegistry.sortedProjectRuleIDs)
      result.facts = facts.isEmpty ? nil : facts
    }
    if let directives {
      result.suppressionWarnings = directives.warnings(
        file: file, enabledRuleIDs: plan.enabledRuleIDs,
        suppressed: result.suppressed)
    }
    clock?.lap(.facts)
    return (result, context.facts.recorded)
  }

  /// `violations` without those of one rule that lie in a related range of another rule's
  /// violation: one motion (a transition and the animation that drives it) is one finding, and
  /// it carries the absorbed corrections, so `--fix` still corrects both places. A violation is
  /// absorbed by the first (in `violations`' order) of the others that is not absorbed itself.
  ///
  /// Related ranges are looked up by offset in the violations sorted by position, so the cost
  /// grows with the violations and what the ranges hold, not with their product.
  static func absorbingRelated(_ violations: [(ruleIndex: Int, violation: Violation)])
    -> [(ruleIndex: Int, violation: Violation)]
  {
    guard violations.contains(where: { !$0.violation.related.isEmpty }) else { return violations }
    let byOffset = violations.indices.sorted {
      violations[$0].violation.position.utf8Offset < violations[$1].violation.position.utf8Offset
    }
    let offsets = byOffset.map { violations[$0].violation.position.utf8Offset }
    // For each violation, the others whose related ranges hold it, in `violations`' order.
    var absorbers: [Int: [Int]] = [:]
    for (other, entry) in violations.enumerated() {
      for range in entry.violation.related {
        var slot = Self.firstIndex(in: offsets, notBelow: range.utf8Range.lowerBound)
        while slot < offsets.count, offsets[slot] < range.utf8Range.upperBound {
          let index = byOffset[slot]
          if violations[index].ruleIndex != entry.ruleIndex,
            absorbers[index]?.last != other
          {
            absorbers[index, default: []].append(other)
          }
          slot += 1
        }
      }
    }
    var result = violations
    var absorbed: Set<Int> = []
    for index in violations.indices {
      guard let absorber = absorbers[index]?.first(where: { !absorbed.contains($0) }) else {
        continue
      }
      absorbed.insert(index)
      for edit in violations[index].violation.edits
      where !result[absorber].violation.edits.contains(edit) {
        result[absorber].violation.edits.append(edit)
      }
    }
    return result.indices.filter { !absorbed.contains($0) }.map { result[$0] }
  }

  /// The first index of the sorted `values` whose value is at least `bound` (`values.count`
  /// when none is).
  private static func firstIndex(in values: [Int], notBelow bound: Int) -> Int {
    var (low, high) = (0, values.count)
    while low < high {
      let middle = (low + high) / 2
      if values[middle] < bound { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// `violations` with those of one rule at one position with one message merged into one: the
  /// same motion reached twice (an animation inside another's argument) is one finding, with the
  /// edits and related places of both.
  static func mergingRepeats(_ violations: [(ruleIndex: Int, violation: Violation)])
    -> [(ruleIndex: Int, violation: Violation)]
  {
    struct Key: Hashable {
      var ruleIndex: Int
      var offset: Int
      var message: String?
      var emphasis: Violation.Emphasis
    }
    var result: [(ruleIndex: Int, violation: Violation)] = []
    var slots: [Key: Int] = [:]
    for entry in violations {
      let violation = entry.violation
      let key = Key(
        ruleIndex: entry.ruleIndex, offset: violation.position.utf8Offset,
        message: violation.message, emphasis: violation.emphasis)
      guard let slot = slots[key] else {
        slots[key] = result.count
        result.append(entry)
        continue
      }
      for edit in violation.edits where !result[slot].violation.edits.contains(edit) {
        result[slot].violation.edits.append(edit)
      }
      for related in violation.relatedElsewhere
      where !result[slot].violation.relatedElsewhere.contains(related) {
        result[slot].violation.relatedElsewhere.append(related)
      }
      for related in violation.related where !result[slot].violation.related.contains(related) {
        result[slot].violation.related.append(related)
      }
    }
    return result
  }

}
