#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension Animation {
    /// The guides' helper, same shape: `animation`, or `nil` (no animation) when Reduce Motion
    /// is on.
    ///
    /// ```swift
    /// withAnimation(Animation.motionAware(.bouncy, reduceMotion: reduceMotion)) { selected = item }
    /// ```
    public static func motionAware(_ animation: Animation, reduceMotion: Bool) -> Animation? {
      animation.planned(AnimationPlan(reduceMotion: reduceMotion))
    }

    /// `animation` as the motion policy allows it for a change that moves `motion`.
    ///
    /// With full motion, `animation` as given. Under Reduce Motion, movement (or an undescribed
    /// change, the default) and a hero change (`motion: .matchedGeometry`) get `nil`, the guides'
    /// `reduceMotion ? nil : animation`: the state changes at once, and what is inserted or
    /// removed with a motion-aware transition still fades through the transition's own
    /// animation; fades and colour changes keep their animation (a spring loses its bounce).
    ///
    /// ```swift
    /// @Environment(\.motionPreferences) private var motion
    /// …
    /// withAnimation(.motionAware(.bouncy, preferences: motion)) { selected = item }
    /// ```
    public static func motionAware(
      _ animation: Animation?,
      motion: Motion = .unspecified,
      preferences: MotionPreferences,
      policy: MotionPolicy = MotionPolicy()
    ) -> Animation? {
      animation?.planned(AnimationPlan(for: motion, preferences: preferences, policy: policy))
    }

    /// This animation as `plan` says to run it.
    func planned(_ plan: AnimationPlan) -> Animation? {
      switch plan {
      case .asDeclared: self
      case .retimed(let timing): Animation(timing)
      case .none: nil
      }
    }

    /// The SwiftUI animation with `timing`.
    init(_ timing: MotionTiming) {
      switch timing.curve {
      case .linear: self = .linear(duration: timing.duration)
      case .easeIn: self = .easeIn(duration: timing.duration)
      case .easeOut: self = .easeOut(duration: timing.duration)
      case .easeInOut: self = .easeInOut(duration: timing.duration)
      case .spring(let bounce): self = .spring(duration: timing.duration, bounce: bounce)
      }
    }
  }
#endif
