/// How to run a view animation whose duration and options the caller passes (UIKit's
/// `UIView.animate`): animate as declared, cross-dissolve a container briefly, or set the final
/// state at once.
enum ViewAnimationPlan: Hashable, Sendable {
  /// Run the animation as declared.
  case animate
  /// Cross-dissolve the container for `duration` seconds while the changes apply.
  case crossDissolve(duration: Double)
  /// Apply the changes without animation.
  case applyInstantly

  /// The plan for an animation of `duration` seconds that changes `motion`.
  ///
  /// - Parameter canCrossDissolve: Whether the caller named a container to cross-dissolve;
  ///   without one, a cross-fade becomes the final state at once (changes such as a frame
  ///   cannot fade by themselves).
  init(
    duration: Double,
    motion: Motion,
    canCrossDissolve: Bool,
    preferences: MotionPreferences,
    policy: MotionPolicy
  ) {
    // The duration passed wins over the timing the motion carries; UIKit's curve is in options.
    let timed = motion.timed(.easeInOut(duration: duration.isFinite ? duration : 0))
    switch policy.resolve(timed, for: preferences) {
    case .play:
      self = .animate
    case .crossFade(let fade) where canCrossDissolve && fade > 0:
      self = .crossDissolve(duration: fade)
    case .crossFade, .applyInstantly, .holdStill, .identity, .alternativeSymbolEffect:
      self = .applyInstantly
    }
  }
}
