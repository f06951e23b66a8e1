import AnimationFiles
import VectorGraphics

/// A layer's masks (`masksProperties`) as one SVG luminance mask in the layer's coordinates.
///
/// Masks combine in order: add paints the mask's area in, subtract paints it out, intersect keeps
/// only what is also inside it, difference keeps what is inside exactly one of the two; each at
/// its opacity. An inverted mask uses the area outside its path, and expansion grows the path by
/// a stroke of twice the amount.
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
      guard ["a", "s", "i", "f"].contains(mode) else {
        state.report(layerName, "mask mode '\(mode)'")
        continue
      }
      if AnimatedValue.hasUnsupportedExpression(mask["pt"])
        || AnimatedValue.hasUnsupportedExpression(mask["o"])
      {
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
      case "f" where !content.isEmpty:
        content = difference(content, shape("#fff"), outsideOf: shape("#000"))
      default:
        content += shape("#fff")
      }
    }
    guard started else { return body }
    let id = writer.uniqueID("mask")
    return "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(Self.region)>\(content)</mask>"
      + "<g mask=\"url(#\(id))\">\(body)</g>"
  }

  /// The mask content inside exactly one of `previous` and `shape`: the previous masks where the
  /// shape is not, and the shape where the previous masks are not. `outsideOf` is the shape
  /// drawn in black, to cut it out of white.
  private func difference(_ previous: String, _ shape: String, outsideOf cutOut: String) -> String {
    let writer = state.writer
    let notShape = writer.uniqueID("mask")
    let notPrevious = writer.uniqueID("mask")
    let invert = writer.uniqueID("filter")
    writer.append(
      "<mask id=\"\(notShape)\" maskUnits=\"userSpaceOnUse\" \(Self.region)><rect \(Self.region) fill=\"#fff\"/>\(cutOut)</mask>"
        + "<filter id=\"\(invert)\" filterUnits=\"userSpaceOnUse\" \(Self.region) color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0\"/></filter>"
        + "<mask id=\"\(notPrevious)\" maskUnits=\"userSpaceOnUse\" \(Self.region)><g filter=\"url(#\(invert))\"><rect \(Self.region) fill=\"#000\"/>\(previous)</g></mask>"
    )
    return
      "<g mask=\"url(#\(notShape))\">\(previous)</g><g mask=\"url(#\(notPrevious))\">\(shape)</g>"
  }
}
