import Testing

@testable import MotionAware

@Suite("Following the preferences on the main actor")
@MainActor
struct MotionPreferencesObserverTests {
  @Test func currentAndChangesStartsWithTheCurrentValueAndSkipsRepeats() async {
    let source = ManualMotionPreferencesSource(.reduced)
    var values = source.currentAndChanges().makeAsyncIterator()
    #expect(await values.next() == .reduced)
    source.update(to: .standard)
    source.update(to: .standard)
    source.update { $0.playsAnimatedImages = false }
    #expect(await values.next() == .standard)
    #expect(await values.next() == MotionPreferences(playsAnimatedImages: false))
  }

  @Test func currentAndChangesEndsWithTheSource() async {
    var source: ManualMotionPreferencesSource? = ManualMotionPreferencesSource()
    var values = source!.currentAndChanges().makeAsyncIterator()
    #expect(await values.next() == .standard)
    source = nil
    #expect(await values.next() == nil)
  }

  @Test func appliesTheCurrentValueBeforeInitReturns() {
    let source = ManualMotionPreferencesSource(.reduced)
    var applied: [MotionPreferences] = []
    let observer = MotionPreferencesObserver(source: source) { applied.append($0) }
    #expect(applied == [.reduced])
    #expect(observer.preferences == .reduced)
  }

  @Test func callsBackOnceForEachChangeOnTheMainActor() async {
    let source = ManualMotionPreferencesSource()
    let (calls, recorder) = AsyncStream.makeStream(of: MotionPreferences.self)
    let observer = MotionPreferencesObserver(source: source) { preferences in
      MainActor.assertIsolated()
      recorder.yield(preferences)
    }
    var received = calls.makeAsyncIterator()
    #expect(await received.next() == .standard)

    // One toggle announced twice, then a change of another setting.
    source.update(to: .reduced)
    source.update(to: .reduced)
    source.update { $0.dimsFlashingLights = true }
    #expect(await received.next() == .reduced)
    #expect(
      await received.next() == MotionPreferences(reduceMotion: true, dimsFlashingLights: true))
    #expect(observer.preferences.dimsFlashingLights)
  }

  @Test func streamsEachChangeToEveryFollower() async {
    let source = ManualMotionPreferencesSource()
    let observer = MotionPreferencesObserver(source: source)
    var first = observer.changes().makeAsyncIterator()
    var second = observer.changes().makeAsyncIterator()
    source.update(to: .reduced)
    #expect(await first.next() == .reduced)
    #expect(await second.next() == .reduced)
  }

  @Test func thePolicyModeAppliesAndChangingItDeliversTheResult() async {
    let source = ManualMotionPreferencesSource()
    var applied: [Bool] = []
    let observer = MotionPreferencesObserver(
      source: source, policy: MotionPolicy(mode: .alwaysReduce)
    ) { applied.append($0.reduceMotion) }
    #expect(observer.preferences.reduceMotion)

    // A change the mode hides is not delivered.
    source.update(to: .reduced)
    var changes = observer.changes().makeAsyncIterator()
    observer.policy = MotionPolicy(mode: .neverReduce)
    #expect(await changes.next() == .standard)
    #expect(applied == [true, false])
  }

  // A guard against a hang, not a timing: on a loaded machine this test waits its turn for the
  // main actor behind the other suites' main-actor tests.
  @Test(.timeLimit(.minutes(5)))
  func cancellingEndsTheStreamsAndStopsFollowingTheSource() async {
    let source = CountingSource()
    let observer = MotionPreferencesObserver(source: source)
    var followers = source.followerCounts.makeAsyncIterator()
    #expect(await followers.next() == 1)
    var changes = observer.changes().makeAsyncIterator()

    observer.cancel()
    #expect(await changes.next() == nil)
    #expect(await followers.next() == 0)

    var late = observer.changes().makeAsyncIterator()
    #expect(await late.next() == nil)
  }

  @Test func releasingTheObserverStopsFollowingTheSource() async {
    let source = CountingSource()
    var observer: MotionPreferencesObserver? = MotionPreferencesObserver(source: source)
    var followers = source.followerCounts.makeAsyncIterator()
    #expect(await followers.next() == 1)
    #expect(observer != nil)

    observer = nil
    #expect(await followers.next() == 0)
  }
}

/// A source that reports how many streams follow it, so a test can wait for an observer to let go.
private final class CountingSource: MotionPreferencesSource {
  private let counts: (AsyncStream<Int>, AsyncStream<Int>.Continuation) = AsyncStream.makeStream()
  private let active = LockedState(0)

  var current: MotionPreferences { .standard }

  var followerCounts: AsyncStream<Int> { counts.0 }

  func changes() -> AsyncStream<MotionPreferences> {
    let (stream, continuation) = AsyncStream.makeStream(of: MotionPreferences.self)
    let count = active.withLock { count in
      count += 1
      return count
    }
    counts.1.yield(count)
    let counts = counts.1
    let active = active
    continuation.onTermination = { _ in
      let left = active.withLock { count in
        count -= 1
        return count
      }
      counts.yield(left)
    }
    return stream
  }
}
