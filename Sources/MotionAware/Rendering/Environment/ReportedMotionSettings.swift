/// The motion settings a UI framework reports by itself, such as SwiftUI's environment: each is
/// `nil` where the framework does not report it on the running system.
///
/// SwiftUI reports Reduce Motion everywhere, Animated Images and Dim Flashing Lights from iOS 17
/// (macOS 14, tvOS 17, watchOS 10), Prefer Cross-Fade Transitions only from iOS 26.4
/// (`accessibilityPrefersCrossFadeTransitions`, which the SDKs of the Xcode versions the package's
/// tools version allows, from 16.3, do not all declare, so it is not read), and never Auto-Play
/// Video Previews; ``MotionEnvironment`` fills the gaps from the live system source.
struct ReportedMotionSettings: Hashable, Sendable {
  var reduceMotion: Bool?
  var prefersCrossFadeTransitions: Bool?
  var playsAnimatedImages: Bool?
  var dimsFlashingLights: Bool?
  var autoplaysVideoPreviews: Bool?

  init(
    reduceMotion: Bool? = nil,
    prefersCrossFadeTransitions: Bool? = nil,
    playsAnimatedImages: Bool? = nil,
    dimsFlashingLights: Bool? = nil,
    autoplaysVideoPreviews: Bool? = nil
  ) {
    self.reduceMotion = reduceMotion
    self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
    self.playsAnimatedImages = playsAnimatedImages
    self.dimsFlashingLights = dimsFlashingLights
    self.autoplaysVideoPreviews = autoplaysVideoPreviews
  }

  /// These settings, each one the framework does not report taken from `fallback`.
  func completed(with fallback: MotionPreferences) -> MotionPreferences {
    MotionPreferences(
      reduceMotion: reduceMotion ?? fallback.reduceMotion,
      prefersCrossFadeTransitions: prefersCrossFadeTransitions
        ?? fallback.prefersCrossFadeTransitions,
      playsAnimatedImages: playsAnimatedImages ?? fallback.playsAnimatedImages,
      dimsFlashingLights: dimsFlashingLights ?? fallback.dimsFlashingLights,
      autoplaysVideoPreviews: autoplaysVideoPreviews ?? fallback.autoplaysVideoPreviews
    )
  }
}
