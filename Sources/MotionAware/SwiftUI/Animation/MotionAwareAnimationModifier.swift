#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension View {
    /// `animation(_:value:)` that asks the motion policy in the environment first.
    ///
    /// ```swift
    /// CardView(card).motionAwareAnimation(.bouncy, value: isExpanded)
    /// Thumbnail(photo)
    ///   .matchedGeometryEffect(id: photo.id, in: hero)
    ///   .motionAwareAnimation(.smooth, value: selection, motion: .matchedGeometry)
    /// ```
    ///
    /// - Parameters:
    ///   - animation: The animation with full motion.
    ///   - value: The value whose changes animate.
    ///   - motion: What the change moves; undescribed (treated as movement) by default. With
    ///     `.matchedGeometry` the hero change applies at once under Reduce Motion.
    public func motionAwareAnimation<Value: Equatable>(
      _ animation: Animation?, value: Value, motion: Motion = .unspecified
    ) -> some View {
      modifier(MotionAwareAnimationModifier(animation: animation, value: value, motion: motion))
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  private struct MotionAwareAnimationModifier<Value: Equatable>: ViewModifier {
    @Environment(\.motionPreferences) private var preferences
    @Environment(\.motionPolicy) private var policy
    let animation: Animation?
    let value: Value
    let motion: Motion

    func body(content: Content) -> some View {
      content.animation(
        Animation.motionAware(animation, motion: motion, preferences: preferences, policy: policy),
        value: value)
    }
  }
#endif
