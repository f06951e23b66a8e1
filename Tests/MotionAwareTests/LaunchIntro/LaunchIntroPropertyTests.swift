import MotionAware
import TestSupport
import Testing

/// Random configurations, random events at random times, and the timers the reducer asks for,
/// run on virtual time against the pure reducer, checking the invariants after every step.
/// Seeded: see ``PropertyRun``.
@Suite("Launch intro properties")
struct LaunchIntroPropertyTests {
  @Test func randomSequencesFinishOnceInTimeAndNeverShowAnOverlayWhenReducedWithSkip() {
    let run = PropertyRun()
    #expect(run.forEachCase { Self.checkOneCase(&$0) } == run.cases)
  }

  /// An event at a time, as the app or the reducer's own timers produce it.
  struct Step {
    var time: Duration
    var event: LaunchIntroEvent

    var description: String {
      let millis =
        time.components.seconds * 1000 + time.components.attoseconds / 1_000_000_000_000_000
      switch event {
      case .preferencesChanged(let preferences):
        return "\(millis) ms: preferences reduceMotion \(preferences.reduceMotion) "
          + "animatedImages \(preferences.playsAnimatedImages)"
      default:
        return "\(millis) ms: \(event)"
      }
    }
  }

  static func milliseconds(
    _ range: ClosedRange<Int64>, _ random: inout SeededGenerator
  ) -> Duration {
    .milliseconds(Int64.random(in: range, using: &random))
  }

  static func randomConfiguration(_ random: inout SeededGenerator) -> LaunchIntroConfiguration {
    LaunchIntroConfiguration(
      schedule: random.pick(LaunchIntroConfiguration.Schedule.allCases),
      ending: random.chance(0.6) ? .after(milliseconds(0...4000, &random)) : .onEndTrigger,
      timeout: random.chance(0.1) ? .zero : milliseconds(1...5000, &random),
      isSkippable: random.chance(0.7),
      underReducedMotion: random.pick(LaunchIntroConfiguration.ReducedMotionBehavior.allCases),
      fadeOutDuration: .milliseconds(random.pick([0, 100, 250, 500])))
  }

  static func randomPreferences(_ random: inout SeededGenerator) -> MotionPreferences {
    MotionPreferences(reduceMotion: random.chance(0.35), playsAnimatedImages: random.chance(0.8))
  }

  static func randomEvents(_ random: inout SeededGenerator) -> [Step] {
    var steps: [Step] = []
    // Usually the launch comes first, at time zero; sometimes after other events, or warm.
    let launch = LaunchIntroEvent.launched(random.chance(0.9) ? .cold : .warm)
    if random.chance(0.85) { steps.append(Step(time: .zero, event: launch)) }
    let others: [LaunchIntroEvent] = [
      .assetLoaded, .assetLoaded, .assetFailed, .endTriggerFired, .endTriggerFired, .tapped,
      .contentReady, .contentReady, .launched(.warm), .launched(.cold),
    ]
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      let event: LaunchIntroEvent =
        switch Int.random(in: 0..<20, using: &random) {
        case 0...3: .preferencesChanged(randomPreferences(&random))
        case 4: .cancelled
        default: random.pick(others)
        }
      steps.append(Step(time: milliseconds(0...6000, &random), event: event))
    }
    if steps.first?.time != .zero || random.chance(0.1) {
      steps.append(Step(time: milliseconds(0...2000, &random), event: launch))
    }
    return steps.sorted { $0.time < $1.time }
  }

  /// One random configuration and event sequence; returns the first broken invariant and the
  /// steps that led to it.
  static func checkOneCase(_ random: inout SeededGenerator) -> String? {
    let configuration = randomConfiguration(&random)
    let appVersion = random.pick(["1.0", "1.1"])
    let seenRecord = random.pick([nil, "1.0", "1.1"]).map(LaunchIntroSeenRecord.init(appVersion:))
    let policy = MotionPolicy(
      mode: random.pick([.followSystem, .followSystem, .followSystem, .alwaysReduce, .neverReduce]))
    let reducer = LaunchIntroReducer(
      configuration: configuration, appVersion: appVersion, policy: policy)
    let preferences = randomPreferences(&random)
    var state = reducer.initialState(preferences: preferences, seenRecord: seenRecord)
    var pending = randomEvents(&random)

    var done: [Step] = []
    func failure(_ message: String) -> String {
      """
      \(message)
      \(configuration), app \(appVersion), seen \(seenRecord?.appVersion ?? "never"), \
      policy \(policy.mode), reduceMotion \(preferences.reduceMotion) \
      animatedImages \(preferences.playsAnimatedImages)
      \(done.map(\.description).joined(separator: "\n"))
      """
    }

    let bound = configuration.timeout + configuration.fadeOutDuration
    var timers: [LaunchIntroTimer: Duration] = [:]
    var finishes: [(reason: LaunchIntroFinishReason, time: Duration)] = []
    var records: [LaunchIntroSeenRecord] = []
    var launchTime: Duration?
    var reducedWithSkipAtLaunch = false
    var cancelledBeforeFinishing = false

    while true {
      // The next step: the earliest pending event or timer; a tie goes either way.
      let nextTimer = timers.min { ($0.value, $0.key.rawValue) < ($1.value, $1.key.rawValue) }
      let step: Step
      if let event = pending.first,
        nextTimer.map({ event.time < $0.value || (event.time == $0.value && random.chance(0.5)) })
          ?? true
      {
        step = pending.removeFirst()
      } else if let (timer, deadline) = nextTimer {
        timers[timer] = nil  // delivered: the driver forgets it before reporting it
        step = Step(time: deadline, event: .timerElapsed(timer))
      } else {
        break
      }
      done.append(step)

      let wasOver = state.isOver
      let wasAwaitingLaunch = state.phase == .awaitingLaunch
      let effects = reducer.reduce(&state, step.event)

      if wasAwaitingLaunch, state.phase != .awaitingLaunch, step.event != .cancelled {
        launchTime = step.time
        reducedWithSkipAtLaunch =
          step.event == .launched(.cold) && state.reducesMotion
          && configuration.reducedMotionBehavior == .skip
      }
      if step.event == .cancelled, !wasOver, finishes.isEmpty { cancelledBeforeFinishing = true }

      for effect in effects {
        switch effect {
        case .startTimer(let timer, let duration):
          guard timers[timer] == nil else { return failure("started \(timer) twice") }
          timers[timer] = step.time + duration
        case .cancelTimer(let timer):
          guard timers.removeValue(forKey: timer) != nil else {
            return failure("cancelled \(timer), which was not running")
          }
        case .recordSeen(let record):
          guard record.appVersion == appVersion else { return failure("recorded \(record)") }
          records.append(record)
        case .notifyFinished(let reason):
          finishes.append((reason, step.time))
        }
      }

      // Exactly once, never after cancellation, never late.
      guard finishes.count <= 1, records.count <= 1 else {
        return failure(
          "INT-07: finished \(finishes.map(\.reason)), recorded \(records.count) times")
      }
      if cancelledBeforeFinishing, !finishes.isEmpty || !records.isEmpty {
        return failure("INT-13: told or recorded after cancellation")
      }
      if let finish = finishes.first, let launchTime,
        finish.time - launchTime > configuration.timeout
      {
        return failure("INT-04: finished at \(finish.time), launched at \(launchTime)")
      }
      guard Set(timers.keys) == state.runningTimers else {
        return failure(
          "timers \(timers.keys.sorted { $0.rawValue < $1.rawValue }), state says \(state.runningTimers)"
        )
      }
      if state.isOver, !timers.isEmpty { return failure("INT-13: timers left running") }

      let presentation = reducer.presentation(of: state)
      guard presentation.isContentMounted, presentation.overlayZIndex > 0,
        presentation.isOverlayAccessibilityHidden
      else { return failure("content not mounted, or overlay below it or visible to VoiceOver") }
      if presentation.overlay != nil {
        guard let launchTime, step.time - launchTime <= bound else {
          return failure("overlay still there at \(step.time), beyond timeout + fade")
        }
      }
      if reducedWithSkipAtLaunch, presentation != .noOverlay {
        return failure("INT-10: \(presentation) under Reduce Motion with skip")
      }
      if state.reducesMotion, configuration.reducedMotionBehavior == .skip,
        presentation == .animatedOverlay || presentation == .staticOverlay
      {
        return failure("INT-12: \(presentation) under Reduce Motion with skip")
      }
    }

    // Every launch ends with one finish, unless it was cancelled first.
    if launchTime != nil, !cancelledBeforeFinishing {
      guard finishes.count == 1, state.isOver else {
        return failure("never finished: \(state.phase), told \(finishes.map(\.reason))")
      }
      guard records.count == (finishes[0].reason.wasDue ? 1 : 0) else {
        return failure("INT-14: recorded \(records.count) times for \(finishes[0].reason)")
      }
    } else if !finishes.isEmpty {
      return failure("finished without a launch")
    }
    guard reducer.presentation(of: state) == .noOverlay else {
      return failure("an overlay is left: \(reducer.presentation(of: state))")
    }
    return nil
  }
}
