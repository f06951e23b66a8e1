/// A strict JSON (RFC 8259) parser over bytes that reports the byte offset of every error: the
/// package's one JSON reader, for animation files and for the auditor's hand-written files alike
/// (``TextPosition`` turns an offset into a line and column).
///
/// It can build a tree of the values a reader needs (`parseValue`) and validate the rest without
/// building anything (`skipValue`), so a large Lottie file costs little more than its bytes.
/// Nesting deeper than the limit is an error rather than a stack overflow.
package struct JSONParser {
  private let bytes: [UInt8]
  private let fileName: String
  private let entryName: String?
  private let maximumDepth: Int
  private(set) var position = 0
  private var depth = 0

  package init(bytes: [UInt8], fileName: String, entryName: String? = nil, maximumDepth: Int) {
    self.bytes = bytes
    self.fileName = fileName
    self.entryName = entryName
    self.maximumDepth = maximumDepth
    // A UTF-8 byte order mark is allowed before the text, as Foundation allows it.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  func error(
    _ reason: AnimationFileError.Reason, at offset: Int? = nil, keyPath: String? = nil
  ) -> AnimationFileError {
    AnimationFileError(
      fileName: fileName, entryName: entryName, offset: offset ?? position, keyPath: keyPath,
      reason: reason)
  }

  private func syntaxError(_ detail: String, at offset: Int? = nil) -> AnimationFileError {
    error(.invalidJSON(detail), at: offset)
  }

  // MARK: Documents

  /// Parses a whole document into a tree.
  package mutating func parseDocument() throws(AnimationFileError) -> JSONNode {
    let node = try parseValue()
    try expectEnd()
    return node
  }

  /// Reads a document whose top level must be an object, handing each member to `member`, which
  /// must consume the member's value (with `parseValue` or `skipValue`). Returns
  /// the object's offset.
  mutating func readObjectDocument(
    _ member: (inout JSONParser, _ key: String) throws(AnimationFileError) -> Void
  ) throws(AnimationFileError) -> Int {
    skipWhitespace()
    let start = position
    guard peek() == UInt8(ascii: "{") else {
      if position >= bytes.count { throw syntaxError("the text is empty") }
      // Validate what is there first, so bad JSON is reported as such.
      try skipValue()
      try expectEnd()
      throw error(.wrongType(expected: "a JSON object at the top level"), at: start)
    }
    position += 1
    try enterContainer()
    skipWhitespace()
    if peek() == UInt8(ascii: "}") {
      position += 1
    } else {
      while true {
        let key = try parseMemberKey().key
        try member(&self, key)
        if try endOfMember(closing: UInt8(ascii: "}")) { break }
      }
    }
    depth -= 1
    try expectEnd()
    return start
  }

  private mutating func expectEnd() throws(AnimationFileError) {
    skipWhitespace()
    guard position == bytes.count else { throw syntaxError("unexpected text after the JSON value") }
  }

  // MARK: Values

  /// Parses one value into a tree. Iterative, so depth costs no stack: the containers being
  /// built are kept in an array, innermost last.
  mutating func parseValue() throws(AnimationFileError) -> JSONNode {
    var open: [OpenContainer] = []
    defer { depth -= open.count }
    while true {
      // A value is expected here.
      skipWhitespace()
      let start = position
      guard let byte = peek() else { throw syntaxError("the text ends where a value should be") }
      var node: JSONNode
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        position += 1
        try enterContainer()
        var container = OpenContainer(offset: start, isObject: byte == UInt8(ascii: "{"))
        skipWhitespace()
        if peek() == container.closing {
          position += 1
          depth -= 1
          node = container.node
        } else {
          if container.isObject { container.key = try parseMemberKey() }
          open.append(container)
          continue
        }
      case UInt8(ascii: "\""):
        node = JSONNode(offset: start, value: .string(try parseString()))
      default:
        node = JSONNode(offset: start, value: try parseScalar())
      }
      // After a value: add it to its container, closing containers until one continues.
      while true {
        guard var container = open.popLast() else { return node }
        container.append(node)
        if try endOfMember(closing: container.closing) {
          depth -= 1
          node = container.node
          continue
        }
        if container.isObject { container.key = try parseMemberKey() }
        open.append(container)
        break
      }
    }
  }

  /// An array or object that `parseValue` is building.
  private struct OpenContainer {
    let offset: Int
    let isObject: Bool
    /// The key of the member whose value comes next, and its offset (objects only).
    var key = (key: "", offset: 0)
    var elements: [JSONNode] = []
    var members: [JSONNode.Member] = []

    var closing: UInt8 { isObject ? UInt8(ascii: "}") : UInt8(ascii: "]") }

    var node: JSONNode {
      JSONNode(offset: offset, value: isObject ? .object(members) : .array(elements))
    }

    mutating func append(_ node: JSONNode) {
      if isObject {
        members.append(JSONNode.Member(key: key.key, keyOffset: key.offset, node: node))
      } else {
        elements.append(node)
      }
    }
  }

  /// Validates one value without building it. Iterative, so depth costs no stack.
  mutating func skipValue() throws(AnimationFileError) {
    var containers: [UInt8] = []  // the closing byte of each open container
    defer { depth -= containers.count }
    while true {
      // A value is expected here.
      skipWhitespace()
      guard let byte = peek() else { throw syntaxError("the text ends where a value should be") }
      var valueEnded = true
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let closing = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
        position += 1
        try enterContainer()
        containers.append(closing)
        skipWhitespace()
        if peek() == closing {
          position += 1
          containers.removeLast()
          depth -= 1
        } else {
          if closing == UInt8(ascii: "}") { _ = try parseMemberKey(building: false) }
          valueEnded = false
        }
      case UInt8(ascii: "\""):
        _ = try parseString(building: false)
      default:
        _ = try parseScalar()
      }
      guard valueEnded else { continue }
      // After a value: close containers until one continues with a comma.
      while let closing = containers.last {
        if try endOfMember(closing: closing) {
          containers.removeLast()
          depth -= 1
          continue
        }
        if closing == UInt8(ascii: "}") { _ = try parseMemberKey(building: false) }
        break
      }
      if containers.isEmpty { return }
    }
  }

  // MARK: Pieces

  private func peek() -> UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  private mutating func enterContainer() throws(AnimationFileError) {
    depth += 1
    guard depth <= maximumDepth else {
      throw error(.limitExceeded(.nestingDepth), at: position - 1)
    }
  }

  /// After a member or element: true at the closing bracket, false after a comma.
  private mutating func endOfMember(closing: UInt8) throws(AnimationFileError) -> Bool {
    skipWhitespace()
    switch peek() {
    case UInt8(ascii: ","):
      position += 1
      return false
    case closing:
      position += 1
      return true
    case nil:
      throw syntaxError(
        "the text ends inside \(closing == UInt8(ascii: "}") ? "an object" : "an array")")
    default:
      throw syntaxError("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
    }
  }

  /// A member's key, with its offset, and the colon after it.
  private mutating func parseMemberKey(
    building: Bool = true
  ) throws(AnimationFileError) -> (key: String, offset: Int) {
    skipWhitespace()
    let offset = position
    guard peek() == UInt8(ascii: "\"") else {
      throw syntaxError("expected a key in double quotes")
    }
    let key = try parseString(building: building)
    skipWhitespace()
    guard peek() == UInt8(ascii: ":") else { throw syntaxError("expected ':' after a key") }
    position += 1
    return (key, offset)
  }

  private mutating func parseScalar() throws(AnimationFileError) -> JSONNode.Value {
    for (literal, value) in [
      ("true", JSONNode.Value.bool(true)), ("false", .bool(false)), ("null", .null),
    ] where bytes[position...].starts(with: literal.utf8) {
      position += literal.utf8.count
      return value
    }
    return .number(try parseNumber())
  }

  private mutating func parseNumber() throws(AnimationFileError) -> Double {
    let start = position
    func digits(_ parser: inout JSONParser) -> Int {
      let first = parser.position
      while let byte = parser.peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        parser.position += 1
      }
      return parser.position - first
    }
    if peek() == UInt8(ascii: "-") { position += 1 }
    let integerStart = position
    let integerDigits = digits(&self)
    guard integerDigits > 0 else {
      throw syntaxError(
        position == start ? "unexpected character; expected a value" : "expected a digit",
        at: start)
    }
    if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
      throw syntaxError("numbers cannot have leading zeros", at: start)
    }
    if peek() == UInt8(ascii: ".") {
      position += 1
      guard digits(&self) > 0 else { throw syntaxError("expected a digit after '.'") }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard digits(&self) > 0 else { throw syntaxError("expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw syntaxError("number out of range", at: start)
    }
    return number
  }

  /// A string (the opening quote is next). Validates UTF-8 and escapes; builds the text only
  /// when `building`.
  private mutating func parseString(building: Bool = true) throws(AnimationFileError) -> String {
    let start = position
    position += 1
    var text = ""
    var segmentStart = position
    func flush(_ parser: JSONParser, upTo end: Int) {
      if building && end > segmentStart {
        text += String(decoding: parser.bytes[segmentStart..<end], as: UTF8.self)
      }
    }
    while true {
      guard position < bytes.count else {
        throw syntaxError("the text ends inside a string", at: start)
      }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        flush(self, upTo: position)
        position += 1
        return text
      case UInt8(ascii: "\\"):
        flush(self, upTo: position)
        let scalar = try parseEscape()
        if building { text.unicodeScalars.append(scalar) }
        segmentStart = position
      case 0..<0x20:
        throw syntaxError("control character in a string")
      case 0..<0x80:
        position += 1
      default:
        guard let length = UTF8Validation.sequenceLength(bytes, at: position) else {
          throw error(.invalidUTF8)
        }
        position += length
      }
    }
  }

  private mutating func parseEscape() throws(AnimationFileError) -> Unicode.Scalar {
    let start = position
    position += 1
    guard let byte = peek() else { throw syntaxError("the text ends inside a string", at: start) }
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try parseHexQuad(escapeStart: start)
      if (0xD800..<0xDC00).contains(first) {
        let lowStart = position
        guard bytes[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
          throw syntaxError("unpaired surrogate in a \\u escape", at: start)
        }
        position += 2
        let second = try parseHexQuad(escapeStart: lowStart)
        guard (0xDC00..<0xE000).contains(second) else {
          throw syntaxError("unpaired surrogate in a \\u escape", at: start)
        }
        let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        return Unicode.Scalar(combined) ?? "\u{FFFD}"
      }
      guard let scalar = Unicode.Scalar(first) else {
        throw syntaxError("unpaired surrogate in a \\u escape", at: start)
      }
      return scalar
    default:
      throw syntaxError("invalid escape sequence", at: start)
    }
  }

  /// The four hex digits after a `\u`.
  private mutating func parseHexQuad(escapeStart: Int) throws(AnimationFileError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek(), let digit = Self.hexDigit(byte) else {
        throw syntaxError("invalid \\u escape", at: escapeStart)
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
