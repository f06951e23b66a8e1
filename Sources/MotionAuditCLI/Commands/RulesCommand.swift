import MotionAudit
import MotionAuditReporting
import MotionAuditSemantics

/// `motion-audit rules`: lists every rule with its id, default severity and name; `rules <id>`
/// shows one, as `explain` does (SwiftLint's `rules <rule>`).
struct RulesCommand: Subcommand {
  static let name = "rules"
  static let abstract =
    "List the rules: id, default severity, whether --fix corrects it, and name. 'rules <id>' "
    + "explains one, as 'explain <id>' does."
  static let options: [OptionDefinition] = [
    OptionDefinition(
      name: "--format", valueName: "format",
      help: "text for a table (default), markdown for the full reference with examples "
        + "(docs/rules.md).",
      allowedValues: ["text", "markdown"])
  ]
  static let positional: PositionalDefinition? = PositionalDefinition(
    name: "rule-id", help: "A rule to explain instead of listing them all.", isRepeating: false,
    isRequired: false)

  var isMarkdown: Bool
  /// The rule to explain, when one is named.
  var rule: (any Rule.Type)?

  init(_ arguments: ParsedArguments) throws(UsageError) {
    isMarkdown = arguments.values["--format"] == "markdown"
    if let id = arguments.positionals.first {
      guard !isMarkdown else {
        throw UsageError(message: "'--format markdown' lists every rule; give no <rule-id> with it")
      }
      rule = try ExplainCommand.rule(withID: id)
    }
  }

  func run(in context: CommandContext) -> ExitCode {
    if let rule {
      context.writeOutput(ExplainCommand.text(for: rule, width: TerminalWidth.columns(in: context)))
      return .success
    }
    if isMarkdown {
      context.writeOutput(RuleDocumentation.markdown())
      return .success
    }
    let descriptions = RuleRegistry.all.map { $0.description }
    let idWidth = max(2, descriptions.map(\.id.count).max() ?? 0)
    let severityWidth = "SEVERITY".count
    let fixableWidth = "FIXABLE".count
    func row(_ id: String, _ severity: String, _ fixable: String, _ name: String) -> String {
      id + String(repeating: " ", count: idWidth - id.count) + "  " + severity
        + String(repeating: " ", count: max(0, severityWidth - severity.count)) + "  " + fixable
        + String(repeating: " ", count: max(0, fixableWidth - fixable.count)) + "  " + name + "\n"
    }
    var output = row("ID", "SEVERITY", "FIXABLE", "NAME")
    for description in descriptions {
      let name =
        description.isEnabledByDefault ? description.name : description.name + " (off by default)"
      output += row(
        description.id, description.defaultSeverity.rawValue,
        description.corrections.isEmpty ? "" : "yes", name)
    }
    output +=
      "\n\(descriptions.count) rules. Run 'motion-audit explain <id>' for the rationale and examples.\n"
    context.writeOutput(output)
    return .success
  }
}
