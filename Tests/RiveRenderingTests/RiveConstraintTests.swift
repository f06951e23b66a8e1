import AnimationFiles
import Foundation
import TestSupport
import Testing

@testable import RiveRendering

/// Translation, rotation, scale, transform and distance constraints move the world transform of
/// the component they belong to, after it is composed, as the runtime's `constrain` does.
@Suite struct RiveConstraintTests {
  typealias Kind = RiveSceneWriter.Kind
  typealias Property = RiveSceneWriter.Property

  private func still(_ scene: RiveSceneWriter) throws -> RiveStill {
    let file = try RiveArtboardFile(data: scene.data, fileName: "test.riv")
    return RiveStillRenderer(artboard: try #require(file.artboard(named: nil))).render()
  }

  /// The transform the still draws the first path with.
  private func firstTransform(_ still: RiveStill) throws -> String {
    let start = try #require(still.svg.range(of: "<path d=\""))
    let rest = still.svg[start.upperBound...]
    let transform = try #require(rest.range(of: "transform=\"matrix("))
    let values = rest[transform.upperBound...]
    return String(values[..<(try #require(values.firstIndex(of: ")")))])
  }

  /// A node at (x, y) with `properties` besides; returns its id.
  private func node(
    _ scene: inout RiveSceneWriter, x: Float, y: Float, parent: Int = 0,
    _ properties: [(UInt64, RiveWriter.Value)] = []
  ) -> Int {
    scene.add(
      Kind.node, parent: parent, [(Property.x, .float(x)), (Property.y, .float(y))] + properties)
  }

  @Test func aTranslationConstraintMovesItsComponentTowardItsTargetByItsStrength() throws {
    var scene = RiveSceneWriter()
    let target = node(&scene, x: 80, y: 20)
    let shape = scene.rectangle(x: 10, y: 10, width: 4, height: 4, color: 0xFF00_0000)
    scene.add(
      Kind.translationConstraint, parent: shape,
      [
        (Property.constraintTargetId, .uint(UInt64(target))),
        (Property.constraintStrength, .float(0.5)),
      ])
    let result = try still(scene)
    #expect(result.unsupported.isEmpty)
    #expect(try firstTransform(result) == "1 0 0 1 45 15")
  }

  @Test func aTranslationConstraintCopiesOnlyTheAxesItCopiesAndClampsThem() throws {
    var scene = RiveSceneWriter()
    let target = node(&scene, x: 80, y: 20)
    let shape = scene.rectangle(x: 10, y: 10, width: 4, height: 4, color: 0xFF00_0000)
    // x copied at half (40), kept under 30; y not copied, so it stays where it is (world).
    scene.add(
      Kind.translationConstraint, parent: shape,
      [
        (Property.constraintTargetId, .uint(UInt64(target))),
        (Property.constraintCopyFactor, .float(0.5)), (Property.constraintMax, .bool(true)),
        (Property.constraintMaxValue, .float(30)), (Property.constraintDoesCopyY, .bool(false)),
      ])
    #expect(try firstTransform(still(scene)) == "1 0 0 1 30 10")
  }

  @Test func aTranslationConstraintInLocalSpacesCopiesWithinTheParents() throws {
    var scene = RiveSceneWriter()
    let targetParent = node(&scene, x: 100, y: 0)
    let target = node(&scene, x: 5, y: 6, parent: targetParent)
    let parent = node(&scene, x: 0, y: 50, [(Property.scaleX, .float(2))])
    let shape = scene.rectangle(x: 1, y: 1, width: 4, height: 4, color: 0xFF00_0000, parent: parent)
    // The target's place in its parent, (5, 6), placed in the shape's parent, with the shape's
    // own place added: (0 + 2 × 6, 50 + 7).
    scene.add(
      Kind.translationConstraint, parent: shape,
      [
        (Property.constraintTargetId, .uint(UInt64(target))),
        (Property.constraintSourceSpace, .uint(1)), (Property.constraintDestinationSpace, .uint(1)),
        (Property.constraintOffset, .bool(true)),
      ])
    #expect(try firstTransform(still(scene)) == "2 0 0 1 12 57")
  }

  @Test func aRotationConstraintTurnsTheShortWayTowardItsTarget() throws {
    var scene = RiveSceneWriter()
    let target = node(&scene, x: 0, y: 0, [(Property.rotation, .float(Float.pi / 2))])
    let shape = scene.rectangle(x: 10, y: 20, width: 4, height: 4, color: 0xFF00_0000)
    scene.add(
      Kind.rotationConstraint, parent: shape,
      [
        (Property.constraintTargetId, .uint(UInt64(target))),
        (Property.constraintStrength, .float(0.5)),
      ])
    // A quarter turn at half strength: an eighth, in place.
    #expect(try firstTransform(still(scene)) == "0.7071 0.7071 -0.7071 0.7071 10 20")
  }

  @Test func aRotationConstraintWithoutATargetClampsTheComponentsRotation() throws {
    var scene = RiveSceneWriter()
    let shape = scene.rectangle(x: 0, y: 0, width: 4, height: 4, color: 0xFF00_0000)
    scene.add(
      Kind.rotationConstraint, parent: shape,
      [(Property.constraintMax, .bool(true)), (Property.constraintMaxValue, .float(-Float.pi / 2))])
    let result = try still(scene)
    #expect(result.unsupported.isEmpty)
    #expect(try firstTransform(result) == "0 -1 1 0 0 0")
  }

  @Test func aScaleConstraintWithAnOffsetMultipliesItsOwnScale() throws {
    var scene = RiveSceneWriter()
    let target = node(&scene, x: 0, y: 0, [(Property.scaleX, .float(3))])
    let shape = scene.add(
      Kind.shape,
      [(Property.x, .float(10)), (Property.y, .float(20)), (Property.scaleX, .float(2))])
    scene.add(
      Kind.rectangle, parent: shape,
      [(Property.pathWidth, .float(4)), (Property.pathHeight, .float(4))])
    let fill = scene.add(Kind.fill, parent: shape)
    scene.add(Kind.solidColor, parent: fill, [(Property.color, .color(0xFF00_0000))])
    scene.add(
      Kind.scaleConstraint, parent: shape,
      [
        (Property.constraintTargetId, .uint(UInt64(target))),
        (Property.constraintOffset, .bool(true)),
      ])
    // x: the target's 3 times its own 2; y: the target's 1 times its own 1.
    #expect(try firstTransform(still(scene)) == "6 0 0 1 10 20")
  }

  @Test func aTransformConstraintBlendsTheWholeWorldTransform() throws {
    var scene = RiveSceneWriter()
    let target = node(
      &scene, x: 40, y: 60,
      [(Property.rotation, .float(Float.pi / 2)), (Property.scaleY, .float(3))])
    let shape = scene.rectangle(x: 0, y: 0, width: 4, height: 4, color: 0xFF00_0000)
    scene.add(
      Kind.transformConstraint, parent: shape,
      [
        (Property.constraintTargetId, .uint(UInt64(target))),
        (Property.constraintStrength, .float(0.5)),
      ])
    // Halfway: an eighth of a turn, y scaled by 2, at (20, 30).
    #expect(try firstTransform(still(scene)) == "0.7071 0.7071 -1.4142 1.4142 20 30")
  }

  @Test func aDistanceConstraintKeepsItsComponentWithinItsDistance() throws {
    for (mode, expected) in [(0, "1 0 0 1 10 0"), (1, "1 0 0 1 50 0"), (2, "1 0 0 1 10 0")] {
      var scene = RiveSceneWriter()
      let target = node(&scene, x: 0, y: 0)
      let shape = scene.rectangle(x: 50, y: 0, width: 4, height: 4, color: 0xFF00_0000)
      scene.add(
        Kind.distanceConstraint, parent: shape,
        [
          (Property.constraintTargetId, .uint(UInt64(target))),
          (Property.distance, .float(10)), (Property.distanceMode, .uint(UInt64(mode))),
        ])
      #expect(try firstTransform(still(scene)) == expected, "mode \(mode)")
    }
  }

  /// A shape at (10, 20) with an open path from (0, 0) right to (100, 0) and down to
  /// (100, 100), drawn with nothing; returns its id.
  private func track(_ scene: inout RiveSceneWriter) -> Int {
    let shape = scene.add(Kind.shape, [(Property.x, .float(10)), (Property.y, .float(20))])
    let path = scene.add(Kind.pointsPath, parent: shape)
    for (x, y) in [(0, 0), (100, 0), (100, 100)] as [(Float, Float)] {
      scene.add(
        Kind.straightVertex, parent: path,
        [(Property.vertexX, .float(x)), (Property.vertexY, .float(y))])
    }
    return shape
  }

  @Test func aFollowPathConstraintPlacesItsComponentAlongTheTargetsPath() throws {
    let expected: [(Float, String)] = [
      (0.25, "1 0 0 1 60 20"), (0.75, "0 1 -1 0 110 70"), (1.25, "1 0 0 1 60 20"),
      (1, "0 1 -1 0 110 120"),
    ]
    for (distance, transform) in expected {
      var scene = RiveSceneWriter()
      let target = track(&scene)
      let shape = scene.rectangle(x: 0, y: 0, width: 4, height: 4, color: 0xFF00_0000)
      scene.add(
        Kind.followPathConstraint, parent: shape,
        [
          (Property.constraintTargetId, .uint(UInt64(target))),
          (Property.followDistance, .float(distance)),
        ])
      let result = try still(scene)
      #expect(result.unsupported.isEmpty)
      #expect(try firstTransform(result) == transform, "distance \(distance)")
    }
  }

  @Test func aFollowPathConstraintThatDoesNotOrientKeepsItsTurnAndOffsetsByItsPlace() throws {
    var scene = RiveSceneWriter()
    let target = track(&scene)
    let shape = scene.add(
      Kind.shape,
      [
        (Property.x, .float(1)), (Property.y, .float(2)),
        (Property.rotation, .float(Float.pi / 2)),
      ])
    scene.add(
      Kind.rectangle, parent: shape,
      [(Property.pathWidth, .float(4)), (Property.pathHeight, .float(4))])
    let fill = scene.add(Kind.fill, parent: shape)
    scene.add(Kind.solidColor, parent: fill, [(Property.color, .color(0xFF00_0000))])
    scene.add(
      Kind.followPathConstraint, parent: shape,
      [
        (Property.constraintTargetId, .uint(UInt64(target))),
        (Property.followDistance, .float(0.75)), (Property.followOrient, .bool(false)),
        (Property.followOffset, .bool(true)),
      ])
    #expect(try firstTransform(still(scene)) == "0 1 -1 0 111 72")
  }

  @Test func aFollowPathConstraintLeavesACurveTowardItsFarControlWhereItsNearOneLiesOnIt() throws {
    var scene = RiveSceneWriter()
    let target = node(&scene, x: 0, y: 0)
    let path = scene.add(Kind.pointsPath, parent: target)
    // From (0, 0), its out control on it, to (100, 100), its in control at (100, 0): the curve
    // sets out toward (100, 0), not along its chord.
    scene.add(
      Kind.cubicDetachedVertex, parent: path,
      [(Property.detachedOutDistance, .float(0)), (Property.detachedInDistance, .float(0))])
    scene.add(
      Kind.cubicDetachedVertex, parent: path,
      [
        (Property.vertexX, .float(100)), (Property.vertexY, .float(100)),
        (Property.detachedInRotation, .float(-Float.pi / 2)),
        (Property.detachedInDistance, .float(100)),
      ])
    let shape = scene.rectangle(x: 0, y: 0, width: 4, height: 4, color: 0xFF00_0000)
    scene.add(
      Kind.followPathConstraint, parent: shape,
      [(Property.constraintTargetId, .uint(UInt64(path)))])
    #expect(try firstTransform(still(scene)) == "1 0 0 1 0 0")
  }

  /// A root bone at the origin, 10 long, with a bone of 10 below it; returns their ids.
  private func arm(_ scene: inout RiveSceneWriter) -> (root: Int, forearm: Int) {
    let root = scene.add(Kind.rootBone, [(Property.boneLength, .float(10))])
    let forearm = scene.add(Kind.bone, parent: root, [(Property.boneLength, .float(10))])
    return (root, forearm)
  }

  @Test func anIKConstraintOnOneBonePointsItAtItsTargetByItsStrength() throws {
    for (strength, transform) in [(1, "0 1 -1 0 0 0"), (0.5, "0.7071 0.7071 -0.7071 0.7071 0 0")]
      as [(Float, String)]
    {
      var scene = RiveSceneWriter()
      let target = node(&scene, x: 0, y: 50)
      let bone = scene.add(Kind.rootBone, [(Property.boneLength, .float(10))])
      scene.rectangle(x: 0, y: 0, width: 4, height: 4, color: 0xFF00_0000, parent: bone)
      scene.add(
        Kind.ikConstraint, parent: bone,
        [
          (Property.constraintTargetId, .uint(UInt64(target))),
          (Property.constraintStrength, .float(strength)),
        ])
      let result = try still(scene)
      #expect(result.unsupported.isEmpty)
      #expect(try firstTransform(result) == transform, "strength \(strength)")
    }
  }

  @Test func anIKConstraintBendsTwoBonesToReachItsTargetAndMovesWhatHangsFromThem() throws {
    for invert in [false, true] {
      var scene = RiveSceneWriter()
      let target = node(&scene, x: 10, y: 10)
      let (root, forearm) = arm(&scene)
      // A square halfway along the root bone, and one at the forearm's tip.
      scene.rectangle(x: 5, y: 0, width: 4, height: 4, color: 0xFF00_0000, parent: root)
      scene.rectangle(x: 10, y: 0, width: 4, height: 4, color: 0xFF00_0000, parent: forearm)
      scene.add(
        Kind.ikConstraint, parent: forearm,
        [
          (Property.constraintTargetId, .uint(UInt64(target))),
          (Property.ikParentBoneCount, .uint(1)), (Property.ikInvertDirection, .bool(invert)),
        ])
      let svg = try still(scene).svg
      // The elbow bends one way or the other: down then right, or right then down; either way
      // the tip reaches (10, 10).
      let transforms =
        invert ? ["1 0 0 1 5 0", "0 1 -1 0 10 10"] : ["0 1 -1 0 0 5", "1 0 0 1 10 10"]
      for transform in transforms {
        #expect(svg.contains("transform=\"matrix(\(transform))\""), "invert \(invert)")
      }
    }
  }

  @Test func anIKTargetHangingFromItsOwnChainIsNamed() throws {
    var scene = RiveSceneWriter()
    let (root, forearm) = arm(&scene)
    let target = node(&scene, x: 3, y: 3, parent: root)
    scene.add(
      Kind.ikConstraint, parent: forearm,
      [
        (Property.name, .string("reach")), (Property.constraintTargetId, .uint(UInt64(target))),
        (Property.ikParentBoneCount, .uint(1)),
      ])
    scene.rectangle(x: 0, y: 0, width: 4, height: 4, color: 0xFF00_0000, parent: forearm)
    #expect(try still(scene).unsupported.map(\.description) == ["'reach': IKConstraint cycle"])
  }

  @Test func anIKChainLongerThanTheLimitIsNamed() throws {
    var scene = RiveSceneWriter()
    let target = node(&scene, x: 50, y: 50)
    var bone = scene.add(Kind.rootBone, [(Property.boneLength, .float(2))])
    for _ in 0..<4 { bone = scene.add(Kind.bone, parent: bone, [(Property.boneLength, .float(2))]) }
    scene.rectangle(x: 0, y: 0, width: 4, height: 4, color: 0xFF00_0000, parent: bone)
    scene.add(
      Kind.ikConstraint, parent: bone,
      [
        (Property.name, .string("reach")), (Property.constraintTargetId, .uint(UInt64(target))),
        (Property.ikParentBoneCount, .uint(100)),
      ])
    let file = try RiveArtboardFile(data: scene.data, fileName: "test.riv")
    var limits = RiveRenderLimits()
    limits.maximumIKChainLength = 4
    let limited = RiveStillRenderer(
      artboard: try #require(file.artboard(named: nil)), limits: limits)
    #expect(
      limited.render().unsupported.map(\.description)
        == ["'reach': IKConstraint turning more than 4 bones"])
    #expect(try still(scene).unsupported.isEmpty)
  }

  @Test func aTargetIsConstrainedBeforeWhatFollowsIt() throws {
    var scene = RiveSceneWriter()
    let anchor = node(&scene, x: 70, y: 30)
    let shape = scene.rectangle(x: 0, y: 0, width: 4, height: 4, color: 0xFF00_0000)
    let leader = node(&scene, x: 5, y: 5)
    // The shape follows the leader, which the file constrains only later, to the anchor.
    scene.add(
      Kind.translationConstraint, parent: shape,
      [(Property.constraintTargetId, .uint(UInt64(leader)))])
    scene.add(
      Kind.translationConstraint, parent: leader,
      [(Property.constraintTargetId, .uint(UInt64(anchor)))])
    #expect(try firstTransform(still(scene)) == "1 0 0 1 70 30")
  }

  @Test func constraintsApplyInTheFilesOrderAndMoveWhatHangsBelow() throws {
    var scene = RiveSceneWriter()
    let target = node(&scene, x: 40, y: 0, [(Property.rotation, .float(Float.pi / 2))])
    let group = node(&scene, x: 0, y: 0)
    scene.rectangle(x: 10, y: 0, width: 4, height: 4, color: 0xFF00_0000, parent: group)
    // Turned first, then moved: the child turns about the moved group.
    scene.add(
      Kind.rotationConstraint, parent: group,
      [(Property.constraintTargetId, .uint(UInt64(target)))])
    scene.add(
      Kind.translationConstraint, parent: group,
      [(Property.constraintTargetId, .uint(UInt64(target)))])
    #expect(try firstTransform(still(scene)) == "0 1 -1 0 40 10")
  }

  @Test func constraintsThatDependOnThemselvesAreNamed() throws {
    var scene = RiveSceneWriter()
    let first = node(&scene, x: 0, y: 0)
    let second = node(&scene, x: 10, y: 0)
    scene.rectangle(x: 0, y: 0, width: 4, height: 4, color: 0xFF00_0000, parent: first)
    scene.add(
      Kind.translationConstraint, parent: first,
      [(Property.name, .string("follow")), (Property.constraintTargetId, .uint(UInt64(second)))])
    scene.add(
      Kind.translationConstraint, parent: second,
      [(Property.name, .string("lead")), (Property.constraintTargetId, .uint(UInt64(first)))])
    let child = node(&scene, x: 1, y: 1, parent: first)
    scene.add(
      Kind.rotationConstraint, parent: first,
      [(Property.name, .string("own")), (Property.constraintTargetId, .uint(UInt64(child)))])
    let features = Set(try still(scene).unsupported.map(\.description))
    #expect(features.contains("'own': RotationConstraint cycle"))
    #expect(
      features.contains("'lead': TranslationConstraint cycle")
        || features.contains("'follow': TranslationConstraint cycle"))
  }

  @Test func constraintsTheStillsDoNotApplyAreNamed() throws {
    var scene = RiveSceneWriter()
    let target = node(&scene, x: 0, y: 0)
    let shape = scene.rectangle(x: 0, y: 0, width: 4, height: 4, color: 0xFF00_0000)
    scene.add(
      Kind.listFollowPathConstraint, parent: shape,
      [(Property.name, .string("list")), (Property.constraintTargetId, .uint(UInt64(target)))])
    scene.add(Kind.translationConstraint, [(Property.name, .string("board"))])
    let features = Set(try still(scene).unsupported.map(\.description))
    #expect(
      features == [
        "'list': ListFollowPathConstraint", "'board': TranslationConstraint on the artboard",
      ])
  }
}
