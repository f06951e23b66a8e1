#if canImport(SwiftUI)
  import SwiftUI

  /// Previews of a view in several motion states at once: the guide's "check every screen in
  /// both states" without leaving the canvas.
  ///
  /// ```swift
  /// #Preview { MotionPreviews.bothStates { PulsingBadge() } }
  /// ```
  ///
  /// Each copy gets its state's ``SwiftUI/EnvironmentValues/motionPreferences``, which every
  /// MotionAware view follows. SwiftUI's own `accessibilityReduceMotion` is read-only, so a view
  /// that reads it itself cannot be given a state that way; the guide's pattern is to read the
  /// setting in a parent and pass it down as a `reduceMotion: Bool` parameter. The closure form
  /// passes each copy that value:
  ///
  /// ```swift
  /// struct PulsingBadgeScreen: View {
  ///   @Environment(\.accessibilityReduceMotion) private var reduceMotion
  ///   var body: some View { PulsingBadge(reduceMotion: reduceMotion) }
  /// }
  ///
  /// #Preview { MotionPreviews.bothStates { reduceMotion in PulsingBadge(reduceMotion: reduceMotion) } }
  /// ```
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public enum MotionPreviews {
    /// `content` with full motion and under Reduce Motion, side by side and titled.
    @MainActor
    public static func bothStates<Content: View>(
      axis: Axis = .horizontal, @ViewBuilder content: @escaping () -> Content
    ) -> MotionPreviewComparison<Content> {
      MotionPreviewComparison(states: MotionPreviewState.bothStates, axis: axis, content: content)
    }

    /// `content` with full motion and under Reduce Motion, side by side and titled, each copy
    /// given whether motion is reduced in its state: for a view that takes the guide's
    /// `reduceMotion: Bool` parameter.
    @MainActor
    public static func bothStates<Content: View>(
      axis: Axis = .horizontal,
      @ViewBuilder content: @escaping (_ reduceMotion: Bool) -> Content
    ) -> MotionPreviewComparison<Content> {
      MotionPreviewComparison(states: MotionPreviewState.bothStates, axis: axis) { state in
        content(state.reducesMotion)
      }
    }

    /// `content` in every state the motion policy treats differently: full motion, Reduce
    /// Motion, Prefer Cross-Fade Transitions, Animated Images off.
    @MainActor
    public static func allStates<Content: View>(
      axis: Axis = .horizontal, @ViewBuilder content: @escaping () -> Content
    ) -> MotionPreviewComparison<Content> {
      MotionPreviewComparison(states: MotionPreviewState.allStates, axis: axis, content: content)
    }

    /// `content` in every state the motion policy treats differently, each copy given its
    /// state's preferences: for a view that takes them as a parameter.
    @MainActor
    public static func allStates<Content: View>(
      axis: Axis = .horizontal,
      @ViewBuilder content: @escaping (_ preferences: MotionPreferences) -> Content
    ) -> MotionPreviewComparison<Content> {
      MotionPreviewComparison(states: MotionPreviewState.allStates, axis: axis) { state in
        content(state.preferences)
      }
    }
  }

  /// A view shown once per motion state, each copy titled and given that state's preferences
  /// (``SwiftUI/View/motionPreferences(_:)``).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public struct MotionPreviewComparison<Content: View>: View {
    let states: [MotionPreviewState]
    let axis: Axis
    let content: (MotionPreviewState) -> Content

    /// Shows `content` once per state in `states`, along `axis`.
    public init(
      states: [MotionPreviewState] = MotionPreviewState.bothStates,
      axis: Axis = .horizontal,
      @ViewBuilder content: @escaping () -> Content
    ) {
      self.init(states: states, axis: axis) { _ in content() }
    }

    /// Shows `content` once per state in `states`, along `axis`, each copy built for its state.
    public init(
      states: [MotionPreviewState] = MotionPreviewState.bothStates,
      axis: Axis = .horizontal,
      @ViewBuilder content: @escaping (MotionPreviewState) -> Content
    ) {
      self.states = states
      self.axis = axis
      self.content = content
    }

    public var body: some View {
      if axis == .horizontal {
        HStack(alignment: .top, spacing: 24) { copies }
      } else {
        VStack(spacing: 24) { copies }
      }
    }

    private var copies: some View {
      ForEach(states) { state in
        VStack(spacing: 8) {
          Text(state.title)
            .font(.caption)
            .foregroundStyle(.secondary)
          content(state)
            .motionPreferences(state.preferences)
        }
      }
    }
  }
#endif
