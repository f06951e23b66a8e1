import MotionAuditSources

/// An option a command accepts, declared next to its help text.
struct OptionDefinition: Sendable {
  /// `--format`.
  var name: String
  /// The value's placeholder (`format`), or `nil` for a flag.
  var valueName: String?
  var help: String
  /// The accepted values, when there is a fixed set (checked, and listed in messages).
  var allowedValues: [String]? = nil
  /// Whether the option may be given several times (its values collect in order).
  var isRepeatable = false
  /// Other spellings accepted for the option, such as SwiftLint's (`--reporter` for `--format`,
  /// `-q` for `--quiet`); the value is kept under ``name``.
  var aliases: [String] = []
  /// For values people bring from other tools, the accepted value to use instead
  /// (SwiftLint's `emoji` reporter: `text`).
  var replacements: [String: String] = [:]

  /// Whether `spelling` names this option.
  func isNamed(_ spelling: String) -> Bool {
    spelling == name || aliases.contains(spelling)
  }
}

/// The positional arguments a command accepts.
struct PositionalDefinition: Sendable {
  /// `paths`.
  var name: String
  var help: String
  var isRepeating: Bool
  var isRequired: Bool
}

/// A mistake on the command line, with a message that says what to do.
struct UsageError: Error, Sendable, Hashable {
  var message: String
}

/// The arguments of one command after parsing: option values, flags and positionals.
struct ParsedArguments: Sendable {
  var values: [String: String] = [:]
  /// The values of repeatable options, in the order given.
  var repeatedValues: [String: [String]] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []

  /// Parses `arguments` against `options`; `--` ends the options.
  init(_ arguments: [String], options: [OptionDefinition], command: String) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = options.first(where: { $0.isNamed(name) }) else {
        var message = "unknown option '\(name)'"
        if let suggestion = Self.suggestion(
          for: name, among: options.flatMap { [$0.name] + $0.aliases })
        {
          message += "; did you mean '\(suggestion)'?"
        } else {
          message += "."
        }
        throw UsageError(message: message + " Run '\(command) --help' to see the options.")
      }
      guard let valueName = option.valueName else {
        guard inlineValue == nil else {
          throw UsageError(message: "'\(name)' takes no value")
        }
        flags.insert(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        value = arguments[index]
        index += 1
      } else {
        throw UsageError(
          message: "'\(name)' needs a value: \(Self.describeValues(option, valueName))")
      }
      if let allowed = option.allowedValues, !allowed.contains(value) {
        let shown = name == option.name ? "'\(name)'" : "'\(name)' (here '\(option.name)')"
        var message = "\(shown) must be \(Self.list(allowed)) (got '\(value)')"
        if let replacement = option.replacements[value] {
          message += "; for '\(value)' use '\(replacement)'"
        }
        throw UsageError(message: message)
      }
      if option.isRepeatable {
        repeatedValues[option.name, default: []].append(value)
        continue
      }
      guard values[option.name] == nil else {
        throw UsageError(message: "'\(option.name)' is given twice; give it once")
      }
      values[option.name] = value
    }
  }

  /// `text, xcode or json`.
  static func list(_ values: [String]) -> String {
    guard values.count > 1 else { return values.first ?? "" }
    return values.dropLast().joined(separator: ", ") + " or " + (values.last ?? "")
  }

  private static func describeValues(_ option: OptionDefinition, _ valueName: String) -> String {
    option.allowedValues.map(list) ?? "<\(valueName)>"
  }

  /// The known name closest to a mistyped one, when it is close enough to be a typo.
  static func suggestion(for name: String, among candidates: [String]) -> String? {
    Spelling.closest(to: name, among: candidates)
  }
}
