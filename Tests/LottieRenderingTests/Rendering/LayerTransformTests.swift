import AnimationFiles
import Foundation
import Testing

@testable import LottieRendering

@Suite struct LayerTransformTests {
  /// A layer moving from (0, 0) at frame 0 to `end` at frame 10, linearly.
  private func movingLayer(to end: String, extra: String = "") throws -> JSONNode {
    try JSONFixture.node(
      """
      {"ty":3,"ind":1,"ip":0,"op":60\(extra),"ks":{"p":{"a":1,"k":[\
      {"t":0,"s":[0,0],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":10,"s":\(end)}]}}}
      """)
  }

  private func expectClose(_ value: Double, _ expected: Double, _ label: String) {
    #expect(abs(value - expected) < 1e-6, "\(label): \(value), expected \(expected)")
  }

  @Test func anAutoOrientedLayerTurnsAlongItsMotion() throws {
    let down = try movingLayer(to: "[100,100]", extra: #","ao":1"#)
    let matrix = LayerTransform(layer: down, at: 5).matrix
    // Moving down and right on screen: turned 45° clockwise, at the middle of its path.
    expectClose(matrix.a, cos(Double.pi / 4), "a")
    expectClose(matrix.b, sin(Double.pi / 4), "b")
    expectClose(matrix.e, 50, "e")
    expectClose(matrix.f, 50, "f")
    let left = try movingLayer(to: "[-100,0]", extra: #","ao":1"#)
    expectClose(LayerTransform(layer: left, at: 5).matrix.a, -1, "a, moving left")
  }

  @Test func anAutoOrientedLayerKeepsItsLastHeadingWhereItStops() throws {
    let down = try movingLayer(to: "[0,100]", extra: #","ao":1"#)
    // At its last keyframe it stops; it keeps pointing the way it came.
    let matrix = LayerTransform(layer: down, at: 10).matrix
    expectClose(matrix.b, 1, "b")
    // Before it moves, and when it never moves, it is not turned.
    expectClose(LayerTransform(layer: down, at: -5).matrix.a, 1, "a, before it moves")
    let still = try JSONFixture.node(#"{"ty":3,"ao":1,"ks":{"p":{"a":0,"k":[5,5]}}}"#)
    #expect(LayerTransform(layer: still, at: 0).matrix == .translation(5, 5))
  }

  @Test func aLayerThatDoesNotAutoOrientIsNotTurned() throws {
    let moving = try movingLayer(to: "[100,100]")
    let matrix = LayerTransform(layer: moving, at: 5).matrix
    #expect(matrix.a == 1 && matrix.b == 0)
  }

  @Test func a3DLayerIsFlattenedWithoutPerspective() throws {
    let turned = try JSONFixture.node(
      #"{"ddd":1,"ks":{"ry":{"a":0,"k":60},"p":{"a":0,"k":[10,20,500]},"a":{"a":0,"k":[0,0,0]}}}"#)
    let matrix = LayerTransform(layer: turned, at: 0).matrix
    // Turned 60° about y, its width shows at half; z moves nothing on screen.
    expectClose(matrix.a, 0.5, "a")
    expectClose(matrix.d, 1, "d")
    expectClose(matrix.e, 10, "e")
    expectClose(matrix.f, 20, "f")
    let tilted = try JSONFixture.node(
      #"{"ddd":1,"ks":{"rx":{"a":0,"k":60},"or":{"a":0,"k":[0,0,90]}}}"#)
    let tiltedMatrix = LayerTransform(layer: tilted, at: 0).matrix
    // Tilted 60° about x (height at half), then oriented 90° clockwise on screen.
    expectClose(tiltedMatrix.a, 0, "a")
    expectClose(tiltedMatrix.b, 1, "b")
    expectClose(tiltedMatrix.c, -0.5, "c")
    expectClose(tiltedMatrix.d, 0, "d")
  }

  @Test func a3DLayerTurnsAboutItsAnchorInDepth() throws {
    // An anchor 100 behind the layer's plane: turning 90° about y swings the plane sideways.
    let layer = try JSONFixture.node(
      #"{"ddd":1,"ks":{"ry":{"a":0,"k":90},"a":{"a":0,"k":[0,0,100]}}}"#)
    let matrix = LayerTransform(layer: layer, at: 0).matrix
    expectClose(abs(matrix.e), 100, "e")
    expectClose(matrix.a, 0, "a")
  }

  @Test func a2DLayerIgnoresRotationsAboutXAndY() throws {
    let layer = try JSONFixture.node(#"{"ks":{"ry":{"a":0,"k":60},"rx":{"a":0,"k":60}}}"#)
    #expect(LayerTransform(layer: layer, at: 0).matrix == .identity)
  }
}
