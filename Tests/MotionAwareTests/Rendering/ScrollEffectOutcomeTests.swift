import Testing

@testable import MotionAware

@Suite("Scroll-driven effects")
struct ScrollEffectOutcomeTests {
  let policy = MotionPolicy()
  let movement: [MotionChange] = [.translation, .scale, .rotation, .depth, .blur]

  @Test func fullMotionAllowsEveryPartOfTheEffect() {
    let outcome = policy.scrollEffectOutcome(for: .standard)
    for change in MotionChange.visualEffectChanges {
      #expect(outcome.allows(change))
    }
  }

  @Test func reduceMotionKeepsTheCardRowsOpacityAndDropsItsScale() {
    let outcome = policy.scrollEffectOutcome(for: .reduced)
    #expect(outcome.allows(.opacity))
    #expect(outcome.allows(.color))
    for change in movement {
      #expect(!outcome.allows(change))
    }
  }

  @Test func animatedImagesOffDoesNotStopWhatScrollingDrives() {
    let outcome = policy.scrollEffectOutcome(for: MotionPreferences(playsAnimatedImages: false))
    #expect(outcome.allows(.scale))
  }

  @Test func alwaysReduceDropsMovementOnAnUntouchedDevice() {
    let outcome = MotionPolicy(mode: .alwaysReduce).scrollEffectOutcome(for: .standard)
    #expect(!outcome.allows(.translation))
    #expect(outcome.allows(.opacity))
  }
}
