/// What a mascot view shows: the animation, or a still pose with its meaning, and how to go from
/// one to the next.
///
/// A view reads it and draws; it decides nothing:
///
/// ```swift
/// ZStack {
///   RiveUIViewRepresentable(rive: rive).opacity(presentation.isAnimated ? 1 : 0)
///   if let pose = presentation.stillPose {
///     Image(pose).resizable().scaledToFit().id(pose).transition(.opacity)
///   }
/// }
/// .animation(.easeInOut(duration: 0.2), value: presentation.stillPose)
/// .accessibilityElement().accessibilityLabel(presentation.accessibilityLabel)
/// ```
public struct MascotPresentation: Hashable, Sendable {
  /// What fills the mascot's frame.
  public enum Content: Hashable, Sendable {
    /// The animation runtime's view, playing.
    case animated
    /// The still pose image with this name; the runtime's view is hidden (not only paused: a
    /// paused Rive view draws a frame when its Rive object attaches).
    case still(pose: String)
  }

  /// The animation, or a still pose.
  public var content: Content
  /// The mood shown.
  public var mood: MascotMood
  /// The text of the last trigger's outcome, if it still applies.
  public var caption: String?
  /// How to change from one still to the next, or between the animation and a still: an opacity
  /// cross-fade (0.2 s by default, ``MotionPolicy/crossFadeDuration``), never movement.
  public var transition: MotionOutcome

  /// Creates a presentation.
  public init(content: Content, mood: MascotMood, caption: String?, transition: MotionOutcome) {
    self.content = content
    self.mood = mood
    self.caption = caption
    self.transition = transition
  }

  /// Whether the animation plays.
  public var isAnimated: Bool {
    content == .animated
  }

  /// The still pose image to show, or `nil` while the animation plays.
  public var stillPose: String? {
    if case .still(let pose) = content { pose } else { nil }
  }

  /// What the mood means ("Loading").
  public var meaning: String {
    mood.meaning
  }

  /// The caption to draw beside the still pose; while the animation plays the reaction itself
  /// shows it, so it is only in ``accessibilityLabel``.
  public var visibleCaption: String? {
    isAnimated ? nil : caption
  }

  /// What VoiceOver says for the mascot, animated or still: the meaning, then the caption.
  public var accessibilityLabel: String {
    guard let caption else { return mood.meaning }
    return "\(mood.meaning). \(caption)"
  }
}
