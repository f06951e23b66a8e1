/// MotionAware's public names, known to the analyzer by name (it does not import the library):
/// code that goes through them is gated by construction. The signals among them are rows of
/// ``MotionSignalTable``.
package enum MotionAwareAPI {
  /// Whether a called name is one of MotionAware's gated calls or modifiers:
  /// `.motionAwareTransition(…)`, `withMotionAwareAnimation(…)`, `Animation.motionAware(…)`,
  /// `UIView.motionAwareAnimate(…)`, and every other name starting with `motionAware` or
  /// `withMotionAware`.
  package static func isGatedCall(named name: String) -> Bool {
    // Told by the first byte before the prefixes are compared: every name a signal search meets
    // is asked.
    guard let first = name.utf8.first, callPrefixInitials.contains(first) else { return false }
    return MotionSignalTable.callPrefixes.contains { name.hasPrefix($0) }
  }

  /// The first bytes of ``MotionSignalTable/callPrefixes``.
  private static let callPrefixInitials = MotionSignalTable.callPrefixes.compactMap(\.utf8.first)

  /// MotionAware views and objects that handle Reduce Motion themselves: whatever is passed to
  /// them is gated.
  package static let gatedTypes = MotionSignalTable.gatedTypes

  /// MotionAware's ways to follow the settings' changes: code that uses one observes them.
  package static let observers: Set<String> = [
    "MotionPreferencesObserver", "observeMotionPreferences",
  ]

  /// MotionAware's adapters to the Rive and Lottie runtimes: a runtime view or view model handed
  /// to one of them is paused and played by the mascot or launch-intro controller, which follows
  /// the motion preferences.
  package static let animationAdapters: Set<String> = [
    "RiveMascotRuntime", "LegacyRiveMascotRuntime", "RiveMascotAnimation",
    "LegacyRiveMascotAnimation", "RiveLaunchIntro", "LottieMascotRuntime", "LottieMascotAnimation",
    "LottieLaunchIntro",
  ]

  /// MotionAware environment values; a property bound to them is a Reduce Motion signal
  /// (`preferences.reduceMotion`, `policy.reducesMotion(for:)`).
  package static let environmentKeys = MotionSignalTable.environmentKeys(
    for: Set(MotionSetting.allCases), from: [.motionAware])
}
