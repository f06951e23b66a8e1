/// One generated Swift file whose findings grow with its size: the shapes where a cost per finding
/// that grows with the findings before it (a scan or a sort per finding) shows as a time per
/// finding that grows with the file.
struct FindingScalingSource {
  /// How the file is laid out.
  enum Shape: String {
    /// One-line views, each its own type: `struct V1: View { var body: some View { … } }`.
    case views
    /// One view type whose members are one-line views: `var m1: some View { … }`.
    case members

    /// How the benchmark names the shape.
    var label: String {
      switch self {
      case .views: "one-line views in one file"
      case .members: "members of one type"
      }
    }
  }

  var shape: Shape
  /// Views or members.
  var count: Int
  /// Whether each view slides in whatever the setting says (`compactWidth ? .opacity : .slide`,
  /// one finding each) or only without Reduce Motion (`reduceMotion ? .opacity : .slide`, none):
  /// the same declarations, the same size, the same parse, with and without findings. (A file
  /// that only fades holds nothing the pre-filter passes, so it would not be parsed at all.)
  var withFindings: Bool

  /// The file's text.
  var contents: String {
    // Two names of the same length, so that both files have the same bytes but one name.
    let condition = withFindings ? "compactWidth" : "reduceMotion"
    let properties =
      "@Environment(\\.accessibilityReduceMotion) var reduceMotion; var compactWidth = false"
    var text = "import SwiftUI\n\n"
    text.reserveCapacity(count * 170)
    switch shape {
    case .views:
      for index in 0..<count {
        text +=
          "struct V\(index): View { \(properties); var body: some View { Text(\"\(index)\").transition(\(condition) ? .opacity : .slide) } }\n"
      }
    case .members:
      text += "struct Members: View {\n  \(properties)\n"
      for index in 0..<count {
        text +=
          "  var m\(index): some View { Text(\"\(index)\").transition(\(condition) ? .opacity : .slide) }\n"
      }
      text += "  var body: some View { m0 }\n}\n"
    }
    return text
  }
}
