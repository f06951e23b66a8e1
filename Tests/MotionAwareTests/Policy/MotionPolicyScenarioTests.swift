import MotionAware
import Testing

/// The scenario table of the motion policy: one test per row, named after the row id.
@Suite("Motion policy scenarios")
struct MotionPolicyScenarioTests {
  let policy = MotionPolicy()
  let reduced = MotionPreferences.reduced

  /// Every kind of motion the vocabulary can describe, to check rules that hold for all of them.
  static let everyMotion: [Motion] =
    [
      .move, .scale, .rotation, .depth, .fade, .colorChange, .blur, .matchedGeometry,
      .parallax, .scrollEffect([.scale, .opacity]), Motion([], timing: .bouncy),
      .move.repeatingForever(), .fade.repeating(3), .scale.autoplaying(),
    ] + SymbolEffectKind.allCases.map { .symbolEffect($0) }

  @Test func pol01ReduceMotionOffPlaysEveryMotionAsDeclared() {
    for motion in Self.everyMotion {
      #expect(policy.resolve(motion, for: .standard) == .play(motion))
    }
  }

  @Test func pol02MovementBecomesCrossFadeNoLongerThanConfigured() {
    let movements: [Motion] = [
      .move, .move.timed(.easeOut(duration: 0.6)), .scale, .rotation, .depth,
      Motion([.translation, .opacity]), .scale.timed(.bouncy), Motion([], timing: .bouncy),
    ]
    for motion in movements {
      #expect(policy.resolve(motion, for: reduced) == .crossFade(duration: 0.2))
    }
    let quick = Motion.move.timed(.easeOut(duration: 0.1))
    #expect(policy.resolve(quick, for: reduced) == .crossFade(duration: 0.1))

    let slower = MotionPolicy(crossFadeDuration: 0.3)
    #expect(
      slower.resolve(.move.timed(.linear(duration: 1)), for: reduced) == .crossFade(duration: 0.3))
  }

  @Test func pol03OpacityAndColourKeepTimingSpringLosesBounceBlurCrossFades() {
    let fade = Motion.fade.timed(.easeInOut(duration: 0.45))
    #expect(policy.resolve(fade, for: reduced) == .play(fade))

    let colour = Motion.colorChange.timed(.linear(duration: 0.8))
    #expect(policy.resolve(colour, for: reduced) == .play(colour))

    let springyFade = Motion.fade.timed(.spring(duration: 0.4, bounce: 0.3))
    #expect(
      policy.resolve(springyFade, for: reduced)
        == .play(.fade.timed(.spring(duration: 0.4, bounce: 0))))

    #expect(
      policy.resolve(.blur.timed(.easeIn(duration: 0.5)), for: reduced) == .crossFade(duration: 0.2)
    )
  }

  @Test func pol04LoopsHoldStillNeverAShorterLoop() {
    let loops: [Motion] = [
      .move.repeatingForever(), .scale.repeatingForever(autoreverses: false), .fade.repeating(3),
      .rotation.repeating(2, autoreverses: false), .symbolEffect(.pulse).repeatingForever(),
      .symbolEffect(.bounce).repeating(5),
    ]
    for loop in loops {
      #expect(policy.resolve(loop, for: reduced) == .holdStill)
    }
  }

  @Test func pol05ScrollEffectKeepsOpacityAndDropsScale() {
    let outcome = policy.resolve(.scrollEffect([.scale, .opacity]), for: reduced)
    #expect(outcome == .play(.scrollEffect([.opacity])))
    #expect(outcome.allows(.opacity))
    #expect(!outcome.allows(.scale))

    #expect(policy.resolve(.parallax, for: reduced) == .identity)
    #expect(policy.resolve(.scrollEffect([.rotation, .depth]), for: reduced) == .identity)
  }

  @Test func pol06MatchedGeometryChangesInstantly() {
    #expect(policy.resolve(.matchedGeometry, for: reduced) == .applyInstantly)
    #expect(policy.resolve(.matchedGeometry.timed(.bouncy), for: reduced) == .applyInstantly)
    #expect(!MotionOutcome.applyInstantly.isAnimated)
  }

  @Test func pol07DisplacingSymbolEffectsGetAnAlternativeContentReplaceStays() {
    for kind in [SymbolEffectKind.bounce, .wiggle, .rotate, .breathe, .scale] {
      #expect(
        policy.resolve(.symbolEffect(kind), for: reduced)
          == .alternativeSymbolEffect(.variableColor))
    }
    let none = MotionPolicy(symbolEffectAlternative: nil)
    #expect(none.resolve(.symbolEffect(.bounce), for: reduced) == .alternativeSymbolEffect(nil))

    #expect(policy.resolve(.symbolEffect(.replace), for: reduced) == .play(.symbolEffect(.replace)))
    #expect(
      policy.resolve(.symbolEffect(.variableColor), for: reduced)
        == .play(.symbolEffect(.variableColor)))

    // An alternative that displaces would defeat the purpose, so it is refused.
    #expect(MotionPolicy(symbolEffectAlternative: .wiggle).symbolEffectAlternative == nil)
  }

  @Test func pol08ModesIgnoreOrForceTheSetting() {
    let never = MotionPolicy(mode: .neverReduce)
    let always = MotionPolicy(mode: .alwaysReduce)
    let everyReduction = MotionPreferences(
      reduceMotion: true, prefersCrossFadeTransitions: true, playsAnimatedImages: false)
    for motion in Self.everyMotion {
      #expect(never.resolve(motion, for: everyReduction) == .play(motion))
      #expect(always.resolve(motion, for: .standard) == policy.resolve(motion, for: reduced))
    }
    #expect(!never.reducesMotion(for: everyReduction))
    #expect(always.reducesMotion(for: .standard))
  }

  @Test func pol09EssentialMotionPlaysAsDeclared() {
    let drag = Motion.move.essential("Follows the finger while dragging")
    #expect(policy.resolve(drag, for: reduced) == .play(drag))
    let progress = Motion.rotation.repeatingForever().essential("Only progress cue")
    #expect(policy.resolve(progress, for: reduced) == .play(progress))
    #expect(progress.essentialReason == "Only progress cue")
  }

  @Test func pol10PreferCrossFadeMakesEveryTransitionAPureCrossFade() {
    let crossFade = MotionPreferences(reduceMotion: true, prefersCrossFadeTransitions: true)
    let transitions: [Motion] = [
      .move, .scale, Motion([.opacity, .scale]), .blur, .matchedGeometry, .symbolEffect(.appear),
    ]
    for transition in transitions {
      #expect(policy.resolve(transition, for: crossFade) == .crossFade(duration: 0.2))
    }
    // What already fades, or changes in place, is what the setting asks for: it keeps playing.
    for kept in [Motion.fade, .colorChange, .symbolEffect(.replace)] {
      #expect(policy.resolve(kept, for: crossFade) == .play(kept))
    }
    // Without Reduce Motion the sub-setting does not apply, as on iOS.
    let withoutReduceMotion = MotionPreferences(prefersCrossFadeTransitions: true)
    #expect(
      policy.resolve(Motion([.opacity, .scale]), for: withoutReduceMotion)
        == .play(Motion([.opacity, .scale])))
  }

  @Test func pol11AnimatedImagesOffHoldsAutoplayingAnimationStill() {
    let noAutoplay = MotionPreferences(playsAnimatedImages: false)
    let idleLoop = Motion.scale.repeatingForever().autoplaying()
    let animatedImage = Motion.fade.autoplaying()
    #expect(policy.resolve(idleLoop, for: noAutoplay) == .holdStill)
    #expect(policy.resolve(animatedImage, for: noAutoplay) == .holdStill)
    #expect(!policy.allowsAutoplay(for: noAutoplay))

    let tapFeedback = Motion.scale.timed(.bouncy)
    #expect(policy.resolve(tapFeedback, for: noAutoplay) == .play(tapFeedback))
    #expect(policy.resolve(.move, for: noAutoplay) == .play(.move))
  }

  @Test func pol12SettingChangeIsDeliveredOnceAndResolvesAnew() async {
    let source = ManualMotionPreferencesSource(.standard)
    var changes = source.changes().makeAsyncIterator()
    #expect(policy.resolve(.move, for: source.current) == .play(.move))

    source.update { $0.reduceMotion = true }
    source.update { $0.reduceMotion = true }  // same value again: not a change
    source.update(to: .reduced)  // still the same value
    source.update { $0.reduceMotion = false }

    let first = await changes.next()
    #expect(first == .reduced)
    #expect(policy.resolve(.move, for: first!) == .crossFade(duration: 0.2))
    let second = await changes.next()
    #expect(second == .standard)
    #expect(policy.resolve(.move, for: source.current) == .play(.move))
  }
}
