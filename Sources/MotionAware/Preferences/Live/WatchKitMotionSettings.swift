#if os(watchOS)
  import Accessibility
  import WatchKit

  /// How watchOS reports the motion settings: Reduce Motion through WatchKit, Animated Images
  /// through the Accessibility framework. The other settings do not exist there.
  enum WatchKitMotionSettings {
    @MainActor
    static func read() -> MotionPreferences {
      MotionPreferences(
        reduceMotion: WKAccessibilityIsReduceMotionEnabled(),
        playsAnimatedImages: animatedImagesEnabled()
      )
    }

    static var triggers: [NotificationMotionPreferencesSource.Trigger] {
      var names: [Notification.Name] = [.WKAccessibilityReduceMotionStatusDidChange]
      if #available(watchOS 11, *) {
        names.append(AccessibilitySettings.animatedImagesEnabledDidChangeNotification)
      } else if #available(watchOS 10, *) {
        names.append(.AXAnimatedImagesEnabledDidChange)
      }
      return names.map { .init($0) }
    }

    private static func animatedImagesEnabled() -> Bool {
      if #available(watchOS 11, *) {
        return AccessibilitySettings.animatedImagesEnabled
      } else if #available(watchOS 10, *) {
        return AXAnimatedImagesEnabled()
      }
      return true
    }
  }
#endif
