import AnimationFiles
import Foundation
import VectorGraphics

/// A layer's effects (`ef`), applied in their order to the layer's drawing, as After Effects
/// applies its effect stack, each one an SVG filter around what the ones before it drew.
///
/// Drawn: Drop Shadow (type 25, see ``DropShadows``), Fill (21) and Gaussian Blur (29). Left
/// out because they draw nothing: effects switched off (`en` 0) and expression controls
/// (sliders, angles, colours, points, checkboxes, layers, menus, and pseudo effects, which only
/// hold values for expressions to read). Any other effect is named.
struct LayerEffects {
  let state: RenderState
  let layerName: String

  /// What an entry of `ef` asks of the renderer.
  enum Kind: Equatable {
    case inert
    case dropShadow
    case fill
    case gaussianBlur
    case unsupported(String)
  }

  /// The match names After Effects gives its expression controls.
  private static let expressionControls: Set<String> = [
    "ADBE Slider Control", "ADBE Angle Control", "ADBE Color Control", "ADBE Point Control",
    "ADBE Point3D Control", "ADBE Checkbox Control", "ADBE Layer Control",
    "ADBE Dropdown Control",
  ]

  static func kind(of effect: JSONNode) -> Kind {
    if effect["en"]?.number == 0 { return .inert }
    let matchName = effect["mn"]?.string ?? ""
    if expressionControls.contains(matchName) || matchName.hasPrefix("Pseudo/") { return .inert }
    switch effect["ty"]?.integer {
    case 25: return .dropShadow
    case 21: return .fill
    case 29: return .gaussianBlur
    default:
      if let name = effect["nm"]?.string ?? (matchName.isEmpty ? nil : matchName) {
        return .unsupported("effect '\(name)'")
      }
      return .unsupported("effect of type \(effect["ty"]?.number.map(svgNumber) ?? "unknown")")
    }
  }

  /// The layer's effects in stack order, each with its kind.
  static func effects(of layer: JSONNode) -> [(effect: JSONNode, kind: Kind)] {
    (layer["ef"]?.array ?? []).filter(\.isObject).map { ($0, kind(of: $0)) }
  }

  /// What the layer's effects and styles ask for that is not drawn, as feature names.
  static func unsupported(in layer: JSONNode, at frame: Double) -> [String] {
    var features: [String] = []
    for (effect, kind) in effects(of: layer) {
      switch kind {
      case .unsupported(let feature): features.append(feature)
      case .fill: features += Fill.unsupported(in: effect, at: frame)
      case .gaussianBlur:
        if number(of: effect, "ADBE Gaussian Blur 2-0003", "Repeat Edge Pixels", 3, frame, 0) != 0 {
          features.append("Gaussian Blur with Repeat Edge Pixels")
        }
      case .inert, .dropShadow: break
      }
    }
    features += DropShadows.unsupportedStyles(in: layer)
    return features
  }

  /// `body` with the layer's effects applied in order, then its drop shadow style.
  func apply(to body: String, of layer: JSONNode, frame: Double) -> String {
    var drawn = body
    let shadows = DropShadows(state: state, layerName: layerName)
    for (effect, kind) in Self.effects(of: layer) {
      let filter: String?
      switch kind {
      case .dropShadow: filter = shadows.effectFilter(effect, frame: frame)
      case .fill: filter = fill(effect, frame: frame)
      case .gaussianBlur: filter = gaussianBlur(effect, frame: frame)
      case .inert, .unsupported: filter = nil
      }
      if let filter { drawn = "<g filter=\"url(#\(filter))\">\(drawn)</g>" }
    }
    if let filter = shadows.styleFilter(of: layer, frame: frame) {
      drawn = "<g filter=\"url(#\(filter))\">\(drawn)</g>"
    }
    return drawn
  }

  // MARK: Controls

  /// An effect's control: by the match name After Effects gives it in every language, by its
  /// name, or by its place in the effect (1-based), as players read them.
  static func control(
    of effect: JSONNode, _ matchName: String, _ name: String, _ position: Int
  ) -> JSONNode? {
    let controls = (effect["ef"]?.array ?? []).filter(\.isObject)
    let control =
      controls.first { $0["mn"]?.string == matchName }
      ?? controls.first { $0["nm"]?.string == name }
      ?? (controls.indices.contains(position - 1) ? controls[position - 1] : nil)
    return control?["v"]
  }

  static func number(
    of effect: JSONNode, _ matchName: String, _ name: String, _ position: Int, _ frame: Double,
    _ fallback: Double
  ) -> Double {
    AnimatedValue.number(
      control(of: effect, matchName, name, position), at: frame, default: fallback)
  }

  /// Names an expression on any of the effect's controls.
  private func reportExpressions(in effect: JSONNode) {
    let effectName = effect["nm"]?.string ?? "effect"
    for control in effect["ef"]?.array ?? []
    where AnimatedValue.hasUnsupportedExpression(control["v"]) {
      state.report(
        layerName, "expression on the \(effectName)'s \(control["nm"]?.string ?? "control")")
    }
  }

  // MARK: Fill

  /// The Fill effect: every drawn pixel takes the colour, its alpha scaled by the opacity.
  enum Fill {
    static func unsupported(in effect: JSONNode, at frame: Double) -> [String] {
      var features: [String] = []
      func value(_ matchName: String, _ name: String, _ position: Int) -> Double {
        number(of: effect, matchName, name, position, frame, 0)
      }
      if value("ADBE Fill-0001", "Fill Mask", 1) != 0
        || value("ADBE Fill-0007", "All Masks", 2) != 0
      {
        features.append("Fill effect limited to masks")
      }
      if value("ADBE Fill-0006", "Invert", 4) != 0 { features.append("Fill effect inverted") }
      if value("ADBE Fill-0003", "Horizontal Feather", 5) != 0
        || value("ADBE Fill-0004", "Vertical Feather", 6) != 0
      {
        features.append("Fill effect feathered")
      }
      return features
    }
  }

  private func fill(_ effect: JSONNode, frame: Double) -> String {
    reportExpressions(in: effect)
    let color =
      AnimatedValue.numbers(
        Self.control(of: effect, "ADBE Fill-0002", "Color", 3), at: frame) ?? [1, 0, 0, 1]
    let opacity = Self.number(of: effect, "ADBE Fill-0005", "Opacity", 7, frame, 1)
    func channel(_ index: Int) -> String {
      svgNumber(index < color.count && color[index].isFinite ? min(max(color[index], 0), 1) : 0)
    }
    let alpha = svgNumber(opacity.isFinite ? min(max(opacity, 0), 1) : 1)
    let values =
      "0 0 0 0 \(channel(0)) 0 0 0 0 \(channel(1)) 0 0 0 0 \(channel(2)) 0 0 0 \(alpha) 0"
    let id = state.writer.uniqueID("fill")
    state.writer.append(
      "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" \(ShapeRenderer.maskRegion) color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"\(values)\"/></filter>"
    )
    return id
  }

  // MARK: Gaussian Blur

  /// The Gaussian Blur effect: a blurriness of b blurs with a standard deviation of 0.3 b in the
  /// layer's units, as lottie-web matches After Effects' look; Blur Dimensions 2 blurs across
  /// only, 3 up and down only.
  private func gaussianBlur(_ effect: JSONNode, frame: Double) -> String? {
    reportExpressions(in: effect)
    let blurriness = Self.number(of: effect, "ADBE Gaussian Blur 2-0001", "Blurriness", 1, frame, 0)
    let dimensions = Self.number(
      of: effect, "ADBE Gaussian Blur 2-0002", "Blur Dimensions", 2, frame, 1)
    let deviation = blurriness.isFinite ? min(max(blurriness * 0.3, 0), 10_000) : 0
    let x = dimensions == 3 ? 0 : deviation
    let y = dimensions == 2 ? 0 : deviation
    // A blur of 0 is left out: SVG renderers disagree on what stdDeviation="0" draws.
    guard x > 0 || y > 0 else { return nil }
    let id = state.writer.uniqueID("blur")
    state.writer.append(
      "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" \(ShapeRenderer.maskRegion) color-interpolation-filters=\"sRGB\"><feGaussianBlur stdDeviation=\"\(svgNumber(x)) \(svgNumber(y))\"/></filter>"
    )
    return id
  }
}
