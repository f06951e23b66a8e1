/// Whether a phase or keyframe animator runs, or holds still on its first phase.
///
/// An animator's content is the caller's closure, so its movement cannot be trimmed part by
/// part: it plays when the policy plays the motion it declares, and holds still otherwise
/// (a cross-fade between phases would still move whatever the phases move).
enum AnimatorPlan: Hashable, Sendable {
  case animate
  case holdStill

  /// The plan for an animator changing `motion`.
  ///
  /// - Parameter loops: Whether the animator cycles by itself (no trigger): it is then a loop
  ///   that starts without the person asking, which Reduce Motion and Animated Images stop.
  init(for motion: Motion, loops: Bool, preferences: MotionPreferences, policy: MotionPolicy) {
    let described = loops ? motion.repeatingForever().autoplaying() : motion
    if case .play = policy.resolve(described, for: preferences) {
      self = .animate
    } else {
      self = .holdStill
    }
  }
}

/// A trigger that cannot fire while it is held.
///
/// Animators fire when their trigger changes. Comparing equal whenever either side is held
/// means no change fires while holding still, nor at the moment holding starts or stops — the
/// setting flipping is not the person asking for the animation. (The equality is therefore not
/// transitive; SwiftUI only ever compares a trigger with its previous value.)
struct HeldTrigger<Value: Equatable>: Equatable {
  var value: Value
  var isHeld: Bool

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.isHeld || rhs.isHeld || lhs.value == rhs.value
  }
}
