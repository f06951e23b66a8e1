import AnimationFiles

/// A layer's masks (`masksProperties`) as one SVG luminance mask in the layer's coordinates.
///
/// Masks combine in order: add paints the mask's area in, subtract paints it out, intersect keeps
/// only what is also inside it; each at its opacity. An inverted mask uses the area outside its
/// path, and expansion grows the path by a stroke of twice the amount.
struct MaskRenderer {
  let state: RenderState
  let layerName: String

  static let region = "x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\""
  private static let outside = "M-100000 -100000H100000V100000H-100000Z"

  func apply(_ masks: JSONNode?, to body: String, frame: Double, hasMask: Bool?) -> String {
    guard hasMask != false, let masks = masks?.array, !masks.isEmpty else { return body }
    let writer = state.writer
    var content = ""
    var started = false
    for mask in masks where mask.isObject {
      let mode = mask["mode"]?.string ?? "a"
      if mode == "n" { continue }
      guard ["a", "s", "i"].contains(mode) else {
        state.report(layerName, "mask mode '\(mode)'")
        continue
      }
      if AnimatedValue.hasExpression(mask["pt"]) || AnimatedValue.hasExpression(mask["o"]) {
        state.report(layerName, "expression on a mask")
      }
      let opacity = min(max(AnimatedValue.number(mask["o"], at: frame, default: 100) / 100, 0), 1)
      let expansion = AnimatedValue.number(mask["x"], at: frame, default: 0)
      let path = AnimatedValue.path(mask["pt"], at: frame) ?? BezierPath()
      guard state.spendVertices(path.vertices.count, layer: layerName) else { break }
      let inverted = mask["inv"]?.bool == true
      if expansion < 0 { state.report(layerName, "mask expansion below zero") }
      func shape(_ color: String) -> String {
        var data = path.svg
        if inverted { data = Self.outside + data }
        var element = "<path d=\"\(data)\" fill=\"\(color)\""
        if inverted { element += " fill-rule=\"evenodd\"" }
        if expansion > 0, !inverted {
          element +=
            " stroke=\"\(color)\" stroke-width=\"\(svgNumber(expansion * 2))\" stroke-linejoin=\"round\""
        }
        if opacity < 1 { element += " opacity=\"\(svgNumber(opacity))\"" }
        return element + "/>"
      }
      if !started, mode == "s" {
        content = "<rect \(Self.region) fill=\"#fff\"/>"
      }
      started = true
      switch mode {
      case "s":
        content += shape("#000")
      case "i":
        let previous = writer.uniqueID("mask")
        writer.append(
          "<mask id=\"\(previous)\" maskUnits=\"userSpaceOnUse\" \(Self.region)>\(content)</mask>")
        content = "<g mask=\"url(#\(previous))\">\(shape("#fff"))</g>"
      default:
        content += shape("#fff")
      }
    }
    guard started else { return body }
    let id = writer.uniqueID("mask")
    return "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(Self.region)>\(content)</mask>"
      + "<g mask=\"url(#\(id))\">\(body)</g>"
  }
}
