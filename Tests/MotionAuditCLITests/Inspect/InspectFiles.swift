import Foundation
import MotionAudit
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax
import Testing

/// Animation files for the `inspect` tests, built from the format facts so the tests run without
/// the shared fixtures.
enum InspectFiles {
  /// A launch `.riv`: artboard `Launch` with a 2.6 s one-shot `intro` and a looping `idle`, state
  /// machine `LaunchStateMachine` with a boolean `prefersReducedMotion` and a trigger `tap`.
  static var launchRive: [UInt8] {
    var bytes = Array("RIVE".utf8) + [7, 0, 1, 0]
    func varuint(_ value: Int) {
      var value = value
      repeat {
        var byte = UInt8(value & 0x7F)
        value >>= 7
        if value != 0 { byte |= 0x80 }
        bytes.append(byte)
      } while value != 0
    }
    func string(_ key: Int, _ text: String) {
      varuint(key)
      varuint(text.utf8.count)
      bytes += Array(text.utf8)
    }
    func object(_ type: Int, _ body: () -> Void) {
      varuint(type)
      body()
      varuint(0)
    }
    object(23) {}  // backboard
    object(1) { string(4, "Launch") }  // artboard
    object(31) {  // linear animation: 156 frames at 60 fps, one-shot
      string(55, "intro")
      varuint(57)
      varuint(156)
    }
    object(31) {  // looping idle
      string(55, "idle")
      varuint(59)
      varuint(1)
    }
    object(53) { string(55, "LaunchStateMachine") }
    object(59) { string(138, "prefersReducedMotion") }  // boolean input
    object(58) { string(138, "tap") }  // trigger input
    return bytes
  }

  /// Lottie JSON, 2 s at 30 fps, with `markers`.
  static func lottie(markers: [String]) -> String {
    let list = markers.enumerated().map { index, name in
      #"{"cm":"\#(name)","tm":\#(index * 10),"dr":10}"#
    }.joined(separator: ",")
    return
      #"{"v":"5.7.0","nm":"idle","fr":30,"ip":0,"op":60,"w":200,"h":200,"layers":[],"markers":[\#(list)]}"#
  }

  /// A dotLottie archive (stored entries) with one looping animation.
  static var dotLottie: [UInt8] {
    let entries = [
      ("manifest.json", #"{"version":"1.0","animations":[{"id":"idle","loop":true,"speed":1.5}]}"#),
      ("animations/idle.json", lottie(markers: ["idle"])),
    ]
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
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in contents {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      crc = ~crc
      let offset = out.count
      u32(0x0403_4B50, &out)
      for value in [20, 0x0800, 0, 0, 0] { u16(value, &out) }
      for value in [crc, UInt32(contents.count), UInt32(contents.count)] { u32(value, &out) }
      u16(name.utf8.count, &out)
      u16(0, &out)
      out += Array(name.utf8) + contents
      u32(0x0201_4B50, &directory)
      for value in [20, 20, 0x0800, 0, 0, 0] { u16(value, &directory) }
      for value in [crc, UInt32(contents.count), UInt32(contents.count)] {
        u32(value, &directory)
      }
      u16(name.utf8.count, &directory)
      for value in [0, 0, 0, 0] { u16(value, &directory) }
      u32(0, &directory)
      u32(UInt32(offset), &directory)
      directory += Array(name.utf8)
    }
    let start = out.count
    out += directory
    u32(0x0605_4B50, &out)
    for value in [0, 0, entries.count, entries.count] { u16(value, &out) }
    u32(UInt32(directory.count), &out)
    u32(UInt32(start), &out)
    u16(0, &out)
    return out
  }
}
