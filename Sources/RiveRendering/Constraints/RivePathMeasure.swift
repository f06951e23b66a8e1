import Foundation
import VectorGraphics

/// Places along a path's contours taken as one line, as the runtime's `PathMeasure` finds them
/// for a follow-path constraint.
struct RivePathMeasure {
  private let contours: [RiveTrimPath.Contour]

  init(_ commands: [RivePathCommand]) {
    contours = RiveTrimPath.Contour.contours(of: commands).filter { $0.length > 0 }
  }

  /// The point at `fraction` of the whole length and the unit tangent there. The fraction
  /// wraps (so 1.25 is a quarter), a whole non-zero fraction is the end, and a path with no
  /// length gives the origin and no direction, as `PathMeasure::atPercentage` does.
  func place(atFraction fraction: Double) -> (point: Point, tangent: Point) {
    var inRange = fmod(fraction, 1)
    if inRange < 0 { inRange += 1 }
    if fraction != 0, inRange == 0 { inRange = 1 }
    var remaining = contours.reduce(0) { $0 + $1.length } * inRange
    for contour in contours {
      let length = contour.length
      if remaining - length <= 0 { return Self.place(in: contour, at: max(0, remaining)) }
      remaining -= length
    }
    return (Point(x: 0, y: 0), Point(x: 0, y: 0))
  }

  private static func place(in contour: RiveTrimPath.Contour, at distance: Double)
    -> (point: Point, tangent: Point)
  {
    var travelled = 0.0
    let last = contour.segments.count - 1
    for (index, (segment, table)) in zip(contour.segments, contour.tables).enumerated() {
      let length = table.last ?? 0
      guard distance <= travelled + length || index == last, length > 0 else {
        travelled += length
        continue
      }
      let t = BezierPath.Segment.parameter(forLength: min(distance - travelled, length), in: table)
      return (segment.point(at: t), direction(of: segment, at: t))
    }
    return (Point(x: 0, y: 0), Point(x: 0, y: 0))
  }

  /// The unit direction of a cubic at `t`. Where the derivative vanishes (an end whose
  /// control lies on it), the direction the curve leaves in: toward the other control, as the
  /// runtime's first flattened piece goes, or else along the chord.
  private static func direction(of segment: BezierPath.Segment, at t: Double) -> Point {
    let u = 1 - t
    var derivative =
      (segment.control1 - segment.start) * (3 * u * u)
      + (segment.control2 - segment.control1) * (6 * u * t)
      + (segment.end - segment.control2) * (3 * t * t)
    if derivative.length < 1e-9 {
      derivative = t < 0.5 ? segment.control2 - segment.start : segment.end - segment.control1
    }
    if derivative.length < 1e-9 { derivative = segment.end - segment.start }
    let length = derivative.length
    return length > 0 ? derivative * (1 / length) : Point(x: 0, y: 0)
  }
}
