import MotionAware

/// The mascot the tests use: Pip, from the guide.
public enum Pip {
  public static let images: Set<String> = [
    "mascot-mood-idle", "mascot-mood-loading", "mascot-mood-happy", "pip-sad",
  ]

  public static let mascot = try! Mascot(
    moods: [.idle, .loading, .happy, .failed], calm: .idle, triggers: [.celebrate, .nod],
    images: .containing(images))
}

extension MascotMood {
  public static let idle = MascotMood("idle", meaning: "Waiting")
  public static let loading = MascotMood("loading", meaning: "Loading")
  public static let happy = MascotMood("happy", meaning: "Ready")
  public static let failed = MascotMood(
    "failed", meaning: "Something went wrong", stillPose: "pip-sad")
  /// Not one of Pip's moods.
  public static let stranger = MascotMood("stranger", meaning: "Nobody")
}

extension MascotTrigger {
  public static let celebrate = MascotTrigger("celebrate", outcome: .mood(.happy))
  public static let nod = MascotTrigger("nod", outcome: .caption("Saved"))
  /// Not one of Pip's triggers.
  public static let juggle = MascotTrigger("juggle", outcome: .caption("Wheee"))
}
