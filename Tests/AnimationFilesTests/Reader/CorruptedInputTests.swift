import Foundation
import TestSupport
import Testing

@testable import AnimationFiles

/// Every single-byte corruption of valid files reads or fails with a typed error whose offset
/// lies inside the bytes it names: never a crash, never a hang.
struct CorruptedInputTests {
  private static let replacements: [@Sendable (UInt8) -> UInt8] = [
    { _ in 0x00 }, { _ in 0xFF }, { _ in 0x80 }, { $0 ^ 0x01 },
  ]

  private func checkEveryCorruption(of original: [UInt8], fileName: String) {
    for index in original.indices {
      for replace in Self.replacements {
        var bytes = original
        bytes[index] = replace(bytes[index])
        do {
          _ = try AnimationFileReader.read(Data(bytes), fileName: fileName)
        } catch {
          // Offsets inside an archive entry count in the inflated entry, which may be longer.
          if error.entryName == nil, let offset = error.offset {
            #expect(offset >= 0 && offset <= bytes.count, "byte \(index): \(error)")
          }
        }
      }
    }
  }

  @Test func corruptedRiveFiles() {
    var writer = RiveWriter.header(tableOfContents: [(key: 9001, fieldType: 1)])
    writer.object(RiveKey.backboard)
    writer.object(RiveKey.viewModel, [(RiveKey.viewModelComponentName, .string("VM"))])
    writer.object(
      RiveKey.viewModelPropertyBoolean, [(RiveKey.viewModelComponentName, .string("b"))])
    writer.object(RiveKey.viewModelInstance, [(RiveKey.componentName, .string("i"))])
    writer.object(RiveKey.artboard, [(RiveKey.componentName, .string("A")), (9001, .string("t"))])
    writer.object(
      RiveKey.linearAnimation,
      [(RiveKey.animationName, .string("a")), (RiveKey.fps, .uint(24)), (RiveKey.speed, .float(2))])
    writer.object(RiveKey.stateMachine, [(RiveKey.animationName, .string("s"))])
    writer.object(RiveKey.stateMachineNumber, [(RiveKey.numberValue, .float(1))])
    writer.object(RiveKey.openUrlEvent, [(RiveKey.url, .string("u"))])
    checkEveryCorruption(of: writer.bytes, fileName: "corrupt.riv")
  }

  @Test func corruptedLottieJSON() {
    let json = LottieAnimationTests.json(markers: #"[{"cm":"reduced motion","tm":1,"dr":2}]"#)
    checkEveryCorruption(of: Array(json.utf8), fileName: "corrupt.json")
  }

  @Test func corruptedDotLottieArchives() {
    var writer = ZipWriter()
    writer.add("manifest.json", #"{"version":"1.0","animations":[{"id":"a","loop":true}]}"#)
    writer.add("animations/a.json", LottieAnimationTests.json(), deflate: true)
    writer.add("__MACOSX/._a", "x", deflate: false)
    checkEveryCorruption(of: writer.build().bytes, fileName: "corrupt.lottie")
  }
}
