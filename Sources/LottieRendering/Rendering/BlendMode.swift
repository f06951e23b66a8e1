/// A layer's blend mode (`bm`) as the CSS `mix-blend-mode` SVG renderers composite it with.
///
/// Lottie numbers After Effects' modes; the first sixteen are the separable and non-separable
/// modes of the W3C Compositing specification, which Core Graphics, Core Image and browsers
/// share. Add (16) and hard mix (17) have no SVG equivalent.
enum BlendMode {
  /// The `mix-blend-mode` value of a `bm` number, or nil for normal (0) and for modes SVG
  /// cannot draw.
  static func cssName(of value: Double) -> String? {
    guard let index = Int(exactly: value), names.indices.contains(index) else { return nil }
    return names[index]
  }

  /// Whether a `bm` number is a mode the still cannot draw.
  static func isUnsupported(_ value: Double) -> Bool {
    value != 0 && cssName(of: value) == nil
  }

  private static let names: [String?] = [
    nil, "multiply", "screen", "overlay", "darken", "lighten", "color-dodge", "color-burn",
    "hard-light", "soft-light", "difference", "exclusion", "hue", "saturation", "color",
    "luminosity",
  ]
}
