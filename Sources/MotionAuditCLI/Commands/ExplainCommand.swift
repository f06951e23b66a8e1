import MotionAudit
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSources
import MotionAuditSyntax

/// `motion-audit explain <id>`: a rule's rationale, sources, fix and examples.
struct ExplainCommand: Subcommand {
  static let name = "explain"
  static let abstract = "Explain a rule: why it matters, how to fix it, and examples."
  static let options: [OptionDefinition] = []
  static let positional: PositionalDefinition? = PositionalDefinition(
    name: "rule-id", help: "The rule to explain, as listed by 'motion-audit rules'.",
    isRepeating: false, isRequired: true)

  var rule: any Rule.Type

  init(_ arguments: ParsedArguments) throws(UsageError) {
    let id = arguments.positionals.first ?? ""
    guard let rule = RuleRegistry.rule(withID: id) else {
      throw UsageError(message: "unknown rule '\(id)'" + Spelling.unknownRuleAdvice(for: id))
    }
    self.rule = rule
  }

  func run(in context: CommandContext) -> ExitCode {
    let description = rule.description
    var output = "\(description.id): \(description.name)\n"
    output += "Default severity: \(description.defaultSeverity.rawValue)"
    output += description.isEnabledByDefault ? "\n" : " (off by default)\n"
    output += "\n\(description.message).\n"
    output += "\nWhy\n" + indented(description.rationale) + "\n"
    output += "\nSources\n" + description.references.map { "  - \($0)\n" }.joined()
    output += "\nFix\n" + indented(description.fix) + "\n"
    output += "\nTriggers (\(Example.marker) marks where the finding is reported)\n"
    output += description.triggeringExamples.map { "\n" + indented($0.code) + "\n" }.joined()
    output += "\nDoes not trigger\n"
    output += description.nonTriggeringExamples.map { "\n" + indented($0.code) + "\n" }.joined()
    let corrections = description.corrections.filter { $0.before.codeWithoutMarkers != $0.after }
    if !corrections.isEmpty {
      output += "\nCorrected by --fix\n"
      output += corrections.map {
        "\n" + indented($0.before.code) + "\n\n  becomes\n\n" + indented($0.after) + "\n"
      }.joined()
    }
    context.writeOutput(output)
    return .success
  }

  private func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
  }
}
