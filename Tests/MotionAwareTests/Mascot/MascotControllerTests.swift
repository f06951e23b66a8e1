import TestSupport
import Testing

@testable import MotionAware

@Suite("Mascot controller")
@MainActor
struct MascotControllerTests {
  @Test func showsTheStillUntilARuntimeAttachesAndAfterItDetaches() {
    let mascot = MascotController(Pip.mascot, preferences: .fixed(.standard))
    #expect(mascot.presentation.stillPose == "mascot-mood-idle")

    let runtime = RecordingMascotRuntime()
    mascot.attach(runtime)
    #expect(mascot.presentation.isAnimated)

    mascot.detach(RecordingMascotRuntime())  // not the attached one: ignored
    #expect(mascot.presentation.isAnimated)

    mascot.detach(runtime)
    mascot.set(mood: .loading)
    #expect(mascot.presentation.stillPose == "mascot-mood-loading")
    #expect(runtime.calls == [.play(showing: "idle")])
  }

  @Test func aNewRuntimeReplacesTheOldOneAndStartsFromTheCurrentMood() {
    let mascot = MascotController(Pip.mascot, preferences: .fixed(.standard))
    let first = RecordingMascotRuntime()
    let second = RecordingMascotRuntime()
    mascot.attach(first)
    mascot.set(mood: .loading)
    mascot.attach(second)
    mascot.set(mood: .happy)
    #expect(first.calls == [.play(showing: "idle"), .setMood("loading")])
    #expect(second.calls == [.play(showing: "loading"), .setMood("happy")])
  }

  @Test func undeclaredMoodsAndTriggersAreIgnored() {
    let mascot = MascotController(Pip.mascot, preferences: .fixed(.standard))
    let runtime = RecordingMascotRuntime()
    mascot.attach(runtime)
    let before = mascot.state
    mascot.set(mood: .stranger)
    mascot.fire(.juggle)
    #expect(mascot.state == before)
    #expect(runtime.calls == [.play(showing: "idle")])
  }

  @Test func theUIKitCallbackSeesEachNewPresentationOnceAndAtOnce() {
    let mascot = MascotController(Pip.mascot, preferences: .fixed(.reduced))
    var seen: [String?] = []
    mascot.onPresentationChange = { seen.append($0.stillPose) }
    mascot.set(mood: .loading)
    mascot.set(mood: .loading)
    mascot.attach(RecordingMascotRuntime())  // paused: the presentation does not change
    mascot.set(mood: .failed)
    #expect(seen == ["mascot-mood-loading", "pip-sad"])
  }

  @Test func runFollowsThePreferencesAndStopsWhenCancelled() async throws {
    let preferences = ManualMotionPreferencesSource(.standard)
    let mascot = MascotController(Pip.mascot, preferences: preferences)
    let runtime = RecordingMascotRuntime()
    mascot.attach(runtime)
    var presentations = mascot.presentations().makeAsyncIterator()
    #expect(await presentations.next()?.isAnimated == true)

    // Changed before run() starts: run() catches up at once.
    preferences.update { $0.reduceMotion = true }
    let running = Task { await mascot.run() }
    #expect(await presentations.next()?.stillPose == "mascot-mood-idle")

    preferences.update { $0.reduceMotion = false }
    #expect(await presentations.next()?.isAnimated == true)
    #expect(
      runtime.calls == [.play(showing: "idle"), .setMood("idle"), .pause, .play(showing: "idle")])

    running.cancel()
    await running.value
    preferences.update { $0.reduceMotion = true }
    #expect(mascot.presentation.isAnimated)
  }
}
