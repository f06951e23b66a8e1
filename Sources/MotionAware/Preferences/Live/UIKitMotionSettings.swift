#if canImport(UIKit) && !os(watchOS)
  import Accessibility
  import MediaAccessibility
  import UIKit

  /// How iOS, iPadOS, tvOS and visionOS report the motion settings.
  enum UIKitMotionSettings {
    @MainActor
    static func read() -> MotionPreferences {
      MotionPreferences(
        reduceMotion: UIAccessibility.isReduceMotionEnabled,
        // UIKit reports true only when Reduce Motion is on too; the value keeps that meaning.
        prefersCrossFadeTransitions: UIAccessibility.prefersCrossFadeTransitions,
        playsAnimatedImages: animatedImagesEnabled(),
        dimsFlashingLights: dimFlashingLightsEnabled(),
        autoplaysVideoPreviews: UIAccessibility.isVideoAutoplayEnabled
      )
    }

    static var triggers: [NotificationMotionPreferencesSource.Trigger] {
      var names: [Notification.Name] = [
        UIAccessibility.reduceMotionStatusDidChangeNotification,
        UIAccessibility.prefersCrossFadeTransitionsStatusDidChange,
        UIAccessibility.videoAutoplayStatusDidChangeNotification,
      ]
      if #available(iOS 16.4, tvOS 16.4, *) {
        // Apple's sample observes this CFString name on the default center.
        names.append(kMADimFlashingLightsChangedNotification as NSNotification.Name)
      }
      if #available(iOS 18, tvOS 18, visionOS 2, *) {
        names.append(AccessibilitySettings.animatedImagesEnabledDidChangeNotification)
      } else if #available(iOS 17, tvOS 17, *) {
        names.append(.AXAnimatedImagesEnabledDidChange)
      }
      return names.map { .init($0) }
    }

    private static func animatedImagesEnabled() -> Bool {
      if #available(iOS 18, tvOS 18, visionOS 2, *) {
        return AccessibilitySettings.animatedImagesEnabled
      } else if #available(iOS 17, tvOS 17, *) {
        return AXAnimatedImagesEnabled()
      }
      return true
    }

    private static func dimFlashingLightsEnabled() -> Bool {
      if #available(iOS 16.4, tvOS 16.4, *) {
        return MADimFlashingLightsEnabled()
      }
      return false
    }
  }
#endif
