import MotionAware
import TestSupport
import Testing

@Suite("Mascot controller, preferences applied by its host")
@MainActor
struct MascotControllerPreferencesTests {
  @Test func appliedPreferencesPauseOnTheCalmMoodAndResumeOnTheCurrentOne() {
    // The source says full motion; the host's environment says otherwise, and wins.
    let mascot = MascotController(Pip.mascot, preferences: .fixed(.standard))
    let runtime = RecordingMascotRuntime()
    mascot.attach(runtime)
    mascot.set(mood: .loading)

    mascot.apply(.reduced)
    #expect(mascot.presentation.stillPose == "mascot-mood-loading")
    mascot.apply(.reduced)  // no change: nothing sent
    mascot.fire(.celebrate)
    #expect(mascot.presentation.stillPose == "mascot-mood-happy")

    mascot.apply(.standard)
    #expect(mascot.presentation.isAnimated)
    #expect(
      runtime.calls == [
        .play(showing: "idle"), .setMood("loading"), .setMood("idle"), .pause,
        .play(showing: "happy"),
      ])
  }

  @Test func animatedImagesOffCountsAsReducedMotion() {
    let mascot = MascotController(Pip.mascot, preferences: .fixed(.standard))
    mascot.attach(RecordingMascotRuntime())
    mascot.apply(MotionPreferences(playsAnimatedImages: false))
    #expect(mascot.presentation.stillPose == "mascot-mood-idle")
  }

  @Test func preferencesAppliedBeforeARuntimeAttachesDecideItsFirstCall() {
    let mascot = MascotController(Pip.mascot, preferences: .fixed(.standard))
    mascot.apply(.reduced)
    let runtime = RecordingMascotRuntime()
    mascot.attach(runtime)
    #expect(runtime.calls == [.pause])
    #expect(mascot.presentation.stillPose == "mascot-mood-idle")
  }
}
