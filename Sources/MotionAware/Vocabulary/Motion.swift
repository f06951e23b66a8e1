/// What an animation means to do: what it changes, how it runs in time, how often, what starts it.
///
/// A plain value, cheap to build where the animation is declared, which ``MotionPolicy`` turns
/// into what to do under the user's preferences:
///
/// ```swift
/// policy.resolve(.move, for: preferences)                   // a slide-in
/// policy.resolve(.scale.timed(.bouncy), for: preferences)   // a bouncy pop
/// policy.resolve(.scrollEffect([.scale, .opacity]), for: preferences)
/// policy.resolve(.symbolEffect(.bounce), for: preferences)
/// ```
public struct Motion: Hashable, Sendable {
  /// What the animation changes. Empty means unknown, and is treated as movement.
  public var changes: Set<MotionChange>
  public var timing: MotionTiming
  public var repetition: MotionRepetition
  public var driver: MotionDriver
  /// Whether the animation starts by itself rather than in response to the person (an idle
  /// mascot loop, an animated image): the Animated Images setting governs these.
  public var startsAutomatically: Bool
  /// Why the motion is essential, if it is (WCAG 2.3.3's exception); essential motion is kept.
  public var essentialReason: String?

  public init(
    _ changes: Set<MotionChange>,
    timing: MotionTiming = .default,
    repetition: MotionRepetition = .once,
    driver: MotionDriver = .time,
    startsAutomatically: Bool = false,
    essentialReason: String? = nil
  ) {
    self.changes = changes
    self.timing = timing
    self.repetition = repetition
    self.driver = driver
    self.startsAutomatically = startsAutomatically
    self.essentialReason = essentialReason
  }

  /// Whether the motion is marked essential.
  public var isEssential: Bool { essentialReason != nil }

  /// Whether any change moves content (or the changes are unknown).
  public var involvesMovement: Bool {
    changes.isEmpty || changes.contains { $0.isMovement }
  }

  // MARK: Building

  /// The same motion with another timing.
  public func timed(_ timing: MotionTiming) -> Motion {
    var copy = self
    copy.timing = timing
    return copy
  }

  /// The same motion run `count` times.
  public func repeating(_ count: Int, autoreverses: Bool = true) -> Motion {
    var copy = self
    copy.repetition = .repeating(count: count, autoreverses: autoreverses)
    return copy
  }

  /// The same motion run until stopped.
  public func repeatingForever(autoreverses: Bool = true) -> Motion {
    var copy = self
    copy.repetition = .forever(autoreverses: autoreverses)
    return copy
  }

  /// The same motion, started by itself rather than by the person.
  public func autoplaying() -> Motion {
    var copy = self
    copy.startsAutomatically = true
    return copy
  }

  /// The same motion marked essential: the policy keeps it whatever the preferences.
  ///
  /// Use sparingly — WCAG 2.3.3's exception is for motion without which the information or
  /// function would be lost (a drag following the finger, a progress indicator's only cue).
  public func essential(_ reason: String) -> Motion {
    var copy = self
    copy.essentialReason = reason
    return copy
  }

  /// The same motion keeping only `kept` of its changes.
  public func keeping(_ kept: Set<MotionChange>) -> Motion {
    var copy = self
    copy.changes = changes.intersection(kept)
    return copy
  }

  // MARK: Common motions

  /// A view moving in or out along an edge: `.move(edge:)`, `.slide`, `.push(from:)`, `.offset`.
  public static let move = Motion([.translation])
  /// A view growing or shrinking: `.scale`, `scaleEffect`.
  public static let scale = Motion([.scale])
  /// A view turning: `rotationEffect`.
  public static let rotation = Motion([.rotation])
  /// A 3D flip or depth change: `rotation3DEffect`.
  public static let depth = Motion([.depth])
  /// A fade: `.opacity`.
  public static let fade = Motion([.opacity])
  /// A colour or tint change.
  public static let colorChange = Motion([.color])
  /// A blur in or out.
  public static let blur = Motion([.blur])
  /// A hero animation: `matchedGeometryEffect`.
  public static let matchedGeometry = Motion([.matchedGeometry])

  /// An SF Symbols effect.
  public static func symbolEffect(_ kind: SymbolEffectKind) -> Motion {
    Motion([.symbolEffect(kind)])
  }

  /// An effect driven by scrolling (`scrollTransition`, `visualEffect`) that changes `changes`.
  public static func scrollEffect(_ changes: Set<MotionChange>) -> Motion {
    Motion(changes, driver: .scroll)
  }

  /// A parallax layer: translation driven by scrolling.
  public static let parallax = Motion.scrollEffect([.translation])
}
