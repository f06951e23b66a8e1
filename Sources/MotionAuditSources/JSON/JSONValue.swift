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
  ///
  /// Written as UTF-8 bytes and decoded once: appending to a `String` scalar by scalar cost
  /// hundreds of instructions a byte of the report.
  package func serialized() -> String {
    var output: [UInt8] = []
    write(to: &output, depth: 0)
    return String(decoding: output, as: UTF8.self)
  }

  private func write(to output: inout [UInt8], depth: Int) {
    switch self {
    case .null: output += Self.nullText
    case .bool(let value): output += value ? Self.trueText : Self.falseText
    case .int(let value): output += String(value).utf8
    case .number(let value):
      if !value.isFinite {
        output += Self.nullText
      } else if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
        output += String(Int64(value)).utf8
      } else {
        output += String(value).utf8
      }
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output += Self.emptyArray
        return
      }
      output += Self.arrayOpening
      for (index, element) in elements.enumerated() {
        Self.indent(&output, depth: depth + 1)
        element.write(to: &output, depth: depth + 1)
        output += index == elements.count - 1 ? Self.lineBreak : Self.separator
      }
      Self.indent(&output, depth: depth)
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else {
        output += Self.emptyObject
        return
      }
      output += Self.objectOpening
      for (index, member) in members.enumerated() {
        Self.indent(&output, depth: depth + 1)
        Self.writeString(member.key, to: &output)
        output += Self.keySeparator
        member.value.write(to: &output, depth: depth + 1)
        output += index == members.count - 1 ? Self.lineBreak : Self.separator
      }
      Self.indent(&output, depth: depth)
      output.append(UInt8(ascii: "}"))
    }
  }

  private static let nullText = Array("null".utf8)
  private static let trueText = Array("true".utf8)
  private static let falseText = Array("false".utf8)
  private static let emptyArray = Array("[]".utf8)
  private static let emptyObject = Array("{}".utf8)
  private static let arrayOpening = Array("[\n".utf8)
  private static let objectOpening = Array("{\n".utf8)
  private static let lineBreak = Array("\n".utf8)
  private static let separator = Array(",\n".utf8)
  private static let keySeparator = Array(": ".utf8)

  /// Two spaces a level.
  private static func indent(_ output: inout [UInt8], depth: Int) {
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  /// `value` quoted, with quotes, backslashes and control characters escaped. In UTF-8 every
  /// byte of a character beyond ASCII is 0x80 or more, so the bytes are read one by one.
  private static func writeString(_ value: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case UInt8(ascii: "\n"): output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case UInt8(ascii: "\r"): output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case UInt8(ascii: "\t"): output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case ..<0x20:
        let hex = String(byte, radix: 16)
        output += "\\u".utf8
        output += repeatElement(UInt8(ascii: "0"), count: 4 - hex.utf8.count)
        output += hex.utf8
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
