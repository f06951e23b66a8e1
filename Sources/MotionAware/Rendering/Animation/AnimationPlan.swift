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
  init(for motion: Motion, preferences: MotionPreferences, policy: MotionPolicy) {
    switch policy.resolve(motion, for: preferences) {
    case .play(let played):
      self = played.timing == motion.timing ? .asDeclared : .retimed(played.timing)
    case .crossFade(let duration):
      self = duration > 0 ? .retimed(.easeInOut(duration: duration)) : .none
    case .applyInstantly, .holdStill, .identity, .alternativeSymbolEffect:
      self = .none
    }
  }

  /// The guides' rule, `reduceMotion ? nil : animation`: no animation while Reduce Motion is on.
  init(reduceMotion: Bool) {
    self = reduceMotion ? .none : .asDeclared
  }

  /// The plan for a hero change (`matchedGeometryEffect`): it plays or it jumps.
  ///
  /// A frame flying to its new place cannot cross-fade; animating it more briefly would still
  /// move it, so anything but playing as declared applies the new geometry at once.
  static func hero(
    _ motion: Motion = .matchedGeometry, preferences: MotionPreferences, policy: MotionPolicy
  ) -> AnimationPlan {
    let plan = AnimationPlan(for: motion, preferences: preferences, policy: policy)
    return plan == .asDeclared ? .asDeclared : .none
  }
}
