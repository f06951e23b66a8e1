/// Names that tell whether video may play by itself: the Auto-Play Video Previews setting and an
/// app's own autoplay switch. Video rules count them as signals on top of the Reduce Motion ones
/// (``ReduceMotionSignals`` with ``vocabulary``), so a player gated by either is decided.
package enum VideoAutoplaySignals {
  /// The names and name fragments that are signals for video.
  /// UIKit's `UIAccessibility.isVideoAutoplayEnabled` (iOS 13) and its C spelling, MotionAware's
  /// `MotionPreferences.autoplaysVideoPreviews`, and names holding `autoplay` (`autoPlayVideo`,
  /// `shouldAutoplay`: an app's own setting).
  package static let vocabulary = SignalVocabulary(
    names: MotionSignalTable.names(for: [.videoAutoplay], from: .system)
      .union(MotionSignalTable.motionAwareMembers(for: [.videoAutoplay])),
    fragments: MotionSignalTable.fragments(for: [.videoAutoplay]))
}

/// Extra names that count as signals for one family of rules, beside the Reduce Motion ones.
package struct SignalVocabulary: Sendable, Hashable {
  /// Names that are signals wherever they appear.
  package var names: Set<String>
  /// Lowercased fragments that make a name a signal by itself.
  package var fragments: [String]

  /// No extra names.
  package static let none = SignalVocabulary(names: [], fragments: [])

  package init(names: Set<String>, fragments: [String]) {
    self.names = names
    self.fragments = fragments
  }

  /// Whether `name` is one of ``names`` or holds one of ``fragments``.
  package func contains(_ name: String) -> Bool {
    if names.contains(name) { return true }
    guard !fragments.isEmpty else { return false }
    let lowercased = name.lowercased()
    return fragments.contains { lowercased.contains($0) }
  }
}
