/// MotionAware's public names, known to the analyzer by name (it does not import the library):
/// code that goes through them is gated by construction.
public enum MotionAwareAPI {
  /// Whether a called name is one of MotionAware's gated calls or modifiers:
  /// `.motionAwareTransition(…)`, `withMotionAwareAnimation(…)`, `Animation.motionAware(…)`,
  /// `UIView.motionAwareAnimate(…)`, and every other name starting with `motionAware` or
  /// `withMotionAware`.
  public static func isGatedCall(named name: String) -> Bool {
    name.hasPrefix("motionAware") || name.hasPrefix("withMotionAware")
  }

  /// MotionAware views and objects that handle Reduce Motion themselves: whatever is passed to
  /// them is gated.
  public static let gatedTypes: Set<String> = [
    "MascotView", "MascotHostView", "LaunchIntroContainer", "MotionPreferencesObserver",
  ]

  /// MotionAware's adapters to the Rive and Lottie runtimes: a runtime view or view model handed
  /// to one of them is paused and played by the mascot or launch-intro controller, which follows
  /// the motion preferences.
  public static let animationAdapters: Set<String> = [
    "RiveMascotRuntime", "LegacyRiveMascotRuntime", "RiveMascotAnimation",
    "LegacyRiveMascotAnimation", "RiveLaunchIntro", "LottieMascotRuntime", "LottieMascotAnimation",
    "LottieLaunchIntro",
  ]

  /// MotionAware environment values; a property bound to them is a Reduce Motion signal
  /// (`motion.reduceMotion`, `motion.isReducingMotion`).
  public static let environmentKeys: Set<String> = ["motionPreferences", "motionPolicy"]
}
