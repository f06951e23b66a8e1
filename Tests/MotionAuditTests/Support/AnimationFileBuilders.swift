import Foundation
import MotionAudit
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax
import Testing

/// Builds `.riv` bytes for tests from the format facts: `RIVE`, versions, file id, an empty
/// table of contents, a backboard, then objects (type key, `(property key, value)` pairs, 0).
struct RiveBuilder {
  enum Value {
    case uint(UInt64)
    case float(Float)
    case string(String)
    case bool(Bool)
  }

  // Type keys and property keys, from the Rive runtime's definitions.
  static let artboard: UInt64 = 1
  static let linearAnimation: UInt64 = 31
  static let stateMachine: UInt64 = 53
  static let stateMachineNumber: UInt64 = 56
  static let stateMachineTrigger: UInt64 = 58
  static let stateMachineBool: UInt64 = 59
  static let event: UInt64 = 128
  static let viewModel: UInt64 = 435
  static let viewModelPropertyBoolean: UInt64 = 448
  static let viewModelPropertyTrigger: UInt64 = 502
  static let componentName: UInt64 = 4
  static let width: UInt64 = 7
  static let height: UInt64 = 8
  static let animationName: UInt64 = 55
  static let fps: UInt64 = 56
  static let duration: UInt64 = 57
  static let speed: UInt64 = 58
  static let loop: UInt64 = 59
  static let workStart: UInt64 = 60
  static let workEnd: UInt64 = 61
  static let enableWorkArea: UInt64 = 62
  static let inputName: UInt64 = 138
  static let boolValue: UInt64 = 141
  static let viewModelComponentName: UInt64 = 557

  private(set) var bytes: [UInt8] = Array("RIVE".utf8) + [7, 0, 1, 0, 23, 0]

  var data: Data { Data(bytes) }

  mutating func object(_ type: UInt64, _ properties: [(UInt64, Value)] = []) {
    varuint(type)
    for (key, value) in properties {
      varuint(key)
      switch value {
      case .uint(let number): varuint(number)
      case .float(let number):
        let bits = number.bitPattern
        bytes += [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: bits >> $0) }
      case .string(let text):
        varuint(UInt64(text.utf8.count))
        bytes += Array(text.utf8)
      case .bool(let flag): bytes.append(flag ? 1 : 0)
      }
    }
    varuint(0)
  }

  mutating func artboard(_ name: String) {
    object(
      Self.artboard,
      [(Self.componentName, .string(name)), (Self.width, .float(400)), (Self.height, .float(300))])
  }

  /// A linear animation of `frames` at 60 fps; `loop` 0 one-shot, 1 loop, 2 ping-pong.
  mutating func animation(_ name: String, frames: UInt64, loop: UInt64 = 0) {
    object(
      Self.linearAnimation,
      [
        (Self.animationName, .string(name)), (Self.fps, .uint(60)), (Self.duration, .uint(frames)),
        (Self.loop, .uint(loop)),
      ])
  }

  mutating func stateMachine(_ name: String) {
    object(Self.stateMachine, [(Self.animationName, .string(name))])
  }

  mutating func input(_ type: UInt64, _ name: String) {
    object(type, [(Self.inputName, .string(name))])
  }

  private mutating func varuint(_ value: UInt64) {
    var value = value
    repeat {
      var byte = UInt8(value & 0x7F)
      value >>= 7
      if value != 0 { byte |= 0x80 }
      bytes.append(byte)
    } while value != 0
  }
}

/// Builds ZIP archives of stored (uncompressed) entries, as dotLottie files for tests.
enum StoredZip {
  static func archive(_ entries: [(name: String, text: String)]) -> Data {
    var out: [UInt8] = []
    var directory: [UInt8] = []
    func u16(_ value: Int, _ buffer: inout [UInt8]) {
      buffer += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
    }
    func u32(_ value: UInt32, _ buffer: inout [UInt8]) {
      u16(Int(value & 0xFFFF), &buffer)
      u16(Int(value >> 16), &buffer)
    }
    for (name, text) in entries {
      let contents = Array(text.utf8)
      let nameBytes = Array(name.utf8)
      let checksum = crc32(contents)
      let offset = out.count
      u32(0x0403_4B50, &out)
      for value in [20, 0x0800, 0, 0, 0] { u16(value, &out) }
      u32(checksum, &out)
      u32(UInt32(contents.count), &out)
      u32(UInt32(contents.count), &out)
      u16(nameBytes.count, &out)
      u16(0, &out)
      out += nameBytes + contents
      u32(0x0201_4B50, &directory)
      for value in [20, 20, 0x0800, 0, 0, 0] { u16(value, &directory) }
      u32(checksum, &directory)
      u32(UInt32(contents.count), &directory)
      u32(UInt32(contents.count), &directory)
      u16(nameBytes.count, &directory)
      for value in [0, 0, 0, 0] { u16(value, &directory) }
      u32(0, &directory)
      u32(UInt32(offset), &directory)
      directory += nameBytes
    }
    let directoryStart = out.count
    out += directory
    u32(0x0605_4B50, &out)
    u16(0, &out)
    u16(0, &out)
    u16(entries.count, &out)
    u16(entries.count, &out)
    u32(UInt32(directory.count), &out)
    u32(UInt32(directoryStart), &out)
    u16(0, &out)
    return Data(out)
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}

/// Lottie JSON text: 2 s at 30 fps with `markers`.
func lottieJSON(name: String = "pip", markers: [String] = []) -> String {
  let list = markers.enumerated().map { index, marker in
    #"{"cm":"\#(marker)","tm":\#(index * 10),"dr":10}"#
  }.joined(separator: ",")
  return
    #"{"v":"5.7.0","nm":"\#(name)","fr":30,"ip":0,"op":60,"w":200,"h":100,"layers":[{}],"markers":[\#(list)]}"#
}
