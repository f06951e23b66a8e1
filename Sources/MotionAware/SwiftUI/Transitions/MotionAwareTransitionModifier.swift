#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension View {
    /// `transition(_:)` that the motion policy in the environment decides: as declared with
    /// full motion; under Reduce Motion `.move`, `.slide`, `.scale`, `.push` and `.offset`
    /// (alone, combined or asymmetric) become a short `.opacity` fade, and fades stay.
    ///
    /// ```swift
    /// if isExpanded {
    ///   DetailsView().motionAwareTransition(.move(edge: .bottom))
    /// }
    /// ```
    ///
    /// The fade carries its own ease in and out, no longer than the policy's cross-fade
    /// duration, so it stays short whatever animation the state change runs with.
    public func motionAwareTransition(_ transition: MotionTransition) -> some View {
      modifier(MotionAwareTransitionModifier(transition: transition))
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  private struct MotionAwareTransitionModifier: ViewModifier {
    @Environment(\.motionPreferences) private var preferences
    @Environment(\.motionPolicy) private var policy
    let transition: MotionTransition

    func body(content: Content) -> some View {
      content.transition(AnyTransition(policy.resolve(transition, for: preferences)))
    }
  }
#endif
