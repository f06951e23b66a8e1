import Foundation

/// The preferences of the device the app runs on, following every change.
///
/// One entry point on every platform: UIKit's `UIAccessibility` on iOS, iPadOS, tvOS and
/// visionOS; WatchKit on watchOS; `NSWorkspace` on macOS. Elsewhere (Linux, where the library's
/// logic is tested) it reports ``MotionPreferences/standard``.
public enum SystemMotionPreferencesSource {
  /// A source that reads the system settings now and follows their changes. Keep it alive for as
  /// long as you observe it: its observers are removed when it goes away.
  @MainActor
  public static func make() -> NotificationMotionPreferencesSource {
    #if canImport(UIKit) && !os(watchOS)
      NotificationMotionPreferencesSource(
        observing: UIKitMotionSettings.triggers,
        readingOnMainActor: { UIKitMotionSettings.read() })
    #elseif os(watchOS)
      NotificationMotionPreferencesSource(
        observing: WatchKitMotionSettings.triggers,
        readingOnMainActor: { WatchKitMotionSettings.read() })
    #elseif canImport(AppKit)
      NotificationMotionPreferencesSource(
        observing: AppKitMotionSettings.triggers,
        readingOnMainActor: { AppKitMotionSettings.read() })
    #else
      NotificationMotionPreferencesSource(observing: [], read: { .standard })
    #endif
  }

  /// The source the library's components use when the app gives them none: created on first use
  /// and kept for the life of the process.
  @MainActor
  public static var shared: NotificationMotionPreferencesSource {
    if let existing = sharedSource { return existing }
    let created = make()
    sharedSource = created
    return created
  }

  @MainActor private static var sharedSource: NotificationMotionPreferencesSource?
}
