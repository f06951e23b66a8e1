import Lottie
import SwiftUI

/// Pip idling on the empty sticker shelf: held still under Reduce Motion, as the guide shows, but
/// still playing by itself for people who turned Animated Images off.
struct IdlePip: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    LottieView(animation: .named("pip-idle"))
      .playbackMode(
        reduceMotion
          ? .paused(at: .progress(0))
          : .playing(.fromProgress(0, toProgress: 1, loopMode: .loop))
      )
      .frame(width: 120, height: 120)
      .accessibilityLabel("Pip is waiting")
  }
}
