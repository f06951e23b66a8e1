#if canImport(SwiftUI)
  import SwiftUI

  private struct MotionPreferencesOverrideKey: EnvironmentKey {
    static let defaultValue: MotionPreferences? = nil
  }

  private struct ObservedSystemMotionPreferencesKey: EnvironmentKey {
    static let defaultValue: MotionPreferences? = nil
  }

  private struct MotionPolicyKey: EnvironmentKey {
    static let defaultValue = MotionPolicy()
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension EnvironmentValues {
    /// The motion preferences the views here honour.
    ///
    /// Read it like SwiftUI's own setting; unlike `accessibilityReduceMotion`, it can be set:
    ///
    /// ```swift
    /// @Environment(\.motionPreferences) private var motion
    /// …
    /// .scaleEffect(lifted && !motion.reduceMotion ? 1.2 : 1)
    ///
    /// #Preview { PulsingBadge().motionPreferences(.reduced) }
    /// ```
    ///
    /// Reading it gives, in order of precedence: the value set with ``SwiftUI/View/motionPreferences(_:)``
    /// (or `environment(\.motionPreferences, …)`) above this view, which replaces the system's
    /// settings; otherwise SwiftUI's own `accessibilityReduceMotion`,
    /// `accessibilityPlayAnimatedImages` and `accessibilityDimFlashingLights` (iOS 17 and later),
    /// completed for the settings SwiftUI does not report (Prefer Cross-Fade Transitions,
    /// Auto-Play Video Previews) by ``SwiftUI/View/motionPreferencesFollowingSystem()`` when the
    /// app applies it, by their defaults when it does not. The mode of ``motionPolicy`` applies
    /// last: under `.alwaysReduce`, `reduceMotion` reads `true`.
    public var motionPreferences: MotionPreferences {
      get { motionEnvironment.preferences }
      set { self[MotionPreferencesOverrideKey.self] = newValue }
    }

    /// The app's motion policy for the views here; the default follows the system.
    ///
    /// Every MotionAware modifier asks it what to do. Set it with
    /// ``SwiftUI/View/motionPolicy(_:)``, for example `MotionPolicy(mode: .alwaysReduce)` for an
    /// in-app "reduce animations" switch.
    public var motionPolicy: MotionPolicy {
      get { self[MotionPolicyKey.self] }
      set { self[MotionPolicyKey.self] = newValue }
    }

    /// The device's settings as the system source last reported them, when the app follows it.
    var observedSystemMotionPreferences: MotionPreferences? {
      get { self[ObservedSystemMotionPreferencesKey.self] }
      set { self[ObservedSystemMotionPreferencesKey.self] = newValue }
    }

    private var motionEnvironment: MotionEnvironment {
      MotionEnvironment(
        override: self[MotionPreferencesOverrideKey.self],
        reported: reportedMotionSettings,
        observed: observedSystemMotionPreferences,
        policy: motionPolicy
      )
    }

    /// What SwiftUI reports itself on the running system.
    private var reportedMotionSettings: ReportedMotionSettings {
      var reported = ReportedMotionSettings(reduceMotion: accessibilityReduceMotion)
      if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *) {
        reported.playsAnimatedImages = accessibilityPlayAnimatedImages
        reported.dimsFlashingLights = accessibilityDimFlashingLights
      }
      return reported
    }
  }
#endif
