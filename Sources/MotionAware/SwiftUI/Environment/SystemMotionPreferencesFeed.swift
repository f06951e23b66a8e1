#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension View {
    /// Completes `\.motionPreferences` below this view with the device settings SwiftUI does not
    /// report itself, following their changes: Auto-Play Video Previews; Prefer Cross-Fade
    /// Transitions (SwiftUI reports it only from iOS 26.4, whose declaration the SDKs of Xcode
    /// 16.3, which the package supports, lack); and before iOS 17 (macOS 14, tvOS 17, watchOS 10)
    /// Animated Images and Dim Flashing Lights.
    ///
    /// Apply it once, at the root of each window:
    ///
    /// ```swift
    /// WindowGroup { ContentView().motionPreferencesFollowingSystem() }
    /// ```
    ///
    /// Without it Reduce Motion is still followed (SwiftUI reports it), and the other settings
    /// read their defaults. It reads ``SystemMotionPreferencesSource/shared`` in a `task`, so it
    /// stops following when the view goes away.
    public func motionPreferencesFollowingSystem() -> some View {
      modifier(SystemMotionPreferencesFeed())
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  private struct SystemMotionPreferencesFeed: ViewModifier {
    @State private var observed: MotionPreferences?

    func body(content: Content) -> some View {
      content
        .environment(\.observedSystemMotionPreferences, observed)
        .task { await follow() }
    }

    /// Keeps `observed` up to date until the task is cancelled with the view.
    @MainActor
    private func follow() async {
      for await preferences in SystemMotionPreferencesSource.shared.currentAndChanges() {
        observed = preferences
      }
    }
  }
#endif
