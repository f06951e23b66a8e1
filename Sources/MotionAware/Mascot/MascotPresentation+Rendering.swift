extension MascotPresentation {
  /// The accessibility value of the mascot's element: the mood's meaning, then the caption
  /// ("Loading", "Ready. Saved").
  ///
  /// The element's label names the mascot ("Pip"); VoiceOver reads the label, then this value,
  /// and announces the value again when it changes. It is the same text whether the animation
  /// plays or the still pose shows, so reducing motion never changes what VoiceOver says.
  public var accessibilityValue: String {
    accessibilityLabel
  }

  /// How long the change to this presentation from `previous` cross-fades, in seconds; `nil`
  /// when it applies at once.
  ///
  /// It applies at once on the first presentation (`previous` is `nil`: nothing to fade from),
  /// when nothing drawn changes (the content and the visible caption are the same: a mood change
  /// while the animation plays is the animation's business), and when the presentation's
  /// transition is not a cross-fade of some length.
  public func crossFadeSeconds(from previous: MascotPresentation?) -> Double? {
    guard let previous,
      previous.content != content || previous.visibleCaption != visibleCaption,
      case .crossFade(let duration) = transition, duration > 0
    else { return nil }
    return duration
  }

  /// The cross-fade between two stills, or between the animation and a still, in seconds; `nil`
  /// when the presentation's transition is not a cross-fade of some length. For a framework
  /// that animates declaratively, keyed on the presentation (SwiftUI's `animation(_:value:)`).
  public var crossFadeSeconds: Double? {
    guard case .crossFade(let duration) = transition, duration > 0 else { return nil }
    return duration
  }
}
