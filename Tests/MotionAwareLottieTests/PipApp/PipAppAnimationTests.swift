import AnimationFiles
import Foundation
import MotionAware
import MotionAwareLottie
import TestSupport
import Testing

/// The reference app's animations, read as lottie-ios would read them, against the app's mascot.
@Suite("Reference app animations")
struct PipAppAnimationTests {
  static let app = RepositoryFiles.url("Examples/PipApp/PipApp")

  static func animation(_ name: String) throws -> AnimationFiles.LottieAnimation {
    let data = try Data(contentsOf: app.appendingPathComponent("\(name).json"))
    return try AnimationFiles.LottieAnimation(data: data, fileName: "\(name).json")
  }

  /// Pip as `Pip.swift` declares it: its moods and triggers, by identifier.
  static func pip() throws -> Mascot {
    let source = try String(contentsOf: app.appendingPathComponent("Pip.swift"), encoding: .utf8)
    let moods = source.matches(of: /MascotMood\("([^"]+)"/).map {
      MascotMood(String($0.output.1), meaning: String($0.output.1))
    }
    let triggers = source.matches(of: /MascotTrigger\("([^"]+)"/).map {
      MascotTrigger(String($0.output.1), outcome: .caption(""))
    }
    let calm = try #require(moods.first)
    return try Mascot(
      moods: moods, calm: calm, triggers: triggers, images: MascotImageCatalog { _ in true })
  }

  @Test func theMascotAnimationHasAMarkerForEveryMoodAndTrigger() throws {
    let pip = try Self.pip()
    #expect(pip.moods.map(\.id) == ["idle", "loading", "ready", "error"])
    #expect(pip.triggers.map(\.id) == ["celebrate", "nod"])
    let markers = LottieMarkers(try Self.animation("pip-mascot").markers.map(\.name))
    #expect(throws: Never.self) {
      try LottieMascotBinding().validate(for: pip, in: markers, fileName: "pip-mascot.json")
    }
  }

  @Test func theMascotHoldsStillOnItsReducedMotionMarker() throws {
    let animation = try Self.animation("pip-mascot")
    #expect(animation.reducedMotionMarker?.name == "reduced motion")
    let markers = LottieMarkers(animation.markers.map(\.name))
    let driver = LottieMascotDriver(mascot: try Self.pip(), markers: markers)
    #expect(driver.playback == .paused(atMarker: "reduced motion"))
  }

  @Test func theIntroIsShorterThanItsTimeout() throws {
    let intro = try Self.animation("launch-intro")
    #expect(abs(intro.durationSeconds - 2.6) < 0.01)
    #expect(intro.durationSeconds < 3, "the app's timeout is 3 s")
    #expect(intro.reducedMotionMarker != nil)
  }
}
