import MotionAware
import Testing

@Suite("Launch intro scene phases")
struct LaunchIntroScenePhaseTrackerTests {
  @Test func aColdStartIsNoWarmLaunch() {
    var phases = LaunchIntroScenePhaseTracker()
    #expect(phases.enter(.inactive) == nil)
    #expect(phases.enter(.active) == nil)
    #expect(phases.enter(.inactive) == nil)  // the app switcher, without leaving
    #expect(phases.enter(.active) == nil)
  }

  @Test func comingBackFromTheBackgroundIsAWarmLaunchOnce() {
    var phases = LaunchIntroScenePhaseTracker()
    _ = phases.enter(.active)
    #expect(phases.enter(.inactive) == nil)
    #expect(phases.enter(.background) == nil)
    #expect(phases.wasInBackground)
    #expect(phases.enter(.inactive) == nil)
    #expect(phases.enter(.active) == .launched(.warm))
    #expect(!phases.wasInBackground)
    #expect(phases.enter(.active) == nil)
  }

  @Test @MainActor func aWarmLaunchEndsAnIntroOnScreen() {
    let intro = LaunchIntroController(
      LaunchIntroConfiguration(ending: .onEndTrigger), preferences: .fixed(.standard),
      seenStore: InMemoryLaunchIntroSeenStore(), appVersion: "1.0", clock: ManualClock())
    var finished: [LaunchIntroFinishReason] = []
    intro.onFinish = { finished.append($0) }
    #expect(intro.presentation == .animatedOverlay)

    var phases = LaunchIntroScenePhaseTracker()
    for phase in [LaunchIntroScenePhaseTracker.Phase.background, .active] {
      if let event = phases.enter(phase) { intro.handle(event) }
    }
    #expect(finished == [.returnedFromBackground])
    #expect(intro.presentation.overlayOpacity == 0)
  }
}
