/// A clock whose time moves only when code advances it: for tests and previews.
///
/// Sleepers wake when ``advance(by:)`` or ``advance(to:)`` moves the time to or past their
/// deadline, never because real time passed, so a test of a 3-second timeout takes no time and
/// a preview can hold an intro on screen for as long as it is open.
///
/// ```swift
/// let clock = ManualClock()
/// let intro = LaunchIntroController(configuration, clock: clock, …)
/// clock.advance(by: .seconds(3))   // the timeout elapses
/// ```
public final class ManualClock: Clock, Sendable {
  /// A point in the clock's time: how long after the clock's start.
  public struct Instant: InstantProtocol, Sendable {
    /// The time since the clock started.
    public var offset: Duration

    /// The instant `offset` after the clock's start.
    public init(offset: Duration) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private enum Sleep {
    /// Registered, not yet waiting on its continuation.
    case starting(deadline: Instant)
    case waiting(deadline: Instant, CheckedContinuation<Void, any Error>)
    /// Cancelled before it started waiting.
    case cancelled
  }

  private struct State {
    var now: Instant
    var nextSleepID: UInt64 = 0
    var sleeps: [UInt64: Sleep] = [:]
  }

  private let state: LockedState<State>

  /// A clock whose time starts at `start`.
  public init(start: Instant = Instant(offset: .zero)) {
    state = LockedState(State(now: start))
  }

  public var now: Instant {
    state.withLock { $0.now }
  }

  public var minimumResolution: Duration {
    .zero
  }

  /// How many sleepers are waiting for the time to reach their deadline.
  ///
  /// A waiting sleeper stops waiting as soon as its task is cancelled, so zero right after a
  /// component is cancelled means it left no timer running.
  public var sleeperCount: Int {
    state.withLock { state in
      // `count(where:)` is Swift 6's standard library; the iOS 17 and macOS 14 SDKs carry 5.9's.
      state.sleeps.values.filter { sleep in
        if case .waiting = sleep { true } else { false }
      }.count
    }
  }

  /// Suspends until the clock is advanced to `deadline` or past it; returns at once if the time
  /// is already there. Throws `CancellationError` if the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      state.nextSleepID += 1
      state.sleeps[state.nextSleepID] = .starting(deadline: deadline)
      return state.nextSleepID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = state.withLock { state in
          switch state.sleeps[id] {
          case .cancelled, nil:
            state.sleeps[id] = nil
            return .failure(CancellationError())
          case .starting, .waiting:
            if deadline <= state.now {
              state.sleeps[id] = nil
              return .success(())
            }
            state.sleeps[id] = .waiting(deadline: deadline, continuation)
            return nil
          }
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let waiting: CheckedContinuation<Void, any Error>? = state.withLock { state in
        switch state.sleeps[id] {
        case .waiting(_, let continuation):
          state.sleeps[id] = nil
          return continuation
        case .starting:
          // The operation has not suspended yet; it sees the mark and throws.
          state.sleeps[id] = .cancelled
          return nil
        case .cancelled, nil:
          return nil
        }
      }
      waiting?.resume(throwing: CancellationError())
    }
  }

  /// Moves the time forward by `duration` and wakes every sleeper whose deadline is reached,
  /// earliest deadline first. A negative duration does nothing: time never goes back.
  public func advance(by duration: Duration) {
    advance(to: now.advanced(by: duration))
  }

  /// Moves the time forward to `instant` and wakes every sleeper whose deadline is reached,
  /// earliest deadline first. An instant in the past does nothing: time never goes back.
  public func advance(to instant: Instant) {
    let due: [CheckedContinuation<Void, any Error>] = state.withLock { state in
      guard instant > state.now else { return [] }
      state.now = instant
      let reached = state.sleeps.compactMap {
        (id, sleep) -> (id: UInt64, deadline: Instant, CheckedContinuation<Void, any Error>)? in
        guard case .waiting(let deadline, let continuation) = sleep, deadline <= instant else {
          return nil
        }
        return (id, deadline, continuation)
      }
      .sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
      for sleeper in reached {
        state.sleeps[sleeper.id] = nil
      }
      return reached.map(\.2)
    }
    for continuation in due {
      continuation.resume()
    }
  }
}
