import Lottie
import SwiftUI

/// Pip jumps for joy, once, when a tip is saved: high up the canvas and back down.
struct TipSavedCheer: View {
  var body: some View {
    LottieView(animation: .named("pip-cheer"))
      .playing(loopMode: .playOnce)
      .frame(width: 120, height: 120)
  }
}
