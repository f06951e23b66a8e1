import MotionAware
import MotionAwareLottie
import SwiftUI

extension LaunchIntroController {
  /// An intro for previews: never scheduled, so the content shows; nothing is recorded.
  @MainActor static var preview: LaunchIntroController {
    LaunchIntroController(
      LaunchIntroConfiguration(schedule: .never, ending: .onEndTrigger),
      preferences: .fixed(.standard), seenStore: InMemoryLaunchIntroSeenStore())
  }
}

/// Pip on its own, with its own controller, as each preview copy needs.
private struct PipPreview: View {
  @State private var pip = MascotController(.pip)
  let mood: MascotMood

  var body: some View {
    MascotView(pip, label: Text("Pip")) {
      LottieMascotAnimation(pip, named: "pip-mascot")
    }
    .frame(width: 160, height: 180)
    .task { pip.set(mood: mood) }
  }
}

#Preview("Pip, both states") {
  MotionPreviews.bothStates(axis: .vertical) {
    HStack {
      ForEach([MascotMood.loading, .ready, .error]) { mood in
        PipPreview(mood: mood)
      }
    }
  }
}
