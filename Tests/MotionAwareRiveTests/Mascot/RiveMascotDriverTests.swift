import MotionAware
import MotionAwareRive
import TestSupport
import Testing

@Suite("Rive mascot driver")
struct RiveMascotDriverTests {
  static let binding = RiveMascotBindingTests.numbers

  @Test func nothingReachesTheRuntimeBeforeTheFirstPlay() {
    var driver = RiveMascotDriver(binding: Self.binding, runtime: .legacy)
    #expect(driver.isPaused)
    #expect(driver.set(mood: .loading).isEmpty)
    #expect(driver.fire(.celebrate, thenShowing: .happy).isEmpty)
  }

  @Test func theNewRuntimeGetsTheMoodThenPlay() {
    var driver = RiveMascotDriver(binding: Self.binding, runtime: .current)
    #expect(driver.play(showing: .loading) == [.set(.number("mood", 1)), .play])
    #expect(driver.set(mood: .happy) == [.set(.number("mood", 2))])
    #expect(
      driver.fire(.celebrate, thenShowing: .happy) == [.fire("cheer"), .set(.number("mood", 2))])
    #expect(driver.pause() == [.settle(seconds: RiveMascotDriver.settlingTime), .pause])
    #expect(driver.set(mood: .idle).isEmpty)
  }

  @Test func aPauseFromPlayingWaitsForTheCalmPoseAndAPauseWhilePausedDoesNot() {
    for runtime in [RiveRuntimeKind.current, .legacy] {
      var driver = RiveMascotDriver(binding: Self.binding, runtime: runtime)
      // Never played: nothing was set, there is no pose to wait for.
      #expect(driver.pause() == [.pause])
      _ = driver.play(showing: .loading)
      // The controller sets the calm mood, then pauses: the machine must draw it first.
      #expect(driver.set(mood: .idle) == [.set(.number("mood", 0))])
      #expect(driver.pause() == [.settle(seconds: 0.5), .pause])
      #expect(driver.pause() == [.pause])
    }
  }

  @Test func theLegacyRuntimeResumesThroughItsInputsAlone() {
    var driver = RiveMascotDriver(binding: Self.binding, runtime: .legacy)
    // setInput calls play() itself: a separate play() would be a second resume.
    #expect(driver.play(showing: .failed) == [.set(.number("mood", 3))])
    #expect(!driver.isPaused)

    var silent = RiveMascotDriver(
      binding: RiveMascotBinding(mood: .number("mood", values: [:])), runtime: .legacy)
    #expect(silent.play(showing: .idle) == [.play])
  }

  @Test func legacyNeverSendsAnInputWhilePausedAndDropsTriggersFiredMeanwhile() {
    var driver = RiveMascotDriver(binding: Self.binding, runtime: .legacy)
    _ = driver.play(showing: .idle)
    #expect(driver.pause() == [.settle(seconds: RiveMascotDriver.settlingTime), .pause])
    #expect(driver.set(mood: .loading).isEmpty)
    #expect(driver.fire(.nod, thenShowing: .loading).isEmpty)
    // Resuming shows the mood; the trigger fired while paused is not replayed.
    #expect(driver.play(showing: .loading) == [.set(.number("mood", 1))])
  }

  /// A trigger whose outcome is a mood leaves the file in that mood: the controller reports it
  /// (and VoiceOver reads it), and a later request for it is not sent again.
  @Test @MainActor func riveTriggerEndingInAMoodLeavesTheFileInThatMood() {
    let mascot = MascotController(Pip.mascot, preferences: ManualMotionPreferencesSource(.standard))
    let runtime = LegacyRuntimeRecorder(binding: Self.binding)
    mascot.attach(runtime)
    mascot.set(mood: .loading)
    mascot.fire(.celebrate)
    mascot.set(mood: .happy)
    #expect(mascot.presentation.mood == .happy)
    #expect(
      runtime.calls == [
        "setInput(mood, 0.0)", "setInput(mood, 1.0)", "triggerInput(cheer)", "setInput(mood, 2.0)",
      ])
  }

  @Test @MainActor func underAControllerTheLegacyRuntimeIsNeverResumedWhileMotionIsReduced() {
    let preferences = ManualMotionPreferencesSource(.standard)
    let mascot = MascotController(Pip.mascot, preferences: preferences)
    let runtime = LegacyRuntimeRecorder(binding: Self.binding)
    mascot.attach(runtime)
    mascot.apply(.reduced)
    mascot.set(mood: .loading)
    mascot.fire(.celebrate)
    // While motion is reduced the runtime got nothing after its pause.
    #expect(runtime.calls.last == "pause()")
    mascot.apply(.standard)
    #expect(
      runtime.calls == [
        // attach: play(showing: idle) is setInput alone
        "setInput(mood, 0.0)",
        // reduced: calm mood, drawn, then pause
        "setInput(mood, 0.0)", "advance(delta: 0.5)", "pause()",
        // back: the current mood (celebrate ended in happy), which plays by itself
        "setInput(mood, 2.0)",
      ])
  }
}

/// Performs a driver's commands as calls to the legacy runtime, and records them.
@MainActor
private final class LegacyRuntimeRecorder: MascotRuntime {
  private var driver: RiveMascotDriver
  private(set) var calls: [String] = []

  init(binding: RiveMascotBinding) {
    driver = RiveMascotDriver(binding: binding, runtime: .legacy)
  }

  func set(mood: MascotMood) { perform(driver.set(mood: mood)) }
  func fire(_ trigger: MascotTrigger, thenShowing mood: MascotMood) {
    perform(driver.fire(trigger, thenShowing: mood))
  }
  func pause() { perform(driver.pause()) }
  func play(showing mood: MascotMood) { perform(driver.play(showing: mood)) }

  private func perform(_ commands: [RiveMascotCommand]) {
    for command in commands {
      switch command {
      case .set(.number(let name, let value)):
        calls.append("setInput(\(name), \(value))")
      case .set(.boolean(let name, let value)):
        calls.append("setInput(\(name), \(value))")
      case .set(.enumeration(let name, let value)):
        Issue.record("legacy runtime got an enumeration \(name) = \(value)")
      case .fire(let name):
        calls.append("triggerInput(\(name))")
      case .play:
        calls.append("play()")
      case .settle(let seconds):
        calls.append("advance(delta: \(seconds))")
      case .pause:
        calls.append("pause()")
      }
    }
  }
}
