import Foundation

/// A tip about motion, as the app shows it.
struct Tip: Identifiable, Hashable, Sendable {
  let id: Int
  let title: String
  let detail: String
}

/// Where the tips come from: a stand-in for a network request, slow enough to be seen behind the
/// intro, and able to fail on demand so the mascot's error mood can be seen.
enum TipStore {
  struct LoadingFailed: Error {}

  static func load(failing: Bool) async throws -> [Tip] {
    try await Task.sleep(for: .seconds(1.5))
    if failing { throw LoadingFailed() }
    return all
  }

  static let all = [
    Tip(id: 1, title: "Swap movement for a fade", detail: "Slides and zooms become a short fade."),
    Tip(id: 2, title: "Stop the loops", detail: "Idle animations hold a pose."),
    Tip(id: 3, title: "Keep the meaning", detail: "Pip still says what is going on."),
    Tip(id: 4, title: "Skip the intro", detail: "Or show it still while the app loads."),
    Tip(id: 5, title: "Scroll without zooming", detail: "Cards fade in place instead."),
    Tip(id: 6, title: "Check both states", detail: "Previews show each screen twice."),
    Tip(id: 7, title: "Honour Animated Images", detail: "Nothing starts moving by itself."),
    Tip(id: 8, title: "Let people skip", detail: "A tap ends the intro."),
  ]
}
