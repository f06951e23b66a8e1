import AnimationFiles

/// One object of an artboard, with the values it has now: the file's, changed by animations.
struct RiveComponent: Sendable {
  /// The object's runtime type key.
  let typeKey: UInt32
  /// The object's values by property key; a key left out has the runtime's default.
  var values: [UInt32: RiveValue]

  init(_ object: RiveObject) {
    typeKey = object.typeKey
    values = object.values
  }

  var typeName: String { RiveObjectTypes.name(of: typeKey) ?? "type \(typeKey)" }

  func isKind(of ancestorKey: UInt32) -> Bool {
    RiveObjectTypes.type(typeKey, isKindOf: ancestorKey)
  }

  /// The component's name, or its type's when it has none.
  var label: String {
    let name = string(RivePropertyKey.componentName)
    return name.isEmpty ? typeName : name
  }

  var parentID: Int? { id(RivePropertyKey.componentParentId) }

  func number(_ key: UInt32, _ defaultValue: Double = 0) -> Double {
    switch values[key] {
    case .float(let value): Double(value)
    case .uint(let value): Double(value)
    case .int(let value): Double(value)
    default: defaultValue
    }
  }

  func unsigned(_ key: UInt32, _ defaultValue: UInt64 = 0) -> UInt64 {
    switch values[key] {
    case .uint(let value): value
    case .int(let value): UInt64(clamping: max(value, 0))
    case .bool(let value): value ? 1 : 0
    default: defaultValue
    }
  }

  func bool(_ key: UInt32, _ defaultValue: Bool) -> Bool {
    switch values[key] {
    case .bool(let value): value
    case .uint(let value): value != 0
    default: defaultValue
    }
  }

  func color(_ key: UInt32, _ defaultValue: UInt32) -> UInt32 {
    if case .color(let value) = values[key] { return value }
    return defaultValue
  }

  func string(_ key: UInt32) -> String {
    if case .string(let value) = values[key] { return value }
    return ""
  }

  /// An id property (an index into the artboard's objects); nil when missing, as the runtime's
  /// `Core.missingId` is.
  func id(_ key: UInt32) -> Int? {
    guard case .uint(let value) = values[key], value < UInt64(Int32.max) else { return nil }
    return Int(value)
  }
}
