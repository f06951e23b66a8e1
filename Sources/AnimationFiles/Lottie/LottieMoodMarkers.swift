import Foundation

/// Which markers of a mascot's Lottie animation play its moods.
///
/// A marker named `mood:<id>` plays mood `<id>`; in a file without such markers every marker
/// plays the mood it is named after (as MotionAwareLottie's binding plays them), except the
/// reduced-motion marker and `still:<id>` markers, which name a mood's calm pose.
package enum LottieMoodMarkers {
  package static let moodPrefix = "mood:"
  package static let stillPrefix = "still:"

  /// The moods in marker order, each with the index of its marker in `names`; the first marker
  /// of a mood wins.
  package static func moods(markerNames names: [String]) -> [(id: String, markerIndex: Int)] {
    let prefixed = names.contains { $0.hasPrefix(moodPrefix) }
    var seen: Set<String> = []
    var moods: [(id: String, markerIndex: Int)] = []
    for (index, name) in names.enumerated() {
      let id: String
      if prefixed {
        guard name.hasPrefix(moodPrefix) else { continue }
        id = String(name.dropFirst(moodPrefix.count)).trimmingCharacters(in: .whitespaces)
      } else {
        id = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !id.hasPrefix(stillPrefix),
          !LottieAnimation.reducedMotionMarkerNames.contains(id.lowercased())
        else { continue }
      }
      guard !id.isEmpty, seen.insert(id).inserted else { continue }
      moods.append((id, index))
    }
    return moods
  }

  /// The mood a `still:<id>` marker names a calm pose for, or nil for any other marker.
  package static func calmPoseMood(markerNamed name: String) -> String? {
    guard name.hasPrefix(stillPrefix) else { return nil }
    let id = String(name.dropFirst(stillPrefix.count)).trimmingCharacters(in: .whitespaces)
    return id.isEmpty ? nil : id
  }
}
