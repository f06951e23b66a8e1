import Foundation

/// How a keyframe eases to the next: the runtime's interpolators.
enum RiveInterpolator: Sendable, Equatable {
  /// A cubic bezier easing of the fraction (`CubicEaseInterpolator`).
  case cubicEase(x1: Double, y1: Double, x2: Double, y2: Double)
  /// A cubic curve through the values themselves, `y1` and `y2` its inner control values
  /// (`CubicValueInterpolator`).
  case cubicValue(x1: Double, y1: Double, x2: Double, y2: Double)
  /// An elastic easing: in (0), out (1) or in and out (2), with amplitude and period.
  case elastic(easing: UInt64, amplitude: Double, period: Double)

  init?(_ component: RiveComponent) {
    typealias Key = RivePropertyKey
    let x1 = component.number(Key.cubicInterpolatorX1, 0.42)
    let y1 = component.number(Key.cubicInterpolatorY1, 0)
    let x2 = component.number(Key.cubicInterpolatorX2, 0.58)
    let y2 = component.number(Key.cubicInterpolatorY2, 1)
    if component.isKind(of: RiveTypeKey.cubicValueInterpolator) {
      self = .cubicValue(x1: x1, y1: y1, x2: x2, y2: y2)
    } else if component.isKind(of: RiveTypeKey.cubicInterpolator) {
      self = .cubicEase(x1: x1, y1: y1, x2: x2, y2: y2)
    } else if component.isKind(of: RiveTypeKey.elasticInterpolator) {
      let period = component.number(Key.elasticInterpolatorPeriod, 1)
      self = .elastic(
        easing: component.unsigned(Key.elasticInterpolatorEasingValue, 1),
        amplitude: component.number(Key.elasticInterpolatorAmplitude, 1),
        period: period == 0 ? 0.5 : period)
    } else {
      return nil
    }
  }

  /// The value `factor` (0…1) of the way from `from` to `to`.
  func value(from: Double, to: Double, factor: Double) -> Double {
    switch self {
    case .cubicValue(let x1, let y1, let x2, let y2):
      let t = Self.bezierParameter(forX: factor, x1, x2)
      let a = to + 3 * (y1 - y2) - from
      let b = 3 * (y2 - y1 * 2 + from)
      let c = 3 * (y1 - from)
      return ((a * t + b) * t + c) * t + from
    default:
      return from + (to - from) * eased(factor)
    }
  }

  /// The eased fraction (a colour keyframe eases its fraction).
  func eased(_ factor: Double) -> Double {
    switch self {
    case .cubicEase(let x1, let y1, let x2, let y2), .cubicValue(let x1, let y1, let x2, let y2):
      return Self.bezier(Self.bezierParameter(forX: factor, x1, x2), y1, y2)
    case .elastic(let easing, let amplitude, let period):
      return Self.elastic(factor, easing: easing, amplitude: amplitude, period: period)
    }
  }

  /// One coordinate of the unit bezier with inner controls `a1`, `a2` at `t`.
  static func bezier(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
    ((1 - 3 * a2 + 3 * a1) * t + (3 * a2 - 6 * a1)) * t * t + 3 * a1 * t
  }

  private static func slope(_ t: Double, _ a1: Double, _ a2: Double) -> Double {
    3 * (1 - 3 * a2 + 3 * a1) * t * t + 2 * (3 * a2 - 6 * a1) * t + 3 * a1
  }

  /// The parameter at which the curve's x is `x`: Newton's method, bisection where the slope is
  /// too flat for it.
  static func bezierParameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let derivative = slope(t, x1, x2)
      guard abs(derivative) >= 1e-6 else { break }
      let error = bezier(t, x1, x2) - x
      if abs(error) < 1e-7 { return t }
      t -= error / derivative
    }
    var low = 0.0
    var high = 1.0
    t = min(max(x, 0), 1)
    for _ in 0..<40 {
      let value = bezier(t, x1, x2)
      if abs(value - x) < 1e-7 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  private static func elastic(
    _ factor: Double, easing: UInt64, amplitude: Double, period: Double
  ) -> Double {
    let s = amplitude < 1 ? period / 4 : period / (2 * .pi) * asin(1 / amplitude)
    func actualAmplitude(_ time: Double) -> Double {
      guard amplitude < 1 else { return amplitude }
      let limit = abs(s)
      let absolute = abs(time)
      guard absolute < limit else { return amplitude }
      let l = absolute / limit
      return amplitude * l + (1 - l)
    }
    func out(_ time: Double) -> Double {
      actualAmplitude(time) * pow(2, -10 * time) * sin((time - s) * 2 * .pi / period) + 1
    }
    switch easing {
    case 0:
      let time = factor - 1
      return -(actualAmplitude(time) * pow(2, 10 * time) * sin((-time - s) * 2 * .pi / period))
    case 2:
      let time = factor * 2 - 1
      if time < 0 {
        return -0.5 * actualAmplitude(time) * pow(2, 10 * time)
          * sin((-time - s) * 2 * .pi / period)
      }
      return 0.5 * (actualAmplitude(time) * pow(2, -10 * time) * sin((time - s) * 2 * .pi / period))
        + 1
    default:
      return out(factor)
    }
  }
}
