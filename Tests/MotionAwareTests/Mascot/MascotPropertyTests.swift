import TestSupport
import Testing

@testable import MotionAware

/// Random mascots driven by random event sequences through ``MascotController`` and fake
/// runtimes, checking the invariants after every event. Seeded: see ``PropertyRun``.
@Suite("Mascot properties")
@MainActor
struct MascotPropertyTests {
  @Test func mas09RandomSequencesNeverReachAPausedRuntimeAndReducedAlwaysShowsAStill() {
    let run = PropertyRun()
    #expect(run.forEachCase { Self.checkOneCase(&$0) } == run.cases)
  }

  @Test func mas06RandomCatalogsFailExactlyForTheMissingStills() {
    let run = PropertyRun()
    let ran = run.forEachCase { random in
      let moods = Self.randomMoods(&random)
      let present = moods.filter { _ in random.chance(0.8) }.map(\.stillPose)
      let expected = moods.filter { !present.contains($0.stillPose) }.map {
        MissingStillPose(mood: $0.id, image: $0.stillPose)
      }
      let outcome: String?
      do throws(MascotDefinitionError) {
        _ = try Mascot(moods: moods, calm: moods[0], images: .containing(Set(present)))
        outcome = expected.isEmpty ? nil : "built although \(expected) have no still"
      } catch {
        outcome = error == .missingStillPoses(expected) ? nil : "threw \(error)"
      }
      return outcome.map { "\($0)\nmoods \(moods.map(\.id)), images \(present)" }
    }
    #expect(ran == run.cases)
  }

  /// One step of a random sequence.
  enum Step {
    case set(MascotMood)
    case fire(MascotTrigger)
    case preferences(MotionPreferences)
    case attach(runtime: Int)
    case detach(runtime: Int)

    var description: String {
      switch self {
      case .set(let mood): "set(mood: \(mood.id))"
      case .fire(let trigger): "fire(\(trigger.id))"
      case .preferences(let preferences):
        "preferences reduceMotion \(preferences.reduceMotion) "
          + "animatedImages \(preferences.playsAnimatedImages)"
      case .attach(let runtime): "attach(runtime \(runtime))"
      case .detach(let runtime): "detach(runtime \(runtime))"
      }
    }
  }

  static func randomMoods(_ random: inout SeededGenerator) -> [MascotMood] {
    (0..<Int.random(in: 1...5, using: &random)).map { index in
      MascotMood(
        "m\(index)", meaning: "meaning \(index)",
        stillPose: random.chance(0.3) ? "custom-\(index)" : nil)
    }
  }

  static func randomPreferences(_ random: inout SeededGenerator) -> MotionPreferences {
    MotionPreferences(
      reduceMotion: random.chance(0.4), prefersCrossFadeTransitions: random.chance(0.2),
      playsAnimatedImages: random.chance(0.75))
  }

  /// One random mascot, policy and event sequence; returns the first broken invariant and the
  /// steps that led to it.
  static func checkOneCase(_ random: inout SeededGenerator) -> String? {
    let moods = randomMoods(&random)
    let triggers = (0..<Int.random(in: 0...4, using: &random)).map { index in
      MascotTrigger(
        "t\(index)",
        outcome: random.chance(0.5) ? .mood(random.pick(moods)) : .caption("caption \(index)"))
    }
    let images = Set(moods.map(\.stillPose))
    let mascot = try! Mascot(
      moods: moods, calm: random.pick(moods), triggers: triggers, images: .containing(images))
    let policy = MotionPolicy(
      mode: random.pick([.followSystem, .followSystem, .followSystem, .alwaysReduce, .neverReduce]),
      crossFadeDuration: random.pick([0.2, 0.1]))
    let preferences = randomPreferences(&random)
    var steps: [Step] = [.preferences(preferences)]
    func failure(_ message: String) -> String {
      """
      \(message)
      moods \(moods.map(\.id)), calm \(mascot.calmMood.id), triggers \(triggers), \
      policy \(policy.mode) \(policy.crossFadeDuration)
      \(steps.map(\.description).joined(separator: "\n"))
      """
    }

    let controller = MascotController(mascot, preferences: .fixed(preferences), policy: policy)
    var violation: String?
    var runtimes: [RecordingMascotRuntime] = []
    var attached: Int?
    // Triggers fired while a runtime played: the only fire calls any runtime may receive.
    var playedTriggers = 0

    func runtime(reusing current: Int?, probability: Double) -> Int {
      if let current, random.chance(probability) { return current }
      let runtime = RecordingMascotRuntime()
      runtime.onViolation = { violation = violation ?? $0 }
      runtimes.append(runtime)
      return runtimes.count - 1
    }

    for _ in 0..<Int.random(in: 0...30, using: &random) {
      let playingBefore = attached.map { runtimes[$0].playback == .playing } ?? false
      switch Int.random(in: 0..<10, using: &random) {
      case 0...2:
        let mood = random.chance(0.9) ? random.pick(moods) : MascotMood("stranger", meaning: "?")
        steps.append(.set(mood))
        controller.set(mood: mood)
      case 3...4:
        let trigger =
          triggers.isEmpty || random.chance(0.1)
          ? MascotTrigger("stranger", outcome: .caption("?")) : random.pick(triggers)
        steps.append(.fire(trigger))
        if playingBefore, mascot.trigger(matching: trigger) != nil { playedTriggers += 1 }
        controller.fire(trigger)
      case 5...6:
        let changed = randomPreferences(&random)
        steps.append(.preferences(changed))
        controller.handle(.preferencesChanged(changed))
      case 7...8:
        let index = runtime(reusing: attached, probability: 0.3)
        steps.append(.attach(runtime: index))
        attached = index
        controller.attach(runtimes[index])
      default:
        let index = runtime(reusing: attached, probability: 0.8)
        steps.append(.detach(runtime: index))
        controller.detach(runtimes[index])
        if index == attached { attached = nil }
      }

      if let violation { return failure("MAS-09: \(violation)") }
      let state = controller.state
      let presentation = controller.presentation
      guard mascot.moods.contains(state.mood) else { return failure("undeclared mood") }
      guard presentation == controller.reducer.presentation(of: state) else {
        return failure("published \(presentation), the state says otherwise")
      }
      guard presentation.transition == .crossFade(duration: policy.crossFadeDuration) else {
        return failure("MAS-08: transition \(presentation.transition)")
      }
      if state.reducesMotion {
        guard let pose = presentation.stillPose, images.contains(pose),
          pose == state.mood.stillPose, presentation.meaning == state.mood.meaning
        else { return failure("reduced without the mood's still: \(presentation)") }
      }
      if let attached {
        let runtime = runtimes[attached]
        let paused = runtime.playback == .paused
        guard paused == state.reducesMotion else {
          return failure("runtime paused \(paused), motion reduced \(state.reducesMotion)")
        }
        if !paused, runtime.shownMood != state.mood.id {
          return failure("runtime shows \(runtime.shownMood ?? "nothing"), mood \(state.mood.id)")
        }
        guard presentation.isAnimated == !state.reducesMotion else {
          return failure("runtime attached, presentation \(presentation)")
        }
      } else if presentation.isAnimated {
        return failure("animated without a runtime")
      }
      let fires = runtimes.reduce(0) { $0 + $1.fireCount }
      guard fires == playedTriggers else {
        return failure("MAS-05: \(fires) fire calls for \(playedTriggers) triggers fired in play")
      }
    }
    return nil
  }
}
