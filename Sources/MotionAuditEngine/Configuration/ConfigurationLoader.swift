import AnimationFiles
import Foundation
import MotionAudit
import MotionAuditSemantics
import MotionAuditSources

/// A configuration file that cannot be used, with the file, position and reason.
package struct ConfigurationError: FileLocatedError, Sendable, Hashable {
  package var file: String
  package var line: Int?
  package var column: Int?
  package var message: String

  package init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// `file:line:column`, the way compilers print errors.
  package var location: FileLocation {
    FileLocation(file: file, position: line.map { .line($0, column: column) })
  }

  package var reasonDescription: String { message }

  init(file: String, at position: TextPosition, message: String) {
    self.init(file: file, line: position.line, column: position.column, message: message)
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
package enum ConfigurationLoader {
  package static let fileName = ".motion-audit.json"

  static let topLevelKeys = ["include", "exclude", "rules", "signals", "threshold", "includeTests"]
  static let ruleKeys = ["enabled", "severity"]

  /// The nearest `.motion-audit.json` in `directory` or one of its ancestors.
  package static func find(from directory: String) -> String? {
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
  package static func load(
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
  package static func parse(_ bytes: [UInt8], file: String) throws(ConfigurationError)
    -> Configuration
  {
    let document: JSONDocument
    do {
      document = try JSONDocument(bytes)
    } catch {
      throw ConfigurationError(
        file: file, at: error.position, message: "not valid JSON: \(error.reason)")
    }
    let root = document.root
    guard let members = root.members else {
      throw ConfigurationError(
        file: file, at: document.position(of: root),
        message: "the configuration must be a JSON object, not \(root.kindDescription)")
    }
    func failAtKey(_ message: String, _ key: JSONNode.Member) -> ConfigurationError {
      ConfigurationError(file: file, at: document.keyPosition(of: key), message: message)
    }
    var configuration = Configuration()
    var seen: Set<String> = []
    for member in members {
      /// An error at `node`, or at the member's key.
      func fail(_ message: String, at node: JSONNode? = nil) -> ConfigurationError {
        guard let node else { return failAtKey(message, member) }
        return ConfigurationError(file: file, at: document.position(of: node), message: message)
      }
      guard seen.insert(member.key).inserted else {
        throw fail("key '\(member.key)' appears twice")
      }
      configuration.keys.insert(member.key)
      let value = member.node
      switch member.key {
      case "include", "exclude":
        let texts = try strings(member, fail: fail)
        if let empty = zip(texts, value.array ?? []).first(where: { $0.0.isEmpty }) {
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
        for (text, node) in zip(try strings(member, fail: fail), value.array ?? []) {
          guard let signal = ConfiguredSignal(text) else {
            throw fail(
              "'signals' entry \"\(text)\" is not a name or dotted chain of names (for example "
                + "\"settings.reduceAnimations\" or \"isCalmModeOn()\")", at: node)
          }
          configuration.signals.append(signal)
        }
      case "threshold":
        configuration.threshold = try severity(value, key: "threshold", fail: fail)
      case "rules":
        configuration.rules = try ruleOverrides(member, fail: fail, failAtKey: failAtKey)
      case "includeTests":
        guard let include = value.bool else {
          throw fail(
            "'includeTests' must be true or false, not \(value.kindDescription)", at: value)
        }
        configuration.includeTests = include
      default:
        throw fail(
          "unknown key '\(member.key)' (known keys: \(topLevelKeys.joined(separator: ", ")))")
      }
    }
    return configuration
  }

  private static func strings(
    _ member: JSONNode.Member, fail: (String, JSONNode?) -> ConfigurationError
  ) throws(ConfigurationError) -> [String] {
    guard let elements = member.node.array else {
      throw fail(
        "'\(member.key)' must be an array of strings, not \(member.node.kindDescription)",
        member.node)
    }
    var result: [String] = []
    for element in elements {
      guard let text = element.string else {
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
    guard let text = node.string, let severity = Severity(rawValue: text) else {
      throw fail("'\(key)' must be one of \(Severity.spellings)", node)
    }
    return severity
  }

  private static func ruleOverrides(
    _ member: JSONNode.Member, fail: (String, JSONNode?) -> ConfigurationError,
    failAtKey: (String, JSONNode.Member) -> ConfigurationError
  ) throws(ConfigurationError) -> [String: Configuration.RuleOverride] {
    guard let rules = member.node.members else {
      throw fail(
        "'rules' must be an object mapping rule ids to settings, not \(member.node.kindDescription)",
        member.node)
    }
    var overrides: [String: Configuration.RuleOverride] = [:]
    for rule in rules {
      guard RuleRegistry.rule(withID: rule.key) != nil else {
        throw failAtKey(
          "unknown rule '\(rule.key)' in 'rules' (run `motion-audit rules` to list rule ids)", rule)
      }
      let expected =
        "rule '\(rule.key)' must be \"off\", \"on\", a severity (\(Severity.spellings)) or an "
        + "object with 'enabled' and 'severity'"
      switch rule.node.value {
      case .string("off"): overrides[rule.key] = .init(isEnabled: false)
      case .string("on"): overrides[rule.key] = .init(isEnabled: true)
      case .string(let text):
        guard let severity = Severity(rawValue: text) else { throw fail(expected, rule.node) }
        overrides[rule.key] = .init(isEnabled: true, severity: severity)
      case .object(let settings):
        var override = Configuration.RuleOverride()
        for setting in settings {
          switch setting.key {
          case "enabled":
            guard let enabled = setting.node.bool else {
              throw fail(
                "'enabled' of rule '\(rule.key)' must be true or false, not "
                  + setting.node.kindDescription, setting.node)
            }
            override.isEnabled = enabled
          case "severity":
            override.severity = try severity(
              setting.node, key: "severity' of rule '\(rule.key)", fail: fail)
          default:
            throw failAtKey(
              "unknown key '\(setting.key)' in rule '\(rule.key)' (known keys: "
                + "\(ruleKeys.joined(separator: ", ")))", setting)
          }
        }
        overrides[rule.key] = override
      default:
        throw fail(expected, rule.node)
      }
    }
    return overrides
  }
}
