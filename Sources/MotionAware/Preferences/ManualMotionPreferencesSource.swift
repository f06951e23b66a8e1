/// A source whose preferences are set by code: for previews, tests, and apps that offer their own
/// "reduce animations" switch.
///
/// ```swift
/// let preferences = ManualMotionPreferencesSource(.standard)
/// preferences.update { $0.reduceMotion = true }  // every follower sees the change once
/// ```
public final class ManualMotionPreferencesSource: MotionPreferencesSource {
  private let broadcast: ValueBroadcast<MotionPreferences>

  /// Creates a source that holds `preferences` until it is updated.
  public init(_ preferences: MotionPreferences = .standard) {
    broadcast = ValueBroadcast(preferences)
  }

  public var current: MotionPreferences {
    broadcast.current
  }

  public func changes() -> AsyncStream<MotionPreferences> {
    broadcast.stream(includingCurrent: false)
  }

  /// Replaces the preferences; followers are told if they differ from the current ones.
  public func update(to preferences: MotionPreferences) {
    broadcast.publish(preferences)
  }

  /// Changes the preferences in place; followers are told if anything changed.
  public func update(_ change: (inout MotionPreferences) -> Void) {
    var preferences = broadcast.current
    change(&preferences)
    broadcast.publish(preferences)
  }
}

extension MotionPreferencesSource where Self == ManualMotionPreferencesSource {
  /// A source that always reports `preferences` (until someone updates it).
  public static func fixed(_ preferences: MotionPreferences) -> ManualMotionPreferencesSource {
    ManualMotionPreferencesSource(preferences)
  }
}
