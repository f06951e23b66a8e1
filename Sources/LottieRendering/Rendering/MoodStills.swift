import Foundation
import AnimationFiles

/// Which frame shows each mood of a mascot's Lottie animation when it holds still.
///
/// A marker named `mood:<id>` plays mood `<id>`; in a file without such markers every marker
/// plays the mood it is named after (as `LottieMascotBinding` plays them), except the
/// reduced-motion marker and `still:` markers. A mood's still is its marker's start frame, unless
/// a marker named `still:<id>` names another frame: the calm pose chosen for it.
package struct MoodStill: Sendable, Equatable {
  /// The mood's identifier (`idle`).
  package let mood: String
  /// The marker that plays the mood.
  package let marker: String
  /// The frame of the still.
  package let frame: Double
  /// Whether a `still:` marker chose the frame.
  package let isChosenPose: Bool

  package static let moodPrefix = "mood:"
  package static let stillPrefix = "still:"

  /// The moods of `animation` in marker order, each with its still's frame.
  package static func moods(of animation: LottieAnimation) -> [MoodStill] {
    let markers = animation.markers
    let prefixed = markers.filter { $0.name.hasPrefix(moodPrefix) }
    let moodMarkers: [(id: String, marker: LottieMarker)]
    if prefixed.isEmpty {
      moodMarkers = markers.compactMap { marker in
        let name = marker.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, !name.hasPrefix(stillPrefix),
          !LottieAnimation.reducedMotionMarkerNames.contains(name.lowercased())
        else { return nil }
        return (name, marker)
      }
    } else {
      moodMarkers = prefixed.map {
        (String($0.name.dropFirst(moodPrefix.count)).trimmingCharacters(in: .whitespaces), $0)
      }
    }
    var poses: [String: Double] = [:]
    for marker in markers where marker.name.hasPrefix(stillPrefix) {
      let id = String(marker.name.dropFirst(stillPrefix.count)).trimmingCharacters(
        in: .whitespaces)
      if poses[id] == nil { poses[id] = marker.startFrame }
    }
    var seen: Set<String> = []
    return moodMarkers.compactMap { id, marker in
      guard !id.isEmpty, seen.insert(id).inserted else { return nil }
      let pose = poses[id]
      return MoodStill(
        mood: id, marker: marker.name, frame: pose ?? marker.startFrame, isChosenPose: pose != nil
      )
    }
  }
}
