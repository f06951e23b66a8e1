/// Something in an animation that a still would show wrongly, by layer and property.
package struct UnsupportedFeature: Hashable, Sendable, CustomStringConvertible {
  /// The layer's name (`nm`), or its index when it has none.
  package let layer: String
  /// The feature, as a person would look for it in After Effects: `text layer`, `expression
  /// on Position`, `effects`, `3D layer`.
  package let feature: String

  package init(layer: String, feature: String) {
    self.layer = layer
    self.feature = feature
  }

  package var description: String { "layer '\(layer)': \(feature)" }
}

/// Bounds that keep one frame's rendering finite on hostile files.
package struct RenderLimits: Sendable {
  /// The deepest chain of precompositions rendered (real files nest a few deep; the recursion
  /// must fit the 512 KiB stack of a secondary thread on Apple platforms).
  package var maximumPrecompositionDepth = 16
  /// The deepest nesting of shape groups drawn (real files nest a few deep; the same stack
  /// bound as precompositions, which they nest inside).
  package var maximumGroupDepth = 16
  /// The deepest nesting of merge paths drawn, each merging the area of the one above it.
  package var maximumMergeDepth = 16
  /// The most layers rendered for one frame, counting each use of a precomposition's layers.
  package var maximumLayerCount = 100_000
  /// The most path vertices written to one frame's SVG: about 24 MB of path data, fifty times
  /// the largest frame of the lottie-ios sample animations.
  package var maximumVertexCount = 500_000
  /// The most copies one repeater makes.
  package var maximumRepeaterCopies = 1_000
  /// The most shape items (paths, fills and strokes) all repeaters of one frame make together;
  /// nested repeaters multiply, so each alone within its copy limit can still make billions.
  package var maximumRepeatedItems = 200_000

  package init() {}

  package static let `default` = RenderLimits()
}
