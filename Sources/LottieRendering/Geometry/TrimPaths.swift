import VectorGraphics

/// The part of paths that a trim-paths modifier keeps: from `start` to `end` of their length,
/// shifted by `offset` turns, all three as fractions.
struct TrimRange: Sendable {
  var start: Double
  var end: Double
  var offset: Double

  /// The kept intervals of [0, 1], or nil when everything is kept.
  var intervals: [(Double, Double)]? {
    var low = min(start, end)
    var high = max(start, end)
    if high - low >= 1 - 1e-9 { return nil }
    guard high - low > 1e-9 else { return [] }
    let shift = offset - offset.rounded(.down)
    low += shift
    high += shift
    if low >= 1 {
      low -= 1
      high -= 1
    }
    if high <= 1 { return [(low, high)] }
    return [(low, 1), (0, high - 1)]
  }

  /// Trims each path on its own (`simultaneously`) or all of them as one line, in order.
  func apply(to paths: [BezierPath], individually: Bool) -> [BezierPath] {
    guard let intervals else { return paths }
    if intervals.isEmpty { return [] }
    let measured = paths.map(MeasuredPath.init)
    if !individually {
      return measured.flatMap { path in
        intervals.compactMap { path.piece(from: $0.0 * path.total, to: $0.1 * path.total) }
      }
    }
    let total = measured.reduce(0) { $0 + $1.total }
    var result: [BezierPath] = []
    for (low, high) in intervals {
      var origin = 0.0
      for path in measured {
        let from = max(low * total - origin, 0)
        let to = min(high * total - origin, path.total)
        if to > from, let piece = path.piece(from: from, to: to) { result.append(piece) }
        origin += path.total
      }
    }
    return result
  }
}

/// A path with the lengths of its segments, for cutting it at distances along it.
private struct MeasuredPath {
  let path: BezierPath
  let segments: [BezierPath.Segment]
  let tables: [[Double]]
  let total: Double

  init(_ path: BezierPath) {
    self.path = path
    segments = path.segments
    tables = segments.map { $0.lengthTable() }
    total = tables.reduce(0) { $0 + ($1.last ?? 0) }
  }

  func piece(from: Double, to: Double) -> BezierPath? {
    guard to > from else { return nil }
    if from <= 0, to >= total, path.isClosed { return path }
    var kept: [BezierPath.Segment] = []
    var origin = 0.0
    for (segment, table) in zip(segments, tables) {
      let length = table.last ?? 0
      defer { origin += length }
      let low = from - origin
      let high = to - origin
      guard high > 0, low < length || (length == 0 && low <= 0 && high > 0) else { continue }
      let t0 = BezierPath.Segment.parameter(forLength: low, in: table)
      let t1 = BezierPath.Segment.parameter(forLength: high, in: table)
      kept.append(segment.slice(t0, t1))
    }
    return kept.isEmpty ? nil : BezierPath(segments: kept)
  }
}

extension TrimRange {
  /// The length of a path along its curves.
  static func length(of path: BezierPath) -> Double { MeasuredPath(path).total }

  /// The pieces of `path` kept when the path runs from `pathStart` to `pathEnd` (fractions) of
  /// the whole line being trimmed.
  func cut(_ path: BezierPath, pathStart: Double, pathEnd: Double) -> [BezierPath] {
    guard let intervals else { return [path] }
    let span = pathEnd - pathStart
    guard span > 0 else { return [] }
    let measured = MeasuredPath(path)
    return intervals.compactMap { low, high in
      let from = (max(low, pathStart) - pathStart) / span
      let to = (min(high, pathEnd) - pathStart) / span
      guard to > from else { return nil }
      return measured.piece(from: from * measured.total, to: to * measured.total)
    }
  }
}
