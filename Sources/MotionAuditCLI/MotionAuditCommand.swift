import MotionAudit
import MotionAuditReporting

/// The `motion-audit` command line: dispatches to a subcommand, prints help and the version, and
/// turns every mistake into a message and exit code 2.
package enum MotionAuditCommand {
  /// The commands; the first is the default when no command name is given.
  static let subcommands: [any Subcommand.Type] = [
    AuditCommand.self, RulesCommand.self, ExplainCommand.self,
    InspectCommand.self, StillsCommand.self, InventoryCommand.self,
  ]

  /// Runs the command with the process's arguments (the first being the program name), streams
  /// and environment, and returns the exit code: a usage error when standard output could not be
  /// written (a full disk), since the report is lost.
  package static func main(_ arguments: [String]) -> Int32 {
    let exitCode = run(Array(arguments.dropFirst()), in: .live())
    if let reason = StandardStream.output.failure {
      StandardStream.error.write(
        "motion-audit: error: could not write to standard output: \(reason)\n")
      return ExitCode.usageError.rawValue
    }
    return exitCode.rawValue
  }

  /// Runs the command with `arguments` (without the program name) in `context`.
  package static func run(_ arguments: [String], in context: CommandContext) -> ExitCode {
    let optionArguments = arguments.prefix { $0 != "--" }
    if arguments.first == "--version" {
      context.writeOutput(MotionAuditVersion.current + "\n")
      return .success
    }
    if arguments.first == "help" {
      return showHelp(for: arguments.dropFirst().first, in: context)
    }
    var command: any Subcommand.Type = AuditCommand.self
    var commandArguments = arguments
    if let first = arguments.first, let named = subcommand(named: first) {
      command = named
      commandArguments.removeFirst()
    }
    if optionArguments.contains("--help") || optionArguments.contains("-h") {
      let explicit =
        command != AuditCommand.self || arguments.first.flatMap(subcommand(named:)) != nil
      context.writeOutput(help(for: explicit ? command : nil))
      return .success
    }
    do {
      return try command.parse(commandArguments).run(in: context)
    } catch {
      context.reportError(error.message)
      return .usageError
    }
  }

  /// The command called `name`, or one of its aliases.
  static func subcommand(named name: String) -> (any Subcommand.Type)? {
    subcommands.first { $0.name == name || $0.aliases.contains(name) }
  }

  private static func showHelp(for name: String?, in context: CommandContext) -> ExitCode {
    guard let name else {
      context.writeOutput(help(for: nil))
      return .success
    }
    guard let command = subcommand(named: name) else {
      context.reportError(
        "unknown command '\(name)'; the commands are \(ParsedArguments.list(subcommands.map { $0.name }))."
      )
      return .usageError
    }
    context.writeOutput(help(for: command))
    return .success
  }

  /// The help text of `command`, or the overview when `nil`.
  static func help(for command: (any Subcommand.Type)?) -> String {
    let shown = command ?? AuditCommand.self
    var output = "OVERVIEW: "
    output +=
      command == nil
      ? "Reports motion that ignores Reduce Motion in Swift sources, with the reason and a fix.\n"
      : shown.abstract + "\n"
    if command != nil, !shown.discussion.isEmpty {
      let paragraphs = shown.discussion.split(separator: "\n", omittingEmptySubsequences: false)
      output +=
        "\n"
        + paragraphs.map { TextReporter.wrap(String($0), width: 100).joined(separator: "\n") }
        .joined(separator: "\n") + "\n"
    }
    let invocation = command == nil ? "motion-audit" : "motion-audit \(shown.name)"
    var usage = invocation
    if let positional = shown.positional {
      let placeholder = "<\(positional.name)>" + (positional.isRepeating ? " ..." : "")
      usage += positional.isRequired ? " \(placeholder)" : " [\(placeholder)]"
    }
    for option in shown.options {
      usage += " [\(option.name)" + (option.valueName.map { " <\($0)>" } ?? "") + "]"
    }
    output += "\nUSAGE: \(usage)\n"
    if command == nil { output += "       motion-audit <subcommand> [<options>]\n" }
    if let positional = shown.positional {
      output += "\nARGUMENTS:\n" + row("<\(positional.name)>", positional.help)
    }
    output += "\nOPTIONS:\n"
    for option in shown.options {
      output += row(option.name + (option.valueName.map { " <\($0)>" } ?? ""), option.help)
    }
    if command == nil { output += row("--version", "Show the version.") }
    output += row("-h, --help", "Show help information.")
    if command == nil {
      output += "\nSUBCOMMANDS:\n"
      for subcommand in subcommands {
        let label =
          subcommand == AuditCommand.self ? "\(subcommand.name) (default)" : subcommand.name
        let aliases =
          subcommand.aliases.isEmpty
          ? "" : " Also '\(subcommand.aliases.joined(separator: "', '"))', as in SwiftLint."
        output += row(label, subcommand.abstract + aliases)
      }
      output += "\n  See 'motion-audit help <subcommand>' for detailed help.\n"
    }
    return output
  }

  /// A label and its help, the help wrapped to fit 100 columns.
  private static func row(_ label: String, _ help: String) -> String {
    let indent = 26
    let lines = TextReporter.wrap(help, width: 100 - indent)
    let margin = String(repeating: " ", count: indent)
    let first =
      label.count < indent - 2
      ? "  " + label + String(repeating: " ", count: indent - 2 - label.count)
      : "  " + label + "\n" + margin
    return first + lines.joined(separator: "\n" + margin) + "\n"
  }
}
