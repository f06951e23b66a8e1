import Foundation

/// A configuration file that cannot be used, with the file, position and reason.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
  public var file: String
  public var line: Int?
  public var column: Int?
  public var message: String

  public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column: message`, the way compilers print errors.
  public var description: String {
    var location = file
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    return "\(location): \(message)"
  }
}

/// Finds and reads `.motion-audit.json` files.
///
/// ```json
/// {
///   "include": ["App", "Features/**"],
///   "exclude": ["**/Generated/**"],
///   "rules": {
///     "ungated-explicit-animation": "error",
///     "ungated-matched-geometry": "off",
///     "displacement-symbol-effect": { "enabled": true, "severity": "note" }
///   },
///   "signals": ["AppSettings.shared.reduceAnimations", "isCalmModeOn()"],
///   "threshold": "warning",
///   "includeTests": false
/// }
/// ```
///
/// Every key is optional. An unknown key or rule id, or a value of the wrong type, is an error
/// that names the file, the position and the key.
public enum ConfigurationLoader {
  public static let fileName = ".motion-audit.json"

  static let topLevelKeys = ["include", "exclude", "rules", "signals", "threshold", "includeTests"]
  static let ruleKeys = ["enabled", "severity"]

  /// The nearest `.motion-audit.json` in `directory` or one of its ancestors.
  public static func find(from directory: String) -> String? {
    var current = URL(fileURLWithPath: directory).standardizedFileURL
    for _ in 0..<4096 {
      let candidate = current.appendingPathComponent(fileName).path
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        return candidate
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
    return nil
  }

  /// Reads the configuration file at `path` (named `displayPath` in errors).
  public static func load(
    _ path: String, displayPath: String? = nil
  ) throws(ConfigurationError) -> Configuration {
    let name = displayPath ?? path
    let bytes: [UInt8]
    do {
      bytes = try FileSystemSourceReader().read(path)
    } catch {
      throw ConfigurationError(
        file: name, message: "cannot read the configuration: \(error.reason)")
    }
    var configuration = try parse(bytes, file: name)
    configuration.file = path
    configuration.baseDirectory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    configuration.includeDirectory = configuration.baseDirectory
    configuration.excludeDirectory = configuration.baseDirectory
    return configuration
  }

  /// Parses configuration text; `file` names it in errors.
  public static func parse(_ bytes: [UInt8], file: String) throws(ConfigurationError)
    -> Configuration
  {
    let root: JSONNode
    do {
      root = try JSONReader.parse(bytes)
    } catch {
      throw ConfigurationError(
        file: file, line: error.line, column: error.column,
        message: "not valid JSON: \(error.message)")
    }
    guard case .object(let members) = root.value else {
      throw ConfigurationError(
        file: file, line: root.line, column: root.column,
        message: "the configuration must be a JSON object, not \(root.kindDescription)")
    }
    var configuration = Configuration()
    var seen: Set<String> = []
    for member in members {
      func fail(_ message: String, at node: JSONNode? = nil) -> ConfigurationError {
        ConfigurationError(
          file: file, line: node?.line ?? member.keyLine, column: node?.column ?? member.keyColumn,
          message: message)
      }
      guard seen.insert(member.key).inserted else {
        throw fail("key '\(member.key)' appears twice")
      }
      configuration.keys.insert(member.key)
      switch member.key {
      case "include", "exclude":
        let texts = try strings(member, fail: fail)
        if let empty = zip(texts, arrayElements(member)).first(where: { $0.0.isEmpty }) {
          throw fail(
            "'\(member.key)' entries must not be empty (use \"**\" for every file)", at: empty.1)
        }
        let patterns = texts.map(GlobPattern.init)
        if member.key == "include" {
          configuration.include = patterns
        } else {
          configuration.exclude = patterns
        }
      case "signals":
        for (text, node) in zip(try strings(member, fail: fail), arrayElements(member)) {
          guard let signal = ConfiguredSignal(text) else {
            throw fail(
              "'signals' entry \"\(text)\" is not a name or dotted chain of names (for example "
                + "\"settings.reduceAnimations\" or \"isCalmModeOn()\")", at: node)
          }
          configuration.signals.append(signal)
        }
      case "threshold":
        configuration.threshold = try severity(member.value, key: "threshold", fail: fail)
      case "rules":
        configuration.rules = try ruleOverrides(member, fail: fail)
      case "includeTests":
        guard case .bool(let include) = member.value.value else {
          throw fail(
            "'includeTests' must be true or false, not \(member.value.kindDescription)",
            at: member.value)
        }
        configuration.includeTests = include
      default:
        throw fail(
          "unknown key '\(member.key)' (known keys: \(topLevelKeys.joined(separator: ", ")))")
      }
    }
    return configuration
  }

  private static func arrayElements(_ member: JSONNode.Member) -> [JSONNode] {
    if case .array(let elements) = member.value.value { return elements }
    return []
  }

  private static func strings(
    _ member: JSONNode.Member, fail: (String, JSONNode?) -> ConfigurationError
  ) throws(ConfigurationError) -> [String] {
    guard case .array(let elements) = member.value.value else {
      throw fail(
        "'\(member.key)' must be an array of strings, not \(member.value.kindDescription)",
        member.value)
    }
    var result: [String] = []
    for element in elements {
      guard case .string(let text) = element.value else {
        throw fail(
          "'\(member.key)' must be an array of strings; found \(element.kindDescription)", element)
      }
      result.append(text)
    }
    return result
  }

  private static func severity(
    _ node: JSONNode, key: String, fail: (String, JSONNode?) -> ConfigurationError
  ) throws(ConfigurationError) -> Severity {
    guard case .string(let text) = node.value, let severity = Severity(rawValue: text) else {
      throw fail("'\(key)' must be one of \(Severity.spellings)", node)
    }
    return severity
  }

  private static func ruleOverrides(
    _ member: JSONNode.Member, fail: (String, JSONNode?) -> ConfigurationError
  ) throws(ConfigurationError) -> [String: Configuration.RuleOverride] {
    guard case .object(let rules) = member.value.value else {
      throw fail(
        "'rules' must be an object mapping rule ids to settings, not \(member.value.kindDescription)",
        member.value)
    }
    var overrides: [String: Configuration.RuleOverride] = [:]
    for rule in rules {
      let keyNode = JSONNode(value: .null, line: rule.keyLine, column: rule.keyColumn)
      guard RuleRegistry.rule(withID: rule.key) != nil else {
        throw fail(
          "unknown rule '\(rule.key)' in 'rules' (run `motion-audit rules` to list rule ids)",
          keyNode)
      }
      let expected =
        "rule '\(rule.key)' must be \"off\", \"on\", a severity (\(Severity.spellings)) or an "
        + "object with 'enabled' and 'severity'"
      switch rule.value.value {
      case .string("off"): overrides[rule.key] = .init(isEnabled: false)
      case .string("on"): overrides[rule.key] = .init(isEnabled: true)
      case .string(let text):
        guard let severity = Severity(rawValue: text) else { throw fail(expected, rule.value) }
        overrides[rule.key] = .init(isEnabled: true, severity: severity)
      case .object(let settings):
        var override = Configuration.RuleOverride()
        for setting in settings {
          switch setting.key {
          case "enabled":
            guard case .bool(let enabled) = setting.value.value else {
              throw fail(
                "'enabled' of rule '\(rule.key)' must be true or false, not "
                  + setting.value.kindDescription, setting.value)
            }
            override.isEnabled = enabled
          case "severity":
            override.severity = try severity(
              setting.value, key: "severity' of rule '\(rule.key)", fail: fail)
          default:
            throw fail(
              "unknown key '\(setting.key)' in rule '\(rule.key)' (known keys: "
                + "\(ruleKeys.joined(separator: ", ")))",
              JSONNode(value: .null, line: setting.keyLine, column: setting.keyColumn))
          }
        }
        overrides[rule.key] = override
      default:
        throw fail(expected, rule.value)
      }
    }
    return overrides
  }
}
