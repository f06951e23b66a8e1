/// The loops of a property's own keyframes that `loopOut` and `loopIn` expressions ask for:
/// after the last keyframe (`out`) or before the first, the keyframes replay, the last
/// `keyframes` of them (all when 0), from the start each time or back and forth.
struct KeyframeLoop: Equatable {
  var isOut: Bool
  var pingPong: Bool
  var keyframes: Int

  /// The frame whose keyframed value the loop shows at `frame`, given the keyframes' times in
  /// order; `frame` itself inside the keyframes.
  func sourceFrame(_ frame: Double, keyframeTimes times: [Double]) -> Double {
    guard times.count >= 2, let first = times.first, let last = times.last else { return frame }
    let span = keyframes == 0 ? times.count - 1 : min(keyframes, times.count - 1)
    let start = isOut ? times[times.count - 1 - span] : first
    let end = isOut ? last : times[span]
    let duration = end - start
    guard duration > 0, frame.isFinite else { return frame }
    if isOut {
      guard frame > last else { return frame }
      let elapsed = frame - start
      let into = elapsed.truncatingRemainder(dividingBy: duration)
      let isBackward = pingPong && Int(min(elapsed / duration, 1e15)) % 2 == 1
      return isBackward ? end - into : start + into
    }
    guard frame < first else { return frame }
    let before = first - frame
    let into = before.truncatingRemainder(dividingBy: duration)
    let isForward = pingPong && Int(min(before / duration, 1e15)) % 2 == 0
    return isForward ? start + into : end - into
  }
}
