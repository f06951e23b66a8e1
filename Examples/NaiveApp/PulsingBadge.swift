import SwiftUI

/// The guide's badge, scaling up on every save whatever the setting.
struct PulsingBadge: View {
  @State private var saved = 0

  var body: some View {
    Image(systemName: "checkmark.seal.fill")
      .font(.largeTitle)
      .phaseAnimator([false, true], trigger: saved) { content, lifted in
        content.scaleEffect(lifted ? 1.2 : 1)
      }
      .onTapGesture { saved += 1 }
  }
}
