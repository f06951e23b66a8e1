import MotionAudit
import MotionAuditEngine
import MotionAuditSources
import SwiftParser
import Testing

/// Checks a rule's corrections the way SwiftLint checks its correctable rules:
/// - each correction's `before` triggers exactly at its `↓` markers, and applying the findings'
///   edits gives exactly `after`, which parses;
/// - applying twice changes nothing: `after` offers no further correction;
/// - non-triggering examples are left unchanged;
/// - a rule whose triggering examples offer corrections documents them in `corrections`.
func verifyCorrections(of rule: any Rule.Type) {
  let description = rule.description
  for correction in description.corrections {
    let location = correction.before.sourceLocation
    let marked = MarkedCode(correction.before.code)
    let result = audit(marked.code, with: rule)
    #expect(
      result.positions == marked.markers.sorted(),
      "correction input: findings at \(result.positions), expected at \(marked.markers.sorted())",
      sourceLocation: location)
    let corrected = correctedText(marked.code, findings: result.findings, location: location)
    #expect(
      corrected == correction.after,
      "correction gives:\n\(corrected)\nexpected:\n\(correction.after)", sourceLocation: location)
    #expect(
      !Parser.parse(source: corrected).hasError, "corrected code does not parse",
      sourceLocation: location)
    let again = correctedText(
      corrected, findings: audit(corrected, with: rule).findings, location: location)
    #expect(
      again == corrected, "a second correction changes the code again", sourceLocation: location)
  }
  for example in description.nonTriggeringExamples {
    let code = example.codeWithoutMarkers
    #expect(
      correctedText(
        code, findings: audit(code, with: rule).findings, location: example.sourceLocation)
        == code, "a non-triggering example is changed by a correction",
      sourceLocation: example.sourceLocation)
  }
  if description.corrections.isEmpty {
    for example in description.triggeringExamples {
      let findings = audit(MarkedCode(example.code).code, with: rule).findings
      #expect(
        findings.allSatisfy { $0.edits.isEmpty },
        "\(description.id) corrects this example but has no `corrections` documenting it",
        sourceLocation: example.sourceLocation)
    }
  }
}

/// `code` with the corrections of `findings` applied (unchanged when there are none).
private func correctedText(_ code: String, findings: [Finding], location: SourceLocation) -> String
{
  switch SourceCorrector.correct(Array(code.utf8), findings: findings) {
  case .unchanged:
    return code
  case .corrected(let bytes, _):
    return String(decoding: bytes, as: UTF8.self)
  case .refused(let reason):
    Issue.record("correction refused: \(reason)", sourceLocation: location)
    return code
  }
}
