import Testing

@testable import MotionAware

/// The launch intro through its controller, with timers on a ``ManualClock``: time moves only
/// when a test advances it, so nothing sleeps.
@Suite("Launch intro controller")
@MainActor
struct LaunchIntroControllerTests {
  let clock = ManualClock()
  let store = InMemoryLaunchIntroSeenStore()
  let fade = Duration.milliseconds(250)

  /// What the controller told the app, and when.
  final class Finishes {
    var received: [(reason: LaunchIntroFinishReason, at: Duration)] = []
    var reasons: [LaunchIntroFinishReason] { received.map(\.reason) }
  }

  func makeIntro(
    _ configuration: LaunchIntroConfiguration = .charmotion,
    preferences: any MotionPreferencesSource = ManualMotionPreferencesSource(.standard),
    finishes: Finishes
  ) -> LaunchIntroController {
    let clock = clock
    return LaunchIntroController(
      configuration, preferences: preferences, seenStore: store, appVersion: "1.0", clock: clock,
      onFinish: { finishes.received.append(($0, clock.now.offset)) })
  }

  /// Moves the clock to `offset` after the start and delivers the timers that are due.
  func advance(to offset: Duration, _ intro: LaunchIntroController) async {
    clock.advance(to: .init(offset: offset))
    await intro.waitForDueTimers()
  }

  @Test func int01TheFirstPresentationIsTheOverlayAlready() async {
    let intro = makeIntro(finishes: Finishes())
    #expect(intro.presentation == .animatedOverlay)
    var presentations = intro.presentations().makeAsyncIterator()
    #expect(await presentations.next() == .animatedOverlay)
  }

  @Test func int02FinishesAtTheLengthAfterTheAssetLoadedThenFadesFor250Milliseconds() async {
    let finishes = Finishes()
    let intro = makeIntro(finishes: finishes)

    await advance(to: .milliseconds(200), intro)
    intro.handle(.assetLoaded)
    await advance(to: .milliseconds(2799), intro)
    #expect(intro.presentation == .animatedOverlay)
    #expect(finishes.reasons.isEmpty)

    await advance(to: .milliseconds(2800), intro)
    #expect(intro.presentation == .fadingOut(.animated, duration: fade))
    #expect(finishes.received.map(\.at) == [.milliseconds(2800)])
    #expect(finishes.reasons == [.lengthElapsed])

    await advance(to: .milliseconds(3049), intro)
    #expect(intro.presentation == .fadingOut(.animated, duration: fade))
    await advance(to: .milliseconds(3050), intro)
    #expect(intro.presentation == .noOverlay)
    #expect(intro.runningTimerCount == 0)
    #expect(clock.sleeperCount == 0)
    #expect(store.seenRecord == .version1)
  }

  @Test func int04FinishesAtTheTimeoutWhenTheAssetNeverLoads() async {
    let finishes = Finishes()
    let intro = makeIntro(finishes: finishes)
    await advance(to: .milliseconds(2999), intro)
    #expect(intro.presentation == .animatedOverlay)
    await advance(to: .seconds(3), intro)
    #expect(finishes.received.map(\.at) == [.seconds(3)])
    #expect(finishes.reasons == [.timeout])
    await advance(to: .milliseconds(3250), intro)
    #expect(intro.presentation == .noOverlay)
    #expect(clock.sleeperCount == 0)
  }

  @Test func int07TriggerTapAndTimeoutTogetherNotifyOnce() async {
    let finishes = Finishes()
    let intro = makeIntro(LaunchIntroConfiguration(ending: .onEndTrigger), finishes: finishes)
    intro.handle(.assetLoaded)
    await advance(to: .seconds(1), intro)
    intro.handle(.endTriggerFired)
    intro.handle(.tapped)
    intro.handle(.endTriggerFired)
    await advance(to: .seconds(5), intro)
    intro.handle(.tapped)
    #expect(finishes.reasons == [.endTrigger])
    #expect(finishes.received.map(\.at) == [.seconds(1)])
    #expect(intro.presentation == .noOverlay)
  }

  @Test func int10UnderReduceMotionTheOverlayIsNeverPresentedAndTheFinishIsToldOnce() async {
    let finishes = Finishes()
    let intro = makeIntro(
      preferences: ManualMotionPreferencesSource(.reduced), finishes: finishes)
    var presentations = intro.presentations().makeAsyncIterator()
    #expect(await presentations.next() == .noOverlay)
    #expect(intro.presentation == .noOverlay)
    #expect(finishes.reasons == [.reducedMotion])
    #expect(intro.runningTimerCount == 0)

    // The finish happened during initialization; a handler set afterwards is told, once.
    let unobserved = LaunchIntroController(
      .charmotion, preferences: ManualMotionPreferencesSource(.reduced), seenStore: store,
      appVersion: "1.0", clock: clock)
    var late: [LaunchIntroFinishReason] = []
    unobserved.onFinish = { late.append($0) }
    unobserved.onFinish = { late.append($0) }
    #expect(late == [.reducedMotion])
    intro.onFinish = { late.append($0) }  // already told: not again
    #expect(late == [.reducedMotion])
  }

  @Test func int12TheControllerFollowsReduceMotionTurningOnMidIntro() async {
    let preferences = ManualMotionPreferencesSource(.standard)
    let finishes = Finishes()
    let intro = makeIntro(preferences: preferences, finishes: finishes)
    var presentations = intro.presentations().makeAsyncIterator()
    #expect(await presentations.next() == .animatedOverlay)
    let running = Task { await intro.run() }

    preferences.update { $0.reduceMotion = true }
    #expect(await presentations.next() == .fadingOut(.animated, duration: fade))
    #expect(finishes.reasons == [.reducedMotion])

    running.cancel()
    await running.value
  }

  /// The timeout counts from when the overlay is on screen, not from the controller's creation
  /// in `App.init`: a slow start must not cut a 2.6 s intro under a 3 s timeout.
  @Test func introTimeoutCountsFromTheOverlayAppearing() async {
    let finishes = Finishes()
    let intro = makeIntro(
      LaunchIntroConfiguration(ending: .after(.milliseconds(2600)), timeout: .seconds(3)),
      finishes: finishes)
    await advance(to: .milliseconds(800), intro)  // the first frame, late
    intro.handle(.overlayAppeared)
    intro.handle(.assetLoaded)
    await advance(to: .milliseconds(3000), intro)
    #expect(finishes.reasons.isEmpty)
    await advance(to: .milliseconds(3400), intro)
    #expect(finishes.reasons == [.lengthElapsed])
    #expect(finishes.received.map(\.at) == [.milliseconds(3400)])

    // Reported again, it changes nothing: the intro is fading out.
    intro.handle(.overlayAppeared)
    #expect(intro.runningTimerCount == 1)
  }

  /// Reported only once, the overlay's appearance restarts the timeout only once.
  @Test func theTimeoutRestartsOnlyOnce() async {
    let finishes = Finishes()
    let intro = makeIntro(LaunchIntroConfiguration(ending: .onEndTrigger), finishes: finishes)
    await advance(to: .milliseconds(500), intro)
    intro.handle(.overlayAppeared)
    await advance(to: .milliseconds(1000), intro)
    intro.handle(.overlayAppeared)
    await advance(to: .milliseconds(3500), intro)
    #expect(finishes.reasons == [.timeout])
    #expect(finishes.received.map(\.at) == [.milliseconds(3500)])
  }

  /// The intro follows the policy its own views follow: an in-app `.alwaysReduce` reaches the
  /// controller through the container, so the overlay does not stay up frozen.
  @Test func launchIntroFollowsTheViewsPolicy() async {
    let finishes = Finishes()
    let intro = makeIntro(
      LaunchIntroConfiguration(ending: .onEndTrigger), finishes: finishes)
    #expect(intro.presentation == .animatedOverlay)

    let inAppSwitch = MotionPolicy(mode: .alwaysReduce)
    intro.followViewPreferences(inAppSwitch.effectivePreferences(.standard))
    #expect(intro.presentation == .fadingOut(.animated, duration: fade))
    #expect(finishes.reasons == [.reducedMotion])
  }

  /// Once the views report preferences, the source's changes no longer decide: the views already
  /// see them, through the policy the app set for them.
  @Test func launchIntroFollowsTheViewsOverItsSource() async {
    let system = ManualMotionPreferencesSource(.standard)
    let finishes = Finishes()
    let intro = makeIntro(preferences: system, finishes: finishes)
    let running = Task { await intro.run() }
    let demo = MotionPolicy(mode: .neverReduce)
    intro.followViewPreferences(demo.effectivePreferences(.standard))
    // Whether the run loop subscribed before the change or reads it when it starts, it sees it.
    for _ in 0..<100 { await Task.yield() }

    system.update { $0.reduceMotion = true }
    intro.followViewPreferences(demo.effectivePreferences(system.current))
    for _ in 0..<100 { await Task.yield() }
    #expect(intro.presentation == .animatedOverlay)
    #expect(finishes.reasons.isEmpty)

    running.cancel()
    await running.value
  }

  @Test func int13CancellingTheViewsTaskStopsEveryTimerAndEveryCallback() async throws {
    let finishes = Finishes()
    let intro = makeIntro(finishes: finishes)
    let running = Task { await intro.run() }
    intro.handle(.assetLoaded)
    try await waitUntil { clock.sleeperCount == 2 }  // the timeout and the length

    running.cancel()
    #expect(clock.sleeperCount == 0)  // at once, before the task even resumes
    clock.advance(by: .seconds(10))
    await intro.waitForDueTimers()
    await running.value

    #expect(finishes.reasons.isEmpty)
    #expect(intro.runningTimerCount == 0)
    #expect(intro.presentation == .noOverlay)
    #expect(intro.state.phase == .cancelled)
    #expect(store.seenRecord == nil)
    intro.handle(.tapped)
    intro.handle(.launched(.warm))
    #expect(finishes.reasons.isEmpty)
  }

  @Test func int13CancellingDirectlyOrDroppingTheControllerLeavesNoTimer() async throws {
    let finishes = Finishes()
    let cancelled = makeIntro(finishes: finishes)
    cancelled.handle(.assetLoaded)
    try await waitUntil { clock.sleeperCount == 2 }
    cancelled.cancel()
    #expect(clock.sleeperCount == 0)
    #expect(cancelled.runningTimerCount == 0)

    var dropped: LaunchIntroController? = makeIntro(finishes: finishes)
    try await waitUntil { clock.sleeperCount == 1 }
    #expect(dropped != nil)
    dropped = nil
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(10))
    #expect(finishes.reasons.isEmpty)
  }

  @Test func int14AKilledLaunchShowsTheIntroAgainAndAFinishedOneDoesNot() async {
    let firstLaunchOnly = LaunchIntroConfiguration(
      schedule: .firstLaunchOnly, ending: .after(.milliseconds(2600)))
    let finishes = Finishes()

    let killed = makeIntro(firstLaunchOnly, finishes: finishes)
    #expect(killed.presentation == .animatedOverlay)
    killed.cancel()
    #expect(store.seenRecord == nil)

    let shownAgain = makeIntro(firstLaunchOnly, finishes: finishes)
    #expect(shownAgain.presentation == .animatedOverlay)
    shownAgain.handle(.assetFailed)
    #expect(store.seenRecord == .version1)

    let later = makeIntro(firstLaunchOnly, finishes: finishes)
    #expect(later.presentation == .noOverlay)
    #expect(finishes.reasons == [.assetFailed, .notScheduled])
  }
}
