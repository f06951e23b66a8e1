import Testing

@testable import MotionAware

@Suite("The preferences a view's environment hands out")
struct MotionEnvironmentTests {
  @Test func frameworkReportsWinOverTheObservedSourceForTheSettingsTheyCover() {
    let environment = MotionEnvironment(
      reported: ReportedMotionSettings(
        reduceMotion: true, playsAnimatedImages: false, dimsFlashingLights: true),
      observed: MotionPreferences(
        reduceMotion: false, prefersCrossFadeTransitions: true, playsAnimatedImages: true,
        dimsFlashingLights: false, autoplaysVideoPreviews: false)
    )
    #expect(
      environment.preferences
        == MotionPreferences(
          reduceMotion: true, prefersCrossFadeTransitions: true, playsAnimatedImages: false,
          dimsFlashingLights: true, autoplaysVideoPreviews: false))
  }

  @Test func settingsNobodyReportsOrObservedKeepTheirDefaults() {
    // iOS 16 without the root observer: SwiftUI reports Reduce Motion only.
    let environment = MotionEnvironment(reported: ReportedMotionSettings(reduceMotion: true))
    #expect(environment.preferences == .reduced)
    #expect(MotionEnvironment().preferences == .standard)
  }

  @Test func theOverrideReplacesEverySystemValue() {
    let environment = MotionEnvironment(
      override: MotionPreferences(playsAnimatedImages: false),
      reported: ReportedMotionSettings(reduceMotion: true, dimsFlashingLights: true),
      observed: MotionPreferences(prefersCrossFadeTransitions: true)
    )
    #expect(environment.preferences == MotionPreferences(playsAnimatedImages: false))
  }

  @Test func thePolicyModeAppliesLastSoEveryReaderSeesIt() {
    var environment = MotionEnvironment(policy: MotionPolicy(mode: .alwaysReduce))
    #expect(environment.preferences.reduceMotion)

    environment.override = .reduced
    environment.policy = MotionPolicy(mode: .neverReduce)
    #expect(environment.preferences == .standard)

    // The policy's own decisions agree with what readers see: applying the mode twice is
    // the same as applying it once.
    for mode in MotionPolicy.Mode.allCases {
      let policy = MotionPolicy(mode: mode)
      let seen = MotionEnvironment(reported: .init(reduceMotion: true), policy: policy).preferences
      #expect(policy.effectivePreferences(seen) == seen)
      #expect(policy.resolve(.move, for: seen) == policy.resolve(.move, for: .reduced))
    }
  }
}
