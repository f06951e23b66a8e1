#if Lottie && canImport(Lottie) && !os(watchOS)
  import Lottie

  @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
  extension LottieAnimationView {
    /// Sets lottie-ios's own Reduce Motion switch to `mode`, leaving the rest of the
    /// configuration as it is.
    @MainActor
    func setReducedMotion(_ mode: LottieReducedMotionMode) {
      let option: ReducedMotionOption =
        switch mode {
        case .standardMotion: .standardMotion
        case .reducedMotion: .reducedMotion
        }
      guard configuration.reducedMotionOption != option else { return }
      configuration.reducedMotionOption = option
    }
  }

  #if canImport(SwiftUI)
    import SwiftUI

    @available(iOS 16.0, macOS 13.0, tvOS 16.0, visionOS 1.0, *)
    extension LottieView {
      /// This view with lottie-ios's own Reduce Motion switch set to `mode` on every update.
      func reducedMotion(_ mode: LottieReducedMotionMode) -> Self {
        configure { view in view.setReducedMotion(mode) }
      }
    }
  #endif
#endif
