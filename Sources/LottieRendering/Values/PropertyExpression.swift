/// The few After Effects expressions a still can evaluate without running JavaScript: loops of a
/// property's own keyframes (`loopOut`, `loopIn`, cycling or ping-ponging) and `clamp(value, a,
/// b)`. Exporters write them as `var $bm_rt; $bm_rt = loopOut('cycle');`. Anything else is
/// named as unsupported.
enum PropertyExpression: Equatable {
  /// After the last keyframe (`out`) or before the first, the keyframes replay: the last
  /// `keyframes` of them (all when 0), from the start each time or back and forth.
  case loop(isOut: Bool, pingPong: Bool, keyframes: Int)
  /// The keyframed value, each number kept within the bounds.
  case clamp(lower: Double, upper: Double)

  /// The expression a property holds, or nil when it holds none or one not understood.
  init?(_ text: String) {
    var body = Substring(text.filter { !$0.isWhitespace })
    for prefix in ["var$bm_rt;", "$bm_rt="] where body.hasPrefix(prefix) {
      body = body.dropFirst(prefix.count)
    }
    while body.hasSuffix(";") { body = body.dropLast() }
    guard let open = body.firstIndex(of: "("), body.hasSuffix(")") else { return nil }
    let name = body[..<open]
    let arguments = body[body.index(after: open)..<body.index(before: body.endIndex)]
      .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    switch name {
    case "loopOut", "loopIn":
      guard let loop = Self.loop(arguments, isOut: name == "loopOut") else { return nil }
      self = loop
    case "clamp":
      guard arguments.count == 3, arguments[0] == "value", let lower = Double(arguments[1]),
        let upper = Double(arguments[2]), lower <= upper
      else { return nil }
      self = .clamp(lower: lower, upper: upper)
    default:
      return nil
    }
  }

  private static func loop(_ arguments: [String], isOut: Bool) -> PropertyExpression? {
    if arguments == [""] { return .loop(isOut: isOut, pingPong: false, keyframes: 0) }
    guard (1...2).contains(arguments.count) else { return nil }
    let quoted = arguments[0]
    guard quoted.count >= 2, let quote = quoted.first, quote == "'" || quote == "\"",
      quoted.last == quote
    else { return nil }
    let pingPong: Bool
    switch quoted.dropFirst().dropLast().lowercased() {
    case "cycle": pingPong = false
    case "pingpong": pingPong = true
    default: return nil
    }
    var keyframes = 0
    if arguments.count == 2 {
      guard let count = Int(arguments[1]), count >= 0 else { return nil }
      keyframes = count
    }
    return .loop(isOut: isOut, pingPong: pingPong, keyframes: keyframes)
  }

  /// The frame whose keyframed value a loop shows at `frame`, given the keyframes' times in
  /// order; `frame` itself inside the keyframes or for a clamp.
  func sourceFrame(_ frame: Double, keyframeTimes times: [Double]) -> Double {
    guard case .loop(let isOut, let pingPong, let keyframes) = self, times.count >= 2,
      let first = times.first, let last = times.last
    else { return frame }
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

  /// The numbers a clamp keeps within its bounds; others unchanged.
  func applied(to values: [Double]) -> [Double] {
    guard case .clamp(let lower, let upper) = self else { return values }
    return values.map { min(max($0, lower), upper) }
  }
}
