import AnimationFiles
import Foundation
import TestSupport
import Testing

@testable import RiveRendering

/// State machines run to the pose they settle in, as the runtime advances them.
@Suite struct RiveStateMachinePlayerTests {
  typealias Kind = RiveSceneWriter.Kind
  typealias Property = RiveSceneWriter.Property
  typealias State = RiveSceneWriter.State
  typealias Transition = RiveSceneWriter.Transition

  /// A shape whose x the animations key: "idle" holds it at 10, "happy" moves it to 30 in one
  /// second, "spin" loops from 5.
  private func mascot(states: [State], inputs: [RiveSceneWriter.Input]) -> RiveSceneWriter {
    var scene = RiveSceneWriter()
    let shape = scene.rectangle(x: 10, y: 0, width: 2, height: 2, color: 0xFF00_0000)
    scene.animation("idle", object: shape, property: Property.x, keys: [(0, 10), (60, 10)])
    scene.animation("happy", object: shape, property: Property.x, keys: [(0, 10), (60, 30)])
    scene.animation(
      "spin", loop: 1, object: shape, property: Property.x, keys: [(0, 5), (60, 100)])
    scene.stateMachine("Mood", inputs: inputs, states: states)
    return scene
  }

  private func player(_ scene: RiveSceneWriter) throws -> RiveStateMachinePlayer {
    let file = try RiveArtboardFile(data: scene.data, fileName: "mascot.riv")
    let artboard = try #require(file.artboard(named: nil))
    let machine = try #require(artboard.stateMachine(named: "Mood"))
    return RiveStateMachinePlayer(machine: machine, artboard: artboard)
  }

  private func x(_ player: RiveStateMachinePlayer) throws -> Double {
    let svg = player.render().svg
    let match = try #require(svg.firstMatch(of: /matrix\(1 0 0 1 ([-0-9.]+) 0\)/))
    return try #require(Double(match.1))
  }

  /// Entry goes to idle when mood is 0 and to happy when it is 1.
  private var moodStates: [State] {
    [
      State(
        .entry,
        [
          Transition(to: 2, when: [.number(input: 0, operation: 0, value: 0)]),
          Transition(to: 3, when: [.number(input: 0, operation: 0, value: 1)]),
        ]),
      State(.any), State(.animation(0)), State(.animation(1)), State(.exit),
    ]
  }

  @Test func numberInputChoosesTheStateAndAOneShotSettlesAtItsEnd() throws {
    var idle = try player(mascot(states: moodStates, inputs: [.number("mood", 0)]))
    let idleSettled = idle.settle()
    #expect(idleSettled)
    #expect(try x(idle) == 10)
    var happy = try player(mascot(states: moodStates, inputs: [.number("mood", 0)]))
    try happy.set("mood", to: "1")
    let happySettled = happy.settle()
    #expect(happySettled)
    #expect(try x(happy) == 30)
    // It settles once the one-second animation has played, not before.
    #expect(happy.elapsed >= 1 && happy.elapsed < 1.05)
  }

  @Test func exitTimeWaitsAndDurationMixes() throws {
    let states = [
      State(.entry, [Transition(to: 2)]), State(.any),
      // idle → happy after half of idle (500 ms), mixing over 1000 ms.
      State(
        .animation(0),
        [Transition(to: 3, flags: 4, durationMilliseconds: 1000, exitTimeMilliseconds: 500)]),
      State(.animation(1)),
    ]
    var player = try player(mascot(states: states, inputs: []))
    player.advance(by: 0)
    player.advance(by: 0.25)
    #expect(try x(player) == 10)
    player.advance(by: 0.25)
    player.advance(by: 0.5)
    // Half a second into happy (x 20), mixed half way from idle's 10 with the value before.
    let mixed = try x(player)
    #expect(mixed > 10 && mixed < 20)
    let playerSettled = player.settle()
    #expect(playerSettled)
    #expect(try x(player) == 30)
  }

  @Test func triggerFiresOnceAndBooleanConditions() throws {
    let states = [
      State(.entry, [Transition(to: 2)]), State(.any),
      State(
        .animation(0),
        [
          Transition(to: 3, when: [.trigger(input: 0)])
        ]),
      State(.animation(1), [Transition(to: 2, when: [.boolean(input: 1, isTrue: true)])]),
    ]
    var still = try player(
      mascot(states: states, inputs: [.trigger("cheer"), .boolean("calm", false)]))
    let stillSettled = still.settle()
    #expect(stillSettled)
    #expect(try x(still) == 10)
    var cheered = try player(
      mascot(states: states, inputs: [.trigger("cheer"), .boolean("calm", false)]))
    try cheered.fire("cheer")
    let cheeredSettled = cheered.settle()
    #expect(cheeredSettled)
    #expect(try x(cheered) == 30)
    #expect(
      throws: RiveStateMachinePlayer.InputError.wrongKind(
        "calm", expected: "not a trigger: set it with --input")
    ) {
      var copy = cheered
      try copy.fire("calm")
    }
    #expect(
      throws: RiveStateMachinePlayer.InputError.unknownInput("mood", known: ["cheer", "calm"])
    ) {
      var copy = cheered
      try copy.set("mood", to: "1")
    }
  }

  @Test func aLoopingStateSettlesWhereItStartsLooping() throws {
    let states = [State(.entry, [Transition(to: 2)]), State(.any), State(.animation(2))]
    var player = try player(mascot(states: states, inputs: []))
    let playerSettled = player.settle()
    #expect(playerSettled)
    #expect(try x(player) == 5)
  }

  @Test func aMachineThatNeverSettlesIsNamed() throws {
    // Two states that hand over to each other after their exit time, forever.
    let states = [
      State(.entry, [Transition(to: 2)]), State(.any),
      State(.animation(0), [Transition(to: 3, flags: 4, exitTimeMilliseconds: 100)]),
      State(.animation(1), [Transition(to: 2, flags: 4, exitTimeMilliseconds: 100)]),
    ]
    var player = try player(mascot(states: states, inputs: []))
    let playerSettled = player.settle(maximum: 2)
    #expect(!playerSettled)
    #expect(
      player.render().unsupported.map(\.feature) == ["no settled state within 2 s"])
  }

  @Test func leavingForTheExitStateHoldsTheLastFrame() throws {
    // happy (10 → 30 over a second) hands over to the exit state once it has played through.
    let states = [
      State(.entry, [Transition(to: 2)]), State(.any),
      State(.animation(1), [Transition(to: 3, flags: 4, exitTimeMilliseconds: 1000)]),
      State(.exit),
    ]
    var player = try player(mascot(states: states, inputs: []))
    let settled = player.settle()
    #expect(settled)
    #expect(try x(player) == 30)
  }

  @Test func aListenerForEventsIsNamedAndOneForThePointerIsNot() throws {
    func features(listenerType: UInt64) throws -> [String] {
      var scene = mascot(
        states: [State(.entry, [Transition(to: 2)]), State(.any), State(.animation(0))], inputs: [])
      // StateMachineListenerSingle (114) with its listenerTypeValue (225): 5 is "event".
      scene.object(114, [(225, .uint(listenerType))])
      var player = try player(scene)
      _ = player.settle()
      return player.render().unsupported.map(\.feature)
    }
    #expect(try features(listenerType: 5) == ["StateMachineListenerSingle on events"])
    #expect(try features(listenerType: 2).isEmpty)
  }

  @Test func aConditionThePlayerCannotEvaluateIsNamedEvenWithoutAnInput() throws {
    var scene = mascot(states: [], inputs: [])
    scene.object(Kind.stateMachine, [(Property.animationName, .string("Scripted"))])
    scene.object(Kind.stateMachineLayer)
    scene.object(Kind.entryState)
    scene.object(Kind.stateTransition, [(Property.stateTo, .uint(1))])
    // ScriptedTransitionCondition (647): a script decides, and it names no input.
    scene.object(647)
    scene.object(Kind.animationState, [(Property.animationId, .uint(1))])
    let file = try RiveArtboardFile(data: scene.data, fileName: "mascot.riv")
    let artboard = try #require(file.artboard(named: nil))
    var player = RiveStateMachinePlayer(
      machine: try #require(artboard.stateMachine(named: "Scripted")), artboard: artboard)
    _ = player.settle()
    #expect(player.render().unsupported.map(\.feature) == ["ScriptedTransitionCondition"])
  }
}
