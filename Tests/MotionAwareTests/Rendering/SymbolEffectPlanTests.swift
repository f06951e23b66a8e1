import Testing

@testable import MotionAware

@Suite("Motion-aware symbol effects")
struct SymbolEffectPlanTests {
  let policy = MotionPolicy()
  let displacing: [SymbolEffectKind] = [.bounce, .wiggle, .rotate, .breathe, .scale]

  @Test func fullMotionPlaysTheDeclaredEffect() {
    for kind in SymbolEffectKind.allCases {
      #expect(
        SymbolEffectPlan.triggered(kind, preferences: .standard, policy: policy)
          == .play(kind, asDeclared: true))
      #expect(
        SymbolEffectPlan.whileActive(kind, preferences: .standard, policy: policy)
          == .play(kind, asDeclared: true))
    }
  }

  @Test func aReducedBounceBecomesTheColourAlternative() {
    for kind in displacing {
      #expect(
        SymbolEffectPlan.triggered(kind, preferences: .reduced, policy: policy)
          == .play(.variableColor, asDeclared: false))
    }
    let none = MotionPolicy(symbolEffectAlternative: nil)
    #expect(SymbolEffectPlan.triggered(.bounce, preferences: .reduced, policy: none) == .none)
  }

  @Test func reducedEffectsInPlaceStillPlayOnce() {
    for kind in [SymbolEffectKind.pulse, .variableColor] {
      #expect(
        SymbolEffectPlan.triggered(kind, preferences: .reduced, policy: policy)
          == .play(kind, asDeclared: true))
    }
  }

  @Test func indefiniteEffectsAreLoopsThatHoldStill() {
    for kind in [SymbolEffectKind.pulse, .variableColor, .bounce, .scale, .rotate] {
      #expect(SymbolEffectPlan.whileActive(kind, preferences: .reduced, policy: policy) == .none)
    }
  }

  @Test func showingAndHidingBecomesAFade() {
    #expect(
      SymbolEffectPlan.whileActive(.disappear, preferences: .reduced, policy: policy)
        == .fade(duration: 0.2))
    #expect(
      SymbolEffectPlan.triggered(.appear, preferences: .reduced, policy: policy)
        == .fade(duration: 0.2))
  }

  @Test func preferCrossFadeKeepsTheEffectsReduceMotionKeeps() {
    let crossFade = MotionPreferences(reduceMotion: true, prefersCrossFadeTransitions: true)
    #expect(
      SymbolEffectPlan.triggered(.bounce, preferences: crossFade, policy: policy)
        == .play(.variableColor, asDeclared: false))
    #expect(
      SymbolEffectPlan.triggered(.pulse, preferences: crossFade, policy: policy)
        == .play(.pulse, asDeclared: true))
    #expect(
      SymbolEffectPlan.whileActive(.disappear, preferences: crossFade, policy: policy)
        == .fade(duration: 0.2))
  }
}
