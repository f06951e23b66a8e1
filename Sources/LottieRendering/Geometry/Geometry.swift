import Foundation

/// A point or vector in a layer's coordinates (y grows downwards, as in Lottie and SVG).
struct Point: Sendable, Equatable {
  var x: Double
  var y: Double

  static let zero = Point(x: 0, y: 0)

  static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
  static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }

  var length: Double { (x * x + y * y).squareRoot() }

  func interpolated(to other: Point, _ t: Double) -> Point { self + (other - self) * t }
}

/// A 2D affine transform `[a c e; b d f]`, applied to column vectors.
struct AffineTransform: Sendable, Equatable {
  var a = 1.0
  var b = 0.0
  var c = 0.0
  var d = 1.0
  var e = 0.0
  var f = 0.0

  static let identity = AffineTransform()

  static func translation(_ x: Double, _ y: Double) -> AffineTransform {
    AffineTransform(e: x, f: y)
  }

  static func scale(_ x: Double, _ y: Double) -> AffineTransform { AffineTransform(a: x, d: y) }

  /// A clockwise rotation on screen (y down), in degrees.
  static func rotation(degrees: Double) -> AffineTransform {
    let radians = degrees * .pi / 180
    return AffineTransform(a: cos(radians), b: sin(radians), c: -sin(radians), d: cos(radians))
  }

  /// The transform that applies `other` first, then `self`.
  func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + c * other.b, b: b * other.a + d * other.b,
      c: a * other.c + c * other.d, d: b * other.c + d * other.d,
      e: a * other.e + c * other.f + e, f: b * other.e + d * other.f + f)
  }

  func apply(_ point: Point) -> Point {
    Point(x: a * point.x + c * point.y + e, y: b * point.x + d * point.y + f)
  }

  var isIdentity: Bool { self == .identity }

  /// The transform's determinant; zero when it collapses everything onto a line.
  var determinant: Double { a * d - b * c }

  var svg: String {
    "matrix(\(svgNumber(a)) \(svgNumber(b)) \(svgNumber(c)) \(svgNumber(d)) \(svgNumber(e)) \(svgNumber(f)))"
  }
}

/// A number written compactly for SVG: at most four decimals, no trailing zeros, no `-0`.
func svgNumber(_ value: Double) -> String {
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
struct Vertex: Sendable, Equatable {
  var point: Point
  var inTangent: Point
  var outTangent: Point
}

/// A cubic bezier path as Lottie writes it: vertices with relative tangents, open or closed.
struct BezierPath: Sendable, Equatable {
  var vertices: [Vertex] = []
  var isClosed = false

  /// One cubic segment in absolute coordinates.
  struct Segment: Sendable {
    var start: Point
    var control1: Point
    var control2: Point
    var end: Point

    func point(at t: Double) -> Point {
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
    func slice(_ t0: Double, _ t1: Double) -> Segment {
      if t0 <= 0, t1 >= 1 { return self }
      let tail = t0 > 0 ? split(at: t0).1 : self
      guard t1 < 1 else { return tail }
      let local = t0 >= 1 ? 0 : (t1 - t0) / (1 - t0)
      return tail.split(at: local).0
    }

    func split(at t: Double) -> (Segment, Segment) {
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

    static let lengthSamples = 16

    /// Cumulative chord lengths at `lengthSamples` even parameter steps.
    func lengthTable() -> [Double] {
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
    static func parameter(forLength distance: Double, in table: [Double]) -> Double {
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

  var segments: [Segment] {
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

  func transformed(by transform: AffineTransform) -> BezierPath {
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
  var svg: String {
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
  init(segments: [Segment]) {
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

  init(vertices: [Vertex] = [], isClosed: Bool = false) {
    self.vertices = vertices
    self.isClosed = isClosed
  }
}
