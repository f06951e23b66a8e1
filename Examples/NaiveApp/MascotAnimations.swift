import Lottie
import RiveRuntime
import SwiftUI

/// Pip idling beside an empty list: a Lottie loop that never stops, and a file without a
/// `reduced motion` marker, so lottie-ios cannot calm it either.
struct EmptyStateMascot: View {
  var body: some View {
    VStack(spacing: 12) {
      LottieView(animation: .named("pip-idle"))
        .looping()
        .frame(width: 120, height: 120)
      Text("No cards yet")
    }
  }
}

/// Pip as a Rive character: the file's idle loop plays whatever the setting.
struct RiveMascot: View {
  @StateObject private var pip = RiveViewModel(fileName: "pip-mascot", stateMachineName: "Mood")

  var body: some View {
    pip.view()
      .frame(width: 160, height: 160)
  }
}
