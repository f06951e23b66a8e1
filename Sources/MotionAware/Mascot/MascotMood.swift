/// One state a mascot can be in, with what it means and the still pose that shows it without
/// motion.
///
/// Declare moods once, where the app describes its mascot:
///
/// ```swift
/// extension MascotMood {
///   static let idle = MascotMood("idle", meaning: "Waiting")
///   static let loading = MascotMood("loading", meaning: "Loading")
///   static let failed = MascotMood("failed", meaning: "Something went wrong", stillPose: "pip-sad")
/// }
/// ```
public struct MascotMood: Hashable, Sendable, Identifiable {
  /// The identifier the animation runtime knows the mood by (an adapter maps it to a state
  /// machine input value or a Lottie marker).
  public var id: String

  /// What the mood tells the person, as text they can read or hear: the still pose's
  /// accessibility label, and what VoiceOver says for the animated mascot.
  public var meaning: String

  /// The name of the image that shows the mood without motion.
  public var stillPose: String

  /// Creates a mood.
  ///
  /// - Parameters:
  ///   - id: The identifier the animation runtime knows the mood by.
  ///   - meaning: What the mood tells the person ("Loading", "Ready", "Something went wrong").
  ///   - stillPose: The image that shows the mood without motion; by default
  ///     `mascot-mood-<id>`, the guide's naming (see ``defaultStillPose(for:)``).
  public init(_ id: String, meaning: String, stillPose: String? = nil) {
    self.id = id
    self.meaning = meaning
    self.stillPose = stillPose ?? Self.defaultStillPose(for: id)
  }

  /// The image name a mood's still pose has unless the mood names another: `mascot-mood-<id>`.
  public static func defaultStillPose(for id: String) -> String {
    "mascot-mood-\(id)"
  }
}
