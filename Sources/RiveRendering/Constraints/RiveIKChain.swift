import Foundation
import VectorGraphics

/// The bones an IK constraint turns, top to bottom (each the parent of the next, the last the
/// constraint's own), solved as the runtime's `IKConstraint::constrain` solves them: one bone
/// points at the target, two bend by the law of cosines, more are solved two at a time from
/// the top, and the result is mixed with the bones' own rotations by the strength.
struct RiveIKChain {
  /// The world transform of the first bone's parent.
  let parentWorld: AffineTransform
  /// Each bone's world transform: as composed and constrained before, then as solved.
  private(set) var worlds: [AffineTransform]
  /// Each bone's rotation as its own properties give it.
  private let ownRotations: [Double]
  private let lengths: [Double]
  private var parts: [RiveTransformParts]
  /// Each bone's transform in its parent as last set.
  private var locals: [AffineTransform]
  private var parentInverses: [AffineTransform]
  private var angles: [Double]

  init(
    parentWorld: AffineTransform, worlds: [AffineTransform], ownRotations: [Double],
    lengths: [Double]
  ) {
    self.parentWorld = parentWorld
    self.worlds = worlds
    self.ownRotations = ownRotations
    self.lengths = lengths
    parts = []
    locals = []
    parentInverses = []
    angles = Array(repeating: 0, count: worlds.count)
  }

  private func parentWorld(of index: Int) -> AffineTransform {
    index == 0 ? parentWorld : worlds[index - 1]
  }

  private func inverseOfParent(_ index: Int) -> AffineTransform {
    parentWorld(of: index).inverted ?? .identity
  }

  /// Solves the chain toward `target` (a point in world space).
  mutating func solve(toward target: Point, strength: Double, invertDirection: Bool) {
    guard !worlds.isEmpty else { return }
    // Each bone's place in its parent as it stands, before any is rebuilt.
    parentInverses = worlds.indices.map(inverseOfParent)
    parts = worlds.indices.map { RiveTransformParts(parentInverses[$0].concatenating(worlds[$0])) }
    locals = parts.map(\.transform)
    // Back to the bones' own rotations, keeping what else constrained them.
    for index in worlds.indices {
      parts[index].rotation = ownRotations[index]
      parentInverses[index] = inverseOfParent(index)
      turn(index, to: ownRotations[index])
    }
    let last = worlds.count - 1
    switch worlds.count {
    case 1: solveOne(target)
    case 2: solveTwo(0, 1, target, invertDirection: invertDirection)
    default:
      for index in 0..<last {
        solveTwo(index, last, target, invertDirection: invertDirection)
        for following in (index + 1)..<last {
          parentInverses[following] = inverseOfParent(following)
        }
      }
    }
    if strength != 1 {
      for index in worlds.indices {
        let from = fmod(parts[index].rotation, 2 * .pi)
        var difference = fmod(angles[index], 2 * .pi) - from
        if difference > .pi {
          difference -= 2 * .pi
        } else if difference < -.pi {
          difference += 2 * .pi
        }
        turn(index, to: from + difference * strength)
      }
    }
  }

  /// Sets bone `index`'s rotation in its parent, keeping its other parts, and recomposes its
  /// world transform from its parent's as it is now.
  private mutating func turn(_ index: Int, to rotation: Double) {
    var local = parts[index]
    local.rotation = rotation
    locals[index] = local.transform
    worlds[index] = parentWorld(of: index).concatenating(locals[index])
  }

  private func translation(_ index: Int) -> Point { Point(x: worlds[index].e, y: worlds[index].f) }

  private func tip(_ index: Int) -> Point {
    worlds[index].apply(Point(x: lengths[index], y: 0))
  }

  private static func direction(_ vector: Point, _ transform: AffineTransform) -> Point {
    Point(
      x: transform.a * vector.x + transform.c * vector.y,
      y: transform.b * vector.x + transform.d * vector.y)
  }

  private static func angle(_ vector: Point) -> Double { atan2(vector.y, vector.x) }

  private mutating func solveOne(_ target: Point) {
    let toTarget = Self.direction(target - translation(0), parentInverses[0])
    let rotation = Self.angle(toTarget)
    turn(0, to: rotation)
    angles[0] = rotation
  }

  /// Bends bone `first` and the bone below it so that the tip of bone `end` reaches toward the
  /// target.
  private mutating func solveTwo(
    _ first: Int, _ end: Int, _ target: Point, invertDirection: Bool
  ) {
    let child = first + 1
    let inverse = parentInverses[first]
    let pointA = inverse.apply(translation(first))
    let pointC = inverse.apply(translation(child))
    let pointB = inverse.apply(tip(end))
    let goal = inverse.apply(target)
    let av = pointB - pointC
    let bv = pointC - pointA
    let cv = goal - pointA
    let a = av.length
    let b = bv.length
    let c = cv.length
    let angleA = acos(max(-1, min(1, (-a * a + b * b + c * c) / (2 * b * c))))
    let angleC = acos(max(-1, min(1, (a * a + b * b - c * c) / (2 * a * b))))
    var correction = 0.0
    if end != child {
      let local = Self.direction(tip(end) - translation(child), parentInverses[first + 2])
      correction = -Self.angle(local)
    }
    let direction = Self.angle(cv)
    let rotations =
      invertDirection
      ? (direction - angleA, -angleC + .pi + correction)
      : (angleA + direction, angleC - .pi + correction)
    turn(first, to: rotations.0)
    turn(child, to: rotations.1)
    if end != child {
      // Only the end bone follows; the bones between keep their world transforms until their
      // own turn, as in the runtime.
      worlds[end] = worlds[end - 1].concatenating(locals[end])
    }
    angles[first] = rotations.0
    angles[child] = rotations.1
  }
}
