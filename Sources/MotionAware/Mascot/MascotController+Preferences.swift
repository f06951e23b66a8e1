extension MascotController {
  /// Applies `preferences` now, for a host that follows the motion preferences itself instead of
  /// calling ``run()``.
  ///
  /// `MascotView` calls it with SwiftUI's environment (`\.motionPreferences`), so that
  /// `.motionPreferences(.reduced)` in a preview and `.motionPolicy(_:)` for an in-app switch
  /// apply to the mascot like to every other view. Preferences equal to the ones in effect
  /// change nothing. A host uses one way or the other: two sources would overrule each other.
  public func apply(_ preferences: MotionPreferences) {
    handle(.preferencesChanged(preferences))
  }
}
