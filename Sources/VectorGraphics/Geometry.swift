import Foundation

/// A point or vector in a layer's coordinates (y grows downwards, as in Lottie and SVG).
package struct Point: Sendable, Equatable {
  package var x: Double
  package var y: Double

  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  package static let zero = Point(x: 0, y: 0)

  package static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }
  package static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
  package static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }

  package var length: Double { (x * x + y * y).squareRoot() }

  package func interpolated(to other: Point, _ t: Double) -> Point { self + (other - self) * t }
}

/// A 2D affine transform `[a c e; b d f]`, applied to column vectors.
package struct AffineTransform: Sendable, Equatable {
  package var a = 1.0
  package var b = 0.0
  package var c = 0.0
  package var d = 1.0
  package var e = 0.0
  package var f = 0.0

  package init(
    a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, e: Double = 0, f: Double = 0
  ) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.e = e
    self.f = f
  }

  package static let identity = AffineTransform()

  package static func translation(_ x: Double, _ y: Double) -> AffineTransform {
    AffineTransform(e: x, f: y)
  }

  package static func scale(_ x: Double, _ y: Double) -> AffineTransform {
    AffineTransform(a: x, d: y)
  }

  /// A clockwise rotation on screen (y down), in degrees.
  package static func rotation(degrees: Double) -> AffineTransform {
    let radians = degrees * .pi / 180
    return AffineTransform(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians))
  }

  /// The transform that applies `other` first, then `self`.
  package func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + c * other.b, b: b * other.a + d * other.b,
      c: a * other.c + c * other.d, d: b * other.c + d * other.d,
      e: a * other.e + c * other.f + e, f: b * other.e + d * other.f + f)
  }

  package func apply(_ point: Point) -> Point {
    Point(x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f)
  }

  package var isIdentity: Bool { self == .identity }

  /// The transform's determinant; zero when it collapses everything onto a line.
  package var determinant: Double { a * d - b * c }

  package var svg: String {
    "matrix(\(svgNumber(a)) \(svgNumber(b)) \(svgNumber(c)) \(svgNumber(d)) \(svgNumber(e)) \(svgNumber(f)))"
  }
}

/// A number written compactly for SVG: at most four decimals, no trailing zeros, no `-0`.
package func svgNumber(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  let scaled = (value * 10_000).rounded()
  if scaled == 0 { return "0" }
  // Integer digits below 1e15 ten-thousandths: exact, and far cheaper than formatting, which
  // matters for paths of hundreds of thousands of vertices.
  if abs(scaled) < 1e15 {
    let tenThousandths = Int64(scaled)
    let whole = String(tenThousandths / 10_000)
    var fraction = abs(tenThousandths % 10_000)
    guard fraction != 0 else { return whole }
    var digits = 4
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let fractionText = String(fraction)
    let sign = tenThousandths < 0 && tenThousandths > -10_000 ? "-" : ""
    return sign + whole + "." + String(repeating: "0", count: digits - fractionText.count)
      + fractionText
  }
  let rounded = scaled / 10_000
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
  var text = String(format: "%.4f", rounded)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}

/// One vertex of a Lottie bezier path: the point and its in and out tangents, relative to it.
package struct Vertex: Sendable, Equatable {
  package var point: Point
  package var inTangent: Point
  package var outTangent: Point

  package init(point: Point, inTangent: Point, outTangent: Point) {
    self.point = point
    self.inTangent = inTangent
    self.outTangent = outTangent
  }
}

/// A cubic bezier path as Lottie writes it: vertices with relative tangents, open or closed.
package struct BezierPath: Sendable, Equatable {
  package var vertices: [Vertex] = []
  package var isClosed = false

  /// One cubic segment in absolute coordinates.
  package struct Segment: Sendable {
    package var start: Point
    package var control1: Point
    package var control2: Point
    package var end: Point

    package init(start: Point, control1: Point, control2: Point, end: Point) {
      self.start = start
      self.control1 = control1
      self.control2 = control2
      self.end = end
    }

    package func point(at t: Double) -> Point {
      let u = 1 - t
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      return Point(
        x: a * start.x + b * control1.x + c * control2.x + d * end.x,
        y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    /// The part of the segment between parameters `t0` and `t1`.
    package func slice(_ t0: Double, _ t1: Double) -> Segment {
      if t0 <= 0, t1 >= 1 { return self }
      let tail = t0 > 0 ? split(at: t0).1 : self
      guard t1 < 1 else { return tail }
      let local = t0 >= 1 ? 0 : (t1 - t0) / (1 - t0)
      return tail.split(at: local).0
    }

    package func split(at t: Double) -> (Segment, Segment) {
      let p01 = start.interpolated(to: control1, t)
      let p12 = control1.interpolated(to: control2, t)
      let p23 = control2.interpolated(to: end, t)
      let p012 = p01.interpolated(to: p12, t)
      let p123 = p12.interpolated(to: p23, t)
      let middle = p012.interpolated(to: p123, t)
      return (
        Segment(start: start, control1: p01, control2: p012, end: middle),
        Segment(start: middle, control1: p123, control2: p23, end: end)
      )
    }

    package static let lengthSamples = 16

    /// Cumulative chord lengths at `lengthSamples` even parameter steps.
    package func lengthTable() -> [Double] {
      var table = [0.0]
      var previous = start
      var total = 0.0
      for step in 1...Self.lengthSamples {
        let next = point(at: Double(step) / Double(Self.lengthSamples))
        total += (next - previous).length
        table.append(total)
        previous = next
      }
      return table
    }

    /// The parameter at which the arc length from the start is `distance`.
    package static func parameter(forLength distance: Double, in table: [Double]) -> Double {
      guard let total = table.last, total > 0 else { return 0 }
      if distance <= 0 { return 0 }
      if distance >= total { return 1 }
      var index = 1
      while index < table.count - 1, table[index] < distance { index += 1 }
      let low = table[index - 1]
      let high = table[index]
      let fraction = high > low ? (distance - low) / (high - low) : 0
      return (Double(index - 1) + fraction) / Double(table.count - 1)
    }
  }

  package var segments: [Segment] {
    guard vertices.count > 1 else { return [] }
    var result: [Segment] = []
    result.reserveCapacity(vertices.count)
    let count = isClosed ? vertices.count : vertices.count - 1
    for index in 0..<count {
      let from = vertices[index]
      let to = vertices[(index + 1) % vertices.count]
      result.append(
        Segment(
          start: from.point, control1: from.point + from.outTangent,
          control2: to.point + to.inTangent, end: to.point))
    }
    return result
  }

  package func transformed(by transform: AffineTransform) -> BezierPath {
    if transform.isIdentity { return self }
    var copy = self
    copy.vertices = vertices.map { vertex in
      let point = transform.apply(vertex.point)
      return Vertex(
        point: point,
        inTangent: transform.apply(vertex.point + vertex.inTangent) - point,
        outTangent: transform.apply(vertex.point + vertex.outTangent) - point)
    }
    return copy
  }

  /// The path's `d` data: one subpath.
  package var svg: String {
    guard let first = vertices.first else { return "" }
    var text = "M\(svgNumber(first.point.x)) \(svgNumber(first.point.y))"
    for segment in segments {
      text +=
        "C\(svgNumber(segment.control1.x)) \(svgNumber(segment.control1.y)) "
        + "\(svgNumber(segment.control2.x)) \(svgNumber(segment.control2.y)) "
        + "\(svgNumber(segment.end.x)) \(svgNumber(segment.end.y))"
    }
    if isClosed { text += "Z" }
    return text
  }

  /// An open path through `segments`, which join end to start.
  package init(segments: [Segment]) {
    guard let first = segments.first else { return }
    var vertices = [Vertex(point: first.start, inTangent: .zero, outTangent: .zero)]
    for segment in segments {
      vertices[vertices.count - 1].outTangent = segment.control1 - segment.start
      vertices.append(
        Vertex(point: segment.end, inTangent: segment.control2 - segment.end, outTangent: .zero))
    }
    self.vertices = vertices
    isClosed = false
  }

  package init(vertices: [Vertex] = [], isClosed: Bool = false) {
    self.vertices = vertices
    self.isClosed = isClosed
  }
}
