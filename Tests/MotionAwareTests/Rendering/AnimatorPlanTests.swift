import Testing

@testable import MotionAware

@Suite("Phase and keyframe animators")
struct AnimatorPlanTests {
  let policy = MotionPolicy()

  @Test func fullMotionAnimatesTriggeredAndLoopingAnimators() {
    #expect(
      AnimatorPlan(for: .unspecified, loops: false, preferences: .standard, policy: policy)
        == .animate)
    #expect(
      AnimatorPlan(for: .scale, loops: true, preferences: .standard, policy: policy) == .animate)
  }

  @Test func reduceMotionHoldsTheGuidesPulsingBadgeStill() {
    // PulsingBadge: a scale pulse each time `saved` changes.
    #expect(
      AnimatorPlan(for: .scale, loops: false, preferences: .reduced, policy: policy)
        == .holdStill)
    #expect(
      AnimatorPlan(for: .unspecified, loops: false, preferences: .reduced, policy: policy)
        == .holdStill)
  }

  @Test func aTriggeredFadeStillPlaysButAFadingLoopHoldsStill() {
    #expect(
      AnimatorPlan(for: .fade, loops: false, preferences: .reduced, policy: policy) == .animate)
    #expect(
      AnimatorPlan(for: .fade, loops: true, preferences: .reduced, policy: policy) == .holdStill)
  }

  @Test func animatedImagesOffHoldsLoopsButNotWhatThePersonTriggers() {
    let noAutoplay = MotionPreferences(playsAnimatedImages: false)
    #expect(
      AnimatorPlan(for: .scale, loops: true, preferences: noAutoplay, policy: policy)
        == .holdStill)
    #expect(
      AnimatorPlan(for: .scale, loops: false, preferences: noAutoplay, policy: policy)
        == .animate)
  }

  @Test func essentialMotionKeepsAnimating() {
    let progress = Motion.rotation.essential("The only progress cue")
    #expect(
      AnimatorPlan(for: progress, loops: true, preferences: .reduced, policy: policy) == .animate)
  }

  @Test func aHeldTriggerNeverFires() {
    let live = HeldTrigger(value: 1, isHeld: false)
    #expect(live != HeldTrigger(value: 2, isHeld: false))
    #expect(live == HeldTrigger(value: 1, isHeld: false))
    // Holding, starting to hold and stopping never count as a change.
    #expect(HeldTrigger(value: 1, isHeld: true) == HeldTrigger(value: 2, isHeld: true))
    #expect(live == HeldTrigger(value: 2, isHeld: true))
    #expect(HeldTrigger(value: 2, isHeld: true) == HeldTrigger(value: 3, isHeld: false))
  }
}
