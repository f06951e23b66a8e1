#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension View {
    /// `matchedGeometryEffect` whose hero animation the motion policy decides: with full motion
    /// the view flies as usual; under Reduce Motion the state still changes, at once (the
    /// guide's "keep the state change, drop the animation").
    ///
    /// ```swift
    /// Thumbnail(photo).motionAwareMatchedGeometryEffect(id: photo.id, in: hero)
    /// ```
    ///
    /// The geometry stays matched in both states, so layouts that rely on it (an indicator
    /// following the selected tab) keep their place; only animations inside this view are
    /// removed, through its transaction.
    public func motionAwareMatchedGeometryEffect<ID: Hashable>(
      id: ID,
      in namespace: Namespace.ID,
      properties: MatchedGeometryProperties = .frame,
      anchor: UnitPoint = .center,
      isSource: Bool = true
    ) -> some View {
      modifier(
        MotionAwareMatchedGeometryEffect(
          id: id, namespace: namespace, properties: properties, anchor: anchor, isSource: isSource
        ))
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  private struct MotionAwareMatchedGeometryEffect<ID: Hashable>: ViewModifier {
    @Environment(\.motionPreferences) private var preferences
    @Environment(\.motionPolicy) private var policy
    let id: ID
    let namespace: Namespace.ID
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
      let instant =
        AnimationPlan(for: .matchedGeometry, preferences: preferences, policy: policy) == .none
      content
        .matchedGeometryEffect(
          id: id, in: namespace, properties: properties, anchor: anchor, isSource: isSource
        )
        .transaction { transaction in
          if instant { transaction.animation = nil }
        }
    }
  }
#endif
