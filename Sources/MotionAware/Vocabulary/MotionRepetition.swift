/// How many times an animation runs.
public enum MotionRepetition: Hashable, Sendable {
  /// Runs once per trigger.
  case once
  /// Runs `count` times in a row (`repeatCount`), optionally reversing every other time.
  case repeating(count: Int, autoreverses: Bool)
  /// Runs until stopped (`repeatForever`, a looping mascot, a spinner).
  case forever(autoreverses: Bool)

  /// Whether the animation runs more than once for one trigger.
  public var isLoop: Bool {
    switch self {
    case .once: false
    case .repeating(let count, _): count > 1
    case .forever: true
    }
  }
}

/// What drives an animation's progress.
public enum MotionDriver: Hashable, Sendable {
  /// Time: the animation plays once started.
  case time
  /// Scrolling: `scrollTransition`, `visualEffect` reading a scroll position, parallax.
  case scroll
}
