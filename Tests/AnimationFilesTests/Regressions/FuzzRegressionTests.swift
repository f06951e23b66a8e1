import Foundation
import Testing

@testable import AnimationFiles

/// Inputs the fuzz targets (`Fuzz/Targets`, `Scripts/fuzz.sh`) crashed on, minimised. Each test
/// names the target and what went wrong; each input must now read, or fail with a typed error.
struct FuzzRegressionTests {
  private static let secondaryThreadStack = 512 * 1024

  /// `lottie`, stack overflow: JSON trees were built by recursion, one stack frame per level, so
  /// arrays nested 234 deep with a number at the bottom overflowed the fuzzing stack (128 KiB),
  /// and a debug build overflows a 512 KiB thread at about 150 levels.
  @Test func lottieDeeplyNestedArraysDoNotOverflowTheStack() async {
    let text =
      #"{"v":"5.7.4","fr":"# + String(repeating: "[", count: 234) + #"8.7.4","fr":30,""#
    let outcome = await onThread(stackSize: Self.secondaryThreadStack) {
      Result { () throws(AnimationFileError) in
        try LottieAnimation(data: Data(text.utf8), fileName: "nested.json")
      }
    }
    #expect(throws: AnimationFileError.self) { try outcome.get() }
  }

  /// The same, as deep as the default limit allows: markers nested 511 levels inside the
  /// top-level object parse without recursing, then are refused for not being objects.
  @Test func lottieNestingAtTheDefaultLimitDoesNotOverflowTheStack() async throws {
    let depth = AnimationFileLimits.default.maximumJSONDepth - 1
    let text =
      #"{"v":"5","fr":30,"ip":0,"op":1,"w":1,"h":1,"layers":[],"markers":"#
      + String(repeating: "[", count: depth) + "0" + String(repeating: "]", count: depth) + "}"
    let outcome = await onThread(stackSize: Self.secondaryThreadStack) {
      Result { () throws(AnimationFileError) in
        try LottieAnimation(data: Data(text.utf8), fileName: "markers.json")
      }
    }
    let error = try #require(throws: AnimationFileError.self) { try outcome.get() }
    #expect(error.reason == .wrongType(expected: "an object"))
    #expect(error.keyPath == "markers[0]")
  }
}
