/// What the launch intro's container shows: the content, always, and above it an animated
/// overlay, a static overlay, one fading out, or nothing.
///
/// The container reads it and draws; it decides nothing:
///
/// ```swift
/// ZStack {
///   ContentView()                                  // mounted from the first frame
///   if let overlay = presentation.overlay {
///     Group {
///       switch overlay {
///       case .animated: IntroAnimation()
///       case .still: StaticIntro()                  // background and a still pose
///       }
///     }
///     .opacity(presentation.overlayOpacity)
///     .animation(.easeOut(duration: presentation.fadeOutSeconds), value: presentation.overlayOpacity)
///     .zIndex(presentation.overlayZIndex)
///     .accessibilityHidden(presentation.isOverlayAccessibilityHidden)
///     .allowsHitTesting(presentation.overlayReceivesTaps)
///     .onTapGesture { intro.handle(.tapped) }
///   }
/// }
/// ```
public enum LaunchIntroPresentation: Hashable, Sendable {
  /// Only the content.
  case noOverlay
  /// The intro animation above the content.
  case animatedOverlay
  /// The static intro (background and a still pose) above the content.
  case staticOverlay
  /// The overlay fading out over `duration`, still above the content.
  case fadingOut(LaunchIntroOverlay, duration: Duration)

  /// The overlay to draw above the content, if any (while fading out too).
  public var overlay: LaunchIntroOverlay? {
    switch self {
    case .noOverlay: nil
    case .animatedOverlay: .animated
    case .staticOverlay: .still
    case .fadingOut(let overlay, _): overlay
    }
  }

  /// Whether the content is mounted: always, from the first frame, so it loads while the intro
  /// plays and the intro hides loading time instead of adding to it.
  public var isContentMounted: Bool {
    true
  }

  /// The overlay's opacity: 1 while it shows, 0 once it fades out (animate the change over
  /// ``fadeOutDuration``).
  public var overlayOpacity: Double {
    if case .fadingOut = self { 0 } else { 1 }
  }

  /// The overlay's z-index: above the content, including while it fades out — otherwise the
  /// leaving overlay can be drawn below the content and the fade disappears.
  public var overlayZIndex: Double {
    1
  }

  /// Whether the overlay is hidden from VoiceOver: always; the intro is decorative and VoiceOver
  /// goes straight to the content.
  public var isOverlayAccessibilityHidden: Bool {
    true
  }

  /// Whether the overlay takes taps (to skip it, and so that the hidden content below does not
  /// get them); not while it fades out, so the content answers at once.
  public var overlayReceivesTaps: Bool {
    switch self {
    case .animatedOverlay, .staticOverlay: true
    case .noOverlay, .fadingOut: false
    }
  }

  /// The fade-out's length while fading out; zero otherwise.
  public var fadeOutDuration: Duration {
    if case .fadingOut(_, let duration) = self { duration } else { .zero }
  }

  /// ``fadeOutDuration`` in seconds, for animation APIs that take a `Double`.
  public var fadeOutSeconds: Double {
    let parts = fadeOutDuration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
