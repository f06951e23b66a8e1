/// The user's settings that matter for motion, as one value.
///
/// Every platform's settings map onto this value (see ``SystemMotionPreferencesSource``), and
/// previews and tests build it directly — SwiftUI's own `accessibilityReduceMotion` is read-only.
public struct MotionPreferences: Hashable, Sendable, Codable {
  /// Settings → Accessibility → Motion → Reduce Motion.
  public var reduceMotion: Bool

  /// Prefer Cross-Fade Transitions (a sub-setting of Reduce Motion on iOS, tvOS and visionOS).
  ///
  /// Stored as the user set it; ``crossFadesTransitions`` tells whether it applies.
  public var prefersCrossFadeTransitions: Bool

  /// Animated Images: whether animated images and other autoplaying animation may play by
  /// themselves. `false` means nothing should start moving without the person asking.
  public var playsAnimatedImages: Bool

  /// Dim Flashing Lights.
  public var dimsFlashingLights: Bool

  /// Auto-Play Video Previews.
  public var autoplaysVideoPreviews: Bool

  /// Creates preferences; every argument defaults to the system's default setting.
  public init(
    reduceMotion: Bool = false,
    prefersCrossFadeTransitions: Bool = false,
    playsAnimatedImages: Bool = true,
    dimsFlashingLights: Bool = false,
    autoplaysVideoPreviews: Bool = true
  ) {
    self.reduceMotion = reduceMotion
    self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
    self.playsAnimatedImages = playsAnimatedImages
    self.dimsFlashingLights = dimsFlashingLights
    self.autoplaysVideoPreviews = autoplaysVideoPreviews
  }

  /// The settings of a device nobody has changed: full motion.
  public static let standard = MotionPreferences()

  /// Reduce Motion on, every other setting at its default.
  public static let reduced = MotionPreferences(reduceMotion: true)

  /// Whether transitions should be pure cross-fades: Prefer Cross-Fade Transitions only applies
  /// while Reduce Motion is on, as `UIAccessibility.prefersCrossFadeTransitions` reports it.
  public var crossFadesTransitions: Bool {
    reduceMotion && prefersCrossFadeTransitions
  }
}
