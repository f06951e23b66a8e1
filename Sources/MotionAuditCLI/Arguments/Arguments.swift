import MotionAudit
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSources
import MotionAuditSyntax

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
      guard let option = options.first(where: { $0.name == name }) else {
        var message = "unknown option '\(name)'"
        if let suggestion = Self.suggestion(for: name, among: options.map(\.name)) {
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
        flags.insert(name)
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
        throw UsageError(
          message: "'\(name)' must be \(Self.list(allowed)) (got '\(value)')")
      }
      if option.isRepeatable {
        repeatedValues[name, default: []].append(value)
        continue
      }
      guard values[name] == nil else {
        throw UsageError(message: "'\(name)' is given twice; give it once")
      }
      values[name] = value
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
