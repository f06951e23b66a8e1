import MotionAware
import UIKit

/// Pip's moods: each one says something, and keeps saying it as a still pose under Reduce Motion.
extension MascotMood {
  static let idle = MascotMood("idle", meaning: "Waiting")
  static let loading = MascotMood("loading", meaning: "Loading tips")
  static let ready = MascotMood("ready", meaning: "Tips are ready")
  static let error = MascotMood("error", meaning: "Could not load the tips")
}

/// Pip's one-shot reactions, and what shows instead of them when motion is reduced.
extension MascotTrigger {
  static let celebrate = MascotTrigger("celebrate", outcome: .mood(.ready))
  static let nod = MascotTrigger("nod", outcome: .caption("Saved"))
}

extension Mascot {
  /// Pip, checked against the asset catalog: every mood has its still (`mascot-mood-<id>`).
  /// `pip-mascot.json` has a marker per mood and trigger, and a `reduced motion` marker.
  static let pip: Mascot = {
    do {
      return try Mascot(
        moods: [.idle, .loading, .ready, .error], calm: .idle, triggers: [.celebrate, .nod],
        images: MascotImageCatalog { UIImage(named: $0) != nil })
    } catch {
      // A missing still is a mistake in the app's assets: say which, in development.
      preconditionFailure("\(error)")
    }
  }()
}
