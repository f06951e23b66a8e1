import MotionAware
import Testing

@Suite("Launch intro configuration")
struct LaunchIntroConfigurationTests {
  @Test func configurationDefaultsFollowTheGuideAndNegativeDurationsCountAsZero() {
    var configuration = LaunchIntroConfiguration(ending: .after(.milliseconds(2600)))
    #expect(configuration.schedule == .everyColdStart)
    #expect(configuration.timeout == .seconds(3))
    #expect(configuration.isSkippable)
    #expect(configuration.reducedMotionBehavior == .skip)
    #expect(configuration.fadeOutDuration == .milliseconds(250))

    configuration.timeout = .seconds(-1)
    configuration.fadeOutDuration = .seconds(-1)
    configuration.ending = .after(.seconds(-1))
    #expect(configuration.timeout == .zero)
    #expect(configuration.fadeOutDuration == .zero)
    #expect(configuration.ending == .after(.zero))
    #expect(
      LaunchIntroConfiguration(ending: .after(.seconds(-2)), timeout: .seconds(-3))
        == LaunchIntroConfiguration(ending: .after(.zero), timeout: .zero))
  }
}
