#if Lottie && canImport(Lottie) && !os(watchOS)
  // lottie-ios (Swift 5 mode) declares `LottieConfiguration.shared` as a plain `static var`,
  // which Swift 6 refuses to read without this; it is read on the main actor only, as lottie-ios
  // itself reads it.
  @preconcurrency import Lottie

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
  extension ReducedMotionOption {
    /// lottie-ios's option for `mode`.
    static func forMode(_ mode: LottieReducedMotionMode) -> ReducedMotionOption {
      switch mode {
      case .standardMotion: .standardMotion
      case .reducedMotion: .reducedMotion
      }
    }
  }

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
  extension LottieAnimationView {
    /// Sets lottie-ios's own Reduce Motion switch to `mode`, leaving the rest of the
    /// configuration as it is.
    @MainActor
    func setReducedMotion(_ mode: LottieReducedMotionMode) {
      let option = ReducedMotionOption.forMode(mode)
      guard configuration.reducedMotionOption != option else { return }
      configuration.reducedMotionOption = option
    }
  }

  #if canImport(SwiftUI)
    import SwiftUI

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
    extension LottieView {
      /// This view with lottie-ios's own Reduce Motion switch set to `mode` from the start.
      ///
      /// Passed in the configuration the view is created with (`configuration(_:)`), not in a
      /// `configure` closure: `LottieView` runs those after it applied the playback mode, so the
      /// first playback would start under the shared configuration — under system Reduce Motion,
      /// the file's reduced-motion marker, once, with the requested mode recorded as applied and
      /// never replayed.
      @MainActor
      func reducedMotion(_ mode: LottieReducedMotionMode) -> Self {
        var configuration = LottieConfiguration.shared
        configuration.reducedMotionOption = .forMode(mode)
        return self.configuration(configuration)
      }
    }
  #endif
#endif
