import MotionAware
import Testing

/// A fake animation runtime that records every call and reports a broken promise of
/// ``MascotRuntime``: a mood or trigger sent while paused (the legacy Rive runtime would resume),
/// or before the first play or pause.
@MainActor
final class RecordingMascotRuntime: MascotRuntime {
  enum Call: Hashable {
    case setMood(String)
    case fire(String, thenShowing: String)
    case pause
    case play(showing: String)
  }

  enum Playback {
    /// Attached, not told yet whether to play.
    case unknown
    case playing
    case paused
  }

  private(set) var calls: [Call] = []
  private(set) var fireCount = 0
  private(set) var playback = Playback.unknown
  /// The mood on screen, as far as the runtime knows.
  private(set) var shownMood: String?
  /// Called on each broken promise; records a test issue unless replaced.
  var onViolation: (String) -> Void = { Issue.record("\($0)") }

  func set(mood: MascotMood) {
    requirePlaying("set(mood: \(mood.id))")
    calls.append(.setMood(mood.id))
    shownMood = mood.id
  }

  func fire(_ trigger: MascotTrigger, thenShowing mood: MascotMood) {
    requirePlaying("fire(\(trigger.id))")
    calls.append(.fire(trigger.id, thenShowing: mood.id))
    fireCount += 1
    shownMood = mood.id
  }

  func pause() {
    calls.append(.pause)
    playback = .paused
  }

  func play(showing mood: MascotMood) {
    calls.append(.play(showing: mood.id))
    playback = .playing
    shownMood = mood.id
  }

  private func requirePlaying(_ call: String) {
    switch playback {
    case .playing: break
    case .paused: onViolation("\(call) sent to a paused runtime")
    case .unknown: onViolation("\(call) sent before the first play or pause")
    }
  }
}
