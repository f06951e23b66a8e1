/// How to run a view animation whose duration and options the caller passes (UIKit's
/// `UIView.animate`): animate as declared, cross-dissolve a container briefly, set the final
/// state at once, or, for a loop, leave the views as they are.
enum ViewAnimationPlan: Hashable, Sendable {
  /// Run the animation as declared.
  case animate
  /// Cross-dissolve the container for `duration` seconds while the changes apply.
  case crossDissolve(duration: Double)
  /// Apply the changes without animation.
  case applyInstantly
  /// Do not run the changes: a repeating animation holds still rather than jump to its end
  /// (an autoreversing pulse would otherwise stay at its peak).
  case holdStill

  /// The plan for an animation of `duration` seconds that changes `motion`.
  ///
  /// - Parameter repeats: Whether the options ask to repeat (`.repeat`): the animation is a loop.
  /// - Parameter canCrossDissolve: Whether the caller named a container to cross-dissolve;
  ///   without one, a cross-fade becomes the final state at once (changes such as a frame
  ///   cannot fade by themselves).
  init(
    duration: Double,
    motion: Motion,
    repeats: Bool = false,
    canCrossDissolve: Bool,
    preferences: MotionPreferences,
    policy: MotionPolicy
  ) {
    // The duration passed wins over the timing the motion carries; UIKit's curve is in options.
    var described = motion.timed(.easeInOut(duration: duration.isFinite ? duration : 0))
    if repeats { described = described.repeatingForever() }
    switch policy.resolve(described, for: preferences) {
    case .play:
      self = .animate
    case .crossFade(let fade) where canCrossDissolve && fade > 0:
      self = .crossDissolve(duration: fade)
    case .holdStill:
      self = .holdStill
    case .crossFade, .applyInstantly, .identity, .alternativeSymbolEffect:
      self = .applyInstantly
    }
  }
}
