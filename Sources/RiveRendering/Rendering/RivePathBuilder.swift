import Foundation
import VectorGraphics

/// A vertex of a path as the runtime builds it: a straight corner (rounded by `radius`) or a
/// cubic point with absolute in and out control points.
enum RivePathPoint: Sendable {
  case straight(Point, radius: Double)
  case cubic(in: Point, point: Point, out: Point)

  var translation: Point {
    switch self {
    case .straight(let point, _): point
    case .cubic(_, let point, _): point
    }
  }
}

/// Path commands in a path's own coordinates.
enum RivePathCommand: Sendable {
  case move(Point)
  case line(Point)
  case cubic(Point, Point, Point)
  case close
}

/// Builds a path's commands from its vertices as the runtime's `Path::buildPath` does: rounded
/// straight corners take the ideal control distance of a circular arc, a corner with a negative
/// radius turns inwards, and a cubic next to a straight vertex uses the vertex as its control.
enum RivePathBuilder {
  static func commands(_ points: [RivePathPoint], isClosed: Bool) -> [RivePathCommand] {
    let count = points.count
    guard count >= 2 else { return [] }
    var commands: [RivePathCommand] = []
    var out: Point
    var previousIsCubic: Bool
    var start: Point
    var startIn: Point
    let startIsCubic: Bool

    switch points[0] {
    case .cubic(let inPoint, let point, let outPoint):
      startIsCubic = true
      previousIsCubic = true
      startIn = inPoint
      out = outPoint
      start = point
      commands.append(.move(start))
    case .straight(let position, let radius):
      startIsCubic = false
      previousIsCubic = false
      if radius != 0 {
        let corner = roundedCorner(
          position, radius: radius, previous: points[count - 1], next: points[1])
        start = corner.enter
        startIn = corner.enter
        commands.append(.move(corner.enter))
        commands.append(.cubic(corner.outControl, corner.inControl, corner.exit))
        out = corner.exit
      } else {
        start = position
        startIn = position
        out = position
        commands.append(.move(position))
      }
    }

    for index in 1..<count {
      switch points[index] {
      case .cubic(let inPoint, let point, let outPoint):
        commands.append(.cubic(out, inPoint, point))
        previousIsCubic = true
        out = outPoint
      case .straight(let position, let radius):
        if radius != 0 {
          let corner = roundedCorner(
            position, radius: radius, previous: points[index - 1],
            next: points[(index + 1) % count])
          if previousIsCubic {
            commands.append(.cubic(out, corner.enter, corner.enter))
          } else {
            commands.append(.line(corner.enter))
          }
          commands.append(.cubic(corner.outControl, corner.inControl, corner.exit))
          out = corner.exit
          previousIsCubic = false
        } else if previousIsCubic {
          commands.append(.cubic(out, position, position))
          previousIsCubic = false
          out = position
        } else {
          out = position
          commands.append(.line(position))
        }
      }
    }
    if isClosed {
      if previousIsCubic || startIsCubic {
        commands.append(.cubic(out, startIn, start))
      } else {
        commands.append(.line(start))
      }
      commands.append(.close)
    }
    return commands
  }

  private struct Corner {
    var enter: Point
    var outControl: Point
    var inControl: Point
    var exit: Point
  }

  private static func roundedCorner(
    _ position: Point, radius: Double, previous: RivePathPoint, next: RivePathPoint
  ) -> Corner {
    let previousPoint: Point
    if case .cubic(_, _, let outPoint) = previous {
      previousPoint = outPoint
    } else {
      previousPoint = previous.translation
    }
    let nextPoint: Point
    if case .cubic(let inPoint, _, _) = next {
      nextPoint = inPoint
    } else {
      nextPoint = next.translation
    }
    var toPrevious = previousPoint - position
    let toPreviousLength = toPrevious.length
    if toPreviousLength > 0 { toPrevious = toPrevious * (1 / toPreviousLength) }
    var toNext = nextPoint - position
    let toNextLength = toNext.length
    if toNextLength > 0 { toNext = toNext * (1 / toNextLength) }
    let renderRadius = min(toPreviousLength / 2, min(toNextLength / 2, abs(radius)))
    let ideal = idealControlDistance(toPrevious, toNext, renderRadius)
    var corner = Corner(
      enter: position + toPrevious * renderRadius,
      outControl: position + toPrevious * (renderRadius - ideal),
      inControl: position + toNext * (renderRadius - ideal),
      exit: position + toNext * renderRadius)
    if radius < 0 {
      rotateControls(next: corner.exit, previous: corner.enter, point: position, &corner)
    }
    return corner
  }

  /// The control distance that makes a cubic follow a circular arc of `radius` in the corner
  /// between the two unit directions.
  static func idealControlDistance(_ toPrevious: Point, _ toNext: Point, _ radius: Double)
    -> Double
  {
    let cross = toPrevious.x * toNext.y - toPrevious.y * toNext.x
    let dot = toPrevious.x * toNext.x + toPrevious.y * toNext.y
    let angle = abs(atan2(cross, dot))
    let factor = angle < .pi / 2 ? 1 + cos(angle) : 2 - sin(angle)
    let value = (4.0 / 3.0) * tan(.pi / (2 * ((2 * .pi) / angle))) * radius * factor
    return value.isNaN ? radius : min(radius, value)
  }

  /// Turns an inward (negative radius) corner's controls about the corner's ends.
  private static func rotateControls(
    next: Point, previous: Point, point: Point, _ corner: inout Corner
  ) {
    let v1 = previous - next
    let v2 = point - next
    let angle = atan2(v1.x * v2.y - v1.y * v2.x, v1.x * v2.x + v1.y * v2.y)
    func rotated(_ value: Point, about center: Point, by angle: Double) -> Point {
      let s = sin(angle)
      let c = cos(angle)
      let d = value - center
      return Point(x: d.x * c - d.y * s + center.x, y: d.x * s + d.y * c + center.y)
    }
    corner.outControl = rotated(corner.outControl, about: previous, by: angle * 2)
    corner.inControl = rotated(corner.inControl, about: next, by: -angle * 2)
  }

  /// SVG path data for `commands` mapped through `transform`.
  static func svg(_ commands: [RivePathCommand], _ transform: AffineTransform) -> String {
    var text = ""
    func point(_ value: Point) -> String {
      let mapped = transform.apply(value)
      return "\(svgNumber(mapped.x)) \(svgNumber(mapped.y))"
    }
    for command in commands {
      switch command {
      case .move(let to): text += "M" + point(to)
      case .line(let to): text += "L" + point(to)
      case .cubic(let c1, let c2, let to):
        text += "C" + point(c1) + " " + point(c2) + " " + point(to)
      case .close: text += "Z"
      }
    }
    return text
  }
}
