import SwiftUI

/// Pip says what the app is doing while the cards load.
struct ContentView: View {
  @EnvironmentObject private var character: CharacterModel
  @State private var cards: [Card] = []

  var body: some View {
    NavigationStack {
      VStack(spacing: 24) {
        MascotStage(mood: character.mood)
        CardList(cards: cards)
      }
      .navigationTitle("Pip")
      .toolbar {
        ToolbarItem(placement: .primaryAction) { NotificationBell(unread: cards.count) }
      }
    }
    .task { await load() }
  }

  private func load() async {
    character.setMood(.loading)
    try? await Task.sleep(for: .seconds(1))
    withAnimation(.snappy) {
      cards = Card.samples
    }
    character.setMood(.ready)
  }
}

/// Pip floats up and down while idle. Its pose changes under a spring, which only swaps the image:
/// content, not movement.
struct MascotStage: View {
  let mood: CharacterModel.Mood

  var body: some View {
    Image("mascot-mood-\(mood.rawValue)")
      .resizable()
      .scaledToFit()
      .frame(width: 160, height: 160)
      .phaseAnimator([false, true]) { content, floating in
        content.offset(y: floating ? -10 : 0)
      } animation: { _ in
        .easeInOut(duration: 1.2)
      }
      .animation(.bouncy, value: mood)
      .accessibilityLabel("Pip is \(String(describing: mood))")
  }
}
