import AnimationFiles
import Foundation
import VectorGraphics

/// Reads Lottie's animatable properties (`{"a": 0|1, "k": …}`) at a frame: static values,
/// keyframes with bezier easing, hold keyframes and spatial tangents, and expressions (`"x"`,
/// see ``ExpressionEvaluator``), evaluated in the ``ExpressionScope`` the renderer sets.
///
/// Keyframes out of time order are tolerated: a pair whose end comes before its start holds.
/// A property whose expression cannot be evaluated shows its keyframed value; the renderer
/// names it through ``hasUnsupportedExpression(_:)``.
enum AnimatedValue {
  /// A number or vector property at `frame`, or nil when it is absent or not numeric.
  ///
  /// Expressions are evaluated out of line (``ExpressionEvaluator``), so that the renderer's
  /// recursive frames, which read properties, stay small.
  static func numbers(_ property: JSONNode?, at frame: Double) -> [Double]? {
    guard let property else { return nil }
    if hasExpression(property),
      case .success(let result) = ExpressionEvaluator.value(of: property, at: frame),
      let numbers = result.numbers
    {
      return numbers
    }
    return keyframedNumbers(property, at: frame)
  }

  /// A single number at `frame`, or `fallback`.
  static func number(_ property: JSONNode?, at frame: Double, default fallback: Double) -> Double {
    numbers(property, at: frame)?.first ?? fallback
  }

  /// A point (the first two numbers) at `frame`, or `fallback`.
  static func point(_ property: JSONNode?, at frame: Double, default fallback: Point) -> Point {
    guard let values = numbers(property, at: frame), !values.isEmpty else { return fallback }
    return Point(x: values[0], y: values.count > 1 ? values[1] : fallback.y)
  }

  /// A colour property at `frame`, its red, green and blue in 0…1. Old files write colours in
  /// 0…255; which scale a property uses is read from the values the file stores, not from the
  /// value at `frame`: an easing that overshoots carries a 0…1 colour a little past 1, and the
  /// players draw that as white (clamped), not as a 0…255 colour near black.
  static func color(_ property: JSONNode?, at frame: Double) -> [Double]? {
    guard let property, var values = numbers(property, at: frame) else { return nil }
    if storesColorsOutOf255(property) {
      for index in values.indices.prefix(3) { values[index] /= 255 }
    }
    return values
  }

  /// Whether any colour a property stores (its static value, or a keyframe's start or end) has
  /// a red, green or blue above 1.
  private static func storesColorsOutOf255(_ property: JSONNode) -> Bool {
    let content = property["k"] ?? property
    guard let elements = content.array else { return false }
    let stored: [[Double]] =
      elements.allSatisfy { $0.number != nil }
      ? [elements.compactMap(\.number)]
      : elements.flatMap { [numbers(of: $0["s"]), numbers(of: $0["e"])].compactMap { $0 } }
    return stored.contains { $0.prefix(3).contains { $0 > 1 } }
  }

  /// A shape's path (`ks` of a path item, `pt` of a mask) at `frame`.
  static func path(_ property: JSONNode?, at frame: Double) -> BezierPath? {
    guard let property else { return nil }
    if hasExpression(property),
      case .success(.path(let path)) = ExpressionEvaluator.value(of: property, at: frame)
    {
      return path
    }
    return keyframedPath(property, at: frame)
  }

  /// Whether a property is animated by an expression this renderer cannot evaluate, at the
  /// frame of the current ``ExpressionScope``: see ``expressionFailure(_:at:)``.
  @inline(never)
  static func hasUnsupportedExpression(_ property: JSONNode?) -> Bool {
    guard let property, hasExpression(property) else { return false }
    return expressionFailure(property, at: ExpressionScope.current?.frame ?? 0) != nil
  }

  /// Why a property's expression cannot be evaluated at `frame`, or nil when it can (or the
  /// property has none): the evaluator's failure, or a result of the wrong kind.
  @inline(never)
  static func expressionFailure(_ property: JSONNode, at frame: Double) -> ExpressionFailure? {
    guard hasExpression(property) else { return nil }
    switch ExpressionEvaluator.value(of: property, at: frame) {
    case .failure(let failure):
      return failure
    case .success(let result):
      let isPath =
        keyframedNumbers(property, at: frame) == nil
        && keyframedPath(property, at: frame) != nil
      if case .path = result {
        return isPath ? nil : .unsupported("a path where a number is needed")
      }
      guard !isPath else { return .unsupported("a number where a path is needed") }
      return result.numbers == nil ? .unsupported("a result that is not a number") : nil
    }
  }

  private static func hasExpression(_ property: JSONNode) -> Bool {
    guard let text = property["x"]?.string else { return false }
    return !text.allSatisfy { $0.isWhitespace || $0.isNewline }
  }

  /// A number or vector property's keyframed value at `frame`, its expression left out.
  static func keyframedNumbers(_ property: JSONNode, at frame: Double) -> [Double]? {
    let content = property["k"] ?? property
    if let number = content.number { return [number] }
    guard let elements = content.array, !elements.isEmpty else { return nil }
    if elements.allSatisfy({ $0.number != nil }) { return elements.compactMap(\.number) }
    guard elements.allSatisfy(\.isObject) else { return nil }
    return interpolate(elements, at: frame, value: numbers(of:)) { from, to, progress, key in
      let count = min(from.count, to.count)
      if let tangents = spatialTangents(key), count >= 2 {
        return spatial(from: from, to: to, tangents: tangents, progress: progress(0))
      }
      return (0..<count).map { from[$0] + (to[$0] - from[$0]) * progress($0) }
    }
  }

  /// A path property's keyframed value at `frame`, its expression left out.
  static func keyframedPath(_ property: JSONNode, at frame: Double) -> BezierPath? {
    let content = property["k"] ?? property
    if content.isObject { return bezierPath(content) }
    guard let elements = content.array, !elements.isEmpty else { return nil }
    if elements.count == 1, elements[0]["t"] == nil { return bezierPath(elements[0]) }
    return interpolate(elements, at: frame, value: firstPath(of:)) { from, to, progress, _ in
      guard from.vertices.count == to.vertices.count else { return from }
      let t = progress(0)
      var result = from
      for index in result.vertices.indices {
        let a = from.vertices[index]
        let b = to.vertices[index]
        result.vertices[index] = Vertex(
          point: a.point.interpolated(to: b.point, t),
          inTangent: a.inTangent.interpolated(to: b.inTangent, t),
          outTangent: a.outTangent.interpolated(to: b.outTangent, t))
      }
      return result
    }
  }

  // MARK: Keyframes

  private static func numbers(of node: JSONNode?) -> [Double]? {
    guard let node else { return nil }
    if let number = node.number { return [number] }
    guard let elements = node.array else { return nil }
    let values = elements.compactMap(\.number)
    return values.count == elements.count ? values : nil
  }

  private static func firstPath(of node: JSONNode?) -> BezierPath? {
    guard let node else { return nil }
    if node.isObject { return bezierPath(node) }
    return node.array?.first.flatMap(bezierPath)
  }

  /// The value of a keyframe list at `frame`; `blend` mixes two values with a per-dimension
  /// eased progress.
  private static func interpolate<Value>(
    _ keyframes: [JSONNode], at frame: Double, value: (JSONNode?) -> Value?,
    blend: (Value, Value, (Int) -> Double, JSONNode) -> Value
  ) -> Value? {
    func time(_ index: Int) -> Double { keyframes[index]["t"]?.number ?? 0 }
    // The value a keyframe starts with, or the end value of the one before (old files write
    // only `t` in the last keyframe).
    func start(_ index: Int) -> Value? {
      if let own = value(keyframes[index]["s"]) { return own }
      if index > 0 { return value(keyframes[index - 1]["e"]) ?? start(index - 1) }
      return nil
    }
    guard let first = start(0) else { return nil }
    if frame <= time(0) { return first }
    var index = 0
    while index + 1 < keyframes.count, frame >= time(index + 1) { index += 1 }
    let key = keyframes[index]
    guard index + 1 < keyframes.count else { return start(index) ?? first }
    let from = start(index) ?? first
    let startTime = time(index)
    let endTime = time(index + 1)
    if key["h"]?.number == 1 || endTime <= startTime { return from }
    guard let to = value(key["e"]) ?? start(index + 1) else { return from }
    let linear = (frame - startTime) / (endTime - startTime)
    return blend(from, to, { eased(linear, key: key, dimension: $0) }, key)
  }

  private static func eased(_ progress: Double, key: JSONNode, dimension: Int) -> Double {
    func component(_ node: JSONNode?, _ name: String, _ fallback: Double) -> Double {
      guard let value = node?[name] else { return fallback }
      if let number = value.number { return number }
      guard let elements = value.array, !elements.isEmpty else { return fallback }
      return elements[min(dimension, elements.count - 1)].number ?? fallback
    }
    let out = key["o"]
    let into = key["i"]
    guard out != nil || into != nil else { return progress }
    return CubicBezierEasing(
      x1: component(out, "x", 0), y1: component(out, "y", 0),
      x2: component(into, "x", 1), y2: component(into, "y", 1)
    ).value(at: progress)
  }

  private static func spatialTangents(_ key: JSONNode) -> (Point, Point)? {
    guard let out = numbers(of: key["to"]), let into = numbers(of: key["ti"]), out.count >= 2,
      into.count >= 2
    else { return nil }
    let outPoint = Point(x: out[0], y: out[1])
    let inPoint = Point(x: into[0], y: into[1])
    guard outPoint != .zero || inPoint != .zero else { return nil }
    return (outPoint, inPoint)
  }

  /// A point moving along the bezier from `from` to `to`, at an even speed along the curve.
  private static func spatial(
    from: [Double], to: [Double], tangents: (Point, Point), progress: Double
  ) -> [Double] {
    let start = Point(x: from[0], y: from[1])
    let end = Point(x: to[0], y: to[1])
    let segment = BezierPath.Segment(
      start: start, control1: start + tangents.0, control2: end + tangents.1, end: end)
    var table = [0.0]
    var previous = start
    let samples = 64
    for step in 1...samples {
      let next = segment.point(at: Double(step) / Double(samples))
      table.append(table[table.count - 1] + (next - previous).length)
      previous = next
    }
    let t = BezierPath.Segment.parameter(
      forLength: progress * (table.last ?? 0), in: table)
    let point = progress <= 0 ? start : progress >= 1 ? end : segment.point(at: t)
    var result = [point.x, point.y]
    for index in 2..<min(from.count, to.count) {
      result.append(from[index] + (to[index] - from[index]) * progress)
    }
    return result
  }

  // MARK: Paths

  static func bezierPath(_ node: JSONNode) -> BezierPath? {
    guard let points = node["v"]?.array else { return nil }
    func point(_ list: [JSONNode]?, _ index: Int) -> Point {
      guard let list, index < list.count, let pair = list[index].array, pair.count >= 2 else {
        return .zero
      }
      return Point(x: pair[0].number ?? 0, y: pair[1].number ?? 0)
    }
    let ins = node["i"]?.array
    let outs = node["o"]?.array
    var vertices: [Vertex] = []
    vertices.reserveCapacity(points.count)
    for index in points.indices {
      vertices.append(
        Vertex(
          point: point(points, index), inTangent: point(ins, index),
          outTangent: point(outs, index)))
    }
    return BezierPath(vertices: vertices, isClosed: node["c"]?.bool ?? false)
  }
}

/// CSS-style timing: the curve from (0, 0) to (1, 1) through two control points.
struct CubicBezierEasing {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  func value(at progress: Double) -> Double {
    if progress <= 0 { return 0 }
    if progress >= 1 { return 1 }
    let cx1 = min(max(x1, 0), 1)
    let cx2 = min(max(x2, 0), 1)
    if cx1 == y1, cx2 == y2 { return progress }
    func curve(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    // Bisection: monotonic in t because the x control points are within [0, 1].
    var low = 0.0
    var high = 1.0
    var t = progress
    for _ in 0..<40 {
      let x = curve(t, cx1, cx2)
      if abs(x - progress) < 1e-7 { break }
      if x < progress { low = t } else { high = t }
      t = (low + high) / 2
    }
    return curve(t, y1, y2)
  }
}
