/// A one-shot reaction of a mascot (a cheer, a wave, a shake), with the outcome that shows
/// instead when motion is reduced.
///
/// A paused state machine does not advance, so a trigger fired while motion is reduced would
/// never play; the guide's advice is to show its result in the still pose or in text. The
/// outcome declares that result:
///
/// ```swift
/// extension MascotTrigger {
///   static let celebrate = MascotTrigger("celebrate", outcome: .mood(.happy))
///   static let saved = MascotTrigger("nod", outcome: .caption("Saved"))
/// }
/// ```
public struct MascotTrigger: Hashable, Sendable, Identifiable {
  /// What a trigger leaves behind, so that reducing motion keeps its meaning.
  public enum Outcome: Hashable, Sendable {
    /// The reaction ends in this mood, and the mascot stays in it.
    ///
    /// When motion plays, the animation file is expected to settle in this mood by itself
    /// after the reaction; the controller does not send the mood to the runtime.
    case mood(MascotMood)
    /// The reaction says this short text ("Saved", "Hello!"), shown beside the still pose when
    /// motion is reduced and read by VoiceOver in both cases, until the next mood or trigger.
    case caption(String)
  }

  /// The identifier the animation runtime knows the trigger by.
  public var id: String

  /// What the reaction means, shown instead of it when motion is reduced.
  public var outcome: Outcome

  /// Creates a trigger.
  public init(_ id: String, outcome: Outcome) {
    self.id = id
    self.outcome = outcome
  }
}
