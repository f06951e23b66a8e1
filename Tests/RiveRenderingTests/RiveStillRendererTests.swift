import AnimationFiles
import Foundation
import TestSupport
import Testing

@testable import RiveRendering

@Suite struct RiveStillRendererTests {
  typealias Kind = RiveSceneWriter.Kind
  typealias Property = RiveSceneWriter.Property

  private func still(_ scene: RiveSceneWriter, animation: String? = nil, at seconds: Double = 0)
    throws
    -> RiveStill
  {
    let file = try RiveArtboardFile(data: scene.data, fileName: "test.riv")
    let artboard = try #require(file.artboard(named: nil))
    var renderer = RiveStillRenderer(artboard: artboard)
    if let animation {
      let timeline = try #require(artboard.animation(named: animation))
      renderer.apply(timeline, atSeconds: seconds)
    }
    return renderer.render()
  }

  @Test func rectangleIsDrawnAboutItsOriginWithTheShapesTransform() throws {
    var scene = RiveSceneWriter()
    scene.rectangle(x: 25, y: 40, width: 30, height: 40, color: 0xFFFF_0000)
    let svg = try still(scene).svg
    #expect(svg.contains("viewBox=\"0 0 100 100\""))
    #expect(
      svg.contains(
        "<path d=\"M-15 -20L15 -20L15 20L-15 20L-15 -20Z\" transform=\"matrix(1 0 0 1 25 40)\" fill=\"#ff0000\"/>"
      ))
  }

  @Test func laterDrawablesInTheFileAreDrawnFirst() throws {
    var scene = RiveSceneWriter()
    scene.rectangle(x: 10, y: 10, width: 10, height: 10, color: 0xFF00_00FF)
    scene.rectangle(x: 10, y: 10, width: 10, height: 10, color: 0xFFFF_0000)
    let svg = try still(scene).svg
    let red = try #require(svg.range(of: "#ff0000"))
    let blue = try #require(svg.range(of: "#0000ff"))
    #expect(red.lowerBound < blue.lowerBound)
  }

  @Test func parentTransformsAndOpacityCompose() throws {
    var scene = RiveSceneWriter()
    let group = scene.add(
      Kind.node,
      [
        (Property.x, .float(50)), (Property.rotation, .float(Float.pi / 2)),
        (Property.scaleX, .float(2)), (Property.opacity, .float(0.5)),
      ])
    scene.rectangle(x: 10, y: 0, width: 2, height: 2, color: 0x80FF_0000, parent: group)
    let svg = try still(scene).svg
    // Rotated a quarter turn, x scaled by 2: (10, 0) lands at (50, 20).
    #expect(svg.contains("transform=\"matrix(0 2 -1 0 50 20)\""))
    // Colour alpha 128/255 times the group's 0.5.
    #expect(svg.contains("fill-opacity=\"0.251\""))
  }

  @Test func pointsPathBuildsStraightRoundedAndMirroredVertices() throws {
    var scene = RiveSceneWriter()
    let shape = scene.add(Kind.shape)
    let path = scene.add(Kind.pointsPath, parent: shape, [(Property.isClosed, .bool(true))])
    scene.add(
      Kind.straightVertex, parent: path,
      [(Property.vertexX, .float(0)), (Property.vertexY, .float(0))])
    scene.add(
      Kind.cubicMirroredVertex, parent: path,
      [
        (Property.vertexX, .float(10)), (Property.vertexY, .float(0)),
        (Property.mirroredRotation, .float(0)), (Property.mirroredDistance, .float(5)),
      ])
    scene.add(
      Kind.straightVertex, parent: path,
      [
        (Property.vertexX, .float(10)), (Property.vertexY, .float(10)),
        (Property.radius, .float(2)),
      ])
    let fill = scene.add(Kind.fill, parent: shape)
    scene.add(Kind.solidColor, parent: fill, [(Property.color, .color(0xFF00_0000))])
    let svg = try still(scene).svg
    // A cubic from the straight start (its own point as control) to the mirrored vertex (in
    // control (5, 0)), a cubic from its out control (15, 0) to the rounded corner's entry (2 px
    // back towards that control), the corner's arc, and a line back to the start.
    #expect(
      svg.contains(
        "<path d=\"M0 0C0 0 5 0 10 0C15 0 10.8944 8.2111 10.8944 8.2111"
          + "C10.3877 9.2246 9.387 9.387 8.5858 8.5858L0 0Z\""))
  }

  @Test func ellipseIsFourCubicsThroughItsExtremes() throws {
    var scene = RiveSceneWriter()
    let shape = scene.add(Kind.shape)
    scene.add(
      Kind.ellipse, parent: shape,
      [(Property.pathWidth, .float(20)), (Property.pathHeight, .float(10))])
    let stroke = scene.add(
      Kind.stroke, parent: shape, [(Property.thickness, .float(3)), (Property.cap, .uint(1))])
    scene.add(Kind.solidColor, parent: stroke, [(Property.color, .color(0xFF00_FF00))])
    let svg = try still(scene).svg
    #expect(svg.contains("d=\"M0 -5C5.5228 -5 10 -2.7614 10 0C10 2.7614 5.5228 5 0 5"))
    #expect(svg.contains("stroke=\"#00ff00\" stroke-width=\"3\" stroke-linecap=\"round\""))
  }

  @Test func starAlternatesOuterAndInnerPoints() throws {
    var scene = RiveSceneWriter()
    let shape = scene.add(Kind.shape)
    scene.add(
      Kind.star, parent: shape,
      [
        (Property.pathWidth, .float(20)), (Property.pathHeight, .float(20)),
        (Property.polygonPoints, .uint(4)), (Property.innerRadius, .float(0.5)),
      ])
    let fill = scene.add(Kind.fill, parent: shape)
    scene.add(Kind.solidColor, parent: fill)
    let svg = try still(scene).svg
    // Top point, then the inner one at 45°, 5 px from the centre; the default grey paint.
    #expect(svg.contains("d=\"M0 -10L3.5355 -3.5355L10 0"))
    #expect(svg.contains("fill=\"#747474\""))
  }

  @Test func linearGradientStopsAreInTheShapesSpace() throws {
    var scene = RiveSceneWriter()
    let shape = scene.add(Kind.shape, [(Property.x, .float(50))])
    scene.add(
      Kind.rectangle, parent: shape,
      [(Property.pathWidth, .float(20)), (Property.pathHeight, .float(20))])
    let fill = scene.add(Kind.fill, parent: shape)
    let gradient = scene.add(
      Kind.linearGradient, parent: fill, [(Property.gradientEndX, .float(10))])
    scene.add(
      Kind.gradientStop, parent: gradient,
      [(Property.stopColor, .color(0xFFFF_0000)), (Property.stopPosition, .float(1))])
    scene.add(
      Kind.gradientStop, parent: gradient,
      [(Property.stopColor, .color(0x8000_00FF)), (Property.stopPosition, .float(0))])
    let svg = try still(scene).svg
    #expect(svg.contains("x1=\"0\" y1=\"0\" x2=\"10\" y2=\"0\""))
    #expect(
      svg.contains(
        "<stop offset=\"0\" stop-color=\"#0000ff\" stop-opacity=\"0.502\"/><stop offset=\"1\" stop-color=\"#ff0000\""
      ))
  }

  @Test func clippingShapeClipsItsParentsDrawables() throws {
    var scene = RiveSceneWriter()
    let group = scene.add(Kind.node)
    let source = scene.rectangle(x: 0, y: 0, width: 10, height: 10, color: 0xFF00_0000)
    scene.add(Kind.clippingShape, parent: group, [(Property.clipSource, .uint(UInt64(source)))])
    scene.rectangle(x: 5, y: 5, width: 20, height: 20, color: 0xFFFF_0000, parent: group)
    let svg = try still(scene).svg
    #expect(
      svg.contains(
        "<clipPath id=\"clip2\" clipPathUnits=\"userSpaceOnUse\"><path d=\"M-5 -5L5 -5L5 5L-5 5L-5 -5Z\""
      ))
    #expect(svg.contains("<g clip-path=\"url(#clip2)\"><path d=\"M-10 -10"))
  }

  @Test func keyframesInterpolateLinearlyHoldAndEase() throws {
    var scene = RiveSceneWriter()
    let shape = scene.rectangle(x: 0, y: 0, width: 2, height: 2, color: 0xFF00_0000)
    let ease = scene.add(
      Kind.cubicEaseInterpolator, parent: 0,
      [
        (Property.x1, .float(1)), (Property.y1, .float(0)), (Property.x2, .float(1)),
        (Property.y2, .float(0)),
      ])
    scene.animation("linear", object: shape, property: Property.x, keys: [(0, 0), (60, 100)])
    scene.animation(
      "hold", object: shape, property: Property.x, keys: [(0, 0), (60, 100)], interpolation: 0)
    scene.animation(
      "eased", object: shape, property: Property.x, keys: [(0, 0), (60, 100)], interpolation: 2,
      interpolator: ease)
    #expect(try still(scene, animation: "linear", at: 0.25).svg.contains("matrix(1 0 0 1 25 0)"))
    #expect(
      try still(scene, animation: "hold", at: 0.5).svg.contains("matrix(1 0 0 1 0 0)") == false)
    #expect(try still(scene, animation: "hold", at: 0.5).svg.contains("transform") == false)
    #expect(try still(scene, animation: "hold", at: 1).svg.contains("matrix(1 0 0 1 100 0)"))
    // Easing in fully (controls at (1, 0)): at half time the value has barely moved.
    let eased = try still(scene, animation: "eased", at: 0.5).svg
    let x = try #require(eased.firstMatch(of: /matrix\(1 0 0 1 ([0-9.]+) 0\)/)).1
    #expect(Double(x)! < 20)
  }

  @Test func loopingAndPingPongTimesWrap() throws {
    var scene = RiveSceneWriter()
    let shape = scene.rectangle(x: 0, y: 0, width: 2, height: 2, color: 0xFF00_0000)
    scene.animation(
      "loop", loop: 1, object: shape, property: Property.x, keys: [(0, 0), (60, 100)])
    scene.animation(
      "pingpong", loop: 2, object: shape, property: Property.x, keys: [(0, 0), (60, 100)])
    let file = try RiveArtboardFile(data: scene.data, fileName: "test.riv")
    let artboard = try #require(file.artboard(named: nil))
    #expect(artboard.animation(named: "loop")?.localSeconds(afterPlaying: 1.25) == 0.25)
    #expect(artboard.animation(named: "pingpong")?.localSeconds(afterPlaying: 1.25) == 0.75)
  }

  @Test func unsupportedComponentsAreNamed() throws {
    var scene = RiveSceneWriter()
    scene.add(Kind.layoutComponent, [(Property.name, .string("row"))])
    let result = try still(scene)
    #expect(
      result.unsupported == [RiveUnsupportedFeature(component: "row", feature: "LayoutComponent")])
  }

  @Test func cycleOfParentsEnds() throws {
    var scene = RiveSceneWriter()
    // Node 1's parent is 2 and node 2's parent is 1.
    scene.add(Kind.node, parent: 2)
    scene.add(Kind.node, parent: 1)
    scene.rectangle(x: 1, y: 1, width: 1, height: 1, color: 0xFF00_0000, parent: 2)
    let result = try still(scene)
    #expect(result.svg.contains("#000000"))
  }

  @Test func clockwiseFillRuleIsNonZeroWhenEveryContourTurnsClockwise() throws {
    func scene(clockwise: Bool) -> RiveSceneWriter {
      var scene = RiveSceneWriter()
      let shape = scene.add(Kind.shape)
      let path = scene.add(Kind.pointsPath, parent: shape, [(Property.isClosed, .bool(true))])
      let corners: [(Float, Float)] = [(0, 0), (10, 0), (10, 10), (0, 10)]
      for (x, y) in clockwise ? corners : corners.reversed() {
        scene.add(
          Kind.straightVertex, parent: path,
          [(Property.vertexX, .float(x)), (Property.vertexY, .float(y))])
      }
      let fill = scene.add(Kind.fill, parent: shape, [(Property.fillRule, .uint(2))])
      scene.add(Kind.solidColor, parent: fill)
      return scene
    }
    let clockwise = try still(scene(clockwise: true))
    #expect(clockwise.unsupported.isEmpty)
    #expect(clockwise.svg.contains("<path d=\"M0 0L10 0L10 10L0 10L0 0Z\" fill=\"#747474\"/>"))
    let anticlockwise = try still(scene(clockwise: false))
    #expect(
      anticlockwise.unsupported.map(\.feature) == [
        "clockwise fill rule with an anticlockwise contour"
      ])
  }

  @Test func eachPaintBlendsWithItsOwnModeOrTheDrawables() throws {
    var scene = RiveSceneWriter()
    // Drawable.blendModeValue 24 (multiply); the stroke's own ShapePaint.blendModeValue 14
    // (screen).
    let shape = scene.add(Kind.shape, [(23, .uint(24))])
    scene.add(
      Kind.rectangle, parent: shape,
      [(Property.pathWidth, .float(4)), (Property.pathHeight, .float(4))])
    let fill = scene.add(Kind.fill, parent: shape)
    scene.add(Kind.solidColor, parent: fill)
    let stroke = scene.add(Kind.stroke, parent: shape, [(747, .uint(14))])
    scene.add(Kind.solidColor, parent: stroke)
    let svg = try still(scene).svg
    #expect(svg.contains("fill=\"#747474\" style=\"mix-blend-mode:multiply\"/>"))
    #expect(svg.contains("stroke-width=\"1\" style=\"mix-blend-mode:screen\"/>"))
  }

  @Test func anAbstractObjectKeepsItsPlaceAmongTheIds() throws {
    var scene = RiveSceneWriter()
    let shape = scene.add(Kind.shape)
    scene.add(
      Kind.rectangle, parent: shape,
      [(Property.pathWidth, .float(4)), (Property.pathHeight, .float(4))])
    // BindableProperty (type 9) is abstract: the runtime reads it as a null object, which
    // still takes an id, so the fill after it is id 4 and its colour names 4 as its parent.
    scene.add(9)
    let fill = scene.add(Kind.fill, parent: shape)
    #expect(fill == 4)
    scene.add(Kind.solidColor, parent: fill, [(Property.color, .color(0xFF12_3456))])
    #expect(try still(scene).svg.contains("fill=\"#123456\""))
  }

  @Test func aHiddenPathIsLeftOutAndAClipWithoutPathsHidesWhatItClips() throws {
    var scene = RiveSceneWriter()
    let source = scene.add(Kind.shape)
    // Path.pathFlags (128) bit 0: hidden.
    scene.add(
      Kind.ellipse, parent: source,
      [(Property.pathWidth, .float(10)), (Property.pathHeight, .float(10)), (128, .uint(1))])
    let clipped = scene.rectangle(x: 5, y: 5, width: 10, height: 10, color: 0xFFFF_0000)
    scene.add(Kind.clippingShape, parent: clipped, [(Property.clipSource, .uint(UInt64(source)))])
    let svg = try still(scene).svg
    #expect(!svg.contains("#ff0000"))
    #expect(!svg.contains("M0 -5"))
  }

  @Test func aQuantizedAnimationShowsTheFrameTheTimeFallsIn() throws {
    var scene = RiveSceneWriter()
    let shape = scene.rectangle(x: 0, y: 0, width: 2, height: 2, color: 0xFF00_0000)
    // 10 fps, x from 0 to 100 over 10 frames: at 0.25 s, frame 2 (x 20), not 25.
    scene.animation(
      "steps", fps: 10, duration: 10, object: shape, property: Property.x,
      keys: [(0, 0), (10, 100)], quantize: true)
    #expect(try still(scene, animation: "steps", at: 0.25).svg.contains("matrix(1 0 0 1 20 0)"))
  }

  @Test func callbackKeyframesDrawNothingAndOtherUnknownKeyframesAreNamed() throws {
    func still(keyFrameType: UInt64) throws -> RiveStill {
      var scene = RiveSceneWriter()
      let shape = scene.rectangle(x: 10, y: 0, width: 2, height: 2, color: 0xFF00_0000)
      scene.animation("move", object: shape, property: Property.x, keys: [(0, 10), (60, 30)])
      // A second keyed property of the shape, with one keyframe of `keyFrameType`.
      scene.object(Kind.keyedProperty, [(Property.propertyKey, .uint(Property.y))])
      scene.object(keyFrameType, [(Property.frame, .uint(30))])
      return try self.still(scene, animation: "move", at: 0.5)
    }
    // KeyFrameCallback (171) reports events as the animation passes it.
    let callback = try still(keyFrameType: 171)
    #expect(callback.unsupported.isEmpty)
    #expect(callback.svg.contains("matrix(1 0 0 1 20 0)"))
    // KeyFrameString (142) sets a text run's text, which the still does not apply.
    #expect(
      try still(keyFrameType: 142).unsupported.map(\.feature) == ["keyframes of KeyFrameString"])
  }

  @Test func aSoloChoosesAmongItsDrawablesAndKeepsItsConstraintsAndClips() throws {
    var scene = RiveSceneWriter()
    // Solo (147) showing component 3 (activeComponentId 296), with a constraint the stills
    // name and a clipping shape among its children.
    let solo = scene.add(147, [(296, .uint(3))])
    scene.add(Kind.listFollowPathConstraint, parent: solo, [(Property.name, .string("list"))])
    scene.rectangle(x: 10, y: 10, width: 5, height: 5, color: 0xFFFF_0000, parent: solo)
    scene.rectangle(x: 10, y: 10, width: 5, height: 5, color: 0xFF00_FF00, parent: solo)
    let source = scene.rectangle(x: 0, y: 0, width: 4, height: 4, color: 0xFF00_0000)
    scene.add(Kind.clippingShape, parent: solo, [(Property.clipSource, .uint(UInt64(source)))])
    let result = try still(scene)
    #expect(result.svg.contains("#ff0000"))
    #expect(!result.svg.contains("#00ff00"))
    // The artboard's clip is the first; the clipping shape's is the second.
    #expect(result.svg.contains("<g clip-path=\"url(#clip2)\"><path"))
    #expect(
      result.unsupported
        == [RiveUnsupportedFeature(component: "list", feature: "ListFollowPathConstraint")])
  }
}
