import MotionAudit
import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources
import SwiftParser
import Testing

/// Checks a rule's examples the way SwiftLint checks its rules:
/// - every example parses;
/// - no finding in the non-triggering examples;
/// - in the triggering ones, findings exactly at the `↓` markers (line and character column),
///   also after a multi-byte character is inserted before them;
/// - the example holds one of the rule's required tokens (the byte pre-filter stays sound);
/// - no finding when the example is commented out or inside a string literal;
/// - silenced by `disable:next`, `disable:this` and a file-wide `disable` (and back after
///   `enable`), and marked essential, with its reason, by `essential`;
/// - the corrections, when the rule offers them (see `verifyCorrections(of:)`).
///
/// A project rule's examples are small projects, checked by ``verifyProjectExamples(of:)``.
func verifyExamples(of rule: any Rule.Type) {
  if let projectRule = rule as? any ProjectRule.Type {
    verifyProjectExamples(of: projectRule)
    return
  }
  let description = rule.description
  verifyDescription(description)
  for example in description.nonTriggeringExamples {
    let location = example.sourceLocation
    #expect(
      !example.code.contains(Example.marker), "non-triggering example has a ↓ marker",
      sourceLocation: location)
    expectParses(example.codeWithoutMarkers, location: location)
    let result = audit(example.codeWithoutMarkers, with: rule)
    #expect(
      result.findings.isEmpty && result.suppressed.isEmpty,
      "non-triggering example produced \(result.findings.map(\.summary))", sourceLocation: location)
  }
  for example in description.triggeringExamples {
    verifyTriggering(example, of: rule)
  }
  verifyCorrections(of: rule)
}

/// A marked example: its code without markers and where the markers were.
struct MarkedCode {
  var code: String
  var markers: [Position]

  struct Position: Hashable, Comparable, CustomStringConvertible {
    var line: Int
    var column: Int
    static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
    var description: String { "\(line):\(column)" }
  }

  init(_ marked: String) {
    var code = ""
    var markers: [Position] = []
    var line = 1
    var column = 1
    for character in marked {
      if character == Example.marker {
        markers.append(Position(line: line, column: column))
        continue
      }
      code.append(character)
      if character == "\n" || character == "\r\n" || character == "\r" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    self.code = code
    self.markers = markers
  }

  var markedLines: Set<Int> { Set(markers.map(\.line)) }
}

/// Audits `code` with `rule` alone.
func audit(
  _ code: String, with rule: any Rule.Type, signals: [ConfiguredSignal] = []
) -> FileAuditResult {
  FileAuditor.audit(
    file: "Example.swift", bytes: Array(code.utf8),
    settings: .only(rule, signals: signals))
}

private func verifyDescription(_ description: RuleDescription) {
  let id = description.id
  #expect(
    !id.isEmpty
      && id.split(separator: "-", omittingEmptySubsequences: false).allSatisfy {
        !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0.isNumber }
      }, "rule id '\(id)' is not kebab-case")
  #expect(!description.name.isEmpty && !description.message.isEmpty, "\(id): name and message")
  #expect(!description.rationale.isEmpty && !description.fix.isEmpty, "\(id): rationale and fix")
  #expect(!description.references.isEmpty, "\(id): the rationale cites no source")
  #expect(!description.requiredTokens.isEmpty, "\(id): no required tokens")
  #expect(
    description.requiredTokens.allSatisfy { token in
      token.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }, "\(id): required tokens must be identifiers")
  #expect(!description.triggeringExamples.isEmpty, "\(id): no triggering example")
  #expect(!description.nonTriggeringExamples.isEmpty, "\(id): no non-triggering example")
}

private func verifyTriggering(_ example: Example, of rule: any Rule.Type) {
  let id = rule.description.id
  let location = example.sourceLocation
  let marked = MarkedCode(example.code)
  #expect(!marked.markers.isEmpty, "triggering example has no ↓ marker", sourceLocation: location)
  expectParses(marked.code, location: location)
  #expect(
    rule.description.tokenPrefilter.mayConcern(Array(marked.code.utf8)),
    "example holds none of the rule's required tokens", sourceLocation: location)

  // Findings exactly at the markers.
  let plain = audit(marked.code, with: rule)
  #expect(
    plain.positions == marked.markers.sorted(),
    "findings at \(plain.positions), expected at \(marked.markers.sorted())",
    sourceLocation: location)

  // Columns count characters: a multi-byte character before the marker counts once.
  let prefix = "/*🎉é*/ "
  let shifted = marked.markers.map { marker in
    MarkedCode.Position(line: marker.line, column: marker.column + prefix.count)
  }
  let multiByte = transformLines(marked.code) { number, line in
    marked.markedLines.contains(number) ? [prefix + line] : [line]
  }
  #expect(
    audit(multiByte, with: rule).positions == shifted.sorted(),
    "columns are wrong after a multi-byte character", sourceLocation: location)

  // Commented out, or inside a string: nothing to find.
  let commented = transformLines(marked.code) { _, line in ["// " + line] }
  #expect(
    audit(commented, with: rule).findings.isEmpty, "finding inside a comment",
    sourceLocation: location)
  let quoted = "let example = #\"\"\"\n" + marked.code + "\n\"\"\"#\n"
  #expect(
    audit(quoted, with: rule).findings.isEmpty, "finding inside a string literal",
    sourceLocation: location)

  // Suppression comments.
  let disabledNext = transformLines(marked.code) { number, line in
    marked.markedLines.contains(number) ? ["// motion-audit:disable:next \(id)", line] : [line]
  }
  expectSuppressed(
    audit(disabledNext, with: rule), count: marked.markers.count, kind: .disabled,
    "disable:next", location)
  let disabledThis = transformLines(marked.code) { number, line in
    marked.markedLines.contains(number) ? [line + " // motion-audit:disable:this \(id)"] : [line]
  }
  expectSuppressed(
    audit(disabledThis, with: rule), count: marked.markers.count, kind: .disabled,
    "disable:this", location)
  let disabledFile = "// motion-audit:disable \(id)\n" + marked.code
  expectSuppressed(
    audit(disabledFile, with: rule), count: marked.markers.count, kind: .disabled,
    "file-wide disable", location)
  let reEnabled = "// motion-audit:disable \(id)\n// motion-audit:enable \(id)\n" + marked.code
  #expect(
    audit(reEnabled, with: rule).findings.count == marked.markers.count,
    "findings do not come back after enable", sourceLocation: location)
  let essential = transformLines(marked.code) { number, line in
    marked.markedLines.contains(number)
      ? ["// motion-audit:essential shows where the card goes", line] : [line]
  }
  let essentialResult = audit(essential, with: rule)
  expectSuppressed(
    essentialResult, count: marked.markers.count, kind: .essential, "essential",
    location)
  #expect(
    essentialResult.suppressed.allSatisfy {
      $0.suppression.reason == "shows where the card goes"
    }, "the essential reason is not kept", sourceLocation: location)
}

private func expectParses(_ code: String, location: SourceLocation) {
  #expect(!Parser.parse(source: code).hasError, "example does not parse", sourceLocation: location)
}

/// Rebuilds `code` line by line; `transform` gets 1-based line numbers.
private func transformLines(_ code: String, _ transform: (Int, String) -> [String]) -> String {
  code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    .flatMap { transform($0.offset + 1, String($0.element)) }
    .joined(separator: "\n")
}

extension FileAuditResult {
  /// Positions of the findings, sorted.
  var positions: [MarkedCode.Position] {
    findings.map { MarkedCode.Position(line: $0.line, column: $0.column) }.sorted()
  }
}

extension Finding {
  var summary: String { "\(line):\(column) \(ruleID)" }
}

extension Example {
  /// Where the example is written, for failures.
  var sourceLocation: SourceLocation {
    SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
