/// The app's one decision about motion: given an animation and the user's preferences, what to do.
///
/// Under Reduce Motion, displacement, scale, rotation, depth, parallax, bounce and loops go;
/// short fades, colour changes and state changes stay. A mascot that says "loading" keeps
/// saying it.
///
/// ```swift
/// let policy = MotionPolicy()                       // follows the system
/// switch policy.resolve(.move, for: preferences) {
/// case .play(let motion): …                         // as declared
/// case .crossFade(let duration): …                  // 0.2 s at most
/// default: …
/// }
/// ```
public struct MotionPolicy: Hashable, Sendable {
  /// Whose word counts on whether to reduce motion.
  public enum Mode: String, Hashable, Sendable, CaseIterable, Codable {
    /// The user's settings decide (the default).
    case followSystem
    /// Reduce as if Reduce Motion were on, whatever the settings (previews, tests, an in-app
    /// "reduce animations" switch).
    case alwaysReduce
    /// Never reduce: the motion settings are ignored. For debugging and demos only.
    case neverReduce
  }

  /// The longest a cross-fade replacing movement may last, in seconds.
  public static let defaultCrossFadeDuration = 0.2

  public var mode: Mode

  /// How long a cross-fade that replaces movement lasts at most, in seconds. A shorter declared
  /// animation keeps its shorter duration.
  public var crossFadeDuration: Double {
    didSet { crossFadeDuration = Self.clampedCrossFade(crossFadeDuration) }
  }

  /// The symbol effect that replaces a displacing one (bounce, wiggle, rotate, breathe, scale)
  /// under Reduce Motion; `nil` plays none. By default a colour-based effect, which keeps the
  /// feedback without moving the symbol.
  /// One that displaces the symbol would defeat the purpose: it is refused (`nil`), whether passed
  /// to the initializer or set later.
  public var symbolEffectAlternative: SymbolEffectKind? {
    didSet { symbolEffectAlternative = Self.nonDisplacing(symbolEffectAlternative) }
  }

  public init(
    mode: Mode = .followSystem,
    crossFadeDuration: Double = MotionPolicy.defaultCrossFadeDuration,
    symbolEffectAlternative: SymbolEffectKind? = .variableColor
  ) {
    self.mode = mode
    self.crossFadeDuration = Self.clampedCrossFade(crossFadeDuration)
    self.symbolEffectAlternative = Self.nonDisplacing(symbolEffectAlternative)
  }

  /// The preferences after applying the mode: what the policy actually honours.
  public func effectivePreferences(_ preferences: MotionPreferences) -> MotionPreferences {
    switch mode {
    case .followSystem:
      return preferences
    case .alwaysReduce:
      var reduced = preferences
      reduced.reduceMotion = true
      return reduced
    case .neverReduce:
      return .standard
    }
  }

  /// Whether motion is reduced under `preferences`.
  public func reducesMotion(for preferences: MotionPreferences) -> Bool {
    effectivePreferences(preferences).reduceMotion
  }

  /// Whether something that starts by itself (an idle loop, an animated image) may play.
  public func allowsAutoplay(for preferences: MotionPreferences) -> Bool {
    let effective = effectivePreferences(preferences)
    return effective.playsAnimatedImages && !effective.reduceMotion
  }

  /// What to do with `motion` under `preferences`.
  public func resolve(_ motion: Motion, for preferences: MotionPreferences) -> MotionOutcome {
    if motion.isEssential { return .play(motion) }
    let effective = effectivePreferences(preferences)

    // Animated Images off: nothing starts moving by itself; what the person triggers still plays.
    if motion.startsAutomatically && !effective.playsAnimatedImages {
      return .holdStill
    }
    guard effective.reduceMotion else { return .play(motion) }
    return resolveReduced(motion, crossFadeOnly: effective.crossFadesTransitions)
  }

  private func resolveReduced(_ motion: Motion, crossFadeOnly: Bool) -> MotionOutcome {
    // Loops stop; a shorter loop is still a loop.
    if motion.repetition.isLoop { return .holdStill }

    // Scroll effects keep their fades and colours and lose their movement.
    if motion.driver == .scroll {
      let kept = motion.changes.intersection(MotionChange.nonMovement)
      return kept.isEmpty
        ? .identity : .play(motion.keeping(kept).timed(motion.timing.withoutBounce()))
    }

    // A hero animation jumps, unless cross-fades are asked for (Prefer Cross-Fade Transitions):
    // then it fades like any other transition. What already fades keeps fading either way.
    if motion.changes.contains(.matchedGeometry) {
      return crossFadeOnly ? .crossFade(duration: fadeDuration(for: motion)) : .applyInstantly
    }

    if let kind = symbolEffectKind(of: motion) {
      if kind.changesVisibility { return .crossFade(duration: fadeDuration(for: motion)) }
      if kind.displacesContent { return .alternativeSymbolEffect(symbolEffectAlternative) }
      return .play(motion.timed(motion.timing.withoutBounce()))
    }

    if motion.involvesMovement || motion.changes.contains(.blur) {
      return .crossFade(duration: fadeDuration(for: motion))
    }
    return .play(motion.timed(motion.timing.withoutBounce()))
  }

  private func fadeDuration(for motion: Motion) -> Double {
    min(motion.timing.duration, crossFadeDuration)
  }

  /// The symbol effect in `motion`, preferring one that displaces the symbol, so the answer does
  /// not depend on the order of a set.
  private func symbolEffectKind(of motion: Motion) -> SymbolEffectKind? {
    let kinds = motion.changes.compactMap { change -> SymbolEffectKind? in
      if case .symbolEffect(let kind) = change { return kind }
      return nil
    }
    return kinds.min { lhs, rhs in
      (lhs.displacesContent ? 0 : 1, lhs.rawValue) < (rhs.displacesContent ? 0 : 1, rhs.rawValue)
    }
  }

  private static func nonDisplacing(_ kind: SymbolEffectKind?) -> SymbolEffectKind? {
    kind.flatMap { $0.displacesContent ? nil : $0 }
  }

  private static func clampedCrossFade(_ duration: Double) -> Double {
    duration.isFinite ? max(0, duration) : defaultCrossFadeDuration
  }
}
