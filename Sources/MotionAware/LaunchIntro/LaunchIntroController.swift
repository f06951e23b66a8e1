import Foundation

/// Runs an app's launch intro: decides on the first frame whether it shows, runs its timers on a
/// clock, follows the motion preferences, keeps the "seen" record, and tells the app once when
/// it finishes.
///
/// Create it once per process — as a property of the `App`, or of the scene delegate — so the
/// first frame already has the right presentation:
///
/// ```swift
/// @main
/// struct PipApp: App {
///   @State private var intro = LaunchIntroController(
///     LaunchIntroConfiguration(schedule: .firstLaunchAndAfterUpdate, ending: .onEndTrigger))
///
///   var body: some Scene {
///     WindowGroup {
///       // Shows intro.presentation, and runs the intro in its .task: follows Reduce Motion,
///       // cancels the intro if the container goes.
///       LaunchIntroContainer(intro) { ContentView() } intro: { IntroView(intro: intro) }
///     }
///   }
/// }
///
/// // The intro's animation view forwards what its runtime reports:
/// intro.handle(.assetLoaded)      // or .assetFailed, .endTriggerFired
/// // The content says when it is ready (what a static intro waits for):
/// intro.handle(.contentReady)
/// ```
@MainActor
public final class LaunchIntroController {
  /// The decisions this controller carries out.
  public let reducer: LaunchIntroReducer

  /// The state now.
  public private(set) var state: LaunchIntroState

  /// Called once when the intro finishes, for any reason — including when it does not show at
  /// all. Set after the intro already finished, it is called at once. Never called after
  /// cancellation.
  public var onFinish: ((LaunchIntroFinishReason) -> Void)? {
    didSet { deliverFinish() }
  }

  /// Called with every new presentation, synchronously, before ``presentations()`` delivers it:
  /// for a UIKit host that must update in the same turn.
  public var onPresentationChange: ((LaunchIntroPresentation) -> Void)?

  private struct TimerTask: Sendable {
    let generation: UInt64
    let deadline: Duration
    let task: Task<Void, Never>
  }

  private let preferences: any MotionPreferencesSource
  private let seenStore: any LaunchIntroSeenStore
  private let timeline: ClockTimeline
  private let broadcast: ValueBroadcast<LaunchIntroPresentation>
  // Reachable without the main actor, so a cancelled task and deinit can stop the timers at once.
  private let timers = LockedState<[LaunchIntroTimer: TimerTask]>([:])
  private let cancellationRequested = LockedState(false)
  private var nextTimerGeneration: UInt64 = 0
  private var undeliveredFinish: LaunchIntroFinishReason?
  private var followsViewPreferences = false

  /// Creates the controller and reports the launch, so that ``presentation`` is right from the
  /// first frame: under Reduce Motion with ``LaunchIntroConfiguration/ReducedMotionBehavior/skip``
  /// the overlay is never inserted.
  ///
  /// - Parameters:
  ///   - configuration: When the intro shows, how it ends, its timeout and fade.
  ///   - launch: How the app started; a cold start unless told otherwise.
  ///   - preferences: Where the motion preferences come from; the system's by default.
  ///   - policy: Decides whether motion is reduced; it follows the system by default.
  ///   - seenStore: Where the "intro seen" record is kept; `UserDefaults.standard` by default.
  ///   - appVersion: The app's version, for ``LaunchIntroConfiguration/Schedule/firstLaunchAndAfterUpdate``;
  ///     by default the main bundle's `CFBundleShortVersionString`.
  ///   - clock: Runs the timers; a `ContinuousClock` by default, a ``ManualClock`` in tests.
  ///   - onFinish: Called once when the intro finishes (see ``onFinish``).
  public init<C: Clock<Duration>>(
    _ configuration: LaunchIntroConfiguration,
    launch: LaunchIntroEvent.LaunchKind = .cold,
    preferences: any MotionPreferencesSource = SystemMotionPreferencesSource.shared,
    policy: MotionPolicy = MotionPolicy(),
    seenStore: any LaunchIntroSeenStore = UserDefaultsLaunchIntroSeenStore(),
    appVersion: String? = nil,
    clock: C = ContinuousClock(),
    onFinish: ((LaunchIntroFinishReason) -> Void)? = nil
  ) {
    reducer = LaunchIntroReducer(
      configuration: configuration, appVersion: appVersion ?? Self.mainBundleVersion,
      policy: policy)
    self.preferences = preferences
    self.seenStore = seenStore
    self.timeline = ClockTimeline(clock)
    self.onFinish = onFinish
    state = reducer.initialState(
      preferences: preferences.current, seenRecord: seenStore.seenRecord)
    broadcast = ValueBroadcast(reducer.presentation(of: state))
    handle(.launched(launch))
  }

  deinit {
    for timer in timers.withLock({ Array($0.values) }) {
      timer.task.cancel()
    }
  }

  /// What the container shows now.
  public var presentation: LaunchIntroPresentation {
    broadcast.current
  }

  /// The presentation now, then each time it changes.
  public func presentations() -> AsyncStream<LaunchIntroPresentation> {
    broadcast.stream()
  }

  /// Reports `event`: updates the state, then the presentation, then carries out the effects
  /// (timers, the "seen" record, the finish notification).
  ///
  /// After a cancellation every event is ignored.
  public func handle(_ event: LaunchIntroEvent) {
    let event = cancellationRequested.withLock { $0 } ? .cancelled : event
    let effects = reducer.reduce(&state, event)
    let presentation = reducer.presentation(of: state)
    if presentation != broadcast.current {
      onPresentationChange?(presentation)
      broadcast.publish(presentation)
    }
    for effect in effects {
      perform(effect)
    }
  }

  /// Takes the motion preferences from the views from now on, and applies `preferences`.
  ///
  /// `LaunchIntroContainer` calls it with SwiftUI's `\.motionPreferences`, which carry the
  /// in-app ``MotionPolicy`` mode (`.motionPolicy(.alwaysReduce)`) and any override, so the
  /// intro decides as its own views do: an intro whose animation pauses under the app's policy
  /// is skipped or made static, never left on screen frozen. From then on the source's changes
  /// are ignored: the views see the system's settings too, and report them.
  public func followViewPreferences(_ preferences: MotionPreferences) {
    followsViewPreferences = true
    handle(.preferencesChanged(preferences))
  }

  /// Stops the intro for good because its view went away: no timer keeps running, and
  /// ``onFinish`` is not called from now on. The intro is not recorded as seen.
  public func cancel() {
    cancellationRequested.withLock { $0 = true }
    handle(.cancelled)
  }

  /// Follows the motion preferences until the calling task is cancelled, then cancels the intro:
  /// the source's, until the views report theirs (``followViewPreferences(_:)``).
  ///
  /// Call it from the container's `.task`, so the intro stops when the container goes away, or
  /// from a `Task` a UIKit host cancels.
  public func run() async {
    await withTaskCancellationHandler {
      // Subscribe before reading, so no change falls between the two.
      let changes = preferences.changes()
      if !followsViewPreferences { handle(.preferencesChanged(preferences.current)) }
      for await changed in changes where !followsViewPreferences {
        handle(.preferencesChanged(changed))
      }
    } onCancel: { [cancellationRequested, timers] in
      // Stop at once, from whatever thread cancels: no timer may fire in the meantime.
      cancellationRequested.withLock { $0 = true }
      for timer in timers.withLock({ Array($0.values) }) {
        timer.task.cancel()
      }
    }
    if Task.isCancelled { cancel() }
  }

  // MARK: Effects

  private func perform(_ effect: LaunchIntroEffect) {
    switch effect {
    case .startTimer(let timer, let duration):
      start(timer, after: duration)
    case .cancelTimer(let timer):
      timers.withLock { $0.removeValue(forKey: timer) }?.task.cancel()
    case .recordSeen(let record):
      seenStore.save(record)
    case .notifyFinished(let reason):
      undeliveredFinish = reason
      deliverFinish()
    }
  }

  private func deliverFinish() {
    guard let reason = undeliveredFinish, let onFinish,
      !cancellationRequested.withLock({ $0 })
    else { return }
    undeliveredFinish = nil
    onFinish(reason)
  }

  private func start(_ timer: LaunchIntroTimer, after duration: Duration) {
    nextTimerGeneration += 1
    let generation = nextTimerGeneration
    // The deadline counts from now, even if the task starts sleeping a little later.
    let deadline = timeline.now + duration
    let timeline = self.timeline
    let task = Task { [weak self] in
      do {
        try await timeline.sleep(until: deadline)
      } catch {
        return
      }
      self?.timerDidElapse(timer, generation: generation)
    }
    let replaced = timers.withLock { timers in
      timers.updateValue(
        TimerTask(generation: generation, deadline: deadline, task: task), forKey: timer)
    }
    replaced?.task.cancel()
  }

  private func timerDidElapse(_ timer: LaunchIntroTimer, generation: UInt64) {
    guard !Task.isCancelled else { return }
    let current = timers.withLock { timers -> Bool in
      guard timers[timer]?.generation == generation else { return false }
      timers[timer] = nil
      return true
    }
    guard current else { return }
    handle(.timerElapsed(timer))
  }

  // MARK: Testing

  /// How many timers are running.
  var runningTimerCount: Int {
    timers.withLock { $0.count }
  }

  /// Waits until every timer whose deadline has passed on the clock has been delivered,
  /// including timers those deliveries started. For tests driving a ``ManualClock``.
  func waitForDueTimers() async {
    var awaited: Set<UInt64> = []
    while true {
      let now = timeline.now
      let due = timers.withLock { timers in
        timers.values.filter { $0.deadline <= now && !awaited.contains($0.generation) }
      }
      guard !due.isEmpty else { return }
      for timer in due {
        awaited.insert(timer.generation)
        await timer.task.value
      }
    }
  }

  private static var mainBundleVersion: String {
    let info = Bundle.main
    return info.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String
      ?? info.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? ""
  }
}
