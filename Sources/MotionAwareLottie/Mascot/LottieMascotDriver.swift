import MotionAware

/// What a Lottie mascot plays: a mood's marker in a loop, a trigger's marker once before a mood's
/// loop, or a still frame.
public enum LottieMascotPlayback: Hashable, Sendable {
  /// Loop this marker.
  case looping(marker: String)
  /// Play this marker once, then loop `thenLooping`.
  case reacting(marker: String, thenLooping: String)
  /// Hold still at the start of this marker.
  case paused(atMarker: String)
}

/// Turns the ``MascotRuntime`` calls into what a Lottie animation plays.
///
/// - A mood loops its marker; ``play(showing:)`` is `play(marker:loopMode: .loop)` in one call.
/// - A trigger plays its marker once, then loops the mood the controller says comes after it;
///   the adapter reports the end of the reaction with ``reactionDidFinish(completed:)``.
/// - ``pause()`` holds still at the designer's reduced-motion marker when the file has one (the
///   pose they chose for Reduce Motion), otherwise at the start of the calm mood's marker, which
///   reads as a pose. Nothing plays until the first ``play(showing:)``.
/// - While paused, moods and triggers change nothing: the controller sends none, and the driver
///   ignores any that come.
public struct LottieMascotDriver: Hashable, Sendable {
  /// Which marker plays each mood and trigger.
  public let binding: LottieMascotBinding
  /// The animation's markers.
  public let markers: LottieMarkers
  /// The mascot's calm mood.
  public let calmMood: MascotMood
  /// What plays now.
  public private(set) var playback: LottieMascotPlayback

  /// A driver for `mascot` over an animation with `markers`, holding still.
  public init(mascot: Mascot, markers: LottieMarkers, binding: LottieMascotBinding = .init()) {
    self.binding = binding
    self.markers = markers
    calmMood = mascot.calmMood
    playback = .paused(
      atMarker: markers.reducedMotionMarker ?? binding.marker(for: mascot.calmMood))
  }

  /// Whether the animation holds still.
  public var isPaused: Bool {
    if case .paused = playback { true } else { false }
  }

  /// Loops `mood`; ignored while paused.
  public mutating func set(mood: MascotMood) {
    guard !isPaused else { return }
    playback = .looping(marker: binding.marker(for: mood))
  }

  /// Plays `trigger` once, then loops `mood`; ignored while paused.
  public mutating func fire(_ trigger: MascotTrigger, thenShowing mood: MascotMood) {
    guard !isPaused else { return }
    playback = .reacting(
      marker: binding.marker(for: trigger), thenLooping: binding.marker(for: mood))
  }

  /// Holds still on the reduced-motion marker, or on the calm mood's marker.
  public mutating func pause() {
    playback = .paused(atMarker: markers.reducedMotionMarker ?? binding.marker(for: calmMood))
  }

  /// Loops `mood`, playing.
  public mutating func play(showing mood: MascotMood) {
    playback = .looping(marker: binding.marker(for: mood))
  }

  /// The reaction's marker ended: loop the mood after it. `completed` is false when another
  /// playback interrupted it, which then stays.
  public mutating func reactionDidFinish(completed: Bool) {
    guard completed, case .reacting(_, let next) = playback else { return }
    playback = .looping(marker: next)
  }
}
