import SwiftUI

@main
struct PipApp: App {
  @StateObject private var character = CharacterModel()

  var body: some Scene {
    WindowGroup {
      RootView()
        .environmentObject(character)
    }
  }
}

/// Keeps Pip's Rive view model and its current mood.
@MainActor
final class CharacterModel: ObservableObject {
  enum Mood: Int, CaseIterable {
    case idle, loading, ready, error
  }

  @Published private(set) var mood: Mood = .idle

  func setMood(_ mood: Mood) {
    self.mood = mood
  }
}
