/// How to run an animation whose timing the UI framework owns (SwiftUI's `Animation`): as the
/// caller declared it, with another timing, or not at all.
///
/// The policy's outcome for a state change maps onto it: playing keeps the declared animation
/// (or the timing the policy left, such as a spring without its bounce), which is what opacity
/// and colour changes get under Reduce Motion; everything else — a cross-fade included — applies
/// the new state at once. An animation in the transaction would move every frame and position
/// it changes, however short; what is inserted or removed still cross-fades through its
/// motion-aware transition, which carries its own animation.
enum AnimationPlan: Hashable, Sendable {
  /// Run the animation the caller declared.
  case asDeclared
  /// Run an animation with this timing instead.
  case retimed(MotionTiming)
  /// Apply the change without animation.
  case none

  /// The plan for `motion` under `preferences`.
  ///
  /// Movement plays or jumps: a frame or position animated for even a fraction of a second
  /// still slides, which is what Reduce Motion asks to avoid.
  init(for motion: Motion, preferences: MotionPreferences, policy: MotionPolicy) {
    switch policy.resolve(motion, for: preferences) {
    case .play(let played):
      self = played.timing == motion.timing ? .asDeclared : .retimed(played.timing)
    case .crossFade, .applyInstantly, .holdStill, .identity, .alternativeSymbolEffect:
      self = .none
    }
  }

  /// The guides' rule, `reduceMotion ? nil : animation`: no animation while Reduce Motion is on.
  init(reduceMotion: Bool) {
    self = reduceMotion ? .none : .asDeclared
  }
}
