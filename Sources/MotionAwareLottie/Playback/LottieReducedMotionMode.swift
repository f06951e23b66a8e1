/// lottie-ios's own Reduce Motion switch (`LottieConfiguration.reducedMotionOption`), which by
/// default follows the system setting and then swaps any playback for the file's
/// `reduced motion` marker.
///
/// Left to follow the system it overrides the policy: `MotionPolicy(mode: .neverReduce)` and
/// `.essential(…)` motion could not play while the setting is on. MotionAware decides first and
/// sets the switch from that decision.
public enum LottieReducedMotionMode: Hashable, Sendable {
  /// Play what is asked (`.standardMotion`).
  case standardMotion
  /// Play the file's reduced-motion marker instead (`.reducedMotion`).
  case reducedMotion

  /// The switch for what MotionAware decided to play: on only when that is the designer's
  /// reduced-motion marker, so lottie-ios never swaps in the marker against the policy.
  public init(for playback: LottieMotionPlayback) {
    switch playback {
    case .reducedMotionMarker: self = .reducedMotion
    case .asDeclared, .pausedAtMarker, .pausedAtStart: self = .standardMotion
    }
  }

  /// The switch for a mascot or a launch intro, whose every playback the controller has already
  /// decided under the policy: off.
  public static let decidedByController = LottieReducedMotionMode.standardMotion
}
