/// One command of `motion-audit`: its name, help, options, and how it runs.
///
/// Adding a command (`motion-audit inspect`, …) is a new conforming type listed in
/// ``MotionAuditCommand/subcommands``.
protocol Subcommand: Sendable {
  static var name: String { get }
  /// Other names the command answers to (SwiftLint's `lint` for `audit`).
  static var aliases: [String] { get }
  /// One line for the command list.
  static var abstract: String { get }
  /// More help, shown by `<command> --help`.
  static var discussion: String { get }
  static var options: [OptionDefinition] { get }
  static var positional: PositionalDefinition? { get }

  /// Validates the parsed arguments.
  init(_ arguments: ParsedArguments) throws(UsageError)

  func run(in context: CommandContext) -> ExitCode
}

extension Subcommand {
  static var discussion: String { "" }
  static var aliases: [String] { [] }
  static var positional: PositionalDefinition? { nil }

  /// The options every command has.
  static var allOptions: [OptionDefinition] {
    options + [OptionDefinition(name: "--help", valueName: nil, help: "Show help information.")]
  }

  /// Parses and validates `arguments`, or explains what is wrong.
  static func parse(_ arguments: [String]) throws(UsageError) -> Self {
    let parsed = try ParsedArguments(
      arguments, options: allOptions, command: "motion-audit \(name)")
    if let positional, positional.isRequired, parsed.positionals.isEmpty {
      throw UsageError(
        message: "'\(name)' needs <\(positional.name)>. Run 'motion-audit \(name) --help' for help."
      )
    }
    if let positional, !positional.isRepeating, parsed.positionals.count > 1 {
      throw UsageError(
        message: "'\(name)' takes one <\(positional.name)>, not \(parsed.positionals.count)")
    }
    if positional == nil, let extra = parsed.positionals.first {
      throw UsageError(message: "'\(name)' takes no arguments (got '\(extra)')")
    }
    return try Self(parsed)
  }
}
