import MotionAware
import Testing

@Suite("Manual clock")
struct ManualClockTests {
  @Test func sleeperWakesOnlyWhenTheTimeReachesItsDeadline() async throws {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(until: .init(offset: .seconds(3))) }
    try await waitUntil { clock.sleeperCount == 1 }

    clock.advance(by: .seconds(2))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .seconds(1))
    #expect(clock.sleeperCount == 0)
    try await sleeper.value
    #expect(clock.now == .init(offset: .seconds(3)))
  }

  @Test func sleepingUntilAPastDeadlineReturnsAtOnce() async throws {
    let clock = ManualClock()
    clock.advance(by: .seconds(5))
    try await clock.sleep(for: .seconds(-1))
    try await clock.sleep(until: .init(offset: .seconds(5)))
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancellingASleeperRemovesItAndThrows() async throws {
    let clock = ManualClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    try await waitUntil { clock.sleeperCount == 1 }
    sleeper.cancel()
    #expect(clock.sleeperCount == 0)
    await #expect(throws: CancellationError.self) { try await sleeper.value }
  }

  @Test func aTaskCancelledBeforeSleepingNeverWaits() async {
    let clock = ManualClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func timeNeverGoesBack() {
    let clock = ManualClock()
    clock.advance(to: .init(offset: .seconds(2)))
    clock.advance(to: .init(offset: .seconds(1)))
    clock.advance(by: .seconds(-1))
    #expect(clock.now == .init(offset: .seconds(2)))
    #expect(clock.now.duration(to: .init(offset: .seconds(3))) == .seconds(1))
  }
}
