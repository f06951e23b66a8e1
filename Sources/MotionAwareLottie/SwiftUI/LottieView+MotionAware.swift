#if Lottie && canImport(Lottie) && canImport(SwiftUI) && !os(watchOS)
  import Lottie
  import MotionAware
  import SwiftUI

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
  extension LottieView {
    /// Plays the animation with `mode` when the motion policy allows something to start by
    /// itself, and otherwise holds it still — the guide's
    /// `.playbackMode(reduceMotion ? .paused(at: .progress(0)) : .playing(…))`, with Animated
    /// Images honoured too.
    ///
    /// ```swift
    /// LottieView(animation: .named("idle"))
    ///   .motionAwarePlaying(.fromProgress(0, toProgress: 1, loopMode: .loop))
    /// ```
    ///
    /// Under Reduce Motion it plays the designer's `reduced motion` marker once when the file has
    /// one, as lottie-ios does, and otherwise holds the first frame (lottie-ios would play the
    /// whole loop). With Animated Images off it holds still on that marker, or on the first
    /// frame. It follows `\.motionPreferences` and `\.motionPolicy`, so previews can override
    /// them. It sets the view's `animationDidLoad` to learn the file's markers.
    public func motionAwarePlaying(
      _ mode: LottiePlaybackMode.PlaybackMode = .fromProgress(0, toProgress: 1, loopMode: .loop)
    ) -> some View {
      MotionAwareLottiePlayback(lottieView: self, mode: mode)
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
  private struct MotionAwareLottiePlayback<Placeholder: View>: View {
    @Environment(\.motionPreferences) private var preferences
    @Environment(\.motionPolicy) private var policy
    @State private var markers = LottieMarkers([])
    let lottieView: LottieView<Placeholder>
    let mode: LottiePlaybackMode.PlaybackMode

    var body: some View {
      lottieView
        .playbackMode(playbackMode)
        .animationDidLoad { source in
          markers = LottieMarkers(Self.markerNames(of: source))
        }
    }

    /// The markers of the animation a source shows: a JSON animation's, or the first animation's
    /// of a dotLottie file.
    private static func markerNames(of source: LottieAnimationSource) -> [String] {
      if case .lottieAnimation(let animation) = source { return animation.markerNames }
      if case .dotLottieFile(let file) = source {
        return file.animations.first?.animation.markerNames ?? []
      }
      return []
    }

    private var playbackMode: LottiePlaybackMode {
      switch LottieMotionPlayback.resolve(
        markers: markers, preferences: preferences, policy: policy)
      {
      case .asDeclared: .playing(mode)
      case .reducedMotionMarker(let marker): .playing(.marker(marker, loopMode: .playOnce))
      case .pausedAtMarker(let marker): .paused(at: .marker(marker, position: .start))
      case .pausedAtStart: .paused(at: .progress(0))
      }
    }
  }
#endif
