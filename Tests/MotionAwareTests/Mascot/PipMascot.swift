import MotionAware

/// The mascot the tests use: Pip, from the guide.
enum Pip {
  static let images: Set<String> = [
    "mascot-mood-idle", "mascot-mood-loading", "mascot-mood-happy", "pip-sad",
  ]

  static let mascot = try! Mascot(
    moods: [.idle, .loading, .happy, .failed], calm: .idle, triggers: [.celebrate, .nod],
    images: .containing(images))
}

extension MascotMood {
  static let idle = MascotMood("idle", meaning: "Waiting")
  static let loading = MascotMood("loading", meaning: "Loading")
  static let happy = MascotMood("happy", meaning: "Ready")
  static let failed = MascotMood("failed", meaning: "Something went wrong", stillPose: "pip-sad")
  /// Not one of Pip's moods.
  static let stranger = MascotMood("stranger", meaning: "Nobody")
}

extension MascotTrigger {
  static let celebrate = MascotTrigger("celebrate", outcome: .mood(.happy))
  static let nod = MascotTrigger("nod", outcome: .caption("Saved"))
  /// Not one of Pip's triggers.
  static let juggle = MascotTrigger("juggle", outcome: .caption("Wheee"))
}
