#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import Accessibility
  import AppKit
  import MediaAccessibility

  /// How macOS reports the motion settings.
  enum AppKitMotionSettings {
    @MainActor
    static func read() -> MotionPreferences {
      MotionPreferences(
        reduceMotion: NSWorkspace.shared.accessibilityDisplayShouldReduceMotion,
        playsAnimatedImages: animatedImagesEnabled(),
        dimsFlashingLights: dimFlashingLightsEnabled()
      )
    }

    @MainActor
    static var triggers: [NotificationMotionPreferencesSource.Trigger] {
      // The workspace posts its accessibility notification on its own center only.
      var triggers: [NotificationMotionPreferencesSource.Trigger] = [
        .init(
          NSWorkspace.accessibilityDisplayOptionsDidChangeNotification,
          on: NSWorkspace.shared.notificationCenter)
      ]
      if #available(macOS 13.3, *) {
        triggers.append(.init(kMADimFlashingLightsChangedNotification as NSNotification.Name))
      }
      if #available(macOS 15, *) {
        triggers.append(.init(AccessibilitySettings.animatedImagesEnabledDidChangeNotification))
      } else if #available(macOS 14, *) {
        triggers.append(.init(.AXAnimatedImagesEnabledDidChange))
      }
      return triggers
    }

    private static func animatedImagesEnabled() -> Bool {
      if #available(macOS 15, *) {
        return AccessibilitySettings.animatedImagesEnabled
      } else if #available(macOS 14, *) {
        return AXAnimatedImagesEnabled()
      }
      return true
    }

    private static func dimFlashingLightsEnabled() -> Bool {
      if #available(macOS 13.3, *) {
        return MADimFlashingLightsEnabled()
      }
      return false
    }
  }
#endif
