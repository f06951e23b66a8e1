/// What a view's environment knows about motion, and the preferences it hands to the view.
///
/// Three layers, from strongest to weakest:
/// 1. an override set for previews and tests (`.motionPreferences(.reduced)`), which replaces
///    everything below it;
/// 2. what the UI framework reports itself (SwiftUI's `accessibilityReduceMotion`, …), which
///    follows the system and the framework's own overrides;
/// 3. what the live system source last observed, for the settings the framework does not
///    report (Prefer Cross-Fade Transitions, Auto-Play Video Previews, and on older systems
///    Animated Images and Dim Flashing Lights); defaults when nothing was observed.
///
/// The policy's mode applies last, so `MotionPolicy(mode: .alwaysReduce)` in the environment is
/// seen by every reader of the preferences, not only by the policy's own decisions.
struct MotionEnvironment: Hashable, Sendable {
  var override: MotionPreferences?
  var reported: ReportedMotionSettings
  var observed: MotionPreferences?
  var policy: MotionPolicy

  init(
    override: MotionPreferences? = nil,
    reported: ReportedMotionSettings = ReportedMotionSettings(),
    observed: MotionPreferences? = nil,
    policy: MotionPolicy = MotionPolicy()
  ) {
    self.override = override
    self.reported = reported
    self.observed = observed
    self.policy = policy
  }

  /// The preferences the views below honour.
  var preferences: MotionPreferences {
    let preferences = override ?? reported.completed(with: observed ?? .standard)
    return policy.effectivePreferences(preferences)
  }
}
