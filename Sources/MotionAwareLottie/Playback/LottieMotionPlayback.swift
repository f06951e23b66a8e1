import MotionAware

/// What a Lottie animation that would play by itself does under the motion preferences: the
/// decision behind `motionAwarePlaying(_:)`.
public enum LottieMotionPlayback: Hashable, Sendable {
  /// Play as declared (a loop, usually).
  case asDeclared
  /// Play the designer's reduced-motion marker once, as lottie-ios does under Reduce Motion.
  case reducedMotionMarker(String)
  /// Hold still at the start of this marker.
  case pausedAtMarker(String)
  /// Hold still on the first frame.
  case pausedAtStart

  /// What an animation with `markers` does under `preferences` and `policy`.
  ///
  /// - Full motion: as declared.
  /// - Reduce Motion: the reduced-motion marker once when the file has one (lottie-ios's own
  ///   behaviour, which the designer prepared); otherwise the first frame — lottie-ios would play
  ///   the whole loop.
  /// - Animated Images off: nothing starts by itself, so it holds still: on the reduced-motion
  ///   marker when there is one, otherwise on the first frame. lottie-ios ignores this setting.
  public static func resolve(
    markers: LottieMarkers, preferences: MotionPreferences, policy: MotionPolicy = MotionPolicy()
  ) -> LottieMotionPlayback {
    guard !policy.allowsAutoplay(for: preferences) else { return .asDeclared }
    let effective = policy.effectivePreferences(preferences)
    guard let marker = markers.reducedMotionMarker else { return .pausedAtStart }
    return effective.playsAnimatedImages ? .reducedMotionMarker(marker) : .pausedAtMarker(marker)
  }
}
