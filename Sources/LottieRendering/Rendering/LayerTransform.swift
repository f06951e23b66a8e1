import AnimationFiles
import Foundation

/// A layer's or shape group's transform (`ks` or `tr`): anchor, position (joined or split),
/// scale, rotation, skew and opacity.
struct LayerTransform {
  var matrix: AffineTransform
  /// 0…1.
  var opacity: Double

  init(_ node: JSONNode?, at frame: Double) {
    guard let node else {
      matrix = .identity
      opacity = 1
      return
    }
    let anchor = AnimatedValue.point(node["a"], at: frame, default: .zero)
    var position: Point
    if let split = node["p"], split["s"]?.bool == true || split["x"]?.isObject == true {
      position = Point(
        x: AnimatedValue.number(split["x"], at: frame, default: 0),
        y: AnimatedValue.number(split["y"], at: frame, default: 0))
    } else {
      position = AnimatedValue.point(node["p"], at: frame, default: .zero)
    }
    if node["p"] == nil, node["px"] != nil {
      position = Point(
        x: AnimatedValue.number(node["px"], at: frame, default: 0),
        y: AnimatedValue.number(node["py"], at: frame, default: 0))
    }
    let scale = AnimatedValue.numbers(node["s"], at: frame) ?? [100, 100]
    let scaleX = (scale.first ?? 100) / 100
    let scaleY = (scale.count > 1 ? scale[1] : scale.first ?? 100) / 100
    let rotation = AnimatedValue.number(node["r"] ?? node["rz"], at: frame, default: 0)
    let skew = AnimatedValue.number(node["sk"], at: frame, default: 0)
    let skewAxis = AnimatedValue.number(node["sa"], at: frame, default: 0)

    var result = AffineTransform.translation(position.x, position.y)
      .concatenating(.rotation(degrees: rotation))
    if skew != 0 {
      // Shear along the skew axis: rotate onto the axis, shear, rotate back.
      let shear = AffineTransform(c: -tan(max(min(skew, 89), -89) * .pi / 180))
      let skewMatrix = AffineTransform.rotation(degrees: skewAxis)
        .concatenating(shear).concatenating(.rotation(degrees: -skewAxis))
      result = result.concatenating(skewMatrix)
    }
    matrix =
      result
      .concatenating(.scale(scaleX, scaleY))
      .concatenating(.translation(-anchor.x, -anchor.y))
    opacity = min(max(AnimatedValue.number(node["o"], at: frame, default: 100) / 100, 0), 1)
  }
}
