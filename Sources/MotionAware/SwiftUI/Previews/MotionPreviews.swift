#if canImport(SwiftUI)
  import SwiftUI

  /// Previews of a view in several motion states at once: the guide's "check every screen in
  /// both states" without leaving the canvas.
  ///
  /// ```swift
  /// #Preview { MotionPreviews.bothStates { PulsingBadge() } }
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

    /// `content` in every state the motion policy treats differently: full motion, Reduce
    /// Motion, Prefer Cross-Fade Transitions, Animated Images off.
    @MainActor
    public static func allStates<Content: View>(
      axis: Axis = .horizontal, @ViewBuilder content: @escaping () -> Content
    ) -> MotionPreviewComparison<Content> {
      MotionPreviewComparison(states: MotionPreviewState.allStates, axis: axis, content: content)
    }
  }

  /// A view shown once per motion state, each copy titled and given that state's preferences
  /// (``SwiftUI/View/motionPreferences(_:)``).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public struct MotionPreviewComparison<Content: View>: View {
    let states: [MotionPreviewState]
    let axis: Axis
    let content: () -> Content

    /// Shows `content` once per state in `states`, along `axis`.
    public init(
      states: [MotionPreviewState] = MotionPreviewState.bothStates,
      axis: Axis = .horizontal,
      @ViewBuilder content: @escaping () -> Content
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
          content()
            .motionPreferences(state.preferences)
        }
      }
    }
  }
#endif
