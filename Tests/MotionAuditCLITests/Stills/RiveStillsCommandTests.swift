import Foundation
import TestSupport
import Testing

/// `motion-audit stills FILE.riv`: one still per mood from the state machine, timeline frames,
/// inputs and triggers, refusals.
@Suite struct RiveStillsCommandTests {
  typealias Property = RiveSceneWriter.Property
  typealias State = RiveSceneWriter.State
  typealias Transition = RiveSceneWriter.Transition

  /// A mascot whose body sits at x 10 when idle and moves to 30 when happy: animations "idle"
  /// and "happy", "mood:calm" and "mood:wave", and a state machine "Mood" with a number input
  /// "mood" (0 idle, 1 happy), booleans "isIdle" and "isHappy", and a trigger "cheer".
  static func mascot(withBone: Bool = false) -> Data {
    var scene = RiveSceneWriter()
    let body = scene.rectangle(x: 10, y: 50, width: 20, height: 20, color: 0xFF33_66CC)
    if withBone { scene.add(RiveSceneWriter.Kind.bone, [(Property.name, .string("arm"))]) }
    scene.animation("idle", object: body, property: Property.x, keys: [(0, 10), (30, 10)])
    scene.animation("happy", object: body, property: Property.x, keys: [(0, 10), (30, 30)])
    scene.animation("mood:calm", object: body, property: Property.x, keys: [(0, 15)])
    scene.animation(
      "mood:wave", loop: 1, object: body, property: Property.x, keys: [(0, 25), (30, 35)])
    let happyWhen: [RiveSceneWriter.Condition] = [.number(input: 0, operation: 0, value: 1)]
    let idleWhen: [RiveSceneWriter.Condition] = [.number(input: 0, operation: 0, value: 0)]
    scene.stateMachine(
      "Mood",
      inputs: [
        .number("mood", 0), .boolean("isIdle", false), .boolean("isHappy", false),
        .trigger("cheer"),
      ],
      states: [
        State(
          .entry,
          [
            Transition(to: 3, when: [.boolean(input: 2, isTrue: true)]),
            Transition(to: 3, when: happyWhen), Transition(to: 3, when: [.trigger(input: 3)]),
            Transition(to: 2, when: idleWhen),
          ]),
        State(.any), State(.animation(0)), State(.animation(1)),
      ])
    return scene.data
  }

  private let scratch: ScratchDirectory

  init() throws {
    scratch = try ScratchDirectory()
    try scratch.write("pip.riv", bytes: [UInt8](Self.mascot()))
    try scratch.write("bony.riv", bytes: [UInt8](Self.mascot(withBone: true)))
    try scratch.write(
      "App/Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
  }

  private func stills(_ arguments: [String]) -> CommandOutcome {
    runCommand(["stills"] + arguments, in: scratch.path)
  }

  private func contents(_ relative: String) -> String? {
    try? String(contentsOfFile: scratch.path + "/" + relative, encoding: .utf8)
  }

  private func set(_ mood: String) -> String? {
    contents("App/Assets.xcassets/mascot-mood-\(mood).imageset/mascot-mood-\(mood).svg")
  }

  @Test func numberInputMoodsSettleIntoOneImageSetEachAndASecondRunChangesNothing() throws {
    defer { scratch.remove() }
    let arguments = [
      "pip.riv", "--into", "App/Assets.xcassets", "--mood-input", "mood", "--moods",
      "idle=0,happy=1",
    ]
    let first = stills(arguments)
    #expect(first.exitCode == .success, "\(first.error)")
    #expect(
      first.output == """
        created App/Assets.xcassets/mascot-mood-idle.imageset (mood 'idle', state machine 'Mood', settled at 1 s)
        created App/Assets.xcassets/mascot-mood-happy.imageset (mood 'happy', state machine 'Mood', settled at 1 s)

        """)
    #expect(try #require(set("idle")).contains("matrix(1 0 0 1 10 50)"))
    #expect(try #require(set("happy")).contains("matrix(1 0 0 1 30 50)"))
    let second = stills(arguments)
    #expect(second.exitCode == .success)
    #expect(
      second.output.split(separator: "\n").allSatisfy { $0.hasPrefix("up to date ") },
      "\(second.output)")
  }

  @Test func oneBooleanPerMood() throws {
    defer { scratch.remove() }
    let outcome = stills([
      "pip.riv", "--out", "stills", "--moods", "idle=isIdle,happy=isHappy", "--input", "mood=5",
      "--state-machine", "Mood",
    ])
    #expect(outcome.exitCode == .success, "\(outcome.error)")
    #expect(
      try #require(contents("stills/mascot-mood-happy.svg")).contains("matrix(1 0 0 1 30 50)"))
    // Neither boolean nor the number leads idle anywhere: the body stays where the file has it.
    #expect(try #require(contents("stills/mascot-mood-idle.svg")).contains("matrix(1 0 0 1 10 50)"))
  }

  @Test func moodAnimationsGiveTheMoodsWhenNoBindingIsNamed() throws {
    defer { scratch.remove() }
    let outcome = stills(["pip.riv", "--out", "stills"])
    #expect(outcome.exitCode == .success, "\(outcome.error)")
    #expect(
      outcome.output == """
        created stills/mascot-mood-calm.svg (mood 'calm', animation 'mood:calm' at 1 s)
        created stills/mascot-mood-wave.svg (mood 'wave', animation 'mood:wave' at 0 s)

        """)
    #expect(try #require(contents("stills/mascot-mood-calm.svg")).contains("matrix(1 0 0 1 15 50)"))
    #expect(try #require(contents("stills/mascot-mood-wave.svg")).contains("matrix(1 0 0 1 25 50)"))
  }

  @Test func timelineFrameAndTriggeredStateMachine() throws {
    defer { scratch.remove() }
    let frame = stills([
      "pip.riv", "--out", "stills", "--prefix", "pose-", "--animation", "happy", "--time", "0.25",
    ])
    #expect(frame.exitCode == .success, "\(frame.error)")
    #expect(try #require(contents("stills/pose-happy-0.25.svg")).contains("matrix(1 0 0 1 20 50)"))
    let cheered = stills([
      "pip.riv", "--out", "stills", "--prefix", "pose-", "--state-machine", "Mood", "--trigger",
      "cheer",
    ])
    #expect(cheered.exitCode == .success, "\(cheered.error)")
    #expect(try #require(contents("stills/pose-Mood.svg")).contains("matrix(1 0 0 1 30 50)"))
  }

  @Test func unsupportedFeaturesAreNamedAndNothingIsWrittenUnlessAllowed() throws {
    defer { scratch.remove() }
    let refused = stills(["bony.riv", "--out", "stills", "--animation", "idle"])
    #expect(refused.exitCode == .unreadableFiles)
    #expect(
      refused.error.contains(
        "bony.riv: animation 'idle' at 0 s needs what stills cannot draw: 'arm': Bone"))
    #expect(contents("stills/mascot-mood-idle-0.svg") == nil)
    let allowed = stills([
      "bony.riv", "--out", "stills", "--animation", "idle", "--allow-unsupported",
    ])
    #expect(allowed.exitCode == .success)
    #expect(contents("stills/mascot-mood-idle-0.svg") != nil)
  }

  @Test func mistakesInTheInputsAreUsageErrors() throws {
    defer { scratch.remove() }
    let unknown = stills(["pip.riv", "--out", "s", "--state-machine", "Mood", "--input", "size=2"])
    #expect(unknown.exitCode == .usageError)
    #expect(
      unknown.error.contains(
        "state machine 'Mood': the state machine has no input 'size' (its inputs: mood, isIdle, isHappy, cheer)"
      ))
    let noMachine = stills(["pip.riv", "--out", "s", "--input", "mood=1"])
    #expect(noMachine.exitCode == .usageError)
    let noAnimation = stills(["pip.riv", "--out", "s", "--animation", "jump"])
    #expect(noAnimation.error.contains("no timeline animation 'jump' in artboard 'Main'"))
    let unnamed = stills([
      "pip.riv", "--out", "s", "--state-machine", "Mood", "--mood-input", "mood",
    ])
    #expect(unnamed.exitCode == .usageError)
  }
}
