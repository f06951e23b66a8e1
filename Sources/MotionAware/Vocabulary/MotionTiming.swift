/// How an animation runs in time: how long, and along which curve.
public struct MotionTiming: Hashable, Sendable {
  /// The shape of the progress over time.
  public enum Curve: Hashable, Sendable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// A spring; `bounce` 0 is critically damped, above 0 overshoots (SwiftUI's meaning).
    case spring(bounce: Double)
  }

  /// The duration in seconds (for a spring, its perceptual duration).
  public var duration: Double
  public var curve: Curve

  public init(duration: Double, curve: Curve) {
    self.duration = max(0, duration)
    self.curve = curve
  }

  /// How much the timing overshoots; 0 unless it is a bouncing spring.
  public var bounce: Double {
    if case .spring(let bounce) = curve { max(0, bounce) } else { 0 }
  }

  /// The same timing with any bounce removed: the HIG's "tighten springs".
  public func withoutBounce() -> MotionTiming {
    guard bounce > 0 else { return self }
    return MotionTiming(duration: duration, curve: .spring(bounce: 0))
  }

  /// SwiftUI's default animation: a smooth spring of half a second.
  public static let `default` = MotionTiming.spring(duration: 0.5, bounce: 0)
  /// SwiftUI's `.bouncy`.
  public static let bouncy = MotionTiming.spring(duration: 0.5, bounce: 0.3)
  /// SwiftUI's `.snappy`.
  public static let snappy = MotionTiming.spring(duration: 0.5, bounce: 0.15)
  /// SwiftUI's `.smooth`.
  public static let smooth = MotionTiming.spring(duration: 0.5, bounce: 0)

  public static func spring(duration: Double = 0.5, bounce: Double = 0) -> MotionTiming {
    MotionTiming(duration: duration, curve: .spring(bounce: bounce))
  }

  public static func linear(duration: Double = 0.35) -> MotionTiming {
    MotionTiming(duration: duration, curve: .linear)
  }

  public static func easeIn(duration: Double = 0.35) -> MotionTiming {
    MotionTiming(duration: duration, curve: .easeIn)
  }

  public static func easeOut(duration: Double = 0.35) -> MotionTiming {
    MotionTiming(duration: duration, curve: .easeOut)
  }

  public static func easeInOut(duration: Double = 0.35) -> MotionTiming {
    MotionTiming(duration: duration, curve: .easeInOut)
  }
}
