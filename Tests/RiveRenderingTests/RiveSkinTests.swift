import AnimationFiles
import Foundation
import TestSupport
import Testing

@testable import RiveRendering

/// Bones, skins and weighted vertices: a skinned path's vertices follow the bones their weights
/// name, as the runtime's `Skin::deform` moves them.
@Suite struct RiveSkinTests {
  typealias Kind = RiveSceneWriter.Kind
  typealias Property = RiveSceneWriter.Property

  private func still(_ scene: RiveSceneWriter, animation: String? = nil) throws -> RiveStill {
    let file = try RiveArtboardFile(data: scene.data, fileName: "test.riv")
    let artboard = try #require(file.artboard(named: nil))
    var renderer = RiveStillRenderer(artboard: artboard)
    if let animation {
      renderer.apply(try #require(artboard.animation(named: animation)), atSeconds: 0)
    }
    return renderer.render()
  }

  /// The first path's data.
  private func pathData(_ still: RiveStill) throws -> String {
    let start = try #require(still.svg.range(of: "<path d=\""))
    let rest = still.svg[start.upperBound...]
    return String(rest[..<(try #require(rest.firstIndex(of: "\"")))])
  }

  /// A filled shape at the origin whose points path holds straight vertices at `points`, each
  /// with a weight of `values` over the bones of `indices`; returns the path's id.
  @discardableResult
  private func skinnedTriangle(
    _ scene: inout RiveSceneWriter, points: [(Float, Float)], values: UInt64 = 255,
    indices: UInt64 = 1, weighted: Bool = true
  ) -> Int {
    let shape = scene.add(Kind.shape)
    let path = scene.add(Kind.pointsPath, parent: shape, [(Property.isClosed, .bool(true))])
    for (x, y) in points {
      let vertex = scene.add(
        Kind.straightVertex, parent: path,
        [(Property.vertexX, .float(x)), (Property.vertexY, .float(y))])
      if weighted {
        scene.add(
          Kind.weight, parent: vertex,
          [(Property.weightValues, .uint(values)), (Property.weightIndices, .uint(indices))])
      }
    }
    let fill = scene.add(Kind.fill, parent: shape)
    scene.add(Kind.solidColor, parent: fill, [(Property.color, .color(0xFF00_0000))])
    return path
  }

  @Test func verticesTurnWithTheirBoneFromWhereTheyWereBound() throws {
    var scene = RiveSceneWriter()
    // The bone was bound at (50, 50), unturned; it has turned a quarter since.
    let bone = scene.add(
      Kind.rootBone,
      [
        (Property.rootBoneX, .float(50)), (Property.rootBoneY, .float(50)),
        (Property.rotation, .float(Float.pi / 2)),
      ])
    let path = skinnedTriangle(&scene, points: [(60, 50), (70, 50), (60, 40)])
    let skin = scene.add(Kind.skin, parent: path)
    scene.add(
      Kind.tendon, parent: skin,
      [
        (Property.tendonBoneId, .uint(UInt64(bone))), (Property.tendonTx, .float(50)),
        (Property.tendonTy, .float(50)),
      ])
    let result = try still(scene)
    #expect(result.unsupported.isEmpty)
    // Each point turned a quarter about (50, 50), in world space: no path transform.
    #expect(try pathData(result) == "M50 60L50 70L60 60L50 60Z")
  }

  @Test func aBoneSitsAtTheTipOfTheBoneItHangsFrom() throws {
    var scene = RiveSceneWriter()
    let root = scene.add(
      Kind.rootBone,
      [
        (Property.rootBoneX, .float(10)), (Property.rootBoneY, .float(10)),
        (Property.boneLength, .float(30)),
      ])
    // The child's own x is ignored: it sits at its parent's length.
    let child = scene.add(
      Kind.bone, parent: root, [(Property.x, .float(99)), (Property.boneLength, .float(5))])
    let path = skinnedTriangle(&scene, points: [(0, 0), (10, 0), (0, 10)])
    let skin = scene.add(Kind.skin, parent: path)
    scene.add(Kind.tendon, parent: skin, [(Property.tendonBoneId, .uint(UInt64(child)))])
    let result = try still(scene)
    #expect(result.unsupported.isEmpty)
    #expect(try pathData(result) == "M40 10L50 10L40 20L40 10Z")
  }

  @Test func weightsShareAVertexAmongBonesAfterTheSkinsTransform() throws {
    var scene = RiveSceneWriter()
    let left = scene.add(Kind.rootBone)
    let right = scene.add(Kind.rootBone, [(Property.rootBoneX, .float(20))])
    // 127/255 of the first tendon's bone (index 1) and 128/255 of the second's (index 2).
    let path = skinnedTriangle(
      &scene, points: [(0, 0), (10, 0), (0, 10)], values: 0x80_7F, indices: 0x02_01)
    let skin = scene.add(Kind.skin, parent: path, [(Property.skinTy, .float(5))])
    scene.add(Kind.tendon, parent: skin, [(Property.tendonBoneId, .uint(UInt64(left)))])
    scene.add(Kind.tendon, parent: skin, [(Property.tendonBoneId, .uint(UInt64(right)))])
    let result = try still(scene)
    #expect(result.unsupported.isEmpty)
    // Each point moves 128/255 of the way to the second bone (20 × 128/255 = 10.0392) and
    // down by the skin's 5.
    #expect(try pathData(result) == "M10.0392 5L20.0392 5L10.0392 15L10.0392 5Z")
  }

  @Test func aCubicVertexsControlsFollowTheirOwnWeights() throws {
    var scene = RiveSceneWriter()
    let still = scene.add(Kind.rootBone)
    let moved = scene.add(Kind.rootBone, [(Property.rootBoneY, .float(10))])
    let shape = scene.add(Kind.shape)
    let path = scene.add(Kind.pointsPath, parent: shape)
    let first = scene.add(
      Kind.straightVertex, parent: path,
      [(Property.vertexX, .float(0)), (Property.vertexY, .float(0))])
    let cubic = scene.add(
      Kind.cubicDetachedVertex, parent: path,
      [
        (Property.vertexX, .float(20)), (Property.vertexY, .float(0)),
        (Property.detachedInRotation, .float(Float.pi)),
        (Property.detachedInDistance, .float(5)), (Property.detachedOutDistance, .float(5)),
      ])
    scene.add(Kind.weight, parent: first)
    // The point stays with the first bone; its in control goes with the moved one.
    scene.add(
      Kind.cubicWeight, parent: cubic,
      [
        (Property.cubicWeightInIndices, .uint(2)), (Property.cubicWeightOutIndices, .uint(1)),
      ])
    let stroke = scene.add(Kind.stroke, parent: shape)
    scene.add(Kind.solidColor, parent: stroke, [(Property.color, .color(0xFF00_0000))])
    let skin = scene.add(Kind.skin, parent: path)
    scene.add(Kind.tendon, parent: skin, [(Property.tendonBoneId, .uint(UInt64(still)))])
    scene.add(Kind.tendon, parent: skin, [(Property.tendonBoneId, .uint(UInt64(moved)))])
    let result = try self.still(scene)
    #expect(result.unsupported.isEmpty)
    // From (0, 0), the curve's controls: the straight start, then (15, 0) moved down 10.
    #expect(try pathData(result) == "M0 0C0 0 15 10 20 0")
  }

  @Test func anAnimatedBoneMovesTheSkin() throws {
    var scene = RiveSceneWriter()
    let bone = scene.add(Kind.rootBone)
    let path = skinnedTriangle(&scene, points: [(0, 0), (10, 0), (0, 10)])
    let skin = scene.add(Kind.skin, parent: path)
    scene.add(Kind.tendon, parent: skin, [(Property.tendonBoneId, .uint(UInt64(bone)))])
    scene.animation(
      "move", object: bone, property: Property.rootBoneX, keys: [(0, 30), (60, 30)])
    #expect(try pathData(still(scene, animation: "move")) == "M30 0L40 0L30 10L30 0Z")
  }

  @Test func whatTheRuntimeWouldDrawWronglyIsNamed() throws {
    var loose = RiveSceneWriter()
    loose.add(Kind.bone, [(Property.name, .string("arm"))])
    #expect(
      try still(loose).unsupported == [
        RiveUnsupportedFeature(component: "arm", feature: "Bone not under a bone")
      ])

    var unskinned = RiveSceneWriter()
    skinnedTriangle(&unskinned, points: [(0, 0), (10, 0), (0, 10)])
    #expect(
      try still(unskinned).unsupported == [
        RiveUnsupportedFeature(component: "Weight", feature: "Weight in a path without a Skin")
      ])

    var unweighted = RiveSceneWriter()
    let bone = unweighted.add(Kind.rootBone)
    let path = skinnedTriangle(&unweighted, points: [(0, 0), (10, 0)], weighted: false)
    let skin = unweighted.add(Kind.skin, parent: path)
    unweighted.add(Kind.tendon, parent: skin, [(Property.tendonBoneId, .uint(UInt64(bone)))])
    #expect(
      try still(unweighted).unsupported == [
        RiveUnsupportedFeature(
          component: "StraightVertex", feature: "vertex without a Weight in a skinned path")
      ])

    var outOfRange = RiveSceneWriter()
    let only = outOfRange.add(Kind.rootBone)
    let rangePath = skinnedTriangle(&outOfRange, points: [(0, 0), (10, 0)], indices: 2)
    let rangeSkin = outOfRange.add(Kind.skin, parent: rangePath)
    outOfRange.add(Kind.tendon, parent: rangeSkin, [(Property.tendonBoneId, .uint(UInt64(only)))])
    #expect(
      try still(outOfRange).unsupported == [
        RiveUnsupportedFeature(
          component: "Weight", feature: "Weight naming a bone its skin does not have")
      ])
  }
}
