/// Reads the movement of a Lottie composition from its layers' transforms: keyframed positions
/// (`ks.p`, or `ks.p.x` and `ks.p.y` when split) and scales (`ks.s`, in percent), in the main
/// composition and in precomposition assets. Hidden layers (`hd`) are left out; parenting and
/// precomposition placement are not composed, so each layer's travel is measured in its own
/// parent's units.
enum LottieLayerMovement {
  static func movement(
    layers: [JSONNode], assets: [JSONNode], width: Double, height: Double
  ) -> AnimationMovement? {
    var recorder = MovementRecorder()
    record(layers, composition: "", into: &recorder)
    for (index, asset) in assets.enumerated() {
      guard let assetLayers = asset["layers"]?.array else { continue }
      record(assetLayers, composition: asset["id"]?.string ?? "asset \(index)", into: &recorder)
    }
    return recorder.movement(width: width, height: height)
  }

  private static func record(
    _ layers: [JSONNode], composition: String, into recorder: inout MovementRecorder
  ) {
    for (index, layer) in layers.enumerated() where layer["hd"]?.bool != true {
      guard let transform = layer["ks"], transform.isObject else { continue }
      let id = "\(composition)/\(index)"
      let name = layer["nm"]?.string ?? ""
      if let position = transform["p"] {
        if position["s"]?.bool == true {
          for value in keyframedValues(position["x"]) {
            recorder.position(of: id, named: name, x: value.first)
          }
          for value in keyframedValues(position["y"]) {
            recorder.position(of: id, named: name, y: value.first)
          }
        } else {
          for value in keyframedValues(position) where value.count >= 2 {
            recorder.position(of: id, named: name, x: value[0], y: value[1])
          }
        }
      }
      for value in keyframedValues(transform["s"]) {
        for axis in value.prefix(2) { recorder.scale(of: id, named: name, axis / 100) }
      }
    }
  }

  /// The values of an animated property's keyframes (`s`, and `e` in files before 5.5.0); none
  /// for a static property, which cannot move anything.
  private static func keyframedValues(_ property: JSONNode?) -> [[Double]] {
    guard let keyframes = property?["k"]?.array, keyframes.first?.isObject == true else {
      return []
    }
    var values: [[Double]] = []
    for keyframe in keyframes {
      for key in ["s", "e"] {
        guard let node = keyframe[key] else { continue }
        if let number = node.number {
          values.append([number])
        } else if let elements = node.array {
          values.append(elements.compactMap(\.number))
        }
      }
    }
    return values
  }
}
