#if canImport(SwiftUI)
  import SwiftUI

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension View {
    /// `scrollTransition` whose movement becomes the identity under Reduce Motion while its
    /// fades and colour changes stay: the guide's `CardRow` without the flag.
    ///
    /// ```swift
    /// Text(title)
    ///   .padding()
    ///   .motionAwareScrollTransition { content, phase in
    ///     content
    ///       .opacity(phase.isIdentity ? 1 : 0.6)
    ///       .scaleEffect(phase.isIdentity ? 1 : 0.92)   // 1 under Reduce Motion
    ///   }
    /// ```
    ///
    /// The closure builds a ``MotionAwareVisualEffect``; see it for what each modifier keeps.
    public func motionAwareScrollTransition<Effect: VisualEffect>(
      _ configuration: ScrollTransitionConfiguration = .interactive,
      axis: Axis? = nil,
      transition:
        @escaping @Sendable (
          MotionAwareVisualEffect<EmptyVisualEffect>, ScrollTransitionPhase
        ) -> MotionAwareVisualEffect<Effect>
    ) -> some View {
      modifier(
        MotionAwareScrollTransitionModifier(
          configuration: configuration, axis: axis, transition: transition))
    }

    /// `visualEffect` whose movement becomes the identity under Reduce Motion while its fades
    /// and colour changes stay: parallax headers and effects that follow the scroll position.
    ///
    /// ```swift
    /// HeaderImage()
    ///   .motionAwareVisualEffect { content, proxy in
    ///     content.offset(y: proxy.frame(in: .global).minY * -0.3)   // 0 under Reduce Motion
    ///   }
    /// ```
    public func motionAwareVisualEffect<Effect: VisualEffect>(
      _ effect:
        @escaping @Sendable (
          MotionAwareVisualEffect<EmptyVisualEffect>, GeometryProxy
        ) -> MotionAwareVisualEffect<Effect>
    ) -> some View {
      modifier(MotionAwareVisualEffectModifier(effect: effect))
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  private struct MotionAwareScrollTransitionModifier<Effect: VisualEffect>: ViewModifier {
    @Environment(\.motionPreferences) private var preferences
    @Environment(\.motionPolicy) private var policy
    let configuration: ScrollTransitionConfiguration
    let axis: Axis?
    let transition:
      @Sendable (MotionAwareVisualEffect<EmptyVisualEffect>, ScrollTransitionPhase) ->
        MotionAwareVisualEffect<Effect>

    @ViewBuilder
    func body(content: Content) -> some View {
      let outcome = policy.scrollEffectOutcome(for: preferences)
      // `axis` is passed only when given: Xcode 15's SDKs declare `axis: Axis = .vertical`, later
      // ones `axis: Axis? = nil` (the container's axis). Leaving it out means the same in both.
      if let axis {
        content.scrollTransition(configuration, axis: axis) { [transition] effect, phase in
          transition(MotionAwareVisualEffect(effect, outcome: outcome), phase).base
        }
      } else {
        content.scrollTransition(configuration) { [transition] effect, phase in
          transition(MotionAwareVisualEffect(effect, outcome: outcome), phase).base
        }
      }
    }
  }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  private struct MotionAwareVisualEffectModifier<Effect: VisualEffect>: ViewModifier {
    @Environment(\.motionPreferences) private var preferences
    @Environment(\.motionPolicy) private var policy
    let effect:
      @Sendable (MotionAwareVisualEffect<EmptyVisualEffect>, GeometryProxy) ->
        MotionAwareVisualEffect<Effect>

    @ViewBuilder
    func body(content: Content) -> some View {
      let outcome = policy.scrollEffectOutcome(for: preferences)
      content.visualEffect { [effect] placeholder, proxy in
        effect(MotionAwareVisualEffect(placeholder, outcome: outcome), proxy).base
      }
    }
  }
#endif
