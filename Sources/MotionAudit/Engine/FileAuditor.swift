import SwiftParser
import SwiftSyntax

/// Audits one file: a pure function of its name, its bytes and the effective settings.
///
/// The file is parsed once; every enabled rule runs over that one tree, driven by a single
/// iterative walk. No file system access, no shared state: calls can run in parallel, be cached
/// by content, and be fuzzed.
public enum FileAuditor {
  /// Audits `bytes` as the Swift file `file` (the name only labels the findings).
  public static func audit(file: String, bytes: [UInt8], settings: AuditSettings) -> FileAuditResult
  {
    if let (kind, reason) = SourceValidation.problem(in: bytes) {
      return FileAuditResult(
        file: file, skipped: SkippedFile(file: file, kind: kind, reason: reason))
    }
    let enabled: [(rule: any Rule.Type, severity: Severity)] = settings.rules.compactMap {
      setting in
      RuleRegistry.rule(withID: setting.id).map { ($0, setting.severity) }
    }
    guard !enabled.isEmpty else { return FileAuditResult(file: file) }

    let tree = bytes.withUnsafeBufferPointer {
      Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel)
    }
    if let overflow = tree.nestingLimitOverflowPosition {
      return FileAuditResult(
        file: file, skipped: SourceValidation.tooDeep(file, bytes, at: overflow))
    }
    let context = AuditContext(file: file, bytes: bytes, tree: tree, settings: settings)
    let violations = RuleWalker.run(enabled.map(\.rule), in: context)

    let directives =
      bytes.contains(subsequence: SuppressionDirectives.prefix.utf8)
      ? SuppressionDirectives(tree: tree, source: context.source) : nil
    var result = FileAuditResult(file: file)
    // In position order, so columns are counted in one pass per line.
    let reported = violations.enumerated().flatMap { ruleIndex, ruleViolations in
      ruleViolations.map { (ruleIndex: ruleIndex, violation: $0) }
    }.sorted { $0.violation.position < $1.violation.position }
    for (ruleIndex, violation) in reported {
      let (rule, severity) = enabled[ruleIndex]
      let description = rule.description
      let point = context.point(of: violation.position)
      let excerpt = context.source.excerpt(around: point)
      let finding = Finding(
        file: file, line: point.line, column: point.column, utf8Offset: point.utf8Offset,
        ruleID: description.id,
        severity: violation.emphasis == .lowered ? severity.lowered : severity,
        message: violation.message ?? description.message, fix: description.fix,
        sourceLine: excerpt.text, sourceLineColumn: excerpt.firstColumn, edits: violation.edits)
      if let suppression = directives?.suppression(ofRule: description.id, line: point.line) {
        result.suppressed.append(SuppressedFinding(finding: finding, suppression: suppression))
      } else {
        result.findings.append(finding)
      }
    }
    let projectRuleIDs = RuleRegistry.projectRuleIDs
    if enabled.contains(where: { projectRuleIDs.contains($0.rule.description.id) }) {
      let facts = SwiftFactCollector.collect(
        in: context, directives: directives, projectRuleIDs: projectRuleIDs.sorted())
      result.facts = facts.isEmpty ? nil : facts
    }
    result.findings = Array(Set(result.findings)).sorted(by: Finding.reportOrder)
    result.suppressed = Array(Set(result.suppressed)).sorted {
      Finding.reportOrder($0.finding, $1.finding)
    }
    return result
  }
}

/// Runs rules over a tree with one iterative pre-order walk, dispatching each node by kind.
enum RuleWalker {
  /// The violations of each rule, in the order of `rules`.
  static func run(_ rules: [any Rule.Type], in context: AuditContext) -> [[Violation]] {
    var instances: [any Rule] = rules.map { $0.init() }
    var dispatch: [SyntaxKind: [Int]] = [:]
    for (index, rule) in rules.enumerated() {
      for kind in rule.visitedKinds { dispatch[kind, default: []].append(index) }
    }
    var violations = Array(repeating: [Violation](), count: rules.count)
    context.tree.walkDescendants { node in
      if let indices = dispatch[node.kind] {
        for index in indices {
          instances[index].visit(node, in: context, violations: &violations[index])
        }
      }
      return .visitChildren
    }
    for index in instances.indices {
      instances[index].finish(in: context, violations: &violations[index])
    }
    return violations
  }
}

extension Array where Element == UInt8 {
  /// Whether the bytes contain `needle` (a plain scan; needles are short).
  func contains(subsequence needle: some Collection<UInt8>) -> Bool {
    let needle = Array(needle)
    guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
    var index = 0
    let last = count - needle.count
    while index <= last {
      if self[index] == first, self[index..<(index + needle.count)].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}
