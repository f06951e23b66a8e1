/// What a ``MascotReducer`` knows: the mood, its caption, whether motion is reduced, and what
/// the runtime is doing.
public struct MascotState: Hashable, Sendable {
  /// Whether an animation runtime is attached and, if so, whether it plays.
  public enum Runtime: Hashable, Sendable {
    /// No runtime (not loaded yet, failed to load, or its view went away).
    case detached
    case playing
    case paused
  }

  /// The mood the mascot is in.
  public var mood: MascotMood
  /// The text of the last trigger's outcome, until the next mood or trigger.
  public var caption: String?
  /// Whether motion is reduced (Reduce Motion on, or Animated Images off).
  public var reducesMotion: Bool
  /// Whether a runtime is attached, and whether it plays.
  public var runtime: Runtime

  /// Creates a state.
  public init(
    mood: MascotMood, caption: String? = nil, reducesMotion: Bool, runtime: Runtime = .detached
  ) {
    self.mood = mood
    self.caption = caption
    self.reducesMotion = reducesMotion
    self.runtime = runtime
  }
}

/// Something that happens to a mascot.
public enum MascotEvent: Hashable, Sendable {
  /// The app sets the mood.
  case setMood(MascotMood)
  /// The app fires a one-shot trigger.
  case fire(MascotTrigger)
  /// The motion preferences changed.
  case preferencesChanged(MotionPreferences)
  /// An animation runtime became available.
  case runtimeAttached
  /// The animation runtime went away.
  case runtimeDetached
}

/// What a ``MascotReducer`` asks of the animation runtime: one case per ``MascotRuntime`` call.
public enum MascotEffect: Hashable, Sendable {
  /// ``MascotRuntime/set(mood:)``.
  case setMood(MascotMood)
  /// ``MascotRuntime/fire(_:thenShowing:)``.
  case fire(MascotTrigger, thenShowing: MascotMood)
  /// ``MascotRuntime/pause()``.
  case pause
  /// ``MascotRuntime/play(showing:)``.
  case play(showing: MascotMood)
}

/// The mascot's decisions, as a pure function from a state and an event to the new state and the
/// runtime calls to make.
///
/// Motion is reduced when the ``MotionPolicy`` does not allow autoplay: Reduce Motion on, or
/// Animated Images off (an idle loop starts by itself). Then the runtime rests paused on the calm
/// mood, nothing is sent to it, and the presentation is the current mood's still pose with its
/// meaning.
///
/// ``MascotController`` runs it against a real runtime; tests run it directly.
public struct MascotReducer: Hashable, Sendable {
  /// The mascot's moods, triggers and still poses.
  public let mascot: Mascot
  /// Decides whether motion is reduced, and how long the cross-fade between stills lasts.
  public let policy: MotionPolicy

  /// A reducer for `mascot` under `policy`.
  public init(mascot: Mascot, policy: MotionPolicy = MotionPolicy()) {
    self.mascot = mascot
    self.policy = policy
  }

  /// The state before anything happened: the calm mood, no runtime.
  public func initialState(preferences: MotionPreferences) -> MascotState {
    MascotState(mood: mascot.calmMood, reducesMotion: reducesMotion(for: preferences))
  }

  /// Applies `event` to `state` and returns the runtime calls to make, in order.
  ///
  /// A mood or trigger the mascot does not declare is ignored: it has no checked still pose.
  public func reduce(_ state: inout MascotState, _ event: MascotEvent) -> [MascotEffect] {
    switch event {
    case .setMood(let requested):
      guard let mood = mascot.mood(matching: requested) else { return [] }
      let changed = mood != state.mood
      state.mood = mood
      state.caption = nil
      guard changed, state.runtime == .playing else { return [] }
      return [.setMood(mood)]

    case .fire(let requested):
      guard let trigger = mascot.trigger(matching: requested) else { return [] }
      switch trigger.outcome {
      case .mood(let mood):
        state.mood = mood
        state.caption = nil
      case .caption(let text):
        state.caption = text
      }
      // Paused: the outcome is the whole reaction; the trigger is dropped, never replayed.
      guard state.runtime == .playing else { return [] }
      return [.fire(trigger, thenShowing: state.mood)]

    case .preferencesChanged(let preferences):
      let reduces = reducesMotion(for: preferences)
      guard reduces != state.reducesMotion else { return [] }
      state.reducesMotion = reduces
      switch (reduces, state.runtime) {
      case (true, .playing):
        // Calm first, so the frame that stays on screen while the still fades in is a pose.
        state.runtime = .paused
        return [.setMood(mascot.calmMood), .pause]
      case (false, .paused):
        state.runtime = .playing
        return [.play(showing: state.mood)]
      default:
        return []
      }

    case .runtimeAttached:
      // A fresh runtime may be playing anything: say at once whether it plays.
      if state.reducesMotion {
        state.runtime = .paused
        return [.pause]
      }
      state.runtime = .playing
      return [.play(showing: state.mood)]

    case .runtimeDetached:
      state.runtime = .detached
      return []
    }
  }

  /// What the views show for `state`.
  public func presentation(of state: MascotState) -> MascotPresentation {
    let animated = !state.reducesMotion && state.runtime == .playing
    return MascotPresentation(
      content: animated ? .animated : .still(pose: state.mood.stillPose),
      mood: state.mood,
      caption: state.caption,
      transition: .crossFade(duration: policy.crossFadeDuration))
  }

  private func reducesMotion(for preferences: MotionPreferences) -> Bool {
    !policy.allowsAutoplay(for: preferences)
  }
}
