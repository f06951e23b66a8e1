import MotionAware
import Testing

@Suite("Motion vocabulary")
struct MotionVocabularyTests {
  @Test func movementIsTranslationScaleRotationDepthAndHero() {
    let movement: [MotionChange] = [.translation, .scale, .rotation, .depth, .matchedGeometry]
    let stillness: [MotionChange] = [.opacity, .color, .blur]
    #expect(movement.allSatisfy { $0.isMovement })
    #expect(!stillness.contains { $0.isMovement })
  }

  @Test func symbolEffectsThatDisplaceAreMovement() {
    let displacing = SymbolEffectKind.allCases.filter { $0.displacesContent }
    #expect(Set(displacing) == [.bounce, .wiggle, .rotate, .breathe, .scale, .appear, .disappear])
    for kind in SymbolEffectKind.allCases {
      #expect(MotionChange.symbolEffect(kind).isMovement == kind.displacesContent)
    }
  }

  @Test func unknownChangesCountAsMovement() {
    #expect(Motion([]).involvesMovement)
    #expect(!Motion.fade.involvesMovement)
    #expect(Motion([.opacity, .scale]).involvesMovement)
  }

  @Test func springBounceIsRemovedAndOtherCurvesAreKept() {
    #expect(MotionTiming.bouncy.bounce == 0.3)
    #expect(MotionTiming.bouncy.withoutBounce() == .spring(duration: 0.5, bounce: 0))
    #expect(MotionTiming.easeIn(duration: 0.2).withoutBounce() == .easeIn(duration: 0.2))
    #expect(MotionTiming.spring(bounce: -0.2).bounce == 0)
    #expect(MotionTiming(duration: -1, curve: .linear).duration == 0)
  }

  @Test func repetitionKnowsLoops() {
    #expect(!MotionRepetition.once.isLoop)
    #expect(!MotionRepetition.repeating(count: 1, autoreverses: false).isLoop)
    #expect(MotionRepetition.repeating(count: 2, autoreverses: true).isLoop)
    #expect(MotionRepetition.forever(autoreverses: false).isLoop)
  }

  @Test func buildersChangeOnlyTheirPart() {
    let base = Motion.move
    let built = base.timed(.snappy).repeatingForever(autoreverses: false).autoplaying()
    #expect(built.changes == [.translation])
    #expect(built.timing == .snappy)
    #expect(built.repetition == .forever(autoreverses: false))
    #expect(built.startsAutomatically)
    #expect(!built.isEssential)
    #expect(base == Motion([.translation]))
    #expect(Motion([.scale, .opacity]).keeping([.opacity, .color]).changes == [.opacity])
  }

  @Test func scrollEffectsAreDrivenByScrolling() {
    #expect(Motion.parallax.driver == .scroll)
    #expect(Motion.parallax.changes == [.translation])
    #expect(Motion.scrollEffect([.opacity]).driver == .scroll)
    #expect(Motion.move.driver == .time)
  }

  @Test func outcomesTellWhatStillAnimates() {
    #expect(MotionOutcome.crossFade(duration: 0.2).allows(.opacity))
    #expect(!MotionOutcome.crossFade(duration: 0.2).allows(.translation))
    #expect(!MotionOutcome.identity.allows(.opacity))
    #expect(MotionOutcome.alternativeSymbolEffect(.pulse).allows(.symbolEffect(.pulse)))
    #expect(!MotionOutcome.holdStill.isAnimated)
    #expect(MotionOutcome.play(.fade).isAnimated)
  }

  @Test func aDisplacingSymbolEffectAlternativeIsRefusedWhenSetToo() {
    var policy = MotionPolicy()
    policy.symbolEffectAlternative = .bounce
    #expect(policy.symbolEffectAlternative == nil)
    policy.symbolEffectAlternative = .pulse
    #expect(policy.symbolEffectAlternative == .pulse)
  }

  @Test func crossFadeDurationCannotBeNegativeOrInfinite() {
    #expect(MotionPolicy(crossFadeDuration: -1).crossFadeDuration == 0)
    #expect(MotionPolicy(crossFadeDuration: .infinity).crossFadeDuration == 0.2)
    var policy = MotionPolicy()
    policy.crossFadeDuration = -3
    #expect(policy.crossFadeDuration == 0)
  }
}
