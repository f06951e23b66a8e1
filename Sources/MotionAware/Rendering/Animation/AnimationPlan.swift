/// How to run an animation whose timing the UI framework owns (SwiftUI's `Animation`): as the
/// caller declared it, with another timing, or not at all.
///
/// The policy's outcome for a state change maps onto it: playing keeps the declared animation
/// (or the timing the policy left, such as a spring without its bounce); a cross-fade becomes a
/// short ease in and out, which fades what is inserted or removed with an opacity transition;
/// everything else applies the new state at once.
enum AnimationPlan: Hashable, Sendable {
  /// Run the animation the caller declared.
  case asDeclared
  /// Run an animation with this timing instead.
  case retimed(MotionTiming)
  /// Apply the change without animation.
  case none

  /// The plan for `motion` under `preferences`.
  ///
  /// A hero change (`.matchedGeometry`) plays or jumps: a frame flying to its new place cannot
  /// cross-fade, and a briefer flight would still move it.
  init(for motion: Motion, preferences: MotionPreferences, policy: MotionPolicy) {
    let isHero = motion.changes.contains(.matchedGeometry)
    switch policy.resolve(motion, for: preferences) {
    case .play(let played):
      self = played.timing == motion.timing ? .asDeclared : .retimed(played.timing)
    case .crossFade(let duration) where !isHero && duration > 0:
      self = .retimed(.easeInOut(duration: duration))
    case .crossFade, .applyInstantly, .holdStill, .identity, .alternativeSymbolEffect:
      self = .none
    }
  }

  /// The guides' rule, `reduceMotion ? nil : animation`: no animation while Reduce Motion is on.
  init(reduceMotion: Bool) {
    self = reduceMotion ? .none : .asDeclared
  }
}
