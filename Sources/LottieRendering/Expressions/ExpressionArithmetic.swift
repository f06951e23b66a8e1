import Foundation

/// Arithmetic on expression values, with After Effects' arrays: exporters turn `a + b` whose
/// operands may be arrays into `$bm_sum(a, b)`, which adds arrays element by element (an array
/// and a number: the number goes to the first element), scales an array by a number, and
/// divides one by a number. Other mixes fail.
///
/// Every function takes resolved values (no property references).
enum ExpressionArithmetic {
  static func number(_ value: ExpressionValue) throws(ExpressionFailure) -> Double {
    switch value {
    case .number(let number): return number
    case .boolean(let flag): return flag ? 1 : 0
    case .undefined: return .nan
    case .string(let text):
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed.isEmpty ? 0 : Double(trimmed) ?? .nan
    case .vector(let values) where values.count == 1:
      return values[0]
    default:
      throw .unsupported("an array or object where a number is needed")
    }
  }

  /// A value as JavaScript writes it into a string.
  static func text(_ value: ExpressionValue) throws(ExpressionFailure) -> String {
    switch value {
    case .string(let text): return text
    case .undefined: return "undefined"
    case .boolean(let flag): return flag ? "true" : "false"
    case .number(let number):
      if number.isNaN { return "NaN" }
      if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
      if number == number.rounded(), abs(number) < 1e15, let whole = Int64(exactly: number) {
        return String(whole)
      }
      return String(number)
    default:
      throw .unsupported("an array or object turned into a string")
    }
  }

  static func sum(
    _ a: ExpressionValue, _ b: ExpressionValue
  ) throws(ExpressionFailure) -> ExpressionValue {
    if a.isString || b.isString {
      let text = try text(a) + text(b)
      guard text.utf8.count <= ExpressionEvaluator.maximumStringLength else {
        throw .unsupported("a string longer than \(ExpressionEvaluator.maximumStringLength)")
      }
      return .string(text)
    }
    return try combined(a, b, +)
  }

  static func difference(
    _ a: ExpressionValue, _ b: ExpressionValue
  ) throws(ExpressionFailure) -> ExpressionValue {
    try combined(a, b, -)
  }

  /// Addition and subtraction: element by element, a number going to an array's first element.
  private static func combined(
    _ a: ExpressionValue, _ b: ExpressionValue, _ operation: (Double, Double) -> Double
  ) throws(ExpressionFailure) -> ExpressionValue {
    switch (a, b) {
    case (.vector(let x), .vector(let y)):
      return .vector(
        (0..<max(x.count, y.count)).map { index in
          if index < x.count, index < y.count { return operation(x[index], y[index]) }
          return index < x.count ? x[index] : operation(0, y[index])
        })
    case (.vector(var x), _):
      guard !x.isEmpty else { return .vector(x) }
      x[0] = operation(x[0], try number(b))
      return .vector(x)
    case (_, .vector(var y)):
      guard !y.isEmpty else { return .vector(y) }
      y[0] = operation(try number(a), y[0])
      return .vector(y)
    default:
      return .number(operation(try number(a), try number(b)))
    }
  }

  static func product(
    _ a: ExpressionValue, _ b: ExpressionValue
  ) throws(ExpressionFailure) -> ExpressionValue {
    if case .vector = a, case .vector = b { throw .unsupported("a product of two arrays") }
    return try elementwise(a, b, *)
  }

  static func quotient(
    _ a: ExpressionValue, _ b: ExpressionValue
  ) throws(ExpressionFailure) -> ExpressionValue {
    if case .vector = a, case .vector = b { throw .unsupported("a quotient of two arrays") }
    return try elementwise(a, b, /)
  }

  /// An operation between numbers, or between each element of an array and a number.
  static func elementwise(
    _ a: ExpressionValue, _ b: ExpressionValue, _ operation: (Double, Double) -> Double
  ) throws(ExpressionFailure) -> ExpressionValue {
    switch (a, b) {
    case (.vector(let x), .vector(let y)):
      return .vector(zip(x, y).map(operation))
    case (.vector(let x), _):
      let scalar = try number(b)
      return .vector(x.map { operation($0, scalar) })
    case (_, .vector(let y)):
      let scalar = try number(a)
      return .vector(y.map { operation(scalar, $0) })
    default:
      return .number(operation(try number(a), try number(b)))
    }
  }

  static func negated(_ value: ExpressionValue) throws(ExpressionFailure) -> ExpressionValue {
    if case .vector(let values) = value { return .vector(values.map { -$0 }) }
    return .number(-(try number(value)))
  }

  static func clamp(
    _ value: ExpressionValue, _ lower: ExpressionValue, _ upper: ExpressionValue
  ) throws(ExpressionFailure) -> ExpressionValue {
    let low = try elementwise(value, lower) { max($0, $1) }
    return try elementwise(low, upper) { min($0, $1) }
  }

  /// `linear` and the eases, with the input range (`t, tMin, tMax, from, to`) or without it
  /// (`t, from, to`, over 0…1).
  static func interpolation(
    _ name: String, _ arguments: [ExpressionValue]
  ) throws(ExpressionFailure) -> ExpressionValue {
    let t: Double
    let lower: Double
    let upper: Double
    let from: ExpressionValue
    let to: ExpressionValue
    switch arguments.count {
    case 3:
      (t, lower, upper, from, to) = (try number(arguments[0]), 0, 1, arguments[1], arguments[2])
    case 5:
      (t, lower, upper, from, to) = (
        try number(arguments[0]), try number(arguments[1]), try number(arguments[2]),
        arguments[3], arguments[4]
      )
    default:
      throw .unsupported("\(name)() with \(arguments.count) arguments")
    }
    var progress: Double
    if upper == lower {
      progress = t < lower ? 0 : 1
    } else {
      progress = min(max((t - lower) / (upper - lower), 0), 1)
    }
    // After Effects' eases: a smooth start, end or both, as its keyframe ease presets.
    switch name {
    case "ease": progress = CubicBezierEasing(x1: 0.33, y1: 0, x2: 0.67, y2: 1).value(at: progress)
    case "easeIn": progress = CubicBezierEasing(x1: 0.33, y1: 0, x2: 1, y2: 1).value(at: progress)
    case "easeOut": progress = CubicBezierEasing(x1: 0, y1: 0, x2: 0.67, y2: 1).value(at: progress)
    default: break
    }
    let change = try difference(to, from)
    return try sum(from, product(change, .number(progress)))
  }

  /// `length(vector)` or `length(a, b)`: the distance from the origin or between two points.
  static func length(_ arguments: [ExpressionValue]) throws(ExpressionFailure) -> ExpressionValue {
    guard let first = arguments.first else { throw .unsupported("length() without arguments") }
    let vector = arguments.count > 1 ? try difference(arguments[1], first) : first
    switch vector {
    case .vector(let values): return .number(sqrt(values.reduce(0) { $0 + $1 * $1 }))
    default: return .number(abs(try number(vector)))
    }
  }

  /// The array position `position` names, when it is a whole number within `0..<count`.
  static func index(_ position: Double, count: Int) -> Int? {
    guard position.isFinite, position >= 0, position < Double(count) else { return nil }
    return Int(exactly: position)
  }

  static let mathConstants: [String: Double] = [
    "PI": .pi, "E": M_E, "SQRT2": 2.0.squareRoot(), "SQRT1_2": 0.5.squareRoot(), "LN2": M_LN2,
    "LN10": M_LN10, "LOG2E": M_LOG2E, "LOG10E": M_LOG10E,
  ]

  static let mathFunctions: Set<String> = [
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "exp", "log", "log10", "log2", "sqrt",
    "pow", "abs", "floor", "ceil", "round", "trunc", "sign", "min", "max", "hypot",
  ]

  /// `Math.name(arguments…)`, missing arguments being NaN as in JavaScript.
  static func math(_ name: String, _ arguments: [Double]) -> Double {
    let x = arguments.first ?? .nan
    let y = arguments.count > 1 ? arguments[1] : .nan
    switch name {
    case "sin": return sin(x)
    case "cos": return cos(x)
    case "tan": return tan(x)
    case "asin": return asin(x)
    case "acos": return acos(x)
    case "atan": return atan(x)
    case "atan2": return atan2(x, y)
    case "exp": return exp(x)
    case "log": return log(x)
    case "log10": return log10(x)
    case "log2": return log2(x)
    case "sqrt": return sqrt(x)
    case "pow": return pow(x, y)
    case "abs": return abs(x)
    case "floor": return floor(x)
    case "ceil": return ceil(x)
    // JavaScript rounds halves up, towards +∞.
    case "round": return floor(x + 0.5)
    case "trunc": return x.rounded(.towardZero)
    case "sign": return x.isNaN ? .nan : x > 0 ? 1 : x < 0 ? -1 : x
    case "min": return arguments.contains(where: \.isNaN) ? .nan : arguments.min() ?? .infinity
    case "max": return arguments.contains(where: \.isNaN) ? .nan : arguments.max() ?? -.infinity
    case "hypot": return sqrt(arguments.reduce(0) { $0 + $1 * $1 })
    default: return .nan
    }
  }

  static func looselyEqual(
    _ a: ExpressionValue, _ b: ExpressionValue
  ) throws(ExpressionFailure) -> Bool {
    switch (a, b) {
    case (.undefined, .undefined): return true
    case (.undefined, _), (_, .undefined): return false
    case (.string(let x), .string(let y)): return x == y
    case (.vector, _), (_, .vector), (.path, _), (_, .path), (.reference, _), (_, .reference),
      (.function, _), (_, .function):
      throw .unsupported("a comparison of arrays or objects")
    default: return try number(a) == number(b)
    }
  }

  static func strictlyEqual(
    _ a: ExpressionValue, _ b: ExpressionValue
  ) throws(ExpressionFailure) -> Bool {
    switch (a, b) {
    case (.undefined, .undefined): return true
    case (.number(let x), .number(let y)): return x == y
    case (.boolean(let x), .boolean(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.vector, _), (_, .vector), (.path, _), (_, .path), (.reference, _), (_, .reference),
      (.function, _), (_, .function):
      throw .unsupported("a comparison of arrays or objects")
    default: return false
    }
  }
}
