#if canImport(SwiftUI)
  import SwiftUI

  /// `withAnimation` that asks the motion policy first, so no flag has to be threaded by hand.
  ///
  /// ```swift
  /// withMotionAwareAnimation(.spring(duration: 0.4, bounce: 0.3)) { isExpanded.toggle() }
  /// ```
  ///
  /// The animation is ``SwiftUI/Animation/motionAware(_:motion:preferences:policy:)``'s answer:
  /// as given with full motion; under Reduce Motion `nil` for movement and hero changes (what is
  /// inserted with a motion-aware transition still fades), unchanged for fades.
  ///
  /// - Parameters:
  ///   - animation: The animation with full motion.
  ///   - motion: What the change moves; undescribed (treated as movement) by default. Pass
  ///     `.matchedGeometry` for a hero change, `.fade` or `.colorChange` for changes that may
  ///     keep their animation.
  ///   - preferences: The preferences to honour. Inside a view, pass the environment's
  ///     (`@Environment(\.motionPreferences)`), which carries previews' overrides; `nil` reads
  ///     the device's settings now (``SystemMotionPreferencesSource/shared``).
  ///   - policy: The policy to apply.
  ///   - body: The state change.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @MainActor
  public func withMotionAwareAnimation<Result>(
    _ animation: Animation? = .default,
    motion: Motion = .unspecified,
    preferences: MotionPreferences? = nil,
    policy: MotionPolicy = MotionPolicy(),
    _ body: () throws -> Result
  ) rethrows -> Result {
    let planned = plannedAnimation(
      animation, motion: motion, preferences: preferences, policy: policy)
    return try withAnimation(planned, body)
  }

  /// `withAnimation(_:completionCriteria:_:completion:)` that asks the motion policy first.
  ///
  /// `completion` runs once, as SwiftUI promises, also when the policy removes the animation.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @MainActor
  public func withMotionAwareAnimation<Result>(
    _ animation: Animation? = .default,
    motion: Motion = .unspecified,
    preferences: MotionPreferences? = nil,
    policy: MotionPolicy = MotionPolicy(),
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
  ) rethrows -> Result {
    let planned = plannedAnimation(
      animation, motion: motion, preferences: preferences, policy: policy)
    return try withAnimation(
      planned, completionCriteria: completionCriteria, body, completion: completion)
  }

  /// The animation the policy allows, under `preferences` or the device's settings read now.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @MainActor
  private func plannedAnimation(
    _ animation: Animation?, motion: Motion, preferences: MotionPreferences?, policy: MotionPolicy
  ) -> Animation? {
    Animation.motionAware(
      animation, motion: motion,
      preferences: preferences ?? SystemMotionPreferencesSource.shared.current, policy: policy)
  }
#endif
