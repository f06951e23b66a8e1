import Foundation
import TestSupport
import Testing

@testable import AnimationFiles

// Reports as skipped, with the message, where ../shared/fixtures is absent.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipMessage))
struct LottieFixtureTests {
  private func read(_ name: String) throws -> LottieAnimation {
    try LottieAnimation(data: SharedFixtures.data("lottie/\(name)"), fileName: name)
  }

  @Test func issue1744HasThreeMarkersWithEmptyNames() throws {
    let animation = try read("issue_1744.json")
    #expect(animation.version == "5.5.0")
    #expect(animation.name == "Lightning Icon Animation - Lottie")
    #expect(animation.frameRate == 60)
    #expect(animation.firstFrame == 0)
    #expect(animation.lastFrame == 43)
    #expect(animation.width == 28)
    #expect(animation.height == 28)
    #expect(animation.layerCount == 1)
    #expect(
      animation.markers == [
        LottieMarker(name: "", startFrame: 236, durationFrames: 0),
        LottieMarker(name: "", startFrame: 316, durationFrames: 0),
        LottieMarker(name: "", startFrame: 540, durationFrames: 0),
      ])
    #expect(animation.reducedMotionMarker == nil)
  }

  @Test func bounceStrokesHasAFractionalFrameRate() throws {
    let animation = try read("bounce_strokes.json")
    #expect(animation.frameRate == 29.9700012207031)
    #expect(animation.lastFrame == 90.0000036657751)
    #expect(animation.durationSeconds == 90.0000036657751 / 29.9700012207031)
    #expect(abs(animation.durationSeconds - 3.003) < 0.001)
    #expect(animation.layerCount == 3)
    #expect(animation.markers.isEmpty)
  }

  @Test func issue1877HasAMarkerAtAFractionalFrame() throws {
    let animation = try read("issue_1877.json")
    #expect(animation.frameRate == 29.9700012207031)
    #expect(
      animation.markers == [
        LottieMarker(name: "9", startFrame: 16.0000006516934, durationFrames: 0)
      ])
  }

  @Test func gradientSquareKeepsItsUnicodeName() throws {
    let animation = try read("gradient_square.json")
    #expect(animation.name == "コンポ 1")
    #expect(animation.durationSeconds == 1.5)
  }

  @Test(arguments: [
    "bounce_strokes.json", "draft_icon.json", "gradient_square.json", "issue_1744.json",
    "issue_1877.json", "loading_dots_1.json", "loading_dots_3.json",
  ])
  func everySampleReads(name: String) throws {
    let animation = try read(name)
    #expect(animation.layerCount > 0)
    #expect(animation.durationSeconds > 0)
  }
}
