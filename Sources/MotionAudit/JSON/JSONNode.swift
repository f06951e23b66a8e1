/// A parsed JSON value with the line and column where it starts, so configuration errors can
/// point at the offending key.
public struct JSONNode: Sendable, Hashable {
  public indirect enum Value: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([Member])
  }

  /// A key and its value, in file order.
  public struct Member: Sendable, Hashable {
    public var key: String
    public var keyLine: Int
    public var keyColumn: Int
    public var value: JSONNode
  }

  public var value: Value
  /// 1-based.
  public var line: Int
  /// 1-based, in characters.
  public var column: Int

  public init(value: Value, line: Int, column: Int) {
    self.value = value
    self.line = line
    self.column = column
  }

  /// "an object", "a string", … for messages.
  public var kindDescription: String {
    switch value {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// Malformed JSON, with where it went wrong.
public struct JSONSyntaxError: Error, Sendable, Hashable {
  public var line: Int
  public var column: Int
  public var message: String
}

/// A strict JSON (RFC 8259) reader over bytes that records positions.
///
/// Nesting is limited (``maximumDepth``) so a hostile file cannot exhaust the stack.
public struct JSONReader {
  public static let maximumDepth = 64

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0
  private var depth = 0

  /// Parses `bytes` as one JSON value.
  public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
    var reader = JSONReader(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
    reader.skipWhitespace()
    let value = try reader.parseValue()
    reader.skipWhitespace()
    guard reader.index == bytes.count else {
      throw reader.error("unexpected text after the JSON value")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private var column: Int {
    // Characters, not bytes: count the bytes that start a UTF-8 sequence.
    bytes[lineStart..<min(index, bytes.count)].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
  }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: column, message: message)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
    let (startLine, startColumn) = (line, column)
    func node(_ value: JSONNode.Value) -> JSONNode {
      JSONNode(value: value, line: startLine, column: startColumn)
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return node(.object(try parseObject()))
    case UInt8(ascii: "["): return node(.array(try parseArray()))
    case UInt8(ascii: "\""): return node(.string(try parseString()))
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return node(.bool(true))
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return node(.bool(false))
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return node(.null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return node(.number(try parseNumber()))
    default:
      throw error("unexpected character; expected a value")
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw error("nested deeper than \(Self.maximumDepth) levels")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> [JSONNode.Member] {
    try enter()
    defer { depth -= 1 }
    index += 1
    skipWhitespace()
    var members: [JSONNode.Member] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a key in double quotes")
      }
      let (keyLine, keyColumn) = (line, column)
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after the key \"\(key)\"")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(
        JSONNode.Member(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file; expected '}'") }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return members
      }
      guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or '}'") }
      index += 1
      skipWhitespace()
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> [JSONNode] {
    try enter()
    defer { depth -= 1 }
    index += 1
    skipWhitespace()
    var elements: [JSONNode] = []
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return elements
    }
    while true {
      elements.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file; expected ']'") }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return elements
      }
      guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or ']'") }
      index += 1
      skipWhitespace()
    }
  }

  private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
    let expected = Array(literal.utf8)
    guard bytes[index...].starts(with: expected) else {
      throw error("unexpected character; expected a value")
    }
    index += expected.count
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    func digits() -> Int {
      let first = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - first
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard digits() > 0 else { throw error("malformed number") }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw error("malformed number") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw error("malformed number") }
    }
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
      throw error("malformed number")
    }
    return value
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var chunkStart = index
    func flush() {
      scalars.append(
        contentsOf: String(decoding: bytes[chunkStart..<index], as: UTF8.self).unicodeScalars)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        flush()
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character in a string") }
      if byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      flush()
      index += 1
      guard index < bytes.count else { break }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"): scalars.append(try parseUnicodeEscape())
      default: throw error("invalid escape in a string")
      }
      chunkStart = index
    }
    throw error("unterminated string")
  }

  private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let high = try parseHex4()
    if (0xD800...0xDBFF).contains(high) {
      guard bytes[index...].starts(with: Array("\\u".utf8)) else {
        throw error("unpaired surrogate in a string")
      }
      index += 2
      let low = try parseHex4()
      guard (0xDC00...0xDFFF).contains(low),
        let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
      else { throw error("invalid surrogate pair in a string") }
      return scalar
    }
    guard let scalar = Unicode.Scalar(high) else { throw error("invalid \\u escape in a string") }
    return scalar
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
    else { throw error("invalid \\u escape in a string") }
    index += 4
    return value
  }
}
