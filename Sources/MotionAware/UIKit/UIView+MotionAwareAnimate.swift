#if canImport(UIKit) && !os(watchOS)
  import Dispatch
  import UIKit

  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  extension UIView {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)` that reads the motion
    /// settings when it is called and lets the motion policy decide.
    ///
    /// ```swift
    /// UIView.motionAwareAnimate(withDuration: 0.4, crossDissolving: cardView) {
    ///   self.cardView.frame = expandedFrame
    /// }
    /// ```
    ///
    /// With full motion it is `UIView.animate`. Under Reduce Motion, movement (or an undescribed
    /// change, the default) becomes a short cross-dissolve of `container` with the changes
    /// applied (`UIView.transition(with:…, options: .transitionCrossDissolve)`), or, without a
    /// container, the final state set at once. A repeating animation (`options` containing
    /// `.repeat`) is a loop: it holds still, its changes not applied, and `completion` gets
    /// `false`. Fades and colour changes (`motion: .fade`, `.colorChange`) still animate.
    ///
    /// - Parameters:
    ///   - duration: The duration with full motion, in seconds.
    ///   - delay: How long to wait before the changes, in every case.
    ///   - options: `UIView.AnimationOptions` as for `UIView.animate`.
    ///   - motion: What the changes move; undescribed (treated as movement) by default.
    ///   - container: The view to cross-dissolve under Reduce Motion, usually the one whose
    ///     contents change; `nil` sets the final state at once instead.
    ///   - preferences: The preferences to honour; `nil` reads the device's settings now
    ///     (``SystemMotionPreferencesSource/shared``).
    ///   - policy: The policy to apply.
    ///   - animations: The changes.
    ///   - completion: Called when the changes are done, with whether they finished. Without
    ///     animation it runs right after the changes.
    @MainActor
    public static func motionAwareAnimate(
      withDuration duration: TimeInterval,
      delay: TimeInterval = 0,
      options: UIView.AnimationOptions = [],
      motion: Motion = .unspecified,
      crossDissolving container: UIView? = nil,
      preferences: MotionPreferences? = nil,
      policy: MotionPolicy = MotionPolicy(),
      animations: @escaping () -> Void,
      completion: ((Bool) -> Void)? = nil
    ) {
      let preferences = preferences ?? SystemMotionPreferencesSource.shared.current
      let plan = ViewAnimationPlan(
        duration: duration, motion: motion, repeats: options.contains(.repeat),
        canCrossDissolve: container != nil, preferences: preferences, policy: policy)
      let reduced: DelayedWork
      switch plan {
      case .animate:
        UIView.animate(
          withDuration: duration, delay: delay, options: options, animations: animations,
          completion: completion)
        return
      case .crossDissolve(let fade):
        guard let container else { return }
        reduced = DelayedWork {
          UIView.transition(
            with: container, duration: fade, options: options.crossDissolving,
            animations: animations, completion: completion)
        }
      case .applyInstantly:
        reduced = DelayedWork {
          UIView.performWithoutAnimation(animations)
          completion?(true)
        }
      case .holdStill:
        reduced = DelayedWork { completion?(false) }
      }
      reduced.run(after: delay)
    }
  }

  @available(iOS 16.0, tvOS 16.0, visionOS 1.0, *)
  extension UIView.AnimationOptions {
    /// These options with the cross-dissolve transition in place of any other transition.
    fileprivate var crossDissolving: UIView.AnimationOptions {
      subtracting([
        .transitionFlipFromLeft, .transitionFlipFromRight, .transitionCurlUp,
        .transitionCurlDown, .transitionFlipFromTop, .transitionFlipFromBottom,
      ])
      .union(.transitionCrossDissolve)
    }
  }

  /// Work for the main queue, now or after a delay, as UIKit would have started it.
  ///
  /// The caller's closures are not `Sendable`; they are created, stored and run on the main
  /// queue only, which is what makes the unchecked conformance hold.
  private struct DelayedWork: @unchecked Sendable {
    let work: @MainActor () -> Void

    @MainActor
    func run(after delay: TimeInterval) {
      guard delay > 0 else { return work() }
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
        MainActor.assumeIsolated { work() }
      }
    }
  }
#endif
