import MotionAudit
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSources
import MotionAuditSyntax

/// `motion-audit rules`: lists every rule with its id, default severity and name.
struct RulesCommand: Subcommand {
  static let name = "rules"
  static let abstract = "List the rules: id, default severity and name."
  static let options: [OptionDefinition] = [
    OptionDefinition(
      name: "--format", valueName: "format",
      help: "text for a table (default), markdown for the full reference with examples "
        + "(docs/rules.md).",
      allowedValues: ["text", "markdown"])
  ]

  var isMarkdown: Bool

  init(_ arguments: ParsedArguments) throws(UsageError) {
    isMarkdown = arguments.values["--format"] == "markdown"
  }

  func run(in context: CommandContext) -> ExitCode {
    if isMarkdown {
      context.writeOutput(RuleDocumentation.markdown())
      return .success
    }
    let descriptions = RuleRegistry.all.map { $0.description }
    let idWidth = max(2, descriptions.map(\.id.count).max() ?? 0)
    let severityWidth = "SEVERITY".count
    func row(_ id: String, _ severity: String, _ name: String) -> String {
      id + String(repeating: " ", count: idWidth - id.count) + "  " + severity
        + String(repeating: " ", count: max(0, severityWidth - severity.count)) + "  " + name + "\n"
    }
    var output = row("ID", "SEVERITY", "NAME")
    for description in descriptions {
      let name =
        description.isEnabledByDefault ? description.name : description.name + " (off by default)"
      output += row(description.id, description.defaultSeverity.rawValue, name)
    }
    output +=
      "\n\(descriptions.count) rules. Run 'motion-audit explain <id>' for the rationale and examples.\n"
    context.writeOutput(output)
    return .success
  }
}
