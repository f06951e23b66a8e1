import MotionAware
import Testing

/// A reducer and its state, for tests that send events one by one.
struct IntroMachine {
  let reducer: LaunchIntroReducer
  var state: LaunchIntroState

  init(
    _ configuration: LaunchIntroConfiguration = .charmotion,
    preferences: MotionPreferences = .standard,
    seenRecord: LaunchIntroSeenRecord? = nil,
    appVersion: String = "1.0"
  ) {
    reducer = LaunchIntroReducer(configuration: configuration, appVersion: appVersion)
    state = reducer.initialState(preferences: preferences, seenRecord: seenRecord)
  }

  mutating func send(_ event: LaunchIntroEvent) -> [LaunchIntroEffect] {
    reducer.reduce(&state, event)
  }

  var presentation: LaunchIntroPresentation {
    reducer.presentation(of: state)
  }
}

extension LaunchIntroConfiguration {
  /// The guide's Charmotion intro: 2.6 s long, 3 s timeout, 0.25 s fade, skippable, skipped
  /// under Reduce Motion, on every cold start.
  static let charmotion = LaunchIntroConfiguration(ending: .after(.milliseconds(2600)))
}

extension LaunchIntroSeenRecord {
  static let version1 = LaunchIntroSeenRecord(appVersion: "1.0")
}

/// The launch intro's scenario table: one test per row, named after the row id. Each test sends
/// events to the reducer and checks the entire new state and the exact effects; the rows about
/// time, cancellation and storage also run through ``LaunchIntroController`` (see
/// LaunchIntroControllerTests).
@Suite("Launch intro scenarios")
struct LaunchIntroScenarioTests {
  let fade = Duration.milliseconds(250)
  let version1 = LaunchIntroSeenRecord.version1

  /// The effects of finishing from the screen, with `timers` still running.
  func finishing(
    _ reason: LaunchIntroFinishReason, cancelling timers: [LaunchIntroTimer] = [.timeout]
  ) -> [LaunchIntroEffect] {
    timers.map { .cancelTimer($0) } + [
      .startTimer(.fadeOut, after: fade), .recordSeen(version1), .notifyFinished(reason),
    ]
  }

  @Test func int01ColdStartShowsTheAnimatedOverlayOverMountedContent() {
    var intro = IntroMachine()
    #expect(intro.state == LaunchIntroState(reducesMotion: false))
    #expect(intro.presentation == .noOverlay)

    #expect(intro.send(.launched(.cold)) == [.startTimer(.timeout, after: .seconds(3))])
    #expect(
      intro.state
        == LaunchIntroState(
          phase: .showing(.animated), reducesMotion: false, runningTimers: [.timeout]))
    let presentation = intro.presentation
    #expect(presentation == .animatedOverlay)
    #expect(presentation.overlay == .animated)
    #expect(presentation.isContentMounted)
    #expect(presentation.overlayZIndex > 0)
    #expect(presentation.overlayOpacity == 1)
    #expect(presentation.isOverlayAccessibilityHidden)
    #expect(presentation.overlayReceivesTaps)
  }

  @Test func int02FixedLengthFinishesAfterTheAssetLoadedThenFadesAboveTheContent() {
    var intro = IntroMachine()
    _ = intro.send(.launched(.cold))

    #expect(intro.send(.assetLoaded) == [.startTimer(.length, after: .milliseconds(2600))])
    #expect(
      intro.state
        == LaunchIntroState(
          phase: .showing(.animated), reducesMotion: false, asset: .loaded,
          runningTimers: [.timeout, .length]))

    #expect(intro.send(.timerElapsed(.length)) == finishing(.lengthElapsed))
    #expect(
      intro.state
        == LaunchIntroState(
          phase: .fadingOut(.animated), reducesMotion: false, asset: .loaded,
          runningTimers: [.fadeOut], seenRecord: version1, finishReason: .lengthElapsed))
    let fading = intro.presentation
    #expect(fading == .fadingOut(.animated, duration: fade))
    #expect(fading.overlay == .animated)
    #expect(fading.overlayOpacity == 0)
    #expect(fading.fadeOutSeconds == 0.25)
    #expect(fading.overlayZIndex > 0)
    #expect(fading.isOverlayAccessibilityHidden)
    #expect(fading.isContentMounted)
    #expect(!fading.overlayReceivesTaps)

    #expect(intro.send(.timerElapsed(.fadeOut)) == [])
    #expect(
      intro.state
        == LaunchIntroState(
          phase: .finished, reducesMotion: false, asset: .loaded, seenRecord: version1,
          finishReason: .lengthElapsed))
    #expect(intro.presentation == .noOverlay)
  }

  @Test func int03AssetFailureFinishesAtOnce() {
    var intro = IntroMachine()
    _ = intro.send(.launched(.cold))
    #expect(intro.send(.assetFailed) == finishing(.assetFailed))
    #expect(
      intro.state
        == LaunchIntroState(
          phase: .fadingOut(.animated), reducesMotion: false, asset: .failed,
          runningTimers: [.fadeOut], seenRecord: version1, finishReason: .assetFailed))

    // Failed before the launch was reported: the overlay never shows.
    var early = IntroMachine()
    #expect(early.send(.assetFailed) == [])
    #expect(early.send(.launched(.cold)) == [.recordSeen(version1), .notifyFinished(.assetFailed)])
    #expect(
      early.state
        == LaunchIntroState(
          phase: .finished, reducesMotion: false, asset: .failed, seenRecord: version1,
          finishReason: .assetFailed))
    #expect(early.presentation == .noOverlay)
  }

  @Test func int04AssetNeverLoadingOrEndTriggerNeverFiringFinishesAtTheTimeout() {
    var neverLoads = IntroMachine()
    _ = neverLoads.send(.launched(.cold))
    #expect(neverLoads.send(.timerElapsed(.timeout)) == finishing(.timeout, cancelling: []))
    #expect(
      neverLoads.state
        == LaunchIntroState(
          phase: .fadingOut(.animated), reducesMotion: false, runningTimers: [.fadeOut],
          seenRecord: version1, finishReason: .timeout))

    var neverTriggers = IntroMachine(LaunchIntroConfiguration(ending: .onEndTrigger))
    _ = neverTriggers.send(.launched(.cold))
    #expect(neverTriggers.send(.assetLoaded) == [])
    #expect(neverTriggers.send(.timerElapsed(.timeout)) == finishing(.timeout, cancelling: []))
    #expect(neverTriggers.presentation == .fadingOut(.animated, duration: fade))

    // A length longer than the timeout is cut short by it.
    var tooLong = IntroMachine(LaunchIntroConfiguration(ending: .after(.seconds(10))))
    _ = tooLong.send(.launched(.cold))
    _ = tooLong.send(.assetLoaded)
    #expect(tooLong.send(.timerElapsed(.timeout)) == finishing(.timeout, cancelling: [.length]))
  }

  @Test func int05EndTriggerFiringFirstFinishesAtTheTrigger() {
    var intro = IntroMachine(LaunchIntroConfiguration(ending: .onEndTrigger))
    _ = intro.send(.launched(.cold))
    _ = intro.send(.assetLoaded)
    #expect(intro.send(.endTriggerFired) == finishing(.endTrigger))
    #expect(
      intro.state
        == LaunchIntroState(
          phase: .fadingOut(.animated), reducesMotion: false, asset: .loaded,
          runningTimers: [.fadeOut], seenRecord: version1, finishReason: .endTrigger))

    // With a fixed length too, the trigger ends it when it comes first.
    var fixed = IntroMachine()
    _ = fixed.send(.launched(.cold))
    _ = fixed.send(.assetLoaded)
    #expect(
      fixed.send(.endTriggerFired) == finishing(.endTrigger, cancelling: [.timeout, .length]))
  }

  @Test func int06TapFinishesAtOnceWhenSkippableAndIsIgnoredOtherwise() {
    var skippable = IntroMachine()
    _ = skippable.send(.launched(.cold))
    #expect(skippable.send(.tapped) == finishing(.tapped))
    #expect(
      skippable.state
        == LaunchIntroState(
          phase: .fadingOut(.animated), reducesMotion: false, runningTimers: [.fadeOut],
          seenRecord: version1, finishReason: .tapped))

    var unskippable = IntroMachine(
      LaunchIntroConfiguration(ending: .after(.milliseconds(2600)), isSkippable: false))
    _ = unskippable.send(.launched(.cold))
    let before = unskippable.state
    #expect(unskippable.send(.tapped) == [])
    #expect(unskippable.state == before)
    #expect(unskippable.presentation == .animatedOverlay)
  }

  @Test func int07SeveralFinishCausesNotifyExactlyOnce() {
    var intro = IntroMachine()
    _ = intro.send(.launched(.cold))
    _ = intro.send(.assetLoaded)
    var effects = intro.send(.endTriggerFired)
    for late in [
      LaunchIntroEvent.timerElapsed(.timeout), .timerElapsed(.length), .tapped, .assetFailed,
      .endTriggerFired, .launched(.warm), .timerElapsed(.fadeOut), .tapped,
      .timerElapsed(.timeout),
    ] {
      effects += intro.send(late)
    }
    #expect(effects.filter { if case .notifyFinished = $0 { true } else { false } }.count == 1)
    #expect(effects.filter { if case .recordSeen = $0 { true } else { false } }.count == 1)
    #expect(
      intro.state
        == LaunchIntroState(
          phase: .finished, reducesMotion: false, asset: .failed, seenRecord: version1,
          finishReason: .endTrigger))
  }

  @Test func int08WarmStartShowsNoIntro() {
    var intro = IntroMachine()
    #expect(intro.send(.launched(.warm)) == [.notifyFinished(.warmStart)])
    #expect(
      intro.state
        == LaunchIntroState(phase: .finished, reducesMotion: false, finishReason: .warmStart))
    #expect(intro.presentation == .noOverlay)
    #expect(intro.send(.launched(.cold)) == [])

    // Coming back from the background mid-intro ends it.
    var interrupted = IntroMachine()
    _ = interrupted.send(.launched(.cold))
    #expect(interrupted.send(.launched(.warm)) == finishing(.returnedFromBackground))
  }

  @Test func int09FirstLaunchAndAfterUpdateScheduling() {
    let firstOnly = LaunchIntroConfiguration(
      schedule: .firstLaunchOnly, ending: .after(.milliseconds(2600)))
    var first = IntroMachine(firstOnly)
    #expect(first.send(.launched(.cold)) == [.startTimer(.timeout, after: .seconds(3))])
    _ = first.send(.tapped)
    #expect(first.state.seenRecord == version1)

    var second = IntroMachine(firstOnly, seenRecord: first.state.seenRecord, appVersion: "2.0")
    #expect(second.send(.launched(.cold)) == [.notifyFinished(.notScheduled)])
    #expect(
      second.state
        == LaunchIntroState(
          phase: .finished, reducesMotion: false, seenRecord: version1, finishReason: .notScheduled)
    )
    #expect(second.presentation == .noOverlay)

    let afterUpdate = LaunchIntroConfiguration(
      schedule: .firstLaunchAndAfterUpdate, ending: .after(.milliseconds(2600)))
    var firstLaunch = IntroMachine(afterUpdate)
    #expect(firstLaunch.send(.launched(.cold)) == [.startTimer(.timeout, after: .seconds(3))])
    var sameVersion = IntroMachine(afterUpdate, seenRecord: version1)
    #expect(sameVersion.send(.launched(.cold)) == [.notifyFinished(.notScheduled)])
    var updated = IntroMachine(afterUpdate, seenRecord: version1, appVersion: "1.1")
    #expect(updated.send(.launched(.cold)) == [.startTimer(.timeout, after: .seconds(3))])
    _ = updated.send(.timerElapsed(.timeout))
    #expect(updated.state.seenRecord == LaunchIntroSeenRecord(appVersion: "1.1"))

    var never = IntroMachine(LaunchIntroConfiguration(schedule: .never, ending: .onEndTrigger))
    #expect(never.send(.launched(.cold)) == [.notifyFinished(.notScheduled)])
    var every = IntroMachine(seenRecord: version1)
    #expect(every.send(.launched(.cold)) == [.startTimer(.timeout, after: .seconds(3))])
  }

  @Test func int10ReduceMotionWithSkipNeverInsertsTheOverlay() {
    var intro = IntroMachine(preferences: .reduced)
    #expect(intro.presentation == .noOverlay)
    #expect(
      intro.send(.launched(.cold)) == [.recordSeen(version1), .notifyFinished(.reducedMotion)])
    #expect(
      intro.state
        == LaunchIntroState(
          phase: .finished, reducesMotion: true, seenRecord: version1, finishReason: .reducedMotion)
    )
    #expect(intro.presentation == .noOverlay)

    // Animated Images off counts as reduced: the intro would start moving by itself.
    var noAnimatedImages = IntroMachine(preferences: MotionPreferences(playsAnimatedImages: false))
    #expect(
      noAnimatedImages.send(.launched(.cold))
        == [.recordSeen(version1), .notifyFinished(.reducedMotion)])
  }

  @Test func int11StaticIntroStaysUntilContentReadyOrTheTimeout() {
    let staticIntro = LaunchIntroConfiguration(
      ending: .after(.milliseconds(2600)), underReducedMotion: .staticIntro)
    var intro = IntroMachine(staticIntro, preferences: .reduced)
    #expect(intro.send(.launched(.cold)) == [.startTimer(.timeout, after: .seconds(3))])
    #expect(
      intro.state
        == LaunchIntroState(phase: .showing(.still), reducesMotion: true, runningTimers: [.timeout])
    )
    #expect(intro.presentation == .staticOverlay)
    #expect(intro.presentation.overlay == .still)

    // The animation's events do not end a static intro.
    #expect(intro.send(.assetLoaded) == [])
    #expect(intro.send(.endTriggerFired) == [])
    #expect(intro.presentation == .staticOverlay)

    #expect(intro.send(.contentReady) == finishing(.contentReady))
    #expect(
      intro.state
        == LaunchIntroState(
          phase: .fadingOut(.still), reducesMotion: true, asset: .loaded, isContentReady: true,
          runningTimers: [.fadeOut], seenRecord: version1, finishReason: .contentReady))
    #expect(intro.presentation == .fadingOut(.still, duration: fade))

    var neverReady = IntroMachine(staticIntro, preferences: .reduced)
    _ = neverReady.send(.launched(.cold))
    #expect(neverReady.send(.timerElapsed(.timeout)) == finishing(.timeout, cancelling: []))
    #expect(neverReady.presentation == .fadingOut(.still, duration: fade))

    // Content ready before the launch: nothing to cover, no overlay.
    var alreadyReady = IntroMachine(staticIntro, preferences: .reduced)
    _ = alreadyReady.send(.contentReady)
    #expect(
      alreadyReady.send(.launched(.cold)) == [
        .recordSeen(version1), .notifyFinished(.contentReady),
      ])
    #expect(alreadyReady.presentation == .noOverlay)
  }

  @Test func int12ReduceMotionTurningOnMidIntro() {
    var skip = IntroMachine()
    _ = skip.send(.launched(.cold))
    _ = skip.send(.assetLoaded)
    #expect(
      skip.send(.preferencesChanged(.reduced))
        == finishing(.reducedMotion, cancelling: [.timeout, .length]))
    #expect(
      skip.state
        == LaunchIntroState(
          phase: .fadingOut(.animated), reducesMotion: true, asset: .loaded,
          runningTimers: [.fadeOut], seenRecord: version1, finishReason: .reducedMotion))

    let staticIntro = LaunchIntroConfiguration(
      ending: .after(.milliseconds(2600)), underReducedMotion: .staticIntro)
    var switching = IntroMachine(staticIntro)
    _ = switching.send(.launched(.cold))
    _ = switching.send(.assetLoaded)
    #expect(switching.send(.preferencesChanged(.reduced)) == [.cancelTimer(.length)])
    #expect(
      switching.state
        == LaunchIntroState(
          phase: .showing(.still), reducesMotion: true, asset: .loaded, runningTimers: [.timeout]))
    #expect(switching.presentation == .staticOverlay)

    // Motion coming back does not restart the animation of an intro about to give way.
    #expect(switching.send(.preferencesChanged(.standard)) == [])
    #expect(switching.presentation == .staticOverlay)
    #expect(switching.send(.contentReady) == finishing(.contentReady))

    // Static, with the content already ready: nothing left to cover, so it finishes now.
    var ready = IntroMachine(staticIntro)
    _ = ready.send(.launched(.cold))
    _ = ready.send(.contentReady)
    #expect(ready.send(.preferencesChanged(.reduced)) == finishing(.contentReady))
  }

  @Test func int13CancelledStopsEveryTimerAndTellsNobody() {
    var intro = IntroMachine()
    _ = intro.send(.launched(.cold))
    _ = intro.send(.assetLoaded)
    #expect(intro.send(.cancelled) == [.cancelTimer(.timeout), .cancelTimer(.length)])
    #expect(
      intro.state == LaunchIntroState(phase: .cancelled, reducesMotion: false, asset: .loaded))
    #expect(intro.presentation == .noOverlay)
    for late in [LaunchIntroEvent.timerElapsed(.timeout), .timerElapsed(.length), .tapped] {
      #expect(intro.send(late) == [])
    }

    // Cancelled while fading out: the fade timer stops too; the finish was already told.
    var fading = IntroMachine()
    _ = fading.send(.launched(.cold))
    _ = fading.send(.tapped)
    #expect(fading.send(.cancelled) == [.cancelTimer(.fadeOut)])
    #expect(fading.presentation == .noOverlay)
    // The driver-level test is LaunchIntroControllerTests.int13…
  }

  @Test func int14SeenIsRecordedOnEveryFinishButNotOnCancellation() {
    let causes: [(LaunchIntroEvent, LaunchIntroFinishReason)] = [
      (.tapped, .tapped), (.assetFailed, .assetFailed), (.endTriggerFired, .endTrigger),
      (.timerElapsed(.timeout), .timeout), (.preferencesChanged(.reduced), .reducedMotion),
      (.launched(.warm), .returnedFromBackground),
    ]
    for (event, reason) in causes {
      var intro = IntroMachine(
        LaunchIntroConfiguration(schedule: .firstLaunchOnly, ending: .after(.milliseconds(2600))))
      _ = intro.send(.launched(.cold))
      let effects = intro.send(event)
      #expect(effects.contains(.recordSeen(version1)), "\(reason)")
      #expect(intro.state.seenRecord == version1)
      #expect(intro.state.finishReason == reason)
    }

    var killed = IntroMachine(
      LaunchIntroConfiguration(schedule: .firstLaunchOnly, ending: .after(.milliseconds(2600))))
    _ = killed.send(.launched(.cold))
    _ = killed.send(.cancelled)
    #expect(killed.state.seenRecord == nil)
    var nextLaunch = IntroMachine(killed.reducer.configuration, seenRecord: killed.state.seenRecord)
    #expect(nextLaunch.send(.launched(.cold)) == [.startTimer(.timeout, after: .seconds(3))])
  }

  @Test func withoutAFadeTheOverlayGoesAtOnce() {
    let reducer = LaunchIntroReducer(
      configuration: LaunchIntroConfiguration(ending: .onEndTrigger, fadeOutDuration: .zero),
      appVersion: "1")
    var state = reducer.initialState(preferences: .standard, seenRecord: nil)
    _ = reducer.reduce(&state, .launched(.cold))
    #expect(
      reducer.reduce(&state, .tapped)
        == [.cancelTimer(.timeout), .recordSeen(.init(appVersion: "1")), .notifyFinished(.tapped)])
    #expect(reducer.presentation(of: state) == .noOverlay)
    #expect(state.isOver)
  }
}
