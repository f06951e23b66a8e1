import Foundation

/// Every object of a `.riv` file in file order, each with every property value it stores: what
/// a renderer builds an artboard from. `RiveFile` is the summary `inspect` reports.
public struct RiveObjects: Sendable {
  /// The display name the file was read under.
  public let fileName: String
  /// The objects, in file order.
  public let objects: [RiveObject]

  /// Reads every object of a Rive runtime file.
  ///
  /// - Throws: `AnimationFileError` for anything but a well-formed format 7 file, as
  ///   `RiveFile(data:fileName:)` does.
  public init(data: Data, fileName: String) throws(AnimationFileError) {
    var parser = RiveFileParser(bytes: [UInt8](data), fileName: fileName, keepsEverything: true)
    self.fileName = fileName
    objects = try parser.parseObjects().map {
      RiveObject(typeKey: $0.typeKey, offset: $0.offset, values: $0.values)
    }
  }
}

/// One object of a `.riv` file: its runtime type and the property values it stores (a property
/// left out has the runtime's default).
public struct RiveObject: Sendable {
  /// The runtime type key.
  public let typeKey: UInt32
  /// Where the object starts in the file, in bytes.
  public let offset: Int
  /// The stored values by property key.
  public var values: [UInt32: RiveValue]

  public init(typeKey: UInt32, offset: Int, values: [UInt32: RiveValue]) {
    self.typeKey = typeKey
    self.offset = offset
    self.values = values
  }

  /// The runtime type's name (`Shape`, `CubicMirroredVertex`), or `type <key>` for one the
  /// definitions do not know.
  public var typeName: String { RiveObjectTypes.name(of: typeKey) ?? "type \(typeKey)" }

  /// Whether the object's type is `ancestorKey` or extends it.
  public func isKind(of ancestorKey: UInt32) -> Bool {
    RiveDefinitions.type(typeKey, isKindOf: ancestorKey)
  }
}

/// The runtime's object types, from its definitions.
public enum RiveObjectTypes {
  /// The name of the type with `typeKey`, if the definitions know it.
  public static func name(of typeKey: UInt32) -> String? {
    RiveDefinitions.objectTypes[typeKey]?.name
  }

  /// Whether the runtime makes an object of type `typeKey`: false for a type it does not know
  /// and for an abstract one, which it reads as a null object (that still takes an id).
  public static func isInstantiable(_ typeKey: UInt32) -> Bool {
    guard let type = RiveDefinitions.objectTypes[typeKey] else { return false }
    return !type.isAbstract
  }

  /// Whether the type `typeKey` is `ancestorKey` or extends it.
  public static func type(_ typeKey: UInt32, isKindOf ancestorKey: UInt32) -> Bool {
    RiveDefinitions.type(typeKey, isKindOf: ancestorKey)
  }
}
