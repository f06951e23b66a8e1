import AnimationFiles
import Foundation
import VectorGraphics

/// A layer's or shape group's transform (`ks` or `tr`): anchor, position (joined or split),
/// scale, rotation, skew and opacity; for a layer, also auto-orient and the rotations of a 3D
/// layer.
struct LayerTransform {
  var matrix: AffineTransform
  /// 0…1.
  var opacity: Double

  /// A layer's transform: its `ks`, turned along its motion path when it auto-orients (`ao`),
  /// and flattened from 3D when it is a 3D layer (`ddd`).
  init(layer: JSONNode, at frame: Double) {
    self.init(
      layer["ks"], at: frame, autoOrients: layer["ao"]?.number == 1,
      is3D: layer["ddd"]?.number == 1)
  }

  init(_ node: JSONNode?, at frame: Double, autoOrients: Bool = false, is3D: Bool = false) {
    guard let node else {
      matrix = .identity
      opacity = 1
      return
    }
    let anchor = AnimatedValue.numbers(node["a"], at: frame) ?? [0, 0, 0]
    let position = Self.position(node, at: frame)
    let scale = AnimatedValue.numbers(node["s"], at: frame) ?? [100, 100]
    let scaleX = (scale.first ?? 100) / 100
    let scaleY = (scale.count > 1 ? scale[1] : scale.first ?? 100) / 100
    var rotation = AnimatedValue.number(node["r"] ?? node["rz"], at: frame, default: 0)
    if autoOrients, let direction = Self.motionDirection(node, at: frame) {
      rotation += atan2(direction.y, direction.x) * 180 / .pi
    }
    let skew = AnimatedValue.number(node["sk"], at: frame, default: 0)
    let skewAxis = AnimatedValue.number(node["sa"], at: frame, default: 0)

    // Points go through: anchor, scale, skew, rotation (Z, then for a 3D layer Y, X and the
    // orientation), position.
    var planar = AffineTransform.rotation(degrees: rotation)
    if skew != 0 {
      // Shear along the skew axis: rotate onto the axis, shear, rotate back.
      let shear = AffineTransform(c: -tan(max(min(skew, 89), -89) * .pi / 180))
      let skewMatrix = AffineTransform.rotation(degrees: skewAxis)
        .concatenating(shear).concatenating(.rotation(degrees: -skewAxis))
      planar = planar.concatenating(skewMatrix)
    }
    planar = planar.concatenating(.scale(scaleX, scaleY))
    if is3D {
      let orientation = AnimatedValue.numbers(node["or"], at: frame) ?? [0, 0, 0]
      func degrees(_ values: [Double], _ index: Int) -> Double {
        index < values.count ? values[index] : 0
      }
      let spatial =
        Matrix3D.rotationX(degrees: degrees(orientation, 0))
        .concatenating(.rotationY(degrees: degrees(orientation, 1)))
        .concatenating(.rotationZ(degrees: degrees(orientation, 2)))
        .concatenating(.rotationX(degrees: AnimatedValue.number(node["rx"], at: frame, default: 0)))
        .concatenating(.rotationY(degrees: AnimatedValue.number(node["ry"], at: frame, default: 0)))
        .concatenating(Matrix3D(planar))
        .concatenating(.translation(-degrees(anchor, 0), -degrees(anchor, 1), -degrees(anchor, 2)))
      let placed = Matrix3D.translation(position.x, position.y, position.z).concatenating(spatial)
      matrix = placed.flattened
    } else {
      matrix = AffineTransform.translation(position.x, position.y)
        .concatenating(planar)
        .concatenating(.translation(-anchor[0], anchor.count > 1 ? -anchor[1] : 0))
    }
    opacity = min(max(AnimatedValue.number(node["o"], at: frame, default: 100) / 100, 0), 1)
  }

  /// The position at `frame`, joined (`p`) or split (`p.x`, `p.y`, `p.z`, or old files' `px`,
  /// `py`); z is 0 when absent.
  private static func position(_ node: JSONNode, at frame: Double) -> (
    x: Double, y: Double, z: Double
  ) {
    if let split = node["p"], split["s"]?.bool == true || split["x"]?.isObject == true {
      return (
        AnimatedValue.number(split["x"], at: frame, default: 0),
        AnimatedValue.number(split["y"], at: frame, default: 0),
        AnimatedValue.number(split["z"], at: frame, default: 0)
      )
    }
    if node["p"] == nil, node["px"] != nil {
      return (
        AnimatedValue.number(node["px"], at: frame, default: 0),
        AnimatedValue.number(node["py"], at: frame, default: 0),
        AnimatedValue.number(node["pz"], at: frame, default: 0)
      )
    }
    let values = AnimatedValue.numbers(node["p"], at: frame) ?? []
    return (
      values.first ?? 0, values.count > 1 ? values[1] : 0, values.count > 2 ? values[2] : 0
    )
  }

  /// The direction the position moves in at `frame` (ahead, or behind where it stops), or nil
  /// where it does not move at all: an auto-oriented layer points along it.
  private static func motionDirection(_ node: JSONNode, at frame: Double) -> Point? {
    let step = 0.01
    let here = position(node, at: frame)
    for other in [frame + step, frame - step] {
      let there = position(node, at: other)
      let delta =
        other > frame
        ? Point(x: there.x - here.x, y: there.y - here.y)
        : Point(x: here.x - there.x, y: here.y - there.y)
      if delta.length > 1e-9 { return delta }
    }
    return nil
  }
}
