import MotionAware

/// What a Rive adapter does to its runtime, one call at a time.
public enum RiveMascotCommand: Hashable, Sendable {
  /// Set a view-model property or state machine input.
  case set(RiveInputWrite)
  /// Fire a view-model trigger or state machine trigger input.
  case fire(String)
  /// Resume playback: `isPaused = false` (new runtime), `play()` (legacy).
  case play
  /// Let the state machine reach, and draw, the pose of what was just set before the next
  /// command: advance it by `seconds` (legacy `RiveView.advance(delta:)`), or wait for its
  /// settled event for at most `seconds` (new runtime). Without it a pause in the same turn as
  /// the mood freezes the frame the machine was on.
  case settle(seconds: Double)
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

  /// The commands that play `trigger`, then leave the file in `mood`; none while paused.
  ///
  /// The mood's inputs follow the trigger, so the state machine settles in the mood the reaction
  /// ends in (the one the controller now reports, and VoiceOver reads) rather than in the mood it
  /// was in before; a later ``set(mood:)`` to that mood is not sent again.
  public mutating func fire(_ trigger: MascotTrigger, thenShowing mood: MascotMood)
    -> [RiveMascotCommand]
  {
    guard !isPaused else { return [] }
    return [.fire(binding.triggerName(for: trigger))]
      + binding.writes(showing: mood).map(RiveMascotCommand.set)
  }

  /// How long the state machine may take to reach the calm pose before a pause stops it:
  /// longer than a mood transition is usually designed to take, short enough that the still
  /// pose does not wait on a file that never settles.
  public static let settlingTime = 0.5

  /// The commands that pause: from playing, first let the machine settle in the mood the
  /// controller has just set (its calm pose), then pause.
  public mutating func pause() -> [RiveMascotCommand] {
    defer { isPaused = true }
    return isPaused ? [.pause] : [.settle(seconds: Self.settlingTime), .pause]
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
