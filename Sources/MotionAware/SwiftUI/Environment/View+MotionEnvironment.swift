#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension View {
    /// Shows this view and its descendants with `preferences` instead of the device's motion
    /// settings: for previews, tests and screenshots.
    ///
    /// ```swift
    /// #Preview("Reduce Motion") { PulsingBadge().motionPreferences(.reduced) }
    /// ```
    ///
    /// This is what `.environment(\.accessibilityReduceMotion, true)` would do if it compiled:
    /// every `@Environment(\.motionPreferences)` reader and every MotionAware modifier below
    /// sees these preferences. A nearer call wins.
    public func motionPreferences(_ preferences: MotionPreferences) -> some View {
      environment(\.motionPreferences, preferences)
    }

    /// Sets the motion policy for this view and its descendants.
    ///
    /// ```swift
    /// ContentView().motionPolicy(MotionPolicy(mode: reduceAnimations ? .alwaysReduce : .followSystem))
    /// ```
    public func motionPolicy(_ policy: MotionPolicy) -> some View {
      environment(\.motionPolicy, policy)
    }
  }
#endif
