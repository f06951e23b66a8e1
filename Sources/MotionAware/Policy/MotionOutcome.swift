/// What to do with an animation under the current preferences: the policy's answer, which views
/// render without deciding anything themselves.
public enum MotionOutcome: Hashable, Sendable {
  /// Play this motion: the declared one, or what is left of it once the policy removed what
  /// Reduce Motion asks to remove (a spring's bounce; the movement of a scroll effect).
  case play(Motion)
  /// Replace the animation by a cross-fade lasting `duration` seconds.
  case crossFade(duration: Double)
  /// Apply the final state at once, without animation (hero animations under Reduce Motion).
  case applyInstantly
  /// Do not loop: show a still pose instead.
  case holdStill
  /// Apply no scroll effect at all: the identity.
  case identity
  /// Play this symbol effect instead, which does not displace the symbol; `nil` plays none.
  case alternativeSymbolEffect(SymbolEffectKind?)

  /// Whether the outcome still changes `change` over time.
  ///
  /// A scroll effect asks this for each of its parts: `scaleEffect` applies only if the outcome
  /// allows `.scale`, while `.opacity` keeps applying.
  public func allows(_ change: MotionChange) -> Bool {
    switch self {
    case .play(let motion): motion.changes.contains(change)
    case .crossFade: change == .opacity
    case .alternativeSymbolEffect(let kind?): change == .symbolEffect(kind)
    case .applyInstantly, .holdStill, .identity, .alternativeSymbolEffect(nil): false
    }
  }

  /// Whether the outcome animates at all.
  public var isAnimated: Bool {
    switch self {
    case .play, .crossFade, .alternativeSymbolEffect(.some): true
    case .applyInstantly, .holdStill, .identity, .alternativeSymbolEffect(nil): false
    }
  }
}
