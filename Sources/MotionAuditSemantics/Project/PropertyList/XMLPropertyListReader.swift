import AnimationFiles

/// Reads an XML property list, recording where each element starts.
///
/// Accepts what Xcode writes and what people write by hand: the XML declaration, a `DOCTYPE`,
/// comments and processing instructions, `<plist>` around the root (or not), empty elements
/// (`<dict/>`, `<string/>`), the five named entities, character references and CDATA sections.
/// Iterative (an explicit stack of open containers), nesting bounded by
/// ``PropertyListReader/maximumDepth``. Text must be UTF-8.
struct XMLPropertyListReader {
  private let bytes: [UInt8]
  private var index = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  /// An open `<dict>` or `<array>`.
  private struct Container {
    var isDictionary: Bool
    var offset: Int
    var elements: [PropertyListNode] = []
    var entries: [PropertyListNode.Entry] = []
    var pendingKey: (key: String, offset: Int)?
  }

  private enum Tag {
    case open(String)
    case close(String)
    case empty(String)

    var name: String {
      switch self {
      case .open(let name), .close(let name), .empty(let name): name
      }
    }
  }

  mutating func read() throws(PropertyListError) -> PropertyListNode {
    var stack: [Container] = []
    var root: PropertyListNode?
    var plistOpen = false
    var plistClosed = false
    while true {
      try skipMarkup()
      guard index < bytes.count else { break }
      let start = index
      guard bytes[index] == UInt8(ascii: "<") else {
        throw error(at: start, "text outside an element")
      }
      let tag = try readTag()
      var value: PropertyListNode.Value?
      switch tag {
      case .open("plist"):
        guard !plistOpen, root == nil, stack.isEmpty else {
          throw error(at: start, "unexpected <plist>")
        }
        plistOpen = true
      case .close("plist"):
        guard plistOpen, !plistClosed, stack.isEmpty else {
          throw error(at: start, "unexpected </plist>")
        }
        plistClosed = true
      case .empty("plist"):
        guard !plistOpen, root == nil else { throw error(at: start, "unexpected <plist/>") }
        plistOpen = true
        plistClosed = true
      case .open("dict"), .open("array"):
        guard stack.count < PropertyListReader.maximumDepth else {
          throw error(
            at: start, "containers nested deeper than \(PropertyListReader.maximumDepth) levels")
        }
        try expectRoom(for: start, stack: stack, root: root, plistClosed: plistClosed)
        if case .open(let name) = tag {
          stack.append(Container(isDictionary: name == "dict", offset: start))
        }
      case .close("dict"), .close("array"):
        guard let container = stack.popLast(),
          container.isDictionary == (tag.name == "dict")
        else { throw error(at: start, "unexpected </\(tag.name)>") }
        if let pending = container.pendingKey {
          throw error(at: pending.offset, "key '\(pending.key)' has no value")
        }
        try attach(
          PropertyListNode(
            value: container.isDictionary
              ? .dictionary(container.entries) : .array(container.elements),
            offset: container.offset),
          to: &stack, root: &root)
      case .empty("dict"): value = .dictionary([])
      case .empty("array"): value = .array([])
      case .empty("true"): value = .bool(true)
      case .empty("false"): value = .bool(false)
      case .empty("string"): value = .string("")
      case .empty("data"): value = .data
      case .open("key"):
        guard var container = stack.popLast(), container.isDictionary else {
          throw error(at: start, "<key> outside a <dict>")
        }
        guard container.pendingKey == nil else {
          throw error(at: start, "two keys in a row")
        }
        container.pendingKey = (try readText(closing: "key"), start)
        stack.append(container)
      case .empty("key"):
        guard var container = stack.popLast(), container.isDictionary,
          container.pendingKey == nil
        else { throw error(at: start, "unexpected <key/>") }
        container.pendingKey = ("", start)
        stack.append(container)
      case .open("string"): value = .string(try readText(closing: "string"))
      case .open("integer"): value = .number(try readText(closing: "integer"))
      case .open("real"): value = .number(try readText(closing: "real"))
      case .open("date"): value = .date(try readText(closing: "date"))
      case .open("data"):
        _ = try readText(closing: "data")
        value = .data
      default:
        throw error(at: start, "unexpected element <\(tag.name)>")
      }
      if let value {
        try expectRoom(for: start, stack: stack, root: root, plistClosed: plistClosed)
        try attach(PropertyListNode(value: value, offset: start), to: &stack, root: &root)
      }
    }
    if let open = stack.last {
      throw error(at: open.offset, "<\(open.isDictionary ? "dict" : "array")> is never closed")
    }
    guard let root else { throw error(at: index, "no property list value") }
    guard plistClosed || !plistOpen else { throw error(at: index, "<plist> is never closed") }
    return root
  }

  /// A value may start here: inside a container, or as the only root.
  private func expectRoom(
    for start: Int, stack: [Container], root: PropertyListNode?, plistClosed: Bool
  ) throws(PropertyListError) {
    guard stack.isEmpty else { return }
    guard root == nil, !plistClosed else {
      throw error(at: start, "a second value after the root")
    }
  }

  private func attach(
    _ node: PropertyListNode, to stack: inout [Container], root: inout PropertyListNode?
  ) throws(PropertyListError) {
    guard var container = stack.popLast() else {
      root = node
      return
    }
    if container.isDictionary {
      guard let pending = container.pendingKey else {
        throw error(at: node.offset, "a value without a <key> in a <dict>")
      }
      container.entries.append(
        PropertyListNode.Entry(key: pending.key, keyOffset: pending.offset, value: node))
      container.pendingKey = nil
    } else {
      container.elements.append(node)
    }
    stack.append(container)
  }

  // MARK: - Lexing

  /// Skips whitespace, comments, processing instructions and the DOCTYPE.
  private mutating func skipMarkup() throws(PropertyListError) {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D:
        index += 1
      case UInt8(ascii: "<"):
        if matches("<!--") {
          try skip(past: "-->", from: index, what: "comment")
        } else if matches("<?") {
          try skip(past: "?>", from: index, what: "processing instruction")
        } else if matches("<!DOCTYPE") {
          try skipDoctype()
        } else {
          return
        }
      default:
        return
      }
    }
  }

  private mutating func skipDoctype() throws(PropertyListError) {
    let start = index
    var bracketDepth = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "[") { bracketDepth += 1 }
      if byte == UInt8(ascii: "]") { bracketDepth -= 1 }
      if byte == UInt8(ascii: ">"), bracketDepth <= 0 { return }
    }
    throw error(at: start, "DOCTYPE is never closed")
  }

  /// Reads `<name …>`, `</name>` or `<name …/>`; attributes are skipped.
  private mutating func readTag() throws(PropertyListError) -> Tag {
    let start = index
    index += 1
    let isClosing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
    if isClosing { index += 1 }
    let nameStart = index
    while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
    guard index > nameStart else { throw error(at: start, "malformed tag") }
    let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
    var quote: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if let open = quote {
        if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: ">") {
        if isClosing { return .close(name) }
        return bytes[index - 2] == UInt8(ascii: "/") ? .empty(name) : .open(name)
      } else if byte == UInt8(ascii: "<") {
        break
      }
    }
    throw error(at: start, "tag <\(name)> is never closed")
  }

  /// The text up to `</closing>`, with entities and CDATA decoded.
  private mutating func readText(closing name: String) throws(PropertyListError) -> String {
    let start = index
    var text: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "<") {
        if matches("<![CDATA[") {
          let contentStart = index + 9
          try skip(past: "]]>", from: index, what: "CDATA section")
          text += bytes[contentStart..<(index - 3)]
          continue
        }
        if matches("<!--") {
          try skip(past: "-->", from: index, what: "comment")
          continue
        }
        let tagStart = index
        guard case .close(let closing) = try readTag(), closing == name else {
          throw error(at: tagStart, "expected </\(name)>")
        }
        guard let decoded = UTF8Validation.string(text, in: text.indices) else {
          throw error(at: start, "text is not valid UTF-8")
        }
        return decoded
      }
      if byte == UInt8(ascii: "&") {
        text += try readEntity()
        continue
      }
      text.append(byte)
      index += 1
    }
    throw error(at: start, "<\(name)> is never closed")
  }

  /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#NN;`, `&#xHH;` as UTF-8.
  private mutating func readEntity() throws(PropertyListError) -> [UInt8] {
    let start = index
    guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
      throw error(at: start, "malformed entity")
    }
    let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
    index = end + 1
    switch name {
    case "lt": return [UInt8(ascii: "<")]
    case "gt": return [UInt8(ascii: ">")]
    case "amp": return [UInt8(ascii: "&")]
    case "quot": return [UInt8(ascii: "\"")]
    case "apos": return [UInt8(ascii: "'")]
    default:
      var digits = Substring(name)
      guard digits.first == "#" else { throw error(at: start, "unknown entity &\(name);") }
      digits = digits.dropFirst()
      var radix = 10
      if digits.first == "x" || digits.first == "X" {
        radix = 16
        digits = digits.dropFirst()
      }
      guard let code = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(code) else {
        throw error(at: start, "invalid character reference &\(name);")
      }
      return Array(String(Character(scalar)).utf8)
    }
  }

  private func matches(_ literal: String) -> Bool {
    bytes[index...].starts(with: literal.utf8)
  }

  private mutating func skip(
    past terminator: String, from start: Int, what: String
  ) throws(PropertyListError) {
    let needle = Array(terminator.utf8)
    var position = index
    while position + needle.count <= bytes.count {
      if bytes[position] == needle[0],
        bytes[position..<(position + needle.count)].elementsEqual(needle)
      {
        index = position + needle.count
        return
      }
      position += 1
    }
    throw error(at: start, "\(what) is never closed")
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
      || byte == UInt8(ascii: ".")
  }

  private func error(at offset: Int, _ message: String) -> PropertyListError {
    PropertyListError(offset: offset, message: message)
  }
}
