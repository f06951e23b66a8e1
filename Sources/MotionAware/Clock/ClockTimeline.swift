/// Any `Clock` measured in `Duration`, seen as time elapsed since the timeline was created.
///
/// The controllers keep one of these instead of being generic over their clock, so the views
/// that hold them need not name a clock type.
struct ClockTimeline: Sendable {
  private let elapsed: @Sendable () -> Duration
  private let sleepUntil: @Sendable (Duration) async throws -> Void

  /// A timeline starting now on `clock`.
  init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let origin = clock.now
    elapsed = { origin.duration(to: clock.now) }
    sleepUntil = { offset in
      try await clock.sleep(until: origin.advanced(by: offset), tolerance: nil)
    }
  }

  /// The time since the timeline was created.
  var now: Duration {
    elapsed()
  }

  /// Suspends until `offset` after the timeline's creation; throws if the task is cancelled.
  func sleep(until offset: Duration) async throws {
    try await sleepUntil(offset)
  }
}
