import Testing

@testable import MotionAware

@Suite("Animation plans: SwiftUI animations and UIKit view animations")
struct AnimationPlanTests {
  let policy = MotionPolicy()

  @Test func guideHelperDropsTheAnimationOnlyWhenReduced() {
    #expect(AnimationPlan(reduceMotion: true) == .none)
    #expect(AnimationPlan(reduceMotion: false) == .asDeclared)
  }

  @Test func fullMotionRunsTheDeclaredAnimation() {
    for motion in [Motion.unspecified, .move.timed(.bouncy), .fade, .matchedGeometry] {
      #expect(AnimationPlan(for: motion, preferences: .standard, policy: policy) == .asDeclared)
    }
  }

  @Test func reducedMovementAppliesAtOnceLikeTheGuidesNil() {
    // The policy cross-fades movement; in a transaction that would slide frames for 0.2 s.
    #expect(policy.resolve(.unspecified, for: .reduced) == .crossFade(duration: 0.2))
    #expect(AnimationPlan(for: .unspecified, preferences: .reduced, policy: policy) == .none)
    #expect(
      AnimationPlan(for: .move.timed(.bouncy), preferences: .reduced, policy: policy) == .none)
    let quick = Motion.move.timed(.easeOut(duration: 0.1))
    #expect(AnimationPlan(for: quick, preferences: .reduced, policy: policy) == .none)
    let fadingMove = Motion([.translation, .opacity])
    #expect(AnimationPlan(for: fadingMove, preferences: .reduced, policy: policy) == .none)
    #expect(
      AnimationPlan(for: .colorChange, preferences: .reduced, policy: policy) == .asDeclared)
  }

  @Test func reducedFadeKeepsItsTimingAndASpringLosesItsBounce() {
    let fade = Motion.fade.timed(.easeIn(duration: 0.4))
    #expect(AnimationPlan(for: fade, preferences: .reduced, policy: policy) == .asDeclared)
    let springyFade = Motion.fade.timed(.spring(duration: 0.4, bounce: 0.3))
    #expect(
      AnimationPlan(for: springyFade, preferences: .reduced, policy: policy)
        == .retimed(.spring(duration: 0.4, bounce: 0)))
  }

  @Test func heroChangesPlayOrJumpNeverFlyBriefly() {
    #expect(
      AnimationPlan(for: .matchedGeometry, preferences: .standard, policy: policy) == .asDeclared)
    #expect(AnimationPlan(for: .matchedGeometry, preferences: .reduced, policy: policy) == .none)
    // Prefer Cross-Fade asks for a cross-fade, which a frame cannot do: it jumps.
    let crossFade = MotionPreferences(reduceMotion: true, prefersCrossFadeTransitions: true)
    #expect(policy.resolve(.matchedGeometry, for: crossFade) == .crossFade(duration: 0.2))
    #expect(AnimationPlan(for: .matchedGeometry, preferences: crossFade, policy: policy) == .none)
    let heroWithFade = Motion([.matchedGeometry, .opacity])
    #expect(AnimationPlan(for: heroWithFade, preferences: crossFade, policy: policy) == .none)
    #expect(
      AnimationPlan(
        for: .matchedGeometry, preferences: .standard, policy: MotionPolicy(mode: .alwaysReduce))
        == .none)
  }

  @Test func viewAnimationRunsAsDeclaredWithFullMotion() {
    let plan = ViewAnimationPlan(
      duration: 0.6, motion: .unspecified, canCrossDissolve: true, preferences: .standard,
      policy: policy)
    #expect(plan == .animate)
  }

  @Test func reducedViewAnimationCrossDissolvesTheContainerBriefly() {
    let long = ViewAnimationPlan(
      duration: 0.6, motion: .move, canCrossDissolve: true, preferences: .reduced, policy: policy)
    #expect(long == .crossDissolve(duration: 0.2))
    let short = ViewAnimationPlan(
      duration: 0.15, motion: .move, canCrossDissolve: true, preferences: .reduced, policy: policy)
    #expect(short == .crossDissolve(duration: 0.15))
  }

  @Test func reducedViewAnimationWithoutAContainerSetsTheFinalStateAtOnce() {
    let plan = ViewAnimationPlan(
      duration: 0.6, motion: .move, canCrossDissolve: false, preferences: .reduced, policy: policy)
    #expect(plan == .applyInstantly)
    let hero = ViewAnimationPlan(
      duration: 0.6, motion: .matchedGeometry, canCrossDissolve: true, preferences: .reduced,
      policy: policy)
    #expect(hero == .applyInstantly)
    let zero = ViewAnimationPlan(
      duration: 0, motion: .move, canCrossDissolve: true, preferences: .reduced, policy: policy)
    #expect(zero == .applyInstantly)
  }

  @Test func viewAnimationOfAFadeStillAnimatesUnderReduceMotion() {
    let plan = ViewAnimationPlan(
      duration: 0.3, motion: .fade, canCrossDissolve: false, preferences: .reduced, policy: policy)
    #expect(plan == .animate)
  }

  @Test func aRepeatingViewAnimationHoldsStillRatherThanJumpToItsEnd() {
    let pulse = ViewAnimationPlan(
      duration: 0.8, motion: .scale, repeats: true, canCrossDissolve: true,
      preferences: .reduced, policy: policy)
    #expect(pulse == .holdStill)
    let noAutoplay = MotionPreferences(playsAnimatedImages: false)
    let fullMotion = ViewAnimationPlan(
      duration: 0.8, motion: .scale, repeats: true, canCrossDissolve: true,
      preferences: noAutoplay, policy: policy)
    #expect(fullMotion == .animate)
  }

  @Test func viewAnimationSurvivesANonFiniteDuration() {
    let plan = ViewAnimationPlan(
      duration: .infinity, motion: .move, canCrossDissolve: true, preferences: .reduced,
      policy: policy)
    #expect(plan == .applyInstantly)
  }
}
