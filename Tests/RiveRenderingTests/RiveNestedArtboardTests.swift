import AnimationFiles
import Foundation
import TestSupport
import Testing

@testable import RiveRendering

@Suite struct RiveNestedArtboardTests {
  typealias Kind = RiveSceneWriter.Kind
  typealias Property = RiveSceneWriter.Property

  /// The nested artboard "Child" (index 1): 40×20, a red 20×10 rectangle at (10, 5) and an
  /// animation "slide" moving it from x 0 to 60 in one second (once); with `machine`, a state
  /// machine "Inner" that plays "slide" once its boolean input "on" is true.
  private func addChild(to scene: inout RiveSceneWriter, machine: Bool = false) {
    scene.artboard(width: 40, height: 20, name: "Child")
    let shape = scene.rectangle(x: 10, y: 5, width: 20, height: 10, color: 0xFFFF_0000)
    scene.animation("slide", object: shape, property: Property.x, keys: [(0, 0), (60, 60)])
    if machine {
      scene.stateMachine(
        "Inner", inputs: [.boolean("on", false)],
        states: [
          .init(.entry, [.init(to: 1, when: [.boolean(input: 0, isTrue: true)])]),
          .init(.animation(0)),
        ])
    }
  }

  private func artboard(_ scene: RiveSceneWriter) throws -> RiveArtboardDefinition {
    let file = try RiveArtboardFile(data: scene.data, fileName: "nested.riv")
    return try #require(file.artboard(named: nil))
  }

  private func still(
    _ scene: RiveSceneWriter, limits: RiveRenderLimits = RiveRenderLimits()
  ) throws -> RiveStill {
    RiveStillRenderer(artboard: try artboard(scene), limits: limits).render()
  }

  /// The host's state machine "Host" (entry only), settled.
  private func settled(_ scene: RiveSceneWriter) throws -> RiveStateMachinePlayer {
    let artboard = try artboard(scene)
    var player = RiveStateMachinePlayer(
      machine: try #require(artboard.stateMachine(named: "Host")), artboard: artboard)
    let didSettle = player.settle()
    #expect(didSettle)
    return player
  }

  @Test func nestedArtboardIsDrawnInPlaceAboutItsOriginAndClipped() throws {
    var scene = RiveSceneWriter()
    scene.rectangle(x: 50, y: 50, width: 100, height: 100, color: 0xFF00_00FF)
    scene.add(
      Kind.nestedArtboard,
      [(Property.x, .float(30)), (Property.y, .float(20)), (Property.artboardId, .uint(1))]
    )
    addChild(to: &scene)
    let still = try still(scene)
    #expect(still.unsupported.isEmpty)
    let svg = still.svg
    let group = try #require(svg.range(of: "<g transform=\"matrix(1 0 0 1 30 20)\">"))
    let clip = try #require(
      svg.range(of: "<rect x=\"0\" y=\"0\" width=\"40\" height=\"20\"/></clipPath>"))
    let child = try #require(
      svg.range(
        of:
          "<path d=\"M-10 -5L10 -5L10 5L-10 5L-10 -5Z\" transform=\"matrix(1 0 0 1 10 5)\" fill=\"#ff0000\"/>"
      ))
    // Drawn in the host's draw order: before the blue rectangle, which is earlier in the file.
    let blue = try #require(svg.range(of: "#0000ff"))
    #expect(group.lowerBound < blue.lowerBound)
    #expect(group.lowerBound < clip.lowerBound && clip.lowerBound < child.lowerBound)
  }

  @Test func nestedContentsTakeTheHostsOpacity() throws {
    var scene = RiveSceneWriter()
    scene.add(
      Kind.nestedArtboard, [(Property.opacity, .float(0.5)), (Property.artboardId, .uint(1))])
    addChild(to: &scene)
    #expect(try still(scene).svg.contains("fill=\"#ff0000\" fill-opacity=\"0.5\""))
  }

  @Test func nestedArtboardOfNoArtboardDrawsNothing() throws {
    var scene = RiveSceneWriter()
    scene.add(Kind.nestedArtboard, [(Property.artboardId, .uint(7))])
    addChild(to: &scene)
    let still = try still(scene)
    #expect(still.unsupported.isEmpty)
    #expect(!still.svg.contains("#ff0000"))
  }

  @Test func playingNestedAnimationIsAtItsStartInATimelineStill() throws {
    var scene = RiveSceneWriter()
    let nested = scene.add(Kind.nestedArtboard, [(Property.artboardId, .uint(1))])
    scene.add(
      Kind.nestedSimpleAnimation, parent: nested,
      [(Property.nestedAnimationId, .uint(0)), (Property.nestedIsPlaying, .bool(true))])
    addChild(to: &scene)
    #expect(try still(scene).svg.contains("transform=\"matrix(1 0 0 1 0 5)\""))
  }

  @Test func playingNestedAnimationPlaysWithTheHostsStateMachineUntilItEnds() throws {
    var scene = RiveSceneWriter()
    let nested = scene.add(Kind.nestedArtboard, [(Property.artboardId, .uint(1))])
    scene.add(
      Kind.nestedSimpleAnimation, parent: nested,
      [(Property.nestedAnimationId, .uint(0)), (Property.nestedIsPlaying, .bool(true))])
    scene.stateMachine("Host", inputs: [], states: [.init(.entry)])
    addChild(to: &scene)
    let player = try settled(scene)
    // The host's machine rests at once; the nested animation holds it a second.
    #expect(abs(player.elapsed - 1) < 0.02)
    #expect(player.render().svg.contains("transform=\"matrix(1 0 0 1 60 5)\""))
  }

  @Test func pausedNestedArtboardKeepsItsAuthoredPose() throws {
    var scene = RiveSceneWriter()
    let nested = scene.add(
      Kind.nestedArtboard,
      [(Property.artboardId, .uint(1)), (Property.nestedIsPaused, .bool(true))])
    scene.add(
      Kind.nestedSimpleAnimation, parent: nested,
      [(Property.nestedAnimationId, .uint(0)), (Property.nestedIsPlaying, .bool(true))])
    scene.stateMachine("Host", inputs: [], states: [.init(.entry)])
    addChild(to: &scene)
    let player = try settled(scene)
    #expect(player.elapsed == 0)
    #expect(player.render().svg.contains("transform=\"matrix(1 0 0 1 10 5)\""))
  }

  @Test func remappedNestedAnimationIsAtTheFractionOfItsDurationTheHostGives() throws {
    var scene = RiveSceneWriter()
    let nested = scene.add(Kind.nestedArtboard, [(Property.artboardId, .uint(1))])
    let remap = scene.add(
      Kind.nestedRemapAnimation, parent: nested,
      [(Property.nestedAnimationId, .uint(0)), (Property.nestedRemapTime, .float(0.25))])
    scene.animation(
      "remap", object: remap, property: Property.nestedRemapTime, keys: [(0, 0.25), (60, 0.75)])
    addChild(to: &scene)
    #expect(try still(scene).svg.contains("transform=\"matrix(1 0 0 1 15 5)\""))
    let artboard = try artboard(scene)
    var renderer = RiveStillRenderer(artboard: artboard)
    renderer.apply(try #require(artboard.animation(named: "remap")), atSeconds: 1)
    #expect(renderer.render().svg.contains("transform=\"matrix(1 0 0 1 45 5)\""))
  }

  @Test func nestedStateMachineRunsWithItsNestedInputsUntilItSettles() throws {
    for on in [false, true] {
      var scene = RiveSceneWriter()
      let nested = scene.add(Kind.nestedArtboard, [(Property.artboardId, .uint(1))])
      let machine = scene.add(
        Kind.nestedStateMachine, parent: nested, [(Property.nestedAnimationId, .uint(0))])
      scene.add(
        Kind.nestedBool, parent: machine,
        [(Property.nestedInputId, .uint(0)), (Property.nestedBoolValue, .bool(on))])
      scene.stateMachine("Host", inputs: [], states: [.init(.entry)])
      addChild(to: &scene, machine: true)
      let player = try settled(scene)
      let svg = player.render().svg
      if on {
        #expect(abs(player.elapsed - 1) < 0.02)
        #expect(svg.contains("transform=\"matrix(1 0 0 1 60 5)\""))
      } else {
        #expect(player.elapsed == 0)
        #expect(svg.contains("transform=\"matrix(1 0 0 1 10 5)\""))
      }
    }
  }

  @Test func artboardNestingItselfIsRefusedByName() throws {
    var scene = RiveSceneWriter()
    scene.add(
      Kind.nestedArtboard, [(Property.name, .string("Me")), (Property.artboardId, .uint(0))])
    let still = try still(scene)
    #expect(
      still.unsupported.map(\.description) == [
        "'Me': NestedArtboard nesting artboard 'Main', which nests it"
      ])
  }

  @Test func artboardsNestingEachOtherAreRefusedByName() throws {
    var scene = RiveSceneWriter()
    scene.add(
      Kind.nestedArtboard, [(Property.name, .string("Out")), (Property.artboardId, .uint(1))])
    scene.artboard(name: "Child")
    scene.add(
      Kind.nestedArtboard, [(Property.name, .string("Back")), (Property.artboardId, .uint(0))])
    let still = try still(scene)
    #expect(
      still.unsupported.map(\.description) == [
        "'Back': NestedArtboard nesting artboard 'Main', which nests it"
      ])
  }

  @Test func nestedArtboardsBeyondTheLimitAreRefusedByName() throws {
    var scene = RiveSceneWriter()
    for _ in 0..<3 { scene.add(Kind.nestedArtboard, [(Property.artboardId, .uint(1))]) }
    addChild(to: &scene)
    var limits = RiveRenderLimits()
    limits.maximumNestedArtboards = 2
    let still = try still(scene, limits: limits)
    #expect(
      still.unsupported.map(\.feature) == ["more than 2 nested artboards in one still"])
  }

  @Test func artboardsNestedTooDeepAreRefusedByName() throws {
    var scene = RiveSceneWriter()
    scene.add(Kind.nestedArtboard, [(Property.artboardId, .uint(1))])
    for level in 1...3 {
      scene.artboard(name: "Level \(level)")
      scene.add(Kind.nestedArtboard, [(Property.artboardId, .uint(UInt64(level + 1)))])
    }
    addChild(to: &scene)
    var limits = RiveRenderLimits()
    limits.maximumNestingDepth = 4
    #expect(try still(scene, limits: limits).unsupported.isEmpty)
    limits.maximumNestingDepth = 3
    #expect(
      try still(scene, limits: limits).unsupported.map(\.feature) == [
        "artboards nested more than 3 deep"
      ])
  }

  @Test func nestedArtboardLayoutIsNamed() throws {
    var scene = RiveSceneWriter()
    scene.add(Kind.nestedArtboardLayout, [(Property.artboardId, .uint(1))])
    addChild(to: &scene)
    #expect(try still(scene).unsupported.map(\.feature) == ["NestedArtboardLayout"])
  }

  @Test func nestedTriggerIsNamedOnlyWhenAnAnimationFiresIt() throws {
    for isKeyed in [false, true] {
      var scene = RiveSceneWriter()
      let nested = scene.add(Kind.nestedArtboard, [(Property.artboardId, .uint(1))])
      let machine = scene.add(
        Kind.nestedStateMachine, parent: nested, [(Property.nestedAnimationId, .uint(0))])
      let trigger = scene.add(
        Kind.nestedTrigger, parent: machine,
        [(Property.name, .string("Poke")), (Property.nestedInputId, .uint(0))])
      if isKeyed {
        scene.animation("poke", object: trigger, property: Property.nestedTriggerFire, keys: [])
      }
      addChild(to: &scene, machine: true)
      let features = try still(scene).unsupported.map(\.description)
      #expect(features == (isKeyed ? ["'Poke': NestedTrigger fired by animation 'poke'"] : []))
    }
  }
}
