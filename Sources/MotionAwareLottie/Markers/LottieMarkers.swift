/// The marker names of a Lottie animation (`LottieAnimation.markerNames`), and the one lottie-ios
/// plays instead of everything else under Reduce Motion.
public struct LottieMarkers: Hashable, Sendable {
  /// The names lottie-ios recognises as the reduced-motion marker, compared with the marker's
  /// name lowercased (lottie-ios 4.3 and later).
  public static let reducedMotionNames: Set<String> = [
    "reduced motion", "reduced_motion", "reduced-motion", "reducedmotion",
  ]

  /// The marker names, in the file's order.
  public let names: [String]

  /// The markers named `names`, in the file's order.
  public init(_ names: [String]) {
    self.names = names
  }

  /// The reduced-motion marker, as lottie-ios picks it: the first marker whose lowercased name
  /// is one of ``reducedMotionNames``.
  public var reducedMotionMarker: String? {
    names.first { Self.reducedMotionNames.contains($0.lowercased()) }
  }

  /// Whether the animation has a marker named exactly `name` (lottie-ios matches names exactly).
  public func contains(_ name: String) -> Bool {
    names.contains(name)
  }
}
