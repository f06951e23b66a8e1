import SwiftUI

/// The launch intro sits on top of the content until it finishes.
struct RootView: View {
  @State private var showIntro = true

  var body: some View {
    ZStack {
      ContentView()
      if showIntro {
        IntroView {
          withAnimation(.spring(duration: 0.6, bounce: 0.4)) { showIntro = false }
        }
        .transition(.move(edge: .bottom))
      }
    }
  }
}

struct IntroView: View {
  let onFinish: () -> Void
  @State private var pulsing = false

  var body: some View {
    ZStack {
      Color("LaunchBackground").ignoresSafeArea()
      Image("pip-logo")
        .scaleEffect(pulsing ? 1.1 : 1)
        .animation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true), value: pulsing)
    }
    .onAppear { pulsing = true }
    .task {
      try? await Task.sleep(for: .seconds(2.6))
      onFinish()
    }
  }
}
