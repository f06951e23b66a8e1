import AnimationFiles
import Foundation
import TestSupport
import Testing

@testable import RiveRendering

@Suite struct RiveArtboardLayoutTests {
  typealias Kind = RiveSceneWriter.Kind
  typealias Property = RiveSceneWriter.Property

  /// An artboard 100 wide whose layout style (id 1) has `style`, holding a red square.
  private func scene(style: [(UInt64, RiveWriter.Value)]) -> RiveSceneWriter {
    var scene = RiveSceneWriter([(Property.layoutStyleId, .uint(1))])
    scene.add(Kind.layoutComponentStyle, style)
    scene.rectangle(x: 50, y: 50, width: 20, height: 20, color: 0xFFFF_0000)
    return scene
  }

  private func still(_ scene: RiveSceneWriter) throws -> RiveStill {
    let file = try RiveArtboardFile(data: scene.data, fileName: "test.riv")
    return RiveStillRenderer(artboard: try #require(file.artboard(named: nil))).render()
  }

  private func features(_ scene: RiveSceneWriter) throws -> [String] {
    try still(scene).unsupported.map(\.feature)
  }

  @Test func aFixedSizeInPointsLeavesTheArtboardAsAuthored() throws {
    let styled = try still(
      scene(style: [
        (Property.layoutPaddingLeft, .float(30)), (Property.layoutPaddingLeftUnits, .uint(1)),
      ]))
    var plain = RiveSceneWriter()
    plain.add(Kind.node)
    plain.rectangle(x: 50, y: 50, width: 20, height: 20, color: 0xFFFF_0000)
    #expect(styled.unsupported.isEmpty)
    #expect(styled.svg == (try still(plain)).svg)
  }

  @Test func aSizeTheLayoutChoosesIsNamed() throws {
    #expect(
      try features(scene(style: [(Property.layoutWidthScaleType, .uint(2))]))
        == ["LayoutComponentStyle (width sized by its layout)"])
    #expect(
      try features(scene(style: [(Property.layoutWidthUnits, .uint(2))]))
        == ["LayoutComponentStyle (width in percent)"])
    #expect(
      try features(
        scene(style: [
          (Property.layoutWidthUnits, .uint(3)), (Property.intrinsicallySized, .bool(true)),
        ]
        )) == ["LayoutComponentStyle (width sized by its content)"])
    #expect(
      try features(scene(style: [(Property.layoutDisplay, .uint(1))]))
        == ["LayoutComponentStyle (hidden by its layout style)"])
  }

  @Test func boundsAndPaddingThatResizeTheArtboardAreNamed() throws {
    #expect(
      try features(
        scene(style: [
          (Property.layoutMaxWidth, .float(80)), (Property.layoutMaxWidthUnits, .uint(1)),
        ])
      ) == ["LayoutComponentStyle (laid out 80 by 100)"])
    #expect(
      try features(
        scene(style: [
          (Property.layoutPaddingLeft, .float(70)), (Property.layoutPaddingLeftUnits, .uint(1)),
          (Property.layoutPaddingRight, .float(50)), (Property.layoutPaddingRightUnits, .uint(2)),
        ])) == ["LayoutComponentStyle (laid out 120 by 100)"])
  }

  @Test func aLayoutComponentIsNamedAndItsStyleGoesWithIt() throws {
    var scene = RiveSceneWriter()
    let style = scene.add(Kind.layoutComponentStyle, [(Property.layoutWidthScaleType, .uint(2))])
    scene.add(
      Kind.layoutComponent,
      [(Property.name, .string("row")), (Property.layoutStyleId, .uint(UInt64(style)))])
    #expect(
      try still(scene).unsupported
        == [RiveUnsupportedFeature(component: "row", feature: "LayoutComponent")])
  }
}
