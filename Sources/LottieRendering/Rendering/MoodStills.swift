import AnimationFiles
import Foundation

/// Which frame shows each mood of a mascot's Lottie animation when it holds still: the start of
/// the mood's marker (see `LottieMoodMarkers`), unless a marker named `still:<id>` names
/// another frame, the calm pose chosen for it.
package struct MoodStill: Sendable, Equatable {
  /// The mood's identifier (`idle`).
  package let mood: String
  /// The marker that plays the mood.
  package let marker: String
  /// The frame of the still.
  package let frame: Double
  /// Whether a `still:` marker chose the frame.
  package let isChosenPose: Bool

  /// The moods of `animation` in marker order, each with its still's frame.
  package static func moods(of animation: LottieAnimation) -> [MoodStill] {
    let markers = animation.markers
    var poses: [String: Double] = [:]
    for marker in markers {
      if let id = LottieMoodMarkers.calmPoseMood(markerNamed: marker.name), poses[id] == nil {
        poses[id] = marker.startFrame
      }
    }
    return LottieMoodMarkers.moods(markerNames: markers.map(\.name)).map { id, index in
      let pose = poses[id]
      return MoodStill(
        mood: id, marker: markers[index].name, frame: pose ?? markers[index].startFrame,
        isChosenPose: pose != nil)
    }
  }
}
