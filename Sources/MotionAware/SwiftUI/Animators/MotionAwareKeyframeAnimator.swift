#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension View {
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)` that holds still on
    /// `initialValue` when the motion policy reduces what it moves.
    ///
    /// ```swift
    /// Image(systemName: "bell")
    ///   .motionAwareKeyframeAnimator(initialValue: 0.0, trigger: ringCount) { content, angle in
    ///     content.rotationEffect(.degrees(angle))
    ///   } keyframes: { _ in
    ///     KeyframeTrack { SpringKeyframe(15); SpringKeyframe(-15); SpringKeyframe(0) }
    ///   }
    /// ```
    ///
    /// - Parameter motion: What the keyframes change; undescribed (treated as movement) by
    ///   default.
    public func motionAwareKeyframeAnimator<
      Value, Trigger: Equatable, Content: View, Frames: Keyframes
    >(
      initialValue: Value,
      trigger: Trigger,
      motion: Motion = .unspecified,
      @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Content,
      @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Frames
    ) -> some View where Frames.Value == Value {
      MotionAwareTriggeredKeyframeAnimator(
        base: self, initialValue: initialValue, trigger: trigger, motion: motion,
        content: content, keyframes: keyframes)
    }

    /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`, a loop, that holds still
    /// on the start of its timeline when the motion policy stops loops (Reduce Motion, Animated
    /// Images off).
    public func motionAwareKeyframeAnimator<Value, Content: View, Frames: Keyframes>(
      initialValue: Value,
      repeating: Bool = true,
      motion: Motion = .unspecified,
      @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Content,
      @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Frames
    ) -> some View where Frames.Value == Value {
      MotionAwareRepeatingKeyframeAnimator(
        base: self, initialValue: initialValue, repeating: repeating, motion: motion,
        content: content, keyframes: keyframes)
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  private struct MotionAwareTriggeredKeyframeAnimator<
    Base: View, Value, Trigger: Equatable, Content: View, Frames: Keyframes
  >: View where Frames.Value == Value {
    @Environment(\.motionPreferences) private var preferences
    @Environment(\.motionPolicy) private var policy
    let base: Base
    let initialValue: Value
    let trigger: Trigger
    let motion: Motion
    let content: @Sendable (PlaceholderContentView<Base>, Value) -> Content
    let keyframes: (Value) -> Frames

    var body: some View {
      let plan = AnimatorPlan(for: motion, loops: false, preferences: preferences, policy: policy)
      base.keyframeAnimator(
        initialValue: initialValue,
        trigger: HeldTrigger(value: trigger, isHeld: plan == .holdStill),
        content: content, keyframes: keyframes)
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  private struct MotionAwareRepeatingKeyframeAnimator<
    Base: View, Value, Content: View, Frames: Keyframes
  >: View where Frames.Value == Value {
    @Environment(\.motionPreferences) private var preferences
    @Environment(\.motionPolicy) private var policy
    let base: Base
    let initialValue: Value
    let repeating: Bool
    let motion: Motion
    let content: @Sendable (PlaceholderContentView<Base>, Value) -> Content
    let keyframes: (Value) -> Frames

    var body: some View {
      let plan = AnimatorPlan(for: motion, loops: true, preferences: preferences, policy: policy)
      // Not repeating, the animator hands the start of the timeline to `content`.
      base.keyframeAnimator(
        initialValue: initialValue, repeating: repeating && plan == .animate,
        content: content, keyframes: keyframes)
    }
  }
#endif
