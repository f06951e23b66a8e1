/// A JSON value to write, with object keys kept in the order given: reports are stable byte for
/// byte between runs.
package indirect enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case int(Int)
  /// A number that may have a fraction (a frame rate, a duration); integral values are written
  /// without one, values that are not finite as `null`.
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized() == rhs.serialized()
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(serialized())
  }

  /// The JSON text, indented by two spaces, ending without a line break.
  package func serialized() -> String {
    var output = ""
    write(to: &output, indentation: "")
    return output
  }

  private func write(to output: inout String, indentation: String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .number(let value):
      if !value.isFinite {
        output += "null"
      } else if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
        output += String(Int64(value))
      } else {
        output += String(value)
      }
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += "[]"
        return
      }
      let inner = indentation + "  "
      output += "[\n"
      for (index, element) in elements.enumerated() {
        output += inner
        element.write(to: &output, indentation: inner)
        output += index == elements.count - 1 ? "\n" : ",\n"
      }
      output += indentation + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      let inner = indentation + "  "
      output += "{\n"
      for (index, member) in members.enumerated() {
        output += inner
        Self.writeString(member.key, to: &output)
        output += ": "
        member.value.write(to: &output, indentation: inner)
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += indentation + "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
