/// How a property's value is stored in a `.riv` file.
enum RiveFieldType: Sendable, Equatable {
  /// varuint holding at most 32 bits (`uint`, `uint8`, `uint16`, ids).
  case uint
  /// varuint holding up to 64 bits.
  case uint64
  /// Zigzag-encoded varuint holding a signed 32-bit value.
  case int
  /// One byte; only 1 is true, as in the runtime.
  case bool
  /// Little-endian float32 (the definitions call it `double`).
  case float
  /// varuint length, then UTF-8 bytes.
  case string
  /// varuint length, then bytes.
  case bytes
  /// Little-endian uint32.
  case color

  /// The field type a file's table of contents gives a key (two bits: 0 uint or bool, 1 string
  /// or bytes, 2 float, 3 colour). An unknown uint is skipped as a full 64-bit varuint.
  init(tableOfContentsCode code: UInt32) {
    switch code & 3 {
    case 0: self = .uint64
    case 1: self = .bytes
    case 2: self = .float
    default: self = .color
    }
  }
}

/// A runtime object type from the definitions: its name, the type it extends, and whether it
/// is abstract (the runtime makes no object of an abstract type and reads one as null).
struct RiveObjectType: Sendable {
  let name: String
  let parentKey: UInt32?
  var isAbstract = false
}

extension RiveDefinitions {
  /// Whether `typeKey` is `ancestorKey` or extends it, following the runtime `extends` chain.
  static func type(_ typeKey: UInt32, isKindOf ancestorKey: UInt32) -> Bool {
    var current: UInt32? = typeKey
    // The chains are short; the bound only guards against a malformed generated table.
    for _ in 0..<64 {
      guard let key = current else { return false }
      if key == ancestorKey { return true }
      current = objectTypes[key]?.parentKey
    }
    return false
  }
}
