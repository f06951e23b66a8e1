import Foundation
import TestSupport
import Testing

@testable import AnimationFiles

// Reports as skipped, with the message, where ../shared/fixtures is absent.
@Suite(.enabled(if: SharedFixtures.isAvailable, SharedFixtures.skipMessage))
struct RiveFixtureTests {
  private func read(_ name: String) throws -> RiveFile {
    try RiveFile(data: SharedFixtures.data("rive/\(name)"), fileName: name)
  }

  @Test func animationConfigurationsHaveTheThreeLoopKinds() throws {
    let file = try read("animationconfigurations.riv")
    #expect(file.majorVersion == 7)
    #expect(file.minorVersion == 0)
    #expect(file.fileID == 2263)
    let artboard = try #require(file.artboards.first)
    #expect(file.artboards.count == 1)
    #expect(artboard.name == "New Artboard")
    #expect(artboard.width == 500)
    #expect(artboard.height == 500)
    let loops = Dictionary(uniqueKeysWithValues: artboard.animations.map { ($0.name, $0.loop) })
    #expect(loops["loop"] == .loop)
    #expect(loops["pingpong"] == .pingPong)
    #expect(loops["oneshot"] == .oneShot)
  }

  @Test func whatAStatesGoAnimationsMoveANodeAcrossTheArtboard() throws {
    let animations = try #require(read("what_a_state.riv").artboards.first).animations
    let byName = Dictionary(uniqueKeysWithValues: animations.map { ($0.name, $0) })
    for name in ["go right", "go down"] {
      let movement = try #require(byName[name]?.movement, "\(name) keys a node's position")
      #expect(movement.travelFraction > 0.5)
      #expect(movement.farthestTraveller == "node 1")
    }
  }

  @Test func animationConfigurationsHave120FpsAndWorkAreas() throws {
    let animations = try #require(read("animationconfigurations.riv").artboards.first).animations
    #expect(
      animations.map(\.name) == [
        "loop", "pingpong", "oneshot", "1sec120fps_f50f80", "1sec60fps_f30f50", "1sec120fps",
        "1sec60fps",
      ])
    let byName = Dictionary(uniqueKeysWithValues: animations.map { ($0.name, $0) })

    let workArea120 = try #require(byName["1sec120fps_f50f80"])
    #expect(workArea120.fps == 120)
    #expect(workArea120.durationFrames == 120)
    #expect(workArea120.workArea == RiveWorkArea(startFrame: 50, endFrame: 80))
    #expect(workArea120.startSeconds == 50.0 / 120)
    #expect(workArea120.endSeconds == 80.0 / 120)
    #expect(workArea120.durationSeconds == 80.0 / 120 - 50.0 / 120)

    let workArea60 = try #require(byName["1sec60fps_f30f50"])
    #expect(workArea60.fps == 60)
    #expect(workArea60.workArea == RiveWorkArea(startFrame: 30, endFrame: 50))
    #expect(workArea60.startSeconds == 0.5)
    #expect(workArea60.endSeconds == 50.0 / 60)

    let plain120 = try #require(byName["1sec120fps"])
    #expect(plain120.fps == 120)
    #expect(plain120.workArea == nil)
    #expect(plain120.durationSeconds == 1)

    // Nothing written: every value is the runtime default.
    let defaults = try #require(byName["1sec60fps"])
    #expect(defaults.fps == 60)
    #expect(defaults.durationFrames == 60)
    #expect(defaults.speed == 1)
    #expect(defaults.loop == .oneShot)
    #expect(defaults.workArea == nil)
    #expect(defaults.durationSeconds == 1)
  }

  @Test func stateMachineConfigurationsHaveInputKindsAndDefaults() throws {
    let artboard = try #require(read("state_machine_configurations.riv").artboards.first)
    #expect(
      artboard.stateMachines.map(\.name) == [
        "mixed", "trigger_input", "boolean_input", "number_input", "two_layers", "one_layer",
        "nothing",
      ])
    let mixed = artboard.stateMachines[0]
    #expect(
      mixed.inputs == [
        RiveStateMachineInput(name: "zero", kind: .number(defaultValue: 0)),
        RiveStateMachineInput(name: "off", kind: .boolean(defaultValue: false)),
        RiveStateMachineInput(name: "trigger", kind: .trigger),
        RiveStateMachineInput(name: "two_point_two", kind: .number(defaultValue: 2.2)),
        RiveStateMachineInput(name: "on", kind: .boolean(defaultValue: true)),
        RiveStateMachineInput(name: "three", kind: .number(defaultValue: 3)),
      ])
    #expect(artboard.stateMachines[1].inputs == [.init(name: "Trigger 1", kind: .trigger)])
    #expect(
      artboard.stateMachines[2].inputs == [
        .init(name: "Boolean 1", kind: .boolean(defaultValue: false))
      ])
    #expect(
      artboard.stateMachines[3].inputs == [.init(name: "Number 1", kind: .number(defaultValue: 0))])
    #expect(artboard.stateMachines[6].inputs.isEmpty)
  }

  @Test func formatSixFileIsRefusedNamingItsVersion() throws {
    let error = try #require(throws: AnimationFileError.self) { try read("sample6.riv") }
    #expect(error.reason == .unsupportedVersion("6.3"))
    #expect(error.offset == 4)
    #expect(error.fileName == "sample6.riv")
    #expect(error.description.contains("sample6.riv"))
    #expect(error.description.contains("version 6.3 is not supported"))
  }

  @Test func junkFileIsRefusedAsNotRive() throws {
    let error = try #require(throws: AnimationFileError.self) { try read("junk.riv") }
    #expect(error.reason == .wrongMagic)
    #expect(error.offset == 0)
    #expect(error.description.contains("not a Rive file"))
  }

  @Test func fileWithoutArtboardReadsAsEmpty() throws {
    let file = try read("noartboard.riv")
    #expect(file.fileID == 2261)
    #expect(file.artboards.isEmpty)
    #expect(file.viewModels.isEmpty)
    #expect(file.events.isEmpty)
  }

  @Test func dataBindingTestHasViewModelsWithPropertiesAndInstances() throws {
    let file = try read("data_binding_test.riv")
    #expect(file.viewModels.map(\.name) == ["Default", "Nested", "Test"])

    #expect(file.viewModels[0].properties == [.init(name: "String", kind: .string)])
    #expect(file.viewModels[0].instances.map(\.name) == [""])

    #expect(
      file.viewModels[1].properties == [
        .init(name: "DeeperNested", kind: .viewModel), .init(name: "String", kind: .string),
      ])
    #expect(file.viewModels[1].instances.map(\.name) == ["Default"])

    #expect(
      file.viewModels[2].properties == [
        .init(name: "List", kind: .list),
        .init(name: "Image", kind: .image),
        .init(name: "SecondNested", kind: .viewModel),
        .init(name: "Trigger Blue", kind: .trigger),
        .init(name: "Trigger Green", kind: .trigger),
        .init(name: "Trigger Red", kind: .trigger),
        .init(name: "Nested", kind: .viewModel),
        .init(name: "Enum", kind: .enumeration),
        .init(name: "Color", kind: .color),
        .init(name: "Boolean", kind: .boolean),
        .init(name: "Number", kind: .number),
        .init(name: "String", kind: .string),
      ])
    #expect(file.viewModels[2].instances.map(\.name) == ["Default", "Editor Defaults"])

    let artboard = try #require(file.artboards.first)
    #expect(artboard.name == "Artboard")
    #expect(artboard.animations.count == 10)
    #expect(artboard.stateMachines.map(\.name) == ["State Machine 2", "State Machine 1"])
  }

  @Test func ratingAnimationHasEventsIncludingAnOpenURLEvent() throws {
    let file = try read("rating_animation.riv")
    #expect(
      file.events == [
        RiveEvent(name: "rating1", kind: .general),
        RiveEvent(name: "rating2", kind: .general),
        RiveEvent(name: "rating3", kind: .general),
        RiveEvent(name: "rating4", kind: .general),
        RiveEvent(name: "rating5", kind: .general),
        RiveEvent(name: "gotorive", kind: .openURL("https://rive.app")),
      ])
    let example = try #require(file.artboards.first?.animations.first)
    #expect(example.name == "Example")
    #expect(example.durationFrames == 360)
    #expect(example.loop == .loop)
    #expect(example.durationSeconds == 6)
  }

  @Test func multipleArtboardsOwnTheAnimationsThatFollowThem() throws {
    let file = try read("multipleartboards.riv")
    #expect(file.artboards.map(\.name) == ["artboard2", "artboard1"])
    #expect(
      file.artboards[0].animations.map(\.name) == ["artboard2animation1", "artboard2animation2"])
    #expect(
      file.artboards[0].stateMachines.map(\.name) == [
        "artboard2stateMachine1", "artboard2stateMachine2",
      ])
    #expect(file.artboards[1].animations.map(\.name) == ["artboard1animation1"])
    #expect(file.artboards[1].stateMachines.map(\.name) == ["artboard1stateMachine1"])
  }

  @Test(arguments: [
    "multipleartboards.riv", "quick_start.riv", "data_binding_test.riv", "teststatemachine.riv",
    "defaultstatemachine.riv", "state_machine_configurations.riv", "data_binding_artboard.riv",
    "multiple_state_machines.riv", "light_switch.riv", "rating_animation.riv",
    "animationconfigurations.riv", "what_a_state.riv", "noartboard.riv",
  ])
  func everyFormatSevenSampleReads(name: String) throws {
    let file = try read(name)
    #expect(file.majorVersion == 7)
  }
}
