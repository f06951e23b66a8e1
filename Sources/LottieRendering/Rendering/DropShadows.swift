import AnimationFiles
import Foundation
import VectorGraphics

/// A layer's drop shadow, from its Drop Shadow layer style (`sy`, type 1) or its Drop Shadow
/// effect (`ef`, type 25), drawn as an SVG filter in the layer's coordinates, under the layer's
/// content and inside its masks, as lottie-ios gives its content layer a Core Animation shadow.
/// ``LayerEffects`` stacks the effect with the layer's other effects; other layer styles are
/// named.
struct DropShadows {
  let state: RenderState
  let layerName: String

  /// A shadow's parameters: offset in the layer's coordinates (y pointing down), the standard
  /// deviation of its blur, how far the shape grows before it (a style's spread), and its
  /// colour and opacity.
  struct Shadow {
    var dx: Double
    var dy: Double
    var deviation: Double
    var growth: Double = 0
    var color: [Double]
    var opacity: Double
  }

  /// The filter of a Drop Shadow effect, or nil when it draws nothing. With Shadow Only set
  /// the layer's own drawing is left out, as After Effects shows only the shadow.
  func effectFilter(_ effect: JSONNode, frame: Double) -> String? {
    let shadow = effectShadow(effect, frame: frame)
    let shadowOnly =
      AnimatedValue.number(Self.value(of: effect, 6, "Shadow Only"), at: frame, default: 0) != 0
    guard shadow.opacity > 0 else { return shadowOnly ? filter(nil, keepsSource: false) : nil }
    return filter(shadow, keepsSource: !shadowOnly)
  }

  /// The filter of the layer's Drop Shadow style, applied after its effects as After Effects
  /// applies layer styles, or nil when it has none or it draws nothing.
  func styleFilter(of layer: JSONNode, frame: Double) -> String? {
    guard let style = layer["sy"]?.array?.first(where: Self.isDrawn(style:)) else { return nil }
    let shadow = styleShadow(style, frame: frame)
    guard shadow.opacity > 0 else { return nil }
    return filter(shadow, keepsSource: true)
  }

  /// What the layer's styles ask for that this type does not draw: styles other than a drop
  /// shadow, and more than one drop shadow style.
  static func unsupportedStyles(in layer: JSONNode) -> [String] {
    let styles = (layer["sy"]?.array ?? []).filter(\.isObject)
    let shadowStyles = styles.filter(isDrawn(style:)).count
    var features: [String] = []
    if shadowStyles < styles.count { features.append("layer styles") }
    if shadowStyles > 1 { features.append("more than one drop shadow style") }
    return features
  }

  /// Whether a layer style is a Drop Shadow, the one style this type draws.
  static func isDrawn(style: JSONNode) -> Bool {
    style["ty"]?.number == 1
  }

  private static func value(of effect: JSONNode, _ index: Int, _ name: String) -> JSONNode? {
    LayerEffects.control(of: effect, "ADBE Drop Shadow-000\(index)", name, index)
  }

  /// lottie-ios reads the effect's opacity out of 255, turns its direction by −90° and blurs by
  /// a fifth of its softness.
  private func effectShadow(_ effect: JSONNode, frame: Double) -> Shadow {
    func number(_ index: Int, _ name: String, _ fallback: Double) -> Double {
      let control = Self.value(of: effect, index, name)
      if AnimatedValue.hasUnsupportedExpression(control) {
        state.report(layerName, "expression on the drop shadow's \(name)")
      }
      return AnimatedValue.number(control, at: frame, default: fallback)
    }
    let colorControl = Self.value(of: effect, 1, "Shadow Color")
    if AnimatedValue.hasUnsupportedExpression(colorControl) {
      state.report(layerName, "expression on the drop shadow's Shadow Color")
    }
    let color = AnimatedValue.color(colorControl, at: frame) ?? [0, 0, 0, 1]
    let opacity = number(2, "Opacity", 127.5) / 255
    let angle = (number(3, "Direction", 135) - 90) * .pi / 180
    let distance = number(4, "Distance", 0)
    return Shadow(
      dx: distance * cos(angle), dy: distance * sin(angle),
      deviation: number(5, "Softness", 0) / 5, color: color, opacity: opacity)
  }

  /// lottie-ios turns the style's angle into the offset (d·cos a, d·sin a) and blurs by half of
  /// its size. Spread, which lottie-ios leaves out, grows the shadow's shape before the blur, as
  /// After Effects and Photoshop draw it: a spread of p % grows it by p % of the size, and the
  /// rest of the size blurs.
  private func styleShadow(_ style: JSONNode, frame: Double) -> Shadow {
    for key in ["c", "o", "a", "s", "d", "ch"]
    where AnimatedValue.hasUnsupportedExpression(style[key]) {
      state.report(layerName, "expression on a layer style")
    }
    let size = max(AnimatedValue.number(style["s"], at: frame, default: 0), 0)
    let spread = min(max(AnimatedValue.number(style["ch"], at: frame, default: 0), 0), 100) / 100
    let angle = AnimatedValue.number(style["a"], at: frame, default: 0) * .pi / 180
    let distance = AnimatedValue.number(style["d"], at: frame, default: 0)
    return Shadow(
      dx: distance * cos(angle), dy: distance * sin(angle),
      deviation: size * (1 - spread) / 2, growth: size * spread,
      color: AnimatedValue.color(style["c"], at: frame) ?? [0, 0, 0, 1],
      opacity: AnimatedValue.number(style["o"], at: frame, default: 100) / 100)
  }

  /// Writes the filter that draws `shadow` under its input (or alone, without `keepsSource`)
  /// and returns its id; with no shadow, a filter that draws nothing. A Core Animation shadow
  /// radius is the standard deviation of the shadow's Gaussian blur.
  private func filter(_ shadow: Shadow?, keepsSource: Bool) -> String {
    let id = state.writer.uniqueID("shadow")
    let region =
      "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" \(ShapeRenderer.maskRegion) color-interpolation-filters=\"sRGB\">"
    guard let shadow else {
      state.writer.append(region + "<feFlood flood-opacity=\"0\"/></filter>")
      return id
    }
    let alpha = shadow.color.count > 3 ? min(max(shadow.color[3], 0), 1) : 1
    let opacity = min(max(shadow.opacity, 0), 1) * alpha
    let offset = "dx=\"\(svgNumber(shadow.dx))\" dy=\"\(svgNumber(shadow.dy))\" result=\"shadow\""
    // A blur of 0 is left out: SVG renderers disagree on what stdDeviation="0" draws.
    let grown =
      shadow.growth > 0 && shadow.growth.isFinite
      ? "<feMorphology in=\"SourceAlpha\" operator=\"dilate\" radius=\"\(svgNumber(shadow.growth))\"/>"
      : ""
    let input = grown.isEmpty ? " in=\"SourceAlpha\"" : ""
    let moved =
      grown
      + (shadow.deviation > 0
        ? "<feGaussianBlur\(input) stdDeviation=\"\(svgNumber(shadow.deviation))\"/>"
          + "<feOffset \(offset)/>"
        : "<feOffset\(input) \(offset)/>")
    let source = keepsSource ? "<feMergeNode in=\"SourceGraphic\"/>" : ""
    state.writer.append(
      region
        + moved
        + "<feFlood flood-color=\"\(SVGWriter.color(fractions: shadow.color))\" flood-opacity=\"\(svgNumber(opacity))\"/>"
        + "<feComposite in2=\"shadow\" operator=\"in\"/>"
        + "<feMerge><feMergeNode/>\(source)</feMerge></filter>")
    return id
  }
}
