/// Something in a Rive file that a still would show wrongly, by component and feature.
package struct RiveUnsupportedFeature: Hashable, Sendable, CustomStringConvertible {
  /// The component's name, or its type's when it has none.
  package let component: String
  /// The feature, by the runtime's name for it (`Bone`, `TrimPath`, `clockwise fill rule`).
  package let feature: String

  package init(component: String, feature: String) {
    self.component = component
    self.feature = feature
  }

  package var description: String { "'\(component)': \(feature)" }
}

/// Bounds that keep one still finite on hostile files.
package struct RiveRenderLimits: Sendable {
  /// The most path vertices one still draws (clip paths included).
  package var maximumVertexCount = 500_000
  /// The deepest chain of parents followed.
  package var maximumDepth = 1_000
  /// The most nested artboard instances one still draws (a file can nest an artboard twice
  /// in each of many artboards nested in turn).
  package var maximumNestedArtboards = 1_000
  /// The deepest chain of artboards nested in one another (instancing and drawing one recurse
  /// into the other).
  package var maximumNestingDepth = 8
  /// The longest chain of constraints whose targets are themselves constrained by a further
  /// target, resolved one inside the other.
  package var maximumConstraintDepth = 16
  /// The most bones one IK constraint turns (rigs turn a few).
  package var maximumIKChainLength = 64

  package init() {}
}
