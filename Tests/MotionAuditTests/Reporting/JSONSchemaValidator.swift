import Foundation
import MotionAuditSemantics

/// A JSON value as a schema sees it (numbers keep whether they are integers).
indirect enum SchemaJSON: Decodable, Equatable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([SchemaJSON])
  case object([String: SchemaJSON])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([SchemaJSON].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: SchemaJSON].self))
    }
  }

  static func parse(_ text: String) throws -> SchemaJSON {
    try JSONDecoder().decode(SchemaJSON.self, from: Data(text.utf8))
  }

  subscript(key: String) -> SchemaJSON? {
    if case .object(let members) = self { return members[key] }
    return nil
  }
}

/// Validates a document against a JSON Schema draft-04 schema, for the keywords the SARIF 2.1.0
/// schema uses: `$ref` (to `#/definitions/…`), `type`, `enum`, `properties`, `required`,
/// `additionalProperties`, `items`, `minItems`, `uniqueItems`, `minimum`, `maximum`, `pattern`,
/// `format` (`uri`, `uri-reference`, `date-time`), `anyOf` and `oneOf`. A keyword it does not
/// know is reported, so a schema it cannot fully check does not pass silently.
struct JSONSchemaValidator {
  let root: SchemaJSON
  static let knownKeywords: Set<String> = [
    "$ref", "type", "enum", "properties", "required", "additionalProperties", "items", "minItems",
    "uniqueItems", "minimum", "maximum", "pattern", "format", "anyOf", "oneOf", "description",
    "default", "$schema", "title", "id", "definitions",
  ]

  /// Every violation, as `path: reason`; empty when the document is valid.
  func errors(in document: SchemaJSON) -> [String] {
    var errors: [String] = []
    validate(document, against: root, path: "$", errors: &errors)
    return errors
  }

  private func resolve(_ reference: String) -> SchemaJSON? {
    guard reference.hasPrefix("#/") else { return nil }
    var node: SchemaJSON? = root
    for component in reference.dropFirst(2).split(separator: "/") {
      node = node?[String(component)]
    }
    return node
  }

  private func validate(
    _ value: SchemaJSON, against schema: SchemaJSON, path: String, errors: inout [String]
  ) {
    guard case .object(let keywords) = schema else { return }
    for keyword in keywords.keys where !Self.knownKeywords.contains(keyword) {
      errors.append("\(path): the validator does not know the keyword '\(keyword)'")
    }
    if case .string(let reference)? = keywords["$ref"] {
      guard let target = resolve(reference) else {
        errors.append("\(path): cannot resolve \(reference)")
        return
      }
      validate(value, against: target, path: path, errors: &errors)
      return
    }
    if let type = keywords["type"] {
      let allowed: [String]
      switch type {
      case .string(let name): allowed = [name]
      case .array(let names):
        allowed = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
      default: allowed = []
      }
      guard allowed.contains(where: { Self.matches(value, type: $0) }) else {
        errors.append("\(path): is not of type \(allowed.joined(separator: " or "))")
        return
      }
    }
    if case .array(let options)? = keywords["enum"], !options.contains(value) {
      errors.append("\(path): is not one of the allowed values")
    }
    switch value {
    case .object(let members):
      validateObject(members, keywords: keywords, path: path, errors: &errors)
    case .array(let elements):
      if case .integer(let minimum)? = keywords["minItems"], elements.count < minimum {
        errors.append("\(path): has fewer than \(minimum) items")
      }
      if case .bool(true)? = keywords["uniqueItems"] {
        for (index, element) in elements.enumerated() where elements[..<index].contains(element) {
          errors.append("\(path)[\(index)]: repeats an earlier item")
        }
      }
      if let items = keywords["items"] {
        for (index, element) in elements.enumerated() {
          validate(element, against: items, path: "\(path)[\(index)]", errors: &errors)
        }
      }
    case .integer(let number):
      validateNumber(Double(number), keywords: keywords, path: path, errors: &errors)
    case .number(let number):
      validateNumber(number, keywords: keywords, path: path, errors: &errors)
    case .string(let text):
      validateString(text, keywords: keywords, path: path, errors: &errors)
    case .null, .bool:
      break
    }
    if case .array(let options)? = keywords["anyOf"] {
      let passing = options.filter { option in
        var optionErrors: [String] = []
        validate(value, against: option, path: path, errors: &optionErrors)
        return optionErrors.isEmpty
      }
      if passing.isEmpty { errors.append("\(path): matches none of anyOf") }
    }
    if case .array(let options)? = keywords["oneOf"] {
      let passing = options.filter { option in
        var optionErrors: [String] = []
        validate(value, against: option, path: path, errors: &optionErrors)
        return optionErrors.isEmpty
      }
      if passing.count != 1 { errors.append("\(path): matches \(passing.count) of oneOf, not 1") }
    }
  }

  private func validateObject(
    _ members: [String: SchemaJSON], keywords: [String: SchemaJSON], path: String,
    errors: inout [String]
  ) {
    if case .array(let required)? = keywords["required"] {
      for case .string(let name) in required where members[name] == nil {
        errors.append("\(path): lacks the required property '\(name)'")
      }
    }
    var properties: [String: SchemaJSON] = [:]
    if case .object(let declared)? = keywords["properties"] { properties = declared }
    for (name, member) in members.sorted(by: { $0.key < $1.key }) {
      let memberPath = "\(path).\(name)"
      if let property = properties[name] {
        validate(member, against: property, path: memberPath, errors: &errors)
      } else if let additional = keywords["additionalProperties"] {
        if case .bool(false) = additional {
          errors.append("\(memberPath): is not a property the schema allows")
        } else {
          validate(member, against: additional, path: memberPath, errors: &errors)
        }
      }
    }
  }

  private func validateNumber(
    _ number: Double, keywords: [String: SchemaJSON], path: String, errors: inout [String]
  ) {
    if let minimum = Self.number(keywords["minimum"]), number < minimum {
      errors.append("\(path): is less than \(minimum)")
    }
    if let maximum = Self.number(keywords["maximum"]), number > maximum {
      errors.append("\(path): is more than \(maximum)")
    }
  }

  private func validateString(
    _ text: String, keywords: [String: SchemaJSON], path: String, errors: inout [String]
  ) {
    if case .string(let pattern)? = keywords["pattern"] {
      let expression = try? NSRegularExpression(pattern: pattern)
      let range = NSRange(text.startIndex..., in: text)
      if expression?.firstMatch(in: text, range: range) == nil {
        errors.append("\(path): does not match \(pattern)")
      }
    }
    if case .string(let format)? = keywords["format"] {
      let valid: Bool
      switch format {
      case "uri": valid = Self.isAbsoluteURI(text)
      case "uri-reference": valid = !text.contains(where: { $0.isWhitespace })
      case "date-time":
        valid =
          text.range(
            of: #"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$"#,
            options: .regularExpression) != nil
      default:
        valid = false
        errors.append("\(path): the validator does not know the format '\(format)'")
      }
      if !valid { errors.append("\(path): '\(text)' is not a valid \(format)") }
    }
  }

  /// RFC 3986 absolute URI: a scheme, a colon, and no spaces or characters URIs exclude.
  static func isAbsoluteURI(_ text: String) -> Bool {
    text.range(of: #"^[A-Za-z][A-Za-z0-9+.\-]*:[^\s<>"{}|\\^`]*$"#, options: .regularExpression)
      != nil
  }

  private static func matches(_ value: SchemaJSON, type: String) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool),
      ("integer", .integer), ("number", .integer), ("number", .number), ("null", .null):
      true
    default: false
    }
  }

  private static func number(_ value: SchemaJSON?) -> Double? {
    switch value {
    case .integer(let number)?: Double(number)
    case .number(let number)?: number
    default: nil
    }
  }
}
