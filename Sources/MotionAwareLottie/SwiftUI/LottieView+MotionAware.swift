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
    /// them, and sets lottie-ios's own Reduce Motion switch from that decision, so
    /// `MotionPolicy(mode: .neverReduce)` plays in full whatever the system setting. It reads
    /// the file's markers from the view once the animation is in it.
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
      let playback = LottieMotionPlayback.resolve(
        markers: markers, preferences: preferences, policy: policy)
      lottieView
        .reducedMotion(LottieReducedMotionMode(for: playback))
        .configure { [markers, $markers] view in
          // `animationDidLoad` fires only when the animation changes after the view was made,
          // never for `LottieView(animation:)`; the view holds the animation either way. Until
          // the markers are known the animation holds still (under Reduce Motion), and the
          // update they cause starts the designer's marker.
          let loaded = LottieMarkers(view.animation?.markerNames ?? [])
          guard loaded != markers else { return }
          Task { @MainActor in $markers.wrappedValue = loaded }
        }
        .playbackMode(Self.playbackMode(for: playback, mode: mode))
    }

    private static func playbackMode(
      for playback: LottieMotionPlayback, mode: LottiePlaybackMode.PlaybackMode
    ) -> LottiePlaybackMode {
      switch playback {
      case .asDeclared: .playing(mode)
      case .reducedMotionMarker(let marker): .playing(.marker(marker, loopMode: .playOnce))
      case .pausedAtMarker(let marker): .paused(at: .marker(marker, position: .start))
      case .pausedAtStart: .paused(at: .progress(0))
      }
    }
  }
#endif
