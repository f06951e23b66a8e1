import Foundation

/// Writes `.riv` bytes for tests: header, table of contents and objects, value by value, so each
/// test can build exactly the file (or the malformed file) it needs.
public struct RiveWriter {
  public private(set) var bytes: [UInt8] = []

  public init() {}

  public var data: Data { Data(bytes) }
  public var count: Int { bytes.count }

  /// A format header: `RIVE`, versions, file id and a table of contents of
  /// `(property key, 2-bit field type)` pairs.
  public static func header(
    major: UInt64 = 7, minor: UInt64 = 0, fileID: UInt64 = 1,
    tableOfContents: [(key: UInt64, fieldType: UInt32)] = []
  ) -> RiveWriter {
    var writer = RiveWriter()
    writer.raw(Array("RIVE".utf8))
    writer.varuint(major)
    writer.varuint(minor)
    writer.varuint(fileID)
    for entry in tableOfContents { writer.varuint(entry.key) }
    writer.varuint(0)
    var word: UInt32 = 0
    for (index, entry) in tableOfContents.enumerated() {
      word |= (entry.fieldType & 3) << UInt32((index % 4) * 2)
      if index % 4 == 3 || index == tableOfContents.count - 1 {
        writer.uint32(word)
        word = 0
      }
    }
    return writer
  }

  public mutating func raw(_ values: [UInt8]) { bytes += values }

  public mutating func varuint(_ value: UInt64) {
    var value = value
    repeat {
      var byte = UInt8(value & 0x7F)
      value >>= 7
      if value != 0 { byte |= 0x80 }
      bytes.append(byte)
    } while value != 0
  }

  public mutating func uint32(_ value: UInt32) {
    bytes += [
      UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24),
    ]
  }

  public mutating func float32(_ value: Float) { uint32(value.bitPattern) }

  public mutating func string(_ value: String) { lengthPrefixed(Array(value.utf8)) }

  public mutating func lengthPrefixed(_ value: [UInt8]) {
    varuint(UInt64(value.count))
    bytes += value
  }

  /// One property of an object: its key, then its value.
  public enum Value {
    case uint(UInt64)
    case bool(Bool)
    case float(Float)
    case string(String)
    case bytes([UInt8])
    case color(UInt32)
  }

  /// An object: type key, properties, terminating 0.
  public mutating func object(_ typeKey: UInt64, _ properties: [(UInt64, Value)] = []) {
    varuint(typeKey)
    for (key, value) in properties {
      varuint(key)
      switch value {
      case .uint(let number): varuint(number)
      case .bool(let flag): bytes.append(flag ? 1 : 0)
      case .float(let number): float32(number)
      case .string(let text): string(text)
      case .bytes(let content): lengthPrefixed(content)
      case .color(let color): uint32(color)
      }
    }
    varuint(0)
  }
}

/// Type and property keys the tests write, as the Rive definitions give them.
public enum RiveKey {
  public static let backboard: UInt64 = 23
  public static let artboard: UInt64 = 1
  public static let linearAnimation: UInt64 = 31
  public static let stateMachine: UInt64 = 53
  public static let stateMachineNumber: UInt64 = 56
  public static let stateMachineTrigger: UInt64 = 58
  public static let stateMachineBool: UInt64 = 59
  public static let event: UInt64 = 128
  public static let openUrlEvent: UInt64 = 131
  public static let audioEvent: UInt64 = 407
  public static let viewModel: UInt64 = 435
  public static let viewModelInstance: UInt64 = 437
  public static let viewModelPropertyNumber: UInt64 = 431
  public static let viewModelPropertyBoolean: UInt64 = 448
  public static let viewModelPropertyTrigger: UInt64 = 502
  public static let viewModelPropertyEnumCustom: UInt64 = 439
  public static let nodeShape: UInt64 = 3
  public static let keyedObject: UInt64 = 25
  public static let keyedProperty: UInt64 = 26
  public static let keyFrameDouble: UInt64 = 30

  public static let componentName: UInt64 = 4
  public static let width: UInt64 = 7
  public static let height: UInt64 = 8
  public static let animationName: UInt64 = 55
  public static let fps: UInt64 = 56
  public static let duration: UInt64 = 57
  public static let speed: UInt64 = 58
  public static let loop: UInt64 = 59
  public static let workStart: UInt64 = 60
  public static let workEnd: UInt64 = 61
  public static let enableWorkArea: UInt64 = 62
  public static let inputName: UInt64 = 138
  public static let numberValue: UInt64 = 140
  public static let boolValue: UInt64 = 141
  public static let url: UInt64 = 248
  public static let viewModelComponentName: UInt64 = 557
  public static let viewModelId: UInt64 = 566
  public static let fillColor: UInt64 = 37
  public static let assetBytes: UInt64 = 212
  public static let nodeX: UInt64 = 13
  public static let nodeY: UInt64 = 14
  public static let scaleX: UInt64 = 16
  public static let objectId: UInt64 = 51
  public static let propertyKey: UInt64 = 53
  public static let keyFrameFrame: UInt64 = 67
  public static let keyFrameValue: UInt64 = 70
}
