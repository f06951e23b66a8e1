import Foundation
import TestSupport
import Testing

@testable import AnimationFiles

// Reports as skipped, with the message, where ../shared/fixtures is absent.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipMessage))
struct DotLottieFixtureTests {
  private func read(_ name: String) throws -> DotLottieArchive {
    try DotLottieArchive(data: SharedFixtures.data("lottie/\(name)"), fileName: name)
  }

  @Test func multipleAnimationsVersionOneHasThreeAnimationsWithSettings() throws {
    let archive = try read("multiple_animations.lottie")
    #expect(archive.manifest.version == .v1)
    #expect(archive.manifest.generator == "dotLottieStudio 1.0")
    #expect(archive.manifest.author == "LottieFiles")
    #expect(archive.animations.map(\.id) == ["0", "1", "2"])
    #expect(
      archive.animations.map(\.entryName) == [
        "animations/0.json", "animations/1.json", "animations/2.json",
      ])
    #expect(archive.animations.allSatisfy { $0.isListedInManifest })
    #expect(archive.animations.map(\.loop) == [.forever, .forever, .forever])
    #expect(archive.animations.map(\.speed) == [1, 2, 1])
    #expect(archive.animations.map(\.mode) == [.normal, .normal, .bounce])
    #expect(archive.animations.map(\.direction) == [1, 1, 1])
    #expect(archive.animations.map(\.autoplay) == [true, true, true])

    let dino = archive.animations[0].animation
    #expect(dino.name == "1 sticker dino")
    #expect(dino.version == "5.8.1")
    #expect(dino.frameRate == 60)
    #expect(dino.durationSeconds == 3)
    #expect(dino.width == 512)
    #expect(dino.layerCount == 1)
    #expect(archive.animations[1].animation.name == "Comp 1")
    #expect(archive.animations[1].animation.layerCount == 8)
    #expect(archive.animations[2].animation.name == "Flow 8")
    #expect(archive.animations[2].animation.lastFrame == 29.070000933716074)
  }

  @Test func zenVersionTwoHasOneAnimationWithASpaceInItsId() throws {
    let archive = try read("zen_lottiev2.lottie")
    #expect(archive.manifest.version == .v2)
    #expect(archive.manifest.generator == "@dotlottie/dotlottie-js@0.9.0-beta.13")
    #expect(archive.animations.count == 1)
    let zen = try #require(archive.animations.first)
    #expect(zen.id == "Main Scene")
    #expect(zen.entryName == "a/Main Scene.json")
    #expect(zen.loop == nil)
    #expect(zen.speed == nil)
    #expect(zen.mode == nil)
    #expect(zen.animation.name == "Main Scene")
    #expect(zen.animation.frameRate == 24)
    #expect(zen.animation.durationSeconds == 7)
    #expect(zen.animation.layerCount == 21)
    #expect(zen.animation.markers == [LottieMarker(name: "1", startFrame: 168, durationFrames: 0)])
    #expect(zen.animation.reducedMotionMarker == nil)
  }

  @Test func confusedVersionOneHasModeAndDirectionButNoLoop() throws {
    let archive = try read("confused.lottie")
    #expect(archive.manifest.version == .v1)
    #expect(archive.manifest.generator == "dotLottie-js")
    let confused = try #require(archive.animations.first)
    #expect(archive.animations.count == 1)
    #expect(confused.id == "0cccd5e7-be6e-46ef-a57c-7c2ed6bc0ee8")
    #expect(confused.mode == .normal)
    #expect(confused.direction == 1)
    #expect(confused.loop == nil)
    #expect(confused.speed == nil)
    #expect(confused.autoplay == nil)
    #expect(confused.animation.name == "Confused")
    #expect(confused.animation.durationSeconds == 280.0 / 60)
    #expect(confused.animation.layerCount == 9)
  }
}
