import Foundation
import TestSupport
import Testing

@testable import AnimationFiles

/// Files built by `RiveWriter`: these run everywhere, with or without the shared fixtures.
struct RiveFileTests {
  private func read(_ writer: RiveWriter) throws(AnimationFileError) -> RiveFile {
    try RiveFile(data: writer.data, fileName: "built.riv")
  }

  private func artboardFile(_ build: (inout RiveWriter) -> Void) -> RiveWriter {
    var writer = RiveWriter.header()
    writer.object(RiveKey.backboard)
    writer.object(
      RiveKey.artboard,
      [
        (RiveKey.componentName, .string("Main")), (RiveKey.width, .float(390)),
        (RiveKey.height, .float(844)),
      ])
    build(&writer)
    return writer
  }

  @Test func readsHeaderAndArtboard() throws {
    var writer = RiveWriter.header(minor: 4, fileID: 4242)
    writer.object(RiveKey.backboard)
    writer.object(
      RiveKey.artboard,
      [
        (RiveKey.componentName, .string("Main")), (RiveKey.width, .float(390)),
        (RiveKey.height, .float(844)),
      ])
    let file = try read(writer)
    #expect(file.fileName == "built.riv")
    #expect(file.majorVersion == 7)
    #expect(file.minorVersion == 4)
    #expect(file.fileID == 4242)
    #expect(file.artboards.count == 1)
    #expect(file.artboards[0].name == "Main")
    #expect(file.artboards[0].width == 390)
    #expect(file.artboards[0].height == 844)
  }

  @Test func linearAnimationsTakeRuntimeDefaultsForValuesLeftOut() throws {
    let writer = artboardFile { writer in
      writer.object(RiveKey.linearAnimation, [(RiveKey.animationName, .string("idle"))])
    }
    let animation = try #require(read(writer).artboards.first?.animations.first)
    #expect(animation.name == "idle")
    #expect(animation.fps == 60)
    #expect(animation.durationFrames == 60)
    #expect(animation.speed == 1)
    #expect(animation.loop == .oneShot)
    #expect(animation.workArea == nil)
    #expect(animation.startSeconds == 0)
    #expect(animation.endSeconds == 1)
  }

  @Test func linearAnimationsReadLoopKindsSpeedAndWorkArea() throws {
    let writer = artboardFile { writer in
      writer.object(
        RiveKey.linearAnimation,
        [
          (RiveKey.animationName, .string("intro")), (RiveKey.fps, .uint(24)),
          (RiveKey.duration, .uint(96)), (RiveKey.speed, .float(0.5)), (RiveKey.loop, .uint(2)),
          (RiveKey.workStart, .uint(12)), (RiveKey.workEnd, .uint(48)),
          (RiveKey.enableWorkArea, .bool(true)),
        ])
      writer.object(
        RiveKey.linearAnimation,
        [(RiveKey.animationName, .string("spin")), (RiveKey.loop, .uint(1))])
      writer.object(RiveKey.linearAnimation, [(RiveKey.loop, .uint(7))])
      // A work area that is written but not enabled is ignored, as the runtime ignores it.
      writer.object(
        RiveKey.linearAnimation,
        [(RiveKey.workStart, .uint(10)), (RiveKey.workEnd, .uint(20))])
    }
    let animations = try #require(read(writer).artboards.first).animations
    #expect(animations.count == 4)
    let intro = animations[0]
    #expect(intro.fps == 24)
    #expect(intro.durationFrames == 96)
    #expect(intro.speed == 0.5)
    #expect(intro.loop == .pingPong)
    #expect(intro.workArea == RiveWorkArea(startFrame: 12, endFrame: 48))
    #expect(intro.startSeconds == 0.5)
    #expect(intro.endSeconds == 2)
    #expect(intro.durationSeconds == 1.5)
    #expect(animations[1].loop == .loop)
    #expect(animations[2].loop == .unknown(7))
    #expect(animations[2].name == "")
    #expect(animations[3].workArea == nil)
    #expect(animations[3].durationSeconds == 1)
  }

  @Test func zeroFpsHasNoSeconds() throws {
    let writer = artboardFile { writer in
      writer.object(RiveKey.linearAnimation, [(RiveKey.fps, .uint(0))])
    }
    let animation = try #require(read(writer).artboards.first?.animations.first)
    #expect(animation.fps == 0)
    #expect(animation.startSeconds == nil)
    #expect(animation.durationSeconds == nil)
  }

  @Test func enabledWorkAreaWithoutFramesUsesTheRuntimeDefaultOfMinusOne() throws {
    let writer = artboardFile { writer in
      writer.object(RiveKey.linearAnimation, [(RiveKey.enableWorkArea, .bool(true))])
    }
    let animation = try #require(read(writer).artboards.first?.animations.first)
    #expect(animation.workArea == RiveWorkArea(startFrame: .max, endFrame: .max))
  }

  @Test func stateMachinesOwnTheInputsThatFollowThem() throws {
    let writer = artboardFile { writer in
      writer.object(RiveKey.stateMachine, [(RiveKey.animationName, .string("Launch"))])
      writer.object(
        RiveKey.stateMachineBool,
        [(RiveKey.inputName, .string("prefersReducedMotion")), (RiveKey.boolValue, .bool(true))])
      writer.object(RiveKey.stateMachineTrigger, [(RiveKey.inputName, .string("finish"))])
      writer.object(RiveKey.stateMachine, [(RiveKey.animationName, .string("Idle"))])
      writer.object(
        RiveKey.stateMachineNumber,
        [(RiveKey.inputName, .string("mood")), (RiveKey.numberValue, .float(-1.5))])
      writer.object(RiveKey.stateMachineBool, [(RiveKey.inputName, .string("off"))])
    }
    let machines = try #require(read(writer).artboards.first).stateMachines
    #expect(machines.map(\.name) == ["Launch", "Idle"])
    #expect(
      machines[0].inputs == [
        RiveStateMachineInput(name: "prefersReducedMotion", kind: .boolean(defaultValue: true)),
        RiveStateMachineInput(name: "finish", kind: .trigger),
      ])
    #expect(
      machines[1].inputs == [
        RiveStateMachineInput(name: "mood", kind: .number(defaultValue: -1.5)),
        RiveStateMachineInput(name: "off", kind: .boolean(defaultValue: false)),
      ])
  }

  @Test func animationsAndStateMachinesBelongToTheLastArtboard() throws {
    var writer = RiveWriter.header()
    writer.object(RiveKey.backboard)
    // Before any artboard: the runtime has no owner for these and drops them.
    writer.object(RiveKey.linearAnimation, [(RiveKey.animationName, .string("orphan"))])
    writer.object(RiveKey.stateMachineBool, [(RiveKey.inputName, .string("orphan input"))])
    writer.object(RiveKey.artboard, [(RiveKey.componentName, .string("A"))])
    writer.object(RiveKey.linearAnimation, [(RiveKey.animationName, .string("a1"))])
    writer.object(RiveKey.stateMachine, [(RiveKey.animationName, .string("sa"))])
    writer.object(RiveKey.artboard, [(RiveKey.componentName, .string("B"))])
    writer.object(RiveKey.linearAnimation, [(RiveKey.animationName, .string("b1"))])
    // An input follows the last state machine, even across an artboard.
    writer.object(RiveKey.stateMachineTrigger, [(RiveKey.inputName, .string("go"))])
    let file = try read(writer)
    #expect(file.artboards.map(\.name) == ["A", "B"])
    #expect(file.artboards[0].animations.map(\.name) == ["a1"])
    #expect(file.artboards[0].stateMachines.map(\.name) == ["sa"])
    #expect(file.artboards[0].stateMachines[0].inputs.map(\.name) == ["go"])
    #expect(file.artboards[1].animations.map(\.name) == ["b1"])
    #expect(file.artboards[1].stateMachines.isEmpty)
  }

  @Test func eventsOfEveryKindBelongToTheirArtboard() throws {
    let writer = artboardFile { writer in
      writer.object(RiveKey.event, [(RiveKey.componentName, .string("introFinished"))])
      writer.object(
        RiveKey.openUrlEvent,
        [(RiveKey.componentName, .string("help")), (RiveKey.url, .string("https://example.com"))])
      writer.object(RiveKey.audioEvent, [(RiveKey.componentName, .string("chime"))])
    }
    let file = try read(writer)
    #expect(
      file.events == [
        RiveEvent(name: "introFinished", kind: .general),
        RiveEvent(name: "help", kind: .openURL("https://example.com")),
        RiveEvent(name: "chime", kind: .audio),
      ])
    #expect(file.artboards[0].events == file.events)
  }

  @Test func viewModelsOwnPropertiesAndInstancesByIndex() throws {
    var writer = RiveWriter.header()
    writer.object(RiveKey.backboard)
    writer.object(
      RiveKey.viewModelPropertyNumber, [(RiveKey.viewModelComponentName, .string("orphan"))])
    writer.object(RiveKey.viewModel, [(RiveKey.viewModelComponentName, .string("Mascot"))])
    writer.object(
      RiveKey.viewModelPropertyBoolean,
      [(RiveKey.viewModelComponentName, .string("prefersReducedMotion"))])
    writer.object(
      RiveKey.viewModelPropertyTrigger, [(RiveKey.viewModelComponentName, .string("wave"))])
    // A subtype of the enum property is still an enumeration (found through `extends`).
    writer.object(
      RiveKey.viewModelPropertyEnumCustom, [(RiveKey.viewModelComponentName, .string("mood"))])
    writer.object(RiveKey.viewModelInstance, [(RiveKey.componentName, .string("Default"))])
    writer.object(RiveKey.viewModel, [(RiveKey.viewModelComponentName, .string("Theme"))])
    writer.object(
      RiveKey.viewModelInstance,
      [(RiveKey.componentName, .string("Dark")), (RiveKey.viewModelId, .uint(1))])
    writer.object(
      RiveKey.viewModelInstance,
      [(RiveKey.componentName, .string("Mascot two")), (RiveKey.viewModelId, .uint(0))])
    // An index past the view models read so far has no owner.
    writer.object(
      RiveKey.viewModelInstance,
      [(RiveKey.componentName, .string("Nowhere")), (RiveKey.viewModelId, .uint(5))])
    let file = try read(writer)
    #expect(file.viewModels.map(\.name) == ["Mascot", "Theme"])
    #expect(
      file.viewModels[0].properties == [
        RiveViewModelProperty(name: "prefersReducedMotion", kind: .boolean),
        RiveViewModelProperty(name: "wave", kind: .trigger),
        RiveViewModelProperty(name: "mood", kind: .enumeration),
      ])
    #expect(file.viewModels[0].instances.map(\.name) == ["Default", "Mascot two"])
    #expect(file.viewModels[1].instances.map(\.name) == ["Dark"])
  }

  @Test func viewModelInstancesNeedABackboard() throws {
    var writer = RiveWriter.header()
    writer.object(RiveKey.viewModel, [(RiveKey.viewModelComponentName, .string("VM"))])
    writer.object(RiveKey.viewModelInstance, [(RiveKey.componentName, .string("Default"))])
    let file = try read(writer)
    #expect(file.viewModels.map(\.name) == ["VM"])
    #expect(file.viewModels[0].instances.isEmpty)
  }

  @Test func skipsPropertiesOfEveryFieldTypeOnObjectsItDoesNotReport() throws {
    let writer = artboardFile { writer in
      writer.object(18, [(RiveKey.fillColor, .color(0xFF00_FF00))])  // SolidColor.colorValue
      writer.object(106, [(RiveKey.assetBytes, .bytes(Array(repeating: 0xAB, count: 300)))])
      writer.object(RiveKey.linearAnimation, [(RiveKey.animationName, .string("after"))])
    }
    #expect(try read(writer).artboards[0].animations.map(\.name) == ["after"])
  }

  @Test func unknownKeysListedInTheTableOfContentsAreSkippedByTheirFieldType() throws {
    // Five keys: two table-of-contents words. Types: uint, string, float, colour, uint.
    var writer = RiveWriter.header(
      tableOfContents: [
        (key: 9001, fieldType: 0), (key: 9002, fieldType: 1), (key: 9003, fieldType: 2),
        (key: 9004, fieldType: 3), (key: 9005, fieldType: 0),
      ])
    writer.object(RiveKey.backboard)
    writer.object(
      RiveKey.artboard,
      [
        (9001, .uint(1 << 40)), (9002, .string("future")), (9003, .float(1.5)),
        (9004, .color(0x1234_5678)), (9005, .uint(3)), (RiveKey.componentName, .string("Kept")),
      ])
    // An object type no runtime knows is skipped like any other.
    writer.object(60_000, [(9002, .string("unknown object"))])
    #expect(try read(writer).artboards.map(\.name) == ["Kept"])
  }

  @Test func emptyNamesAreAllowed() throws {
    var writer = RiveWriter.header()
    writer.object(RiveKey.backboard)
    writer.object(RiveKey.artboard, [(RiveKey.componentName, .string(""))])
    #expect(try read(writer).artboards.map(\.name) == [""])
  }
}
