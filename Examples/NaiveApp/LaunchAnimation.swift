import RiveRuntime
import SwiftUI

/// The splash-screen guide's Rive intro, written before the designer renamed the file's state
/// machine and lengthened its intro: it asks for `LaunchStateMachine` and waits 2.6 s.
struct RiveIntroView: View {
  let onFinish: () -> Void
  @State private var rive: Rive?

  var body: some View {
    ZStack {
      Color("LaunchBackground").ignoresSafeArea()
      RiveUIViewRepresentable(rive: rive)
        .frame(width: 200, height: 200)
    }
    .task { await play() }
  }

  private func play() async {
    do {
      let worker = try await Worker()
      let file = try await File(source: .local("launch", Bundle.main), worker: worker)
      let artboard = try await file.createArtboard()
      let machine = try await artboard.createStateMachine("LaunchStateMachine")
      rive = try await Rive(file: file, artboard: artboard, stateMachine: machine)
      try await Task.sleep(for: .seconds(2.6))
    } catch {
      // Load failure or cancellation: show the app.
    }
    onFinish()
  }
}
