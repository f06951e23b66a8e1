import Foundation
import VectorGraphics

/// The paths of Lottie's parametric shapes, starting where Lottie starts them and running
/// clockwise (or anticlockwise for direction 3), so trim paths cut them in the same place.
enum ShapeGeometry {
  /// The bezier handle length that makes a quarter circle of radius 1.
  static let kappa = 0.5519150244935105

  static func rectangle(
    center: Point, size: Point, roundness: Double, reversed: Bool
  ) -> BezierPath {
    let halfWidth = size.x / 2
    let halfHeight = size.y / 2
    let radius = max(0, min(roundness, halfWidth, halfHeight))
    let left = center.x - halfWidth
    let right = center.x + halfWidth
    let top = center.y - halfHeight
    let bottom = center.y + halfHeight
    var vertices: [Vertex]
    if radius <= 0 {
      vertices = [
        Point(x: right, y: top), Point(x: right, y: bottom), Point(x: left, y: bottom),
        Point(x: left, y: top),
      ].map { Vertex(point: $0, inTangent: .zero, outTangent: .zero) }
    } else {
      let handle = radius * kappa
      func vertex(_ x: Double, _ y: Double, in inTangent: Point, out outTangent: Point) -> Vertex {
        Vertex(point: Point(x: x, y: y), inTangent: inTangent, outTangent: outTangent)
      }
      vertices = [
        vertex(right, top + radius, in: Point(x: 0, y: -handle), out: .zero),
        vertex(right, bottom - radius, in: .zero, out: Point(x: 0, y: handle)),
        vertex(right - radius, bottom, in: Point(x: handle, y: 0), out: .zero),
        vertex(left + radius, bottom, in: .zero, out: Point(x: -handle, y: 0)),
        vertex(left, bottom - radius, in: Point(x: 0, y: handle), out: .zero),
        vertex(left, top + radius, in: .zero, out: Point(x: 0, y: -handle)),
        vertex(left + radius, top, in: Point(x: -handle, y: 0), out: .zero),
        vertex(right - radius, top, in: .zero, out: Point(x: handle, y: 0)),
      ]
    }
    let path = BezierPath(vertices: vertices, isClosed: true)
    return reversed ? self.reversed(path) : path
  }

  static func ellipse(center: Point, size: Point, reversed: Bool) -> BezierPath {
    let rx = size.x / 2
    let ry = size.y / 2
    let hx = rx * kappa
    let hy = ry * kappa
    let path = BezierPath(
      vertices: [
        Vertex(
          point: Point(x: center.x, y: center.y - ry), inTangent: Point(x: -hx, y: 0),
          outTangent: Point(x: hx, y: 0)),
        Vertex(
          point: Point(x: center.x + rx, y: center.y), inTangent: Point(x: 0, y: -hy),
          outTangent: Point(x: 0, y: hy)),
        Vertex(
          point: Point(x: center.x, y: center.y + ry), inTangent: Point(x: hx, y: 0),
          outTangent: Point(x: -hx, y: 0)),
        Vertex(
          point: Point(x: center.x - rx, y: center.y), inTangent: Point(x: 0, y: hy),
          outTangent: Point(x: 0, y: -hy)),
      ], isClosed: true)
    return reversed ? self.reversed(path) : path
  }

  /// A star (`isStar`) alternating outer and inner points, or a polygon of outer points only.
  /// Roundness (0…100) turns each point's corner into a curve along the circle.
  static func star(
    center: Point, points: Double, rotation: Double, outerRadius: Double, innerRadius: Double,
    outerRoundness: Double, innerRoundness: Double, isStar: Bool, reversed: Bool
  ) -> BezierPath {
    let corners = Int(min(max(points.isFinite ? points : 0, 0), 10_000))
    guard corners > 0 else { return BezierPath() }
    let count = isStar ? corners * 2 : corners
    let step = 2 * Double.pi / Double(count)
    let direction = reversed ? -1.0 : 1.0
    var angle = (rotation - 90) * .pi / 180
    var vertices: [Vertex] = []
    vertices.reserveCapacity(count)
    for index in 0..<count {
      let outer = !isStar || index % 2 == 0
      let radius = outer ? outerRadius : innerRadius
      let roundness = (outer ? outerRoundness : innerRoundness) / 100
      let x = radius * cos(angle)
      let y = radius * sin(angle)
      let distance = (x * x + y * y).squareRoot()
      // The tangent runs along the circle; its length is a share of the arc to the next point.
      let tangent = distance > 0 ? Point(x: -y / distance, y: x / distance) : .zero
      let arc = 2 * Double.pi * radius / Double(count * (isStar ? 2 : 4)) * roundness
      let handle = tangent * (arc * direction)
      vertices.append(
        Vertex(
          point: Point(x: center.x + x, y: center.y + y), inTangent: Point.zero - handle,
          outTangent: handle))
      angle += step * direction
    }
    return BezierPath(vertices: vertices, isClosed: true)
  }

  /// The same path run the other way, starting at the same vertex.
  static func reversed(_ path: BezierPath) -> BezierPath {
    guard let first = path.vertices.first else { return path }
    let rest = path.vertices.dropFirst().reversed()
    let vertices = ([first] + rest).map {
      Vertex(point: $0.point, inTangent: $0.outTangent, outTangent: $0.inTangent)
    }
    return BezierPath(vertices: vertices, isClosed: path.isClosed)
  }

  /// Rounds every sharp corner (a vertex without tangents) with an arc of up to `radius`.
  static func roundingCorners(_ path: BezierPath, radius: Double) -> BezierPath {
    guard radius > 0, path.vertices.count > 2 else { return path }
    var vertices: [Vertex] = []
    let count = path.vertices.count
    for index in 0..<count {
      let vertex = path.vertices[index]
      let isEnd = !path.isClosed && (index == 0 || index == count - 1)
      guard !isEnd, vertex.inTangent == .zero, vertex.outTangent == .zero else {
        vertices.append(vertex)
        continue
      }
      let previous = path.vertices[(index + count - 1) % count].point
      let next = path.vertices[(index + 1) % count].point
      let toPrevious = previous - vertex.point
      let toNext = next - vertex.point
      let before = min(radius, toPrevious.length / 2)
      let after = min(radius, toNext.length / 2)
      guard toPrevious.length > 0, toNext.length > 0 else {
        vertices.append(vertex)
        continue
      }
      let start = vertex.point + toPrevious * (before / toPrevious.length)
      let end = vertex.point + toNext * (after / toNext.length)
      vertices.append(
        Vertex(point: start, inTangent: .zero, outTangent: (vertex.point - start) * kappa))
      vertices.append(
        Vertex(point: end, inTangent: (vertex.point - end) * kappa, outTangent: .zero))
    }
    return BezierPath(vertices: vertices, isClosed: path.isClosed)
  }
}
