import MotionAudit
import MotionAuditReporting
import MotionAuditSources

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
    rule = try Self.rule(withID: arguments.positionals.first ?? "")
  }

  /// The rule called `id`, or an error naming the nearest ids.
  static func rule(withID id: String) throws(UsageError) -> any Rule.Type {
    guard let rule = RuleRegistry.rule(withID: id) else {
      throw UsageError(message: "unknown rule '\(id)'" + Spelling.unknownRuleAdvice(for: id))
    }
    return rule
  }

  func run(in context: CommandContext) -> ExitCode {
    context.writeOutput(Self.text(for: rule, width: TerminalWidth.columns(in: context)))
    return .success
  }

  /// The explanation of `rule`, its prose wrapped to `width` columns (code is left as it is).
  static func text(for rule: any Rule.Type, width: Int) -> String {
    let description = rule.description
    func prose(_ text: String, indent: String = "    ") -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
        paragraph.isEmpty
          ? ""
          : TextReporter.wrap(String(paragraph), width: width - indent.count)
            .map { indent + $0 }.joined(separator: "\n")
      }.joined(separator: "\n")
    }
    var output = "\(description.id): \(description.name)\n"
    output += "Default severity: \(description.defaultSeverity.rawValue)"
    output += description.isEnabledByDefault ? "" : " (off by default)"
    output += description.corrections.isEmpty ? "\n" : "; fixable with --fix\n"
    output += "\n" + prose("\(description.message).", indent: "") + "\n"
    output += "\nWhy\n" + prose(description.rationale) + "\n"
    output += "\nSources\n"
    output += description.references.map {
      "  - " + TextReporter.wrap($0, width: width - 4).joined(separator: "\n    ") + "\n"
    }.joined()
    output += "\nFix\n" + prose(description.fix) + "\n"
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
    return output
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
  }
}
