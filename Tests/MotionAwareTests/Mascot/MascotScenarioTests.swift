import TestSupport
import Testing

@testable import MotionAware

/// The mascot's scenario table: one test per row, named after the row id. Each test sends events
/// to the reducer and checks the entire new state and the exact runtime calls; the rows about the
/// runtime also run through ``MascotController`` with a fake runtime.
@Suite("Mascot scenarios")
@MainActor
struct MascotScenarioTests {
  let reducer = MascotReducer(mascot: Pip.mascot)
  let crossFade = MotionOutcome.crossFade(duration: 0.2)

  /// Pip with a runtime attached, in `mood`, under `preferences`.
  func attached(
    in mood: MascotMood = .idle, preferences: MotionPreferences = .standard
  ) -> MascotState {
    var state = reducer.initialState(preferences: preferences)
    _ = reducer.reduce(&state, .runtimeAttached)
    _ = reducer.reduce(&state, .setMood(mood))
    return state
  }

  @Test func mas01MotionAllowedSendsTheMoodToTheRuntimeAndAnimates() {
    var state = reducer.initialState(preferences: .standard)
    #expect(state == MascotState(mood: .idle, reducesMotion: false, runtime: .detached))

    #expect(reducer.reduce(&state, .runtimeAttached) == [.play(showing: .idle)])
    #expect(state == MascotState(mood: .idle, reducesMotion: false, runtime: .playing))

    #expect(reducer.reduce(&state, .setMood(.loading)) == [.setMood(.loading)])
    #expect(state == MascotState(mood: .loading, reducesMotion: false, runtime: .playing))
    #expect(
      reducer.presentation(of: state)
        == MascotPresentation(
          content: .animated, mood: .loading, caption: nil, transition: crossFade)
    )

    // The same through the controller, against a runtime.
    let runtime = RecordingMascotRuntime()
    let mascot = MascotController(Pip.mascot, preferences: .fixed(.standard))
    mascot.attach(runtime)
    mascot.set(mood: .loading)
    #expect(runtime.calls == [.play(showing: "idle"), .setMood("loading")])
    #expect(mascot.presentation.isAnimated)
    #expect(mascot.presentation.accessibilityLabel == "Loading")
  }

  @Test func mas02ReduceMotionOnSettlesOnTheCalmMoodThenPausesAndShowsTheStill() {
    var state = attached(in: .loading)

    #expect(reducer.reduce(&state, .preferencesChanged(.reduced)) == [.setMood(.idle), .pause])
    #expect(state == MascotState(mood: .loading, reducesMotion: true, runtime: .paused))
    let presentation = reducer.presentation(of: state)
    #expect(
      presentation
        == MascotPresentation(
          content: .still(pose: "mascot-mood-loading"), mood: .loading, caption: nil,
          transition: crossFade))
    #expect(presentation.stillPose == "mascot-mood-loading")
    #expect(presentation.meaning == "Loading")
    #expect(presentation.accessibilityLabel == "Loading")

    let runtime = RecordingMascotRuntime()
    let mascot = MascotController(Pip.mascot, preferences: .fixed(.standard))
    mascot.attach(runtime)
    mascot.set(mood: .loading)
    mascot.handle(.preferencesChanged(.reduced))
    #expect(
      runtime.calls == [.play(showing: "idle"), .setMood("loading"), .setMood("idle"), .pause])
    #expect(mascot.presentation.stillPose == "mascot-mood-loading")
  }

  @Test func mas03ReducedNewMoodMakesNoRuntimeCallAndShowsTheNewStill() {
    var state = attached(in: .loading, preferences: .reduced)
    #expect(state == MascotState(mood: .loading, reducesMotion: true, runtime: .paused))

    #expect(reducer.reduce(&state, .setMood(.failed)) == [])
    #expect(state == MascotState(mood: .failed, reducesMotion: true, runtime: .paused))
    #expect(
      reducer.presentation(of: state)
        == MascotPresentation(
          content: .still(pose: "pip-sad"), mood: .failed, caption: nil, transition: crossFade))
    #expect(reducer.presentation(of: state).meaning == "Something went wrong")

    let runtime = RecordingMascotRuntime()
    let mascot = MascotController(Pip.mascot, preferences: .fixed(.reduced))
    mascot.attach(runtime)
    mascot.set(mood: .loading)
    mascot.set(mood: .failed)
    #expect(runtime.calls == [.pause])
    #expect(mascot.presentation.stillPose == "pip-sad")
  }

  @Test func mas04ReducedTriggerIsNotSentAndItsOutcomeShowsInTheStill() {
    var state = attached(in: .loading, preferences: .reduced)

    // An outcome that is a mood: the still of that mood.
    #expect(reducer.reduce(&state, .fire(.celebrate)) == [])
    #expect(state == MascotState(mood: .happy, reducesMotion: true, runtime: .paused))
    #expect(reducer.presentation(of: state).stillPose == "mascot-mood-happy")

    // An outcome that is a text: shown beside the still, and read by VoiceOver.
    #expect(reducer.reduce(&state, .fire(.nod)) == [])
    #expect(
      state == MascotState(mood: .happy, caption: "Saved", reducesMotion: true, runtime: .paused))
    let presentation = reducer.presentation(of: state)
    #expect(
      presentation
        == MascotPresentation(
          content: .still(pose: "mascot-mood-happy"), mood: .happy, caption: "Saved",
          transition: crossFade))
    #expect(presentation.visibleCaption == "Saved")
    #expect(presentation.accessibilityLabel == "Ready. Saved")

    // The next mood replaces the caption.
    #expect(reducer.reduce(&state, .setMood(.loading)) == [])
    #expect(state == MascotState(mood: .loading, reducesMotion: true, runtime: .paused))

    let runtime = RecordingMascotRuntime()
    let mascot = MascotController(Pip.mascot, preferences: .fixed(.reduced))
    mascot.attach(runtime)
    mascot.fire(.celebrate)
    mascot.fire(.nod)
    #expect(runtime.calls == [.pause])
    #expect(mascot.presentation.visibleCaption == "Saved")
  }

  @Test func mas05ReduceMotionOffPlaysTheCurrentMoodWithoutReplayingTriggers() {
    var state = attached(in: .loading, preferences: .reduced)
    _ = reducer.reduce(&state, .fire(.celebrate))
    _ = reducer.reduce(&state, .fire(.nod))

    #expect(reducer.reduce(&state, .preferencesChanged(.standard)) == [.play(showing: .happy)])
    #expect(
      state == MascotState(mood: .happy, caption: "Saved", reducesMotion: false, runtime: .playing))
    let presentation = reducer.presentation(of: state)
    #expect(
      presentation
        == MascotPresentation(
          content: .animated, mood: .happy, caption: "Saved", transition: crossFade)
    )
    #expect(presentation.visibleCaption == nil)
    #expect(presentation.accessibilityLabel == "Ready. Saved")

    let runtime = RecordingMascotRuntime()
    let mascot = MascotController(Pip.mascot, preferences: .fixed(.reduced))
    mascot.attach(runtime)
    mascot.fire(.celebrate)
    mascot.fire(.nod)
    mascot.handle(.preferencesChanged(.standard))
    #expect(runtime.calls == [.pause, .play(showing: "happy")])
    #expect(mascot.presentation.isAnimated)
  }

  @Test func mas06MoodsWithoutAStillPoseFailTheBuildNamingEveryOne() {
    let images = MascotImageCatalog.containing(["mascot-mood-idle", "mascot-mood-happy"])
    let error = #expect(throws: MascotDefinitionError.self) {
      try Mascot(moods: [.idle, .loading, .happy, .failed], calm: .idle, images: images)
    }
    #expect(
      error
        == .missingStillPoses([
          MissingStillPose(mood: "loading", image: "mascot-mood-loading"),
          MissingStillPose(mood: "failed", image: "pip-sad"),
        ]))
    #expect(
      error?.description
        == "These moods have no still pose, so Reduce Motion would lose their meaning: "
        + "\"loading\" (image \"mascot-mood-loading\"), \"failed\" (image \"pip-sad\"). "
        + "Add the images, or give the moods a stillPose that exists.")
  }

  @Test func mas07AnimatedImagesOffBehavesAsReduced() {
    let noAnimatedImages = MotionPreferences(playsAnimatedImages: false)
    var state = attached(in: .loading)

    #expect(
      reducer.reduce(&state, .preferencesChanged(noAnimatedImages)) == [.setMood(.idle), .pause])
    #expect(state == MascotState(mood: .loading, reducesMotion: true, runtime: .paused))
    #expect(reducer.presentation(of: state).stillPose == "mascot-mood-loading")

    #expect(reducer.reduce(&state, .fire(.celebrate)) == [])
    #expect(state == MascotState(mood: .happy, reducesMotion: true, runtime: .paused))

    // A runtime attached while Animated Images is off is paused before anything else.
    var fresh = reducer.initialState(preferences: noAnimatedImages)
    #expect(reducer.reduce(&fresh, .runtimeAttached) == [.pause])
    #expect(fresh == MascotState(mood: .idle, reducesMotion: true, runtime: .paused))
    #expect(reducer.presentation(of: fresh).stillPose == "mascot-mood-idle")
  }

  @Test func mas08StillsChangeWithAnOpacityCrossFadeNeverMovement() {
    var state = attached(preferences: .reduced)
    var poses: [String?] = []
    for mood in [MascotMood.loading, .happy, .failed, .idle] {
      _ = reducer.reduce(&state, .setMood(mood))
      let presentation = reducer.presentation(of: state)
      poses.append(presentation.stillPose)
      #expect(presentation.transition == .crossFade(duration: 0.2))
      #expect(presentation.transition.allows(.opacity))
      for movement in [MotionChange.translation, .scale, .rotation, .depth, .matchedGeometry] {
        #expect(!presentation.transition.allows(movement))
      }
    }
    #expect(poses == ["mascot-mood-loading", "mascot-mood-happy", "pip-sad", "mascot-mood-idle"])

    // The policy's shorter cross-fade is honoured; it is still a cross-fade.
    let quick = MascotReducer(mascot: Pip.mascot, policy: MotionPolicy(crossFadeDuration: 0.1))
    #expect(
      quick.presentation(of: quick.initialState(preferences: .reduced)).transition
        == .crossFade(duration: 0.1))
  }

  @Test func mas09NoMoodOrTriggerReachesAPausedRuntime() {
    let runtime = RecordingMascotRuntime()
    let mascot = MascotController(Pip.mascot, preferences: .fixed(.standard))
    mascot.attach(runtime)
    mascot.fire(.nod)
    mascot.handle(.preferencesChanged(.reduced))
    mascot.set(mood: .loading)
    mascot.fire(.celebrate)
    mascot.set(mood: .failed)
    mascot.detach(runtime)
    mascot.attach(runtime)  // re-attached while reduced: paused first, nothing else
    mascot.fire(.nod)
    mascot.handle(.preferencesChanged(.standard))
    mascot.fire(.nod)
    #expect(
      runtime.calls == [
        .play(showing: "idle"), .fire("nod", thenShowing: "idle"), .setMood("idle"), .pause,
        .pause, .play(showing: "failed"), .fire("nod", thenShowing: "failed"),
      ])
    #expect(runtime.playback == .playing)
    // The random sequences are in MascotPropertyTests.
  }
}
