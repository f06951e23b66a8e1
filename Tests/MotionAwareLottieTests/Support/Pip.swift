import MotionAware

/// The mascot these tests drive: Pip, from the guide.
enum Pip {
  static let mascot = try! Mascot(
    moods: [.idle, .loading, .happy, .failed], calm: .idle, triggers: [.celebrate, .nod],
    images: MascotImageCatalog { _ in true })
}

extension MascotMood {
  static let idle = MascotMood("idle", meaning: "Waiting")
  static let loading = MascotMood("loading", meaning: "Loading")
  static let happy = MascotMood("happy", meaning: "Ready")
  static let failed = MascotMood("failed", meaning: "Something went wrong")
}

extension MascotTrigger {
  static let celebrate = MascotTrigger("celebrate", outcome: .mood(.happy))
  static let nod = MascotTrigger("nod", outcome: .caption("Saved"))
}
