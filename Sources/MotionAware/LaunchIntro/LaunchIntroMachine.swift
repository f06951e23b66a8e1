/// Something that happens to a launch intro.
public enum LaunchIntroEvent: Hashable, Sendable {
  /// How the app came to the foreground.
  public enum LaunchKind: String, Hashable, Sendable, CaseIterable {
    /// The process started: the intro may show.
    case cold
    /// The app came back from the background: never an intro, and one still on screen ends.
    case warm
  }

  case launched(LaunchKind)
  /// The intro's animation is loaded and plays; a fixed length counts from here.
  case assetLoaded
  /// The intro's animation could not be loaded: the app shows at once.
  case assetFailed
  /// The animation file fired its end trigger.
  case endTriggerFired
  /// The person tapped the intro.
  case tapped
  /// The content under the intro is ready (what a static intro waits for).
  case contentReady
  /// The overlay is on screen. The timeout counts again from here, once: the time between the
  /// controller's creation (in `App.init`) and the first frame is not the intro's.
  case overlayAppeared
  /// The motion preferences changed.
  case preferencesChanged(MotionPreferences)
  /// A timer started by ``LaunchIntroEffect/startTimer(_:after:)`` elapsed.
  case timerElapsed(LaunchIntroTimer)
  /// The intro's view went away: stop everything, tell nobody.
  case cancelled
}

/// A timer a launch intro runs.
public enum LaunchIntroTimer: String, Hashable, Sendable, CaseIterable {
  /// The longest the intro may stay, from the launch.
  case timeout
  /// The intro's fixed length, from when its animation loaded.
  case length
  /// The fade-out.
  case fadeOut
}

/// Why a launch intro finished.
public enum LaunchIntroFinishReason: String, Hashable, Sendable, CaseIterable {
  /// The schedule did not call for an intro on this launch.
  case notScheduled
  /// The launch was a warm start (back from the background): no intro.
  case warmStart
  /// The app went to the background while the intro showed, and came back.
  case returnedFromBackground
  /// Motion is reduced and the intro is skipped.
  case reducedMotion
  /// The intro's fixed length elapsed.
  case lengthElapsed
  /// The animation file fired its end trigger.
  case endTrigger
  /// The static intro's content became ready.
  case contentReady
  /// The person tapped to skip it.
  case tapped
  /// The animation could not be loaded.
  case assetFailed
  /// The timeout elapsed first.
  case timeout

  /// Whether the intro was due on this launch; only then is it recorded as seen.
  public var wasDue: Bool {
    self != .notScheduled && self != .warmStart
  }
}

/// What a ``LaunchIntroReducer`` asks the world to do.
public enum LaunchIntroEffect: Hashable, Sendable {
  /// Start `timer`; send ``LaunchIntroEvent/timerElapsed(_:)`` when `after` has passed.
  case startTimer(LaunchIntroTimer, after: Duration)
  /// Stop `timer`: its event must never arrive.
  case cancelTimer(LaunchIntroTimer)
  /// Store that the intro finished under this app version.
  case recordSeen(LaunchIntroSeenRecord)
  /// Tell the app the intro finished (once per launch, never after cancellation).
  case notifyFinished(LaunchIntroFinishReason)
}

/// What a launch intro shows above the content.
public enum LaunchIntroOverlay: String, Hashable, Sendable, CaseIterable {
  /// The intro animation.
  case animated
  /// The static intro: the intro's background and a still pose.
  case still
}

/// What a ``LaunchIntroReducer`` knows.
public struct LaunchIntroState: Hashable, Sendable {
  /// Where the intro is in its life.
  public enum Phase: Hashable, Sendable {
    /// Created; the launch has not been reported yet.
    case awaitingLaunch
    /// The overlay is on screen.
    case showing(LaunchIntroOverlay)
    /// Finished; the overlay fades out above the content.
    case fadingOut(LaunchIntroOverlay)
    /// Finished and gone, or never shown.
    case finished
    /// Stopped because its view went away, without finishing.
    case cancelled
  }

  /// Whether the intro's animation loaded, failed, or neither yet.
  public enum Asset: Hashable, Sendable {
    case loading
    case loaded
    case failed
  }

  /// Where the intro is in its life.
  public var phase: Phase
  /// Whether motion is reduced (Reduce Motion on, or Animated Images off).
  public var reducesMotion: Bool
  /// Whether the intro's animation loaded, failed, or neither yet.
  public var asset: Asset
  /// Whether the content under the intro reported that it is ready.
  public var isContentReady: Bool
  /// The timers started and neither elapsed nor cancelled.
  public var runningTimers: Set<LaunchIntroTimer>
  /// The stored "intro seen" record, as of this launch's latest save.
  public var seenRecord: LaunchIntroSeenRecord?
  /// Why the intro finished; `nil` until it does (and after a cancellation).
  public var finishReason: LaunchIntroFinishReason?
  /// Whether the overlay was reported on screen, which restarts the timeout once.
  public var hasOverlayAppeared = false

  /// Creates a state.
  public init(
    phase: Phase = .awaitingLaunch,
    reducesMotion: Bool,
    asset: Asset = .loading,
    isContentReady: Bool = false,
    runningTimers: Set<LaunchIntroTimer> = [],
    seenRecord: LaunchIntroSeenRecord? = nil,
    finishReason: LaunchIntroFinishReason? = nil
  ) {
    self.phase = phase
    self.reducesMotion = reducesMotion
    self.asset = asset
    self.isContentReady = isContentReady
    self.runningTimers = runningTimers
    self.seenRecord = seenRecord
    self.finishReason = finishReason
  }

  /// Whether the intro is over (finished or cancelled) and its overlay gone.
  public var isOver: Bool {
    switch phase {
    case .finished, .cancelled: true
    case .awaitingLaunch, .showing, .fadingOut: false
    }
  }
}

/// The launch intro's decisions, as a pure function from a state and an event to the new state
/// and the effects to carry out: timers, the "seen" record, the finish notification.
///
/// The rules, from the splash-screen guide:
/// - A cold start shows the intro if the schedule calls for it; a warm start never does.
/// - Under reduced motion (Reduce Motion on, or Animated Images off, as the ``MotionPolicy``
///   says) the intro is skipped — the overlay never appears — or replaced by a static intro
///   that stays until the content is ready.
/// - The intro finishes at its fixed length (from the asset's load) or its end trigger, on a tap
///   if skippable, at once if its asset fails, and at the latest at the timeout from the launch;
///   then it fades out above the content.
/// - It finishes once: one notification, one "seen" record. Cancelled, it does neither, so a
///   launch killed mid-intro shows it again next time.
///
/// ``LaunchIntroController`` runs it with real timers; tests run it directly.
public struct LaunchIntroReducer: Hashable, Sendable {
  /// When the intro shows, how it ends, its timeout and fade.
  public let configuration: LaunchIntroConfiguration
  /// The app's version now, compared with the stored record for
  /// ``LaunchIntroConfiguration/Schedule/firstLaunchAndAfterUpdate``.
  public let appVersion: String
  /// Decides whether motion is reduced.
  public let policy: MotionPolicy

  /// A reducer for `configuration`, in an app whose version is `appVersion`.
  public init(
    configuration: LaunchIntroConfiguration, appVersion: String,
    policy: MotionPolicy = MotionPolicy()
  ) {
    self.configuration = configuration
    self.appVersion = appVersion
    self.policy = policy
  }

  /// The state before the launch is reported.
  public func initialState(
    preferences: MotionPreferences, seenRecord: LaunchIntroSeenRecord?
  ) -> LaunchIntroState {
    LaunchIntroState(reducesMotion: reducesMotion(for: preferences), seenRecord: seenRecord)
  }

  /// Whether a cold start with `seenRecord` stored shows the intro.
  public func isDue(seenRecord: LaunchIntroSeenRecord?) -> Bool {
    switch configuration.schedule {
    case .everyColdStart: true
    case .firstLaunchOnly: seenRecord == nil
    case .firstLaunchAndAfterUpdate: seenRecord?.appVersion != appVersion
    case .never: false
    }
  }

  /// Applies `event` to `state` and returns the effects to carry out, in order.
  public func reduce(_ state: inout LaunchIntroState, _ event: LaunchIntroEvent)
    -> [LaunchIntroEffect]
  {
    // Facts are kept whatever the phase, so a late launch or a switch to the static intro sees them.
    switch event {
    case .assetLoaded where state.asset == .loading: state.asset = .loaded
    case .assetFailed: state.asset = .failed
    case .contentReady: state.isContentReady = true
    case .preferencesChanged(let preferences):
      state.reducesMotion = reducesMotion(for: preferences)
    default: break
    }

    switch state.phase {
    case .awaitingLaunch:
      return reduceAwaitingLaunch(&state, event)
    case .showing(let overlay):
      return reduceShowing(overlay, &state, event)
    case .fadingOut:
      switch event {
      case .timerElapsed(.fadeOut) where state.runningTimers.contains(.fadeOut):
        state.runningTimers.remove(.fadeOut)
        state.phase = .finished
        return []
      case .cancelled:
        return cancel(&state)
      default:
        return []
      }
    case .finished, .cancelled:
      return []
    }
  }

  /// What the views show for `state`.
  public func presentation(of state: LaunchIntroState) -> LaunchIntroPresentation {
    switch state.phase {
    case .awaitingLaunch, .finished, .cancelled: .noOverlay
    case .showing(.animated): .animatedOverlay
    case .showing(.still): .staticOverlay
    case .fadingOut(let overlay): .fadingOut(overlay, duration: configuration.fadeOutDuration)
    }
  }

  // MARK: Phases

  private func reduceAwaitingLaunch(
    _ state: inout LaunchIntroState, _ event: LaunchIntroEvent
  ) -> [LaunchIntroEffect] {
    switch event {
    case .launched(.warm):
      state.phase = .finished
      state.finishReason = .warmStart
      return [.notifyFinished(.warmStart)]
    case .launched(.cold):
      guard isDue(seenRecord: state.seenRecord) else {
        state.phase = .finished
        state.finishReason = .notScheduled
        return [.notifyFinished(.notScheduled)]
      }
      // Each way of not showing the overlay at all finishes before the first frame.
      if state.reducesMotion {
        switch configuration.reducedMotionBehavior {
        case .skip: return finishWithoutOverlay(&state, .reducedMotion)
        case .staticIntro where state.isContentReady:
          return finishWithoutOverlay(&state, .contentReady)
        case .staticIntro:
          state.phase = .showing(.still)
          return [start(.timeout, after: configuration.timeout, in: &state)]
        }
      }
      if state.asset == .failed { return finishWithoutOverlay(&state, .assetFailed) }
      state.phase = .showing(.animated)
      var effects = [start(.timeout, after: configuration.timeout, in: &state)]
      if state.asset == .loaded, case .after(let length) = configuration.ending {
        effects.append(start(.length, after: length, in: &state))
      }
      return effects
    case .cancelled:
      state.phase = .cancelled
      return []
    default:
      return []
    }
  }

  private func reduceShowing(
    _ overlay: LaunchIntroOverlay, _ state: inout LaunchIntroState, _ event: LaunchIntroEvent
  ) -> [LaunchIntroEffect] {
    switch (event, overlay) {
    case (.launched(.warm), _):
      return finish(&state, .returnedFromBackground)
    case (.tapped, _) where configuration.isSkippable:
      return finish(&state, .tapped)
    case (.timerElapsed(.timeout), _) where state.runningTimers.contains(.timeout):
      state.runningTimers.remove(.timeout)
      return finish(&state, .timeout)
    case (.cancelled, _):
      return cancel(&state)
    case (.overlayAppeared, _)
    where !state.hasOverlayAppeared && state.runningTimers.contains(.timeout):
      state.hasOverlayAppeared = true
      return [start(.timeout, after: configuration.timeout, in: &state)]

    case (.assetLoaded, .animated):
      guard case .after(let length) = configuration.ending, !state.runningTimers.contains(.length)
      else { return [] }
      return [start(.length, after: length, in: &state)]
    case (.assetFailed, .animated):
      return finish(&state, .assetFailed)
    case (.endTriggerFired, .animated):
      return finish(&state, .endTrigger)
    case (.timerElapsed(.length), .animated) where state.runningTimers.contains(.length):
      state.runningTimers.remove(.length)
      return finish(&state, .lengthElapsed)
    case (.preferencesChanged, .animated) where state.reducesMotion:
      switch configuration.reducedMotionBehavior {
      case .skip:
        return finish(&state, .reducedMotion)
      case .staticIntro where state.isContentReady:
        return finish(&state, .contentReady)
      case .staticIntro:
        // The animation stops; the timeout, counted from the launch, still bounds the wait.
        state.phase = .showing(.still)
        return cancelTimers([.length], in: &state)
      }

    case (.contentReady, .still):
      return finish(&state, .contentReady)

    default:
      // A static intro stays static if motion comes back: it is about to give way anyway.
      return []
    }
  }

  // MARK: Finishing

  /// Finishes the intro from the screen: cancels its timers, starts the fade, records it as
  /// seen, then tells the app.
  private func finish(
    _ state: inout LaunchIntroState, _ reason: LaunchIntroFinishReason
  ) -> [LaunchIntroEffect] {
    guard case .showing(let overlay) = state.phase else { return [] }
    var effects = cancelTimers(LaunchIntroTimer.allCases, in: &state)
    if configuration.fadeOutDuration > .zero {
      state.phase = .fadingOut(overlay)
      effects.append(start(.fadeOut, after: configuration.fadeOutDuration, in: &state))
    } else {
      state.phase = .finished
    }
    return effects + recordAndNotify(&state, reason)
  }

  /// Finishes a due intro before its overlay was ever shown.
  private func finishWithoutOverlay(
    _ state: inout LaunchIntroState, _ reason: LaunchIntroFinishReason
  ) -> [LaunchIntroEffect] {
    state.phase = .finished
    return recordAndNotify(&state, reason)
  }

  private func recordAndNotify(
    _ state: inout LaunchIntroState, _ reason: LaunchIntroFinishReason
  ) -> [LaunchIntroEffect] {
    let record = LaunchIntroSeenRecord(appVersion: appVersion)
    state.seenRecord = record
    state.finishReason = reason
    return [.recordSeen(record), .notifyFinished(reason)]
  }

  private func cancel(_ state: inout LaunchIntroState) -> [LaunchIntroEffect] {
    state.phase = .cancelled
    return cancelTimers(LaunchIntroTimer.allCases, in: &state)
  }

  // MARK: Timers

  private func start(
    _ timer: LaunchIntroTimer, after duration: Duration, in state: inout LaunchIntroState
  ) -> LaunchIntroEffect {
    state.runningTimers.insert(timer)
    return .startTimer(timer, after: duration)
  }

  private func cancelTimers(
    _ timers: [LaunchIntroTimer], in state: inout LaunchIntroState
  ) -> [LaunchIntroEffect] {
    timers.filter { state.runningTimers.remove($0) != nil }.map { .cancelTimer($0) }
  }

  private func reducesMotion(for preferences: MotionPreferences) -> Bool {
    !policy.allowsAutoplay(for: preferences)
  }
}
