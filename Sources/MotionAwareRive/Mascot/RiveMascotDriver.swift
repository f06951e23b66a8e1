import MotionAware

/// What a Rive adapter does to its runtime, one call at a time.
public enum RiveMascotCommand: Hashable, Sendable {
  /// Set a view-model property or state machine input.
  case set(RiveInputWrite)
  /// Fire a view-model trigger or state machine trigger input.
  case fire(String)
  /// Resume playback: `isPaused = false` (new runtime), `play()` (legacy).
  case play
  /// Stop playback, keeping the frame: `isPaused = true` (new runtime), `pause()` (legacy).
  case pause
}

/// Turns the ``MascotRuntime`` calls into Rive commands, and never lets an input reach a paused
/// runtime.
///
/// ``MascotController`` already sends nothing to a paused runtime. The driver keeps that promise
/// on its own as well, because on the legacy runtime a single stray `setInput` or
/// `triggerInput` resumes playback under Reduce Motion:
///
/// - while paused, ``set(mood:)`` and ``fire(_:thenShowing:)`` return nothing: a mood is shown
///   by the next ``play(showing:)``, and a trigger is dropped, never replayed;
/// - ``play(showing:)`` sets the mood first, then plays. On the legacy runtime the inputs
///   themselves resume playback, so a separate `play()` is sent only when the mood has no input.
public struct RiveMascotDriver: Hashable, Sendable {
  /// How moods and triggers reach the file.
  public let binding: RiveMascotBinding
  /// Which runtime the commands are for.
  public let runtime: RiveRuntimeKind
  /// Whether the runtime is paused, as far as the driver knows. A new driver starts paused:
  /// nothing moves before the controller says it may.
  public private(set) var isPaused = true

  /// A driver for `runtime`, setting moods and firing triggers through `binding`.
  public init(binding: RiveMascotBinding, runtime: RiveRuntimeKind) {
    self.binding = binding
    self.runtime = runtime
  }

  /// The commands that show `mood`; none while paused.
  public mutating func set(mood: MascotMood) -> [RiveMascotCommand] {
    guard !isPaused else { return [] }
    return binding.writes(showing: mood).map(RiveMascotCommand.set)
  }

  /// The command that plays `trigger`; none while paused. The file settles in the mood after the
  /// reaction by itself, so `mood` is not sent.
  public mutating func fire(_ trigger: MascotTrigger, thenShowing mood: MascotMood)
    -> [RiveMascotCommand]
  {
    guard !isPaused else { return [] }
    return [.fire(binding.triggerName(for: trigger))]
  }

  /// The command that pauses.
  public mutating func pause() -> [RiveMascotCommand] {
    isPaused = true
    return [.pause]
  }

  /// The commands that show `mood` and resume playback: the mood first, then play.
  public mutating func play(showing mood: MascotMood) -> [RiveMascotCommand] {
    isPaused = false
    let writes = binding.writes(showing: mood).map(RiveMascotCommand.set)
    switch runtime {
    case .current:
      return writes + [.play]
    case .legacy:
      // Each input calls play() itself.
      return writes.isEmpty ? [.play] : writes
    }
  }
}
