/// A state to preview a view in: a title for the preview and the preferences to show it with.
public struct MotionPreviewState: Hashable, Sendable, Identifiable {
  public var title: String
  public var preferences: MotionPreferences

  public init(_ title: String, preferences: MotionPreferences) {
    self.title = title
    self.preferences = preferences
  }

  public var id: String { title }

  /// Whether Reduce Motion is on in this state: what `accessibilityReduceMotion` would read, the
  /// value to pass a view that takes the guide's `reduceMotion: Bool` parameter.
  public var reducesMotion: Bool {
    MotionPolicy().reducesMotion(for: preferences)
  }

  /// Full motion: the settings of a device nobody has changed.
  public static let standard = MotionPreviewState("Reduce Motion off", preferences: .standard)
  /// Reduce Motion on.
  public static let reduced = MotionPreviewState("Reduce Motion on", preferences: .reduced)
  /// Reduce Motion with Prefer Cross-Fade Transitions.
  public static let crossFade = MotionPreviewState(
    "Prefer Cross-Fade",
    preferences: MotionPreferences(
      reduceMotion: true, prefersCrossFadeTransitions: true))
  /// Animated Images off: nothing starts moving by itself.
  public static let animatedImagesOff = MotionPreviewState(
    "Animated Images off", preferences: MotionPreferences(playsAnimatedImages: false))

  /// The guide's check, "every screen in both states": full motion and Reduce Motion.
  public static let bothStates: [MotionPreviewState] = [.standard, .reduced]
  /// Every state the motion policy treats differently.
  public static let allStates: [MotionPreviewState] = [
    .standard, .reduced, .crossFade, .animatedImagesOff,
  ]
}
