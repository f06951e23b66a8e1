import Testing

@testable import MotionAware

@Suite("Motion-aware transitions")
struct MotionTransitionTests {
  let policy = MotionPolicy()
  let fade = MotionTransition.opacity.animation(.easeInOut(duration: 0.2))

  @Test func fullMotionKeepsEveryTransitionAsDeclared() {
    let transitions: [MotionTransition] = [
      .move(edge: .bottom), .slide, .scale, .push(from: .leading), .offset(x: 0, y: 40),
      .scale(0.8, anchor: .bottom), .move(edge: .top).combined(with: .opacity),
      .asymmetric(insertion: .push(from: .trailing), removal: .opacity),
      .scale.animation(.bouncy),
    ]
    for transition in transitions {
      #expect(policy.resolve(transition, for: .standard) == transition)
    }
  }

  @Test func reducedMovementBecomesAShortFade() {
    let moving: [MotionTransition] = [
      .move(edge: .bottom), .slide, .scale, .push(from: .leading), .offset(y: 40),
      .scale(0.8, anchor: .bottom), .move(edge: .top).combined(with: .opacity),
      .opacity.combined(with: .scale),
    ]
    for transition in moving {
      #expect(policy.resolve(transition, for: .reduced) == fade)
    }
  }

  @Test func theFadeIsNoLongerThanADeclaredShorterAnimation() {
    let quick = MotionTransition.move(edge: .bottom).animation(.easeOut(duration: 0.1))
    #expect(
      policy.resolve(quick, for: .reduced)
        == .opacity.animation(.easeInOut(duration: 0.1)))
  }

  @Test func fadesAndTheIdentityStayUnderReduceMotion() {
    #expect(policy.resolve(.opacity, for: .reduced) == .opacity)
    #expect(policy.resolve(.identity, for: .reduced) == .identity)
    let slowFade = MotionTransition.opacity.animation(.easeIn(duration: 0.6))
    #expect(policy.resolve(slowFade, for: .reduced) == slowFade)
  }

  @Test func aSpringAttachedToAFadeLosesItsBounce() {
    let springy = MotionTransition.opacity.animation(.spring(duration: 0.4, bounce: 0.3))
    #expect(
      policy.resolve(springy, for: .reduced)
        == .opacity.animation(.spring(duration: 0.4, bounce: 0)))
  }

  @Test func asymmetricSidesAreDecidedSeparately() {
    let sheet = MotionTransition.asymmetric(
      insertion: .move(edge: .bottom), removal: .opacity.animation(.linear(duration: 0.5)))
    #expect(
      policy.resolve(sheet, for: .reduced)
        == .asymmetric(insertion: fade, removal: .opacity.animation(.linear(duration: 0.5))))

    let bothMove = MotionTransition.asymmetric(
      insertion: .push(from: .trailing), removal: .push(from: .leading))
    #expect(policy.resolve(bothMove, for: .reduced) == fade)
  }

  @Test func anAsymmetricPartInsideACombinationSplitsBySide() {
    let transition = MotionTransition.opacity.combined(
      with: .asymmetric(insertion: .scale, removal: .identity))
    #expect(
      policy.resolve(transition, for: .reduced)
        == .asymmetric(insertion: fade, removal: .opacity.combined(with: .identity)))
  }

  @Test func preferCrossFadeKeepsAFadeAndFadesASlide() {
    let crossFade = MotionPreferences(reduceMotion: true, prefersCrossFadeTransitions: true)
    #expect(policy.resolve(.opacity, for: crossFade) == .opacity)
    #expect(policy.resolve(.slide, for: crossFade) == fade)
  }

  @Test func aPolicyWithoutCrossFadeMakesMovementAppearAsItIs() {
    let noFade = MotionPolicy(crossFadeDuration: 0)
    #expect(noFade.resolve(.move(edge: .bottom), for: .reduced) == .identity)
  }

  @Test func theModesDecideWhateverTheSetting() {
    #expect(MotionPolicy(mode: .alwaysReduce).resolve(.slide, for: .standard) == fade)
    #expect(MotionPolicy(mode: .neverReduce).resolve(.slide, for: .reduced) == .slide)
  }

  @Test func changesDescribeEveryPart() {
    #expect(MotionTransition.identity.changes.isEmpty)
    #expect(MotionTransition.push(from: .top).changes == [.translation, .opacity])
    #expect(
      MotionTransition.asymmetric(insertion: .scale, removal: .slide).changes
        == [.scale, .translation])
    #expect(MotionTransition.scale(0.5).animation(.bouncy).changes == [.scale])
  }
}
