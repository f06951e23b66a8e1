extension MotionChange {
  /// Everything a scroll-driven visual effect (`scrollTransition`, `visualEffect`) can change.
  static let visualEffectChanges: Set<MotionChange> = [
    .translation, .scale, .rotation, .depth, .opacity, .color, .blur,
  ]
}

extension MotionPolicy {
  /// What a scroll-driven effect may still change under `preferences`, asked once for all its
  /// parts: `outcome.allows(.scale)` tells whether a `scaleEffect` applies or stays at identity.
  ///
  /// Under Reduce Motion only fades and colour changes remain: the guide's `CardRow` keeps its
  /// opacity and loses its scale.
  func scrollEffectOutcome(for preferences: MotionPreferences) -> MotionOutcome {
    resolve(.scrollEffect(MotionChange.visualEffectChanges), for: preferences)
  }
}
