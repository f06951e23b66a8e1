/// Which symbol effect to render, if any, for a motion-aware symbol effect.
enum SymbolEffectPlan: Hashable, Sendable {
  /// Play this effect; `asDeclared` tells whether it is the caller's own (with the caller's
  /// options) or the policy's alternative (with default options, so it never repeats).
  case play(SymbolEffectKind, asDeclared: Bool)
  /// Show or hide the symbol with a fade of `duration` seconds instead of the effect.
  case fade(duration: Double)
  /// Apply no effect.
  case none

  /// The plan for an effect that plays once each time a value changes (`value:`).
  static func triggered(
    _ kind: SymbolEffectKind, preferences: MotionPreferences, policy: MotionPolicy
  ) -> SymbolEffectPlan {
    plan(kind, outcome: policy.resolve(.symbolEffect(kind), for: preferences))
  }

  /// The plan for an effect that lasts while a condition holds (`isActive:`).
  ///
  /// Appear and disappear show or hide the symbol: a state, kept as a fade under Reduce Motion.
  /// Every other indefinite effect repeats until it stops: a loop, which holds still.
  static func whileActive(
    _ kind: SymbolEffectKind, preferences: MotionPreferences, policy: MotionPolicy
  ) -> SymbolEffectPlan {
    let motion = Motion.symbolEffect(kind)
    let described = kind.changesVisibility ? motion : motion.repeatingForever()
    return plan(kind, outcome: policy.resolve(described, for: preferences))
  }

  private static func plan(_ kind: SymbolEffectKind, outcome: MotionOutcome) -> SymbolEffectPlan {
    switch outcome {
    case .play:
      .play(kind, asDeclared: true)
    case .alternativeSymbolEffect(let alternative?):
      .play(alternative, asDeclared: false)
    case .crossFade(let duration) where kind.changesVisibility:
      .fade(duration: duration)
    case .crossFade, .alternativeSymbolEffect(nil), .applyInstantly, .holdStill, .identity:
      .none
    }
  }
}
