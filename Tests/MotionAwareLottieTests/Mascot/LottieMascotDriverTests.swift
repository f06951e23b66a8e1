import MotionAware
import MotionAwareLottie
import TestSupport
import Testing

@Suite("Lottie mascot driver")
struct LottieMascotDriverTests {
  static let markers = LottieMarkers(["idle", "loading", "happy", "failed", "celebrate", "nod"])

  @Test func nothingPlaysBeforeTheControllerSaysSo() {
    var driver = LottieMascotDriver(mascot: Pip.mascot, markers: Self.markers)
    #expect(driver.playback == .paused(atMarker: "idle"))
    driver.set(mood: .loading)
    driver.fire(.celebrate, thenShowing: .happy)
    #expect(driver.playback == .paused(atMarker: "idle"))
  }

  @Test func moodsLoopAndTriggersPlayOnceBeforeTheNextMood() {
    var driver = LottieMascotDriver(mascot: Pip.mascot, markers: Self.markers)
    driver.play(showing: .loading)
    #expect(driver.playback == .looping(marker: "loading"))
    driver.fire(.celebrate, thenShowing: .happy)
    #expect(driver.playback == .reacting(marker: "celebrate", thenLooping: "happy"))
    driver.reactionDidFinish(completed: true)
    #expect(driver.playback == .looping(marker: "happy"))
    driver.reactionDidFinish(completed: true)  // not reacting: nothing to do
    #expect(driver.playback == .looping(marker: "happy"))
  }

  @Test func anInterruptedReactionLeavesWhatInterruptedIt() {
    var driver = LottieMascotDriver(mascot: Pip.mascot, markers: Self.markers)
    driver.play(showing: .idle)
    driver.fire(.nod, thenShowing: .idle)
    driver.reactionDidFinish(completed: false)
    #expect(driver.playback == .reacting(marker: "nod", thenLooping: "idle"))
    driver.set(mood: .failed)
    driver.reactionDidFinish(completed: false)
    #expect(driver.playback == .looping(marker: "failed"))
  }

  @Test func pausingHoldsStillOnTheCalmMarkerOrTheDesignersReducedMotionMarker() {
    var plain = LottieMascotDriver(
      mascot: Pip.mascot, markers: Self.markers,
      binding: LottieMascotBinding(moods: ["idle": "rest"]))
    plain.play(showing: .loading)
    plain.pause()
    #expect(plain.playback == .paused(atMarker: "rest"))
    #expect(plain.isPaused)

    var designed = LottieMascotDriver(
      mascot: Pip.mascot, markers: LottieMarkers(Self.markers.names + ["Reduced Motion"]))
    #expect(designed.playback == .paused(atMarker: "Reduced Motion"))
    designed.play(showing: .happy)
    designed.pause()
    #expect(designed.playback == .paused(atMarker: "Reduced Motion"))
  }

  @Test @MainActor func underAControllerReducedMotionFreezesOnAPoseAndResumesOnTheCurrentMood() {
    let mascot = MascotController(Pip.mascot, preferences: .fixed(.standard))
    let runtime = DriverRuntime(LottieMascotDriver(mascot: Pip.mascot, markers: Self.markers))
    mascot.attach(runtime)
    mascot.set(mood: .loading)
    #expect(runtime.driver.playback == .looping(marker: "loading"))
    mascot.apply(MotionPreferences(playsAnimatedImages: false))
    #expect(runtime.driver.playback == .paused(atMarker: "idle"))
    mascot.fire(.celebrate)
    #expect(runtime.driver.playback == .paused(atMarker: "idle"))
    mascot.apply(.standard)
    #expect(runtime.driver.playback == .looping(marker: "happy"))
  }
}

/// The driver behind a ``MascotRuntime``, as the Lottie adapter holds it.
@MainActor
private final class DriverRuntime: MascotRuntime {
  var driver: LottieMascotDriver

  init(_ driver: LottieMascotDriver) { self.driver = driver }

  func set(mood: MascotMood) { driver.set(mood: mood) }
  func fire(_ trigger: MascotTrigger, thenShowing mood: MascotMood) {
    driver.fire(trigger, thenShowing: mood)
  }
  func pause() { driver.pause() }
  func play(showing mood: MascotMood) { driver.play(showing: mood) }
}
