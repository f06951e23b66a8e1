/// A parsed JSON value and the byte offset where it starts, so readers can point at the value
/// that is wrong.
package struct JSONNode: Sendable {
  package let offset: Int
  package let value: Value

  package enum Value: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    /// Members in document order; lookups take the last of duplicate keys.
    case object([Member])
  }

  /// A key and its value, with the byte offset of the key's opening quote: an unknown or repeated
  /// key is pointed at where it is written.
  package struct Member: Sendable {
    package let key: String
    package let keyOffset: Int
    package let node: JSONNode
  }

  /// The member named `key` of an object (the last one, if repeated), or nil.
  package subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.last { $0.key == key }?.node
  }

  package var isNull: Bool {
    if case .null = value { return true }
    return false
  }

  package var string: String? {
    if case .string(let text) = value { return text }
    return nil
  }

  package var number: Double? {
    if case .number(let number) = value { return number }
    return nil
  }

  /// The number truncated to a whole number, for fields holding a code or a count; nil when it is
  /// not a number or lies outside `Int`'s range, so a file's absurd values cannot trap.
  package var integer: Int? {
    number.flatMap { Int(exactly: $0.rounded(.towardZero)) }
  }

  package var bool: Bool? {
    if case .bool(let flag) = value { return flag }
    return nil
  }

  package var array: [JSONNode]? {
    if case .array(let elements) = value { return elements }
    return nil
  }

  package var members: [Member]? {
    if case .object(let members) = value { return members }
    return nil
  }

  package var isObject: Bool {
    if case .object = value { return true }
    return false
  }

  /// "an object", "a string", … for messages that say what was found instead.
  package var kindDescription: String {
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
