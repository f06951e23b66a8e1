import AnimationFiles
import Foundation
import TestSupport
import Testing

@testable import RiveRendering

/// Draw rules move drawables beside their target's drawable, as the runtime's
/// `Artboard::sortDrawOrder` does.
@Suite struct RiveDrawOrderTests {
  typealias Kind = RiveSceneWriter.Kind
  typealias Property = RiveSceneWriter.Property

  private static let red: UInt32 = 0xFFFF_0000
  private static let green: UInt32 = 0xFF00_FF00
  private static let blue: UInt32 = 0xFF00_00FF

  private func still(_ scene: RiveSceneWriter) throws -> RiveStill {
    let file = try RiveArtboardFile(data: scene.data, fileName: "test.riv")
    return RiveStillRenderer(artboard: try #require(file.artboard(named: nil))).render()
  }

  /// The colours of the still's fills, first drawn first.
  private func colors(_ still: RiveStill) -> [String] {
    still.svg.components(separatedBy: "fill=\"#").dropFirst().map { String($0.prefix(6)) }
  }

  /// Red, green and blue squares in file order, with a node's rules holding one target on
  /// blue placed by `placement`, and rules on red choosing that target.
  private func scene(placement: UInt64, redChoosesTarget: Bool = true) -> RiveSceneWriter {
    var scene = RiveSceneWriter()
    let red = scene.rectangle(x: 10, y: 10, width: 10, height: 10, color: Self.red)
    scene.rectangle(x: 10, y: 10, width: 10, height: 10, color: Self.green)
    let blue = scene.rectangle(x: 10, y: 10, width: 10, height: 10, color: Self.blue)
    // Rules above the target's own drawable would make the target depend on itself.
    let holder = scene.add(Kind.node)
    let rules = scene.add(Kind.drawRules, parent: holder)
    let target = scene.add(
      Kind.drawTarget, parent: rules,
      [(Property.drawableId, .uint(UInt64(blue))), (Property.placement, .uint(placement))])
    scene.add(
      Kind.drawRules, parent: red,
      redChoosesTarget ? [(Property.drawTargetId, .uint(UInt64(target)))] : [])
    return scene
  }

  @Test func withoutAnActiveTargetTheFileOrderIsDrawnFromItsEnd() throws {
    let result = try still(scene(placement: 1, redChoosesTarget: false))
    #expect(result.unsupported.isEmpty)
    #expect(colors(result) == ["0000ff", "00ff00", "ff0000"])
  }

  @Test func aDrawableAfterItsTargetIsDrawnBeneathIt() throws {
    let result = try still(scene(placement: 1))
    #expect(result.unsupported.isEmpty)
    #expect(colors(result) == ["ff0000", "0000ff", "00ff00"])
  }

  @Test func aDrawableBeforeItsTargetIsDrawnOverIt() throws {
    let result = try still(scene(placement: 0))
    #expect(result.unsupported.isEmpty)
    #expect(colors(result) == ["0000ff", "ff0000", "00ff00"])
  }

  @Test func aTargetUnderTheRulesOfItsOwnDrawableIsACycle() throws {
    var scene = RiveSceneWriter()
    let red = scene.rectangle(x: 10, y: 10, width: 10, height: 10, color: Self.red)
    let rules = scene.add(Kind.drawRules)
    scene.add(Kind.drawTarget, parent: rules, [(Property.drawableId, .uint(UInt64(red)))])
    #expect(
      try still(scene).unsupported == [
        RiveUnsupportedFeature(component: "Main", feature: "draw targets in a cycle")
      ])
  }

  @Test func targetsThatDependOnEachOtherAreNamed() throws {
    var scene = RiveSceneWriter()
    let red = scene.rectangle(x: 10, y: 10, width: 10, height: 10, color: Self.red)
    let green = scene.rectangle(x: 10, y: 10, width: 10, height: 10, color: Self.green)
    // Red's rules hold a target on green, and green's a target on red.
    let redRules = scene.add(Kind.drawRules, parent: red)
    scene.add(Kind.drawTarget, parent: redRules, [(Property.drawableId, .uint(UInt64(green)))])
    let greenRules = scene.add(Kind.drawRules, parent: green)
    scene.add(Kind.drawTarget, parent: greenRules, [(Property.drawableId, .uint(UInt64(red)))])
    #expect(
      try still(scene).unsupported == [
        RiveUnsupportedFeature(component: "Main", feature: "draw targets in a cycle")
      ])
  }

  @Test func aTargetWithoutADrawableIsNamed() throws {
    var scene = RiveSceneWriter()
    let rules = scene.add(Kind.drawRules)
    scene.add(Kind.drawTarget, parent: rules, [(Property.name, .string("nowhere"))])
    #expect(
      try still(scene).unsupported == [
        RiveUnsupportedFeature(component: "nowhere", feature: "DrawTarget without a drawable")
      ])
  }
}
