import Foundation

/// A timeline animation's own time as the runtime's `LinearAnimationInstance` keeps it while
/// it plays: in single precision, moved by each frame's elapsed time and wrapped at the end
/// of a loop or ping-pong when the frame reaches it. A nested animation played frame by frame
/// ends up where the runtime's does, on the right side of a loop's end.
struct RiveAnimationClock: Sendable {
  /// The animation's own time, in seconds.
  private(set) var seconds: Float
  /// Whether a one-shot animation has reached its end.
  private(set) var hasEnded = false
  private var direction: Float = 1

  /// The clock at the animation's start (played forwards).
  init(_ timeline: RiveTimeline) {
    seconds = Float(timeline.startSeconds)
  }

  /// Plays `elapsed` seconds of `timeline` (forwards).
  mutating func advance(by elapsed: Double, _ timeline: RiveTimeline) {
    let delta = Float(elapsed) * Float(timeline.speed) * direction
    guard delta != 0 else { return }
    let fps = Float(timeline.fps)
    let start = Float(timeline.startSeconds) * fps
    let end = Float(timeline.endSeconds) * fps
    let range = end - start
    seconds += delta
    var frames = seconds * fps
    guard frames.isFinite, range > 0 else {
      seconds = start / max(fps, 1)
      return
    }
    switch timeline.loop {
    case 1:
      if frames >= end {
        frames = start + fmodf(frames - start, range)
        seconds = frames / fps
      }
    case 2:
      // Turned back as often as the frame went past an end (a hostile step, far fewer times).
      for _ in 0..<1_000 {
        if direction == 1 && frames >= end {
          frames = end + (end - frames)
        } else if direction == -1 && frames < start {
          frames = start + (start - frames)
        } else {
          break
        }
        seconds = frames / fps
        direction = -direction
      }
    default:
      if frames >= end {
        hasEnded = true
        seconds = end / fps
      }
    }
  }
}
