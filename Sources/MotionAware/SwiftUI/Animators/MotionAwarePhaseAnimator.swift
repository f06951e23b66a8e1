#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension View {
    /// `phaseAnimator(_:trigger:content:animation:)` that holds still on its first phase when the
    /// motion policy reduces what it moves: the guide's `PulsingBadge` without the flag.
    ///
    /// ```swift
    /// Image(systemName: "checkmark.seal.fill")
    ///   .motionAwarePhaseAnimator([false, true], trigger: saved) { content, lifted in
    ///     content.scaleEffect(lifted ? 1.2 : 1)
    ///   }
    /// ```
    ///
    /// While held, changes of `trigger` do not run the phases, and the setting changing is not
    /// taken for a trigger.
    ///
    /// - Parameter motion: What the phases change; undescribed (treated as movement) by default.
    ///   Phases that only fade or recolour (`.fade`, `.colorChange`) keep playing.
    public func motionAwarePhaseAnimator<Phase: Equatable, Trigger: Equatable, Content: View>(
      _ phases: some Sequence<Phase>,
      trigger: Trigger,
      motion: Motion = .unspecified,
      @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
      animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
      MotionAwareTriggeredPhaseAnimator(
        base: self, phases: Array(phases), trigger: trigger, motion: motion, content: content,
        animation: animation)
    }

    /// `phaseAnimator(_:content:animation:)`, a loop, that holds still on its first phase when
    /// the motion policy stops loops (Reduce Motion, Animated Images off).
    ///
    /// ```swift
    /// Image("mascot").motionAwarePhaseAnimator([false, true]) { content, up in
    ///   content.offset(y: up ? -4 : 0)
    /// }
    /// ```
    public func motionAwarePhaseAnimator<Phase: Equatable, Content: View>(
      _ phases: some Sequence<Phase>,
      motion: Motion = .unspecified,
      @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
      animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
      MotionAwareLoopingPhaseAnimator(
        base: self, phases: Array(phases), motion: motion, content: content, animation: animation)
    }
  }

  /// Wraps the view it animates, so the caller's closure receives SwiftUI's placeholder for that
  /// very view.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  private struct MotionAwareTriggeredPhaseAnimator<
    Base: View, Phase: Equatable, Trigger: Equatable, Content: View
  >: View {
    @Environment(\.motionPreferences) private var preferences
    @Environment(\.motionPolicy) private var policy
    let base: Base
    let phases: [Phase]
    let trigger: Trigger
    let motion: Motion
    let content: (PlaceholderContentView<Base>, Phase) -> Content
    let animation: (Phase) -> Animation?

    var body: some View {
      let plan = AnimatorPlan(for: motion, loops: false, preferences: preferences, policy: policy)
      base.phaseAnimator(
        phases, trigger: HeldTrigger(value: trigger, isHeld: plan == .holdStill),
        content: content, animation: animation)
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  private struct MotionAwareLoopingPhaseAnimator<Base: View, Phase: Equatable, Content: View>:
    View
  {
    @Environment(\.motionPreferences) private var preferences
    @Environment(\.motionPolicy) private var policy
    let base: Base
    let phases: [Phase]
    let motion: Motion
    let content: (PlaceholderContentView<Base>, Phase) -> Content
    let animation: (Phase) -> Animation?

    var body: some View {
      if AnimatorPlan(for: motion, loops: true, preferences: preferences, policy: policy)
        == .animate
      {
        base.phaseAnimator(phases, content: content, animation: animation)
      } else {
        // A trigger that never changes: the animator rests on its first phase.
        base.phaseAnimator(phases, trigger: false, content: content, animation: animation)
      }
    }
  }
#endif
