import Foundation

/// A property list read for the audit: values with the byte offset where each starts, so a
/// finding can point at a key.
///
/// XML property lists are read by ``XMLPropertyListReader`` (offsets exact); binary ones
/// (`bplist00`) by Foundation's `PropertyListSerialization`, after a check that bounds their
/// nesting, with every offset 0 (a binary file has no lines to point at).
package struct PropertyListNode: Sendable, Hashable {
  package indirect enum Value: Sendable, Hashable {
    case string(String)
    /// `<integer>` and `<real>`, as written (`12`, `0x1F`, `2.5`).
    case number(String)
    case bool(Bool)
    /// `<date>`, as written.
    case date(String)
    case data
    case array([PropertyListNode])
    case dictionary([Entry])
  }

  /// A key and its value, in file order.
  package struct Entry: Sendable, Hashable {
    package var key: String
    /// Where the `<key>` element starts.
    package var keyOffset: Int
    package var value: PropertyListNode
  }

  package var value: Value
  /// Where the element starts (its `<`).
  package var offset: Int

  /// The value of `key`, when this is a dictionary that has it.
  package subscript(key: String) -> PropertyListNode? {
    entry(key)?.value
  }

  /// The entry of `key`, when this is a dictionary that has it (the first, if written twice).
  package func entry(_ key: String) -> Entry? {
    guard case .dictionary(let entries) = value else { return nil }
    return entries.first { $0.key == key }
  }

  /// The entries, when this is a dictionary.
  package var entries: [Entry] {
    guard case .dictionary(let entries) = value else { return [] }
    return entries
  }

  package var stringValue: String? {
    guard case .string(let text) = value else { return nil }
    return text
  }

  package var boolValue: Bool? {
    guard case .bool(let flag) = value else { return nil }
    return flag
  }

  /// The elements, when this is an array.
  package var elements: [PropertyListNode] {
    guard case .array(let elements) = value else { return [] }
    return elements
  }
}

/// Why a property list could not be read, and where.
package struct PropertyListError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The byte offset where reading stopped.
  package var offset: Int
  package var message: String

  package init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }

  package var description: String { "byte \(offset): \(message)" }
}

/// Reads XML and binary property lists.
package enum PropertyListReader {
  /// Containers nested deeper than this are refused: no Info.plist comes close, and a hostile
  /// file cannot exhaust the stack.
  package static let maximumDepth = 512

  /// The signature of a binary property list.
  package static let binarySignature = Array("bplist00".utf8)

  /// Reads `bytes` as a binary property list when they start with `bplist00`, else as XML.
  package static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListNode {
    if bytes.starts(with: binarySignature) { return try readBinary(bytes) }
    var reader = XMLPropertyListReader(bytes: bytes)
    return try reader.read()
  }

  private static func readBinary(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListNode {
    // Foundation's reader recurses once per level: bound the nesting before handing it over.
    try BinaryPropertyListShape.check(bytes, maximumDepth: maximumDepth)
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil)
    } catch {
      throw PropertyListError(offset: 0, message: "not a valid binary property list")
    }
    return node(from: object)
  }

  /// Converts Foundation's values (at most ``maximumDepth`` levels deep, checked before).
  private static func node(from object: Any) -> PropertyListNode {
    let value: PropertyListNode.Value
    switch object {
    case let text as String:
      value = .string(text)
    case let dictionary as [String: Any]:
      value = .dictionary(
        dictionary.sorted { $0.key < $1.key }.map { key, element in
          PropertyListNode.Entry(key: key, keyOffset: 0, value: node(from: element))
        })
    case let array as [Any]:
      value = .array(array.map(node(from:)))
    case let flag as Bool where type(of: object) == Bool.self:
      value = .bool(flag)
    case let date as Date:
      value = .date(ISO8601DateFormatter().string(from: date))
    case is Data:
      value = .data
    case let number as NSNumber:
      value = .number(number.stringValue)
    default:
      value = .string(String(describing: object))
    }
    return PropertyListNode(value: value, offset: 0)
  }
}
