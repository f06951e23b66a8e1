import MotionAware
import MotionAwareLottie
import Testing

@Suite("Lottie playback under the motion preferences")
struct LottieMotionPlaybackTests {
  static let plain = LottieMarkers(["idle"])
  static let designed = LottieMarkers(["idle", "reduced motion"])

  @Test func fullMotionPlaysAsDeclared() {
    #expect(
      LottieMotionPlayback.resolve(markers: Self.designed, preferences: .standard) == .asDeclared)
  }

  @Test func reduceMotionPlaysTheDesignersMarkerOnceOrHoldsTheFirstFrame() {
    #expect(
      LottieMotionPlayback.resolve(markers: Self.designed, preferences: .reduced)
        == .reducedMotionMarker("reduced motion"))
    #expect(
      LottieMotionPlayback.resolve(markers: Self.plain, preferences: .reduced) == .pausedAtStart)
  }

  @Test func animatedImagesOffStartsNothing() {
    let off = MotionPreferences(playsAnimatedImages: false)
    #expect(
      LottieMotionPlayback.resolve(markers: Self.designed, preferences: off)
        == .pausedAtMarker("reduced motion"))
    #expect(LottieMotionPlayback.resolve(markers: Self.plain, preferences: off) == .pausedAtStart)
    let both = MotionPreferences(reduceMotion: true, playsAnimatedImages: false)
    #expect(
      LottieMotionPlayback.resolve(markers: Self.designed, preferences: both)
        == .pausedAtMarker("reduced motion"))
  }

  @Test func thePolicyModeApplies() {
    #expect(
      LottieMotionPlayback.resolve(
        markers: Self.plain, preferences: .standard, policy: MotionPolicy(mode: .alwaysReduce))
        == .pausedAtStart)
    #expect(
      LottieMotionPlayback.resolve(
        markers: Self.plain, preferences: .reduced, policy: MotionPolicy(mode: .neverReduce))
        == .asDeclared)
  }
}

@Suite("Lottie's own Reduce Motion switch under the policy")
struct LottieReducedMotionModeTests {
  @Test func neverReducePlaysInFullWithTheSystemSettingOn() {
    let playback = LottieMotionPlayback.resolve(
      markers: LottieMotionPlaybackTests.designed, preferences: .reduced,
      policy: MotionPolicy(mode: .neverReduce))
    #expect(playback == .asDeclared)
    // Following the system, lottie-ios would swap in the reduced-motion marker here.
    #expect(LottieReducedMotionMode(for: playback) == .standardMotion)
  }

  @Test func theSwitchIsOnOnlyForTheDesignersMarker() {
    #expect(LottieReducedMotionMode(for: .reducedMotionMarker("reduced motion")) == .reducedMotion)
    #expect(LottieReducedMotionMode(for: .pausedAtMarker("reduced motion")) == .standardMotion)
    #expect(LottieReducedMotionMode(for: .pausedAtStart) == .standardMotion)
    #expect(LottieReducedMotionMode(for: .asDeclared) == .standardMotion)
    #expect(LottieReducedMotionMode.decidedByController == .standardMotion)
  }
}
