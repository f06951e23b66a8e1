import Foundation
import VectorGraphics

/// A `TrimPath` effect: the part of a paint's path it keeps, from `start` to `end` of its
/// length shifted by `offset` (fractions), as the runtime's trim effect cuts it.
struct RiveTrimPath {
  /// Trims all contours as one line, in order (1), or each contour on its own (2).
  enum Mode: UInt64 {
    case sequential = 1
    case synchronized = 2
  }

  let start: Double
  let end: Double
  let offset: Double
  let mode: Mode

  /// The trimmed path of `paths`; a fill's pieces are closed, as the runtime closes them.
  func apply(to paths: [[RivePathCommand]], closingPieces: Bool) -> [RivePathCommand] {
    let contours = paths.flatMap(Contour.contours(of:)).filter { $0.length > 0 }
    // The offset wraps into [0, 1).
    let shift = (offset.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1)
    var result: [RivePathCommand] = []
    switch mode {
    case .sequential:
      let total = contours.reduce(0) { $0 + $1.length }
      var from = total * (start + shift)
      var to = total * (end + shift)
      if to < from { swap(&from, &to) }
      if from > total {
        from -= total
        to -= total
      }
      // The stretch of each contour kept, going round the contours until the end is reached
      // (twice round at most: a window wider than the whole path, from a hostile file, is
      // cut there).
      var pieces: [(contour: Int, from: Double, to: Double)] = []
      var index = 0
      while to > 0, index < 2 * contours.count {
        let contour = index % contours.count
        let length = contours[contour].length
        if from < length {
          pieces.append((contour, from, to))
          to -= length
          from = 0
        } else {
          from -= length
          to -= length
        }
        index += 1
      }
      // The first piece, then the others from the last back, as the runtime orders them.
      let order = pieces.isEmpty ? [] : [0] + Array(pieces.indices.dropFirst().reversed())
      var previous: Int?
      for position in order {
        let piece = pieces[position]
        let contour = contours[piece.contour]
        contour.append(
          from: piece.from, to: piece.to, to: &result,
          startingWithMove: previous != piece.contour || !contour.isClosed)
        if (piece.from == 0 && piece.to - piece.from >= contour.length && contour.isClosed)
          || closingPieces
        {
          result.append(.close)
        }
        previous = piece.contour
      }
    case .synchronized:
      for contour in contours {
        let length = contour.length
        var from = length * (start + shift)
        var to = length * (end + shift)
        if to < from { swap(&from, &to) }
        if from >= length {
          from -= length
          to -= length
        }
        contour.append(from: from, to: to, to: &result, startingWithMove: true)
        var rounds = 0
        while to > length, rounds < 2 {
          rounds += 1
          from = 0
          to -= length
          contour.append(from: from, to: to, to: &result, startingWithMove: !contour.isClosed)
        }
        if (start == 0 && end == 1 && contour.isClosed) || closingPieces {
          result.append(.close)
        }
      }
    }
    return result
  }

  /// One contour as cubic segments (lines as straight cubics) with their lengths.
  struct Contour {
    var segments: [BezierPath.Segment] = []
    var tables: [[Double]] = []
    var isClosed = false

    var length: Double { tables.reduce(0) { $0 + ($1.last ?? 0) } }

    static func contours(of commands: [RivePathCommand]) -> [Contour] {
      var result: [Contour] = []
      var current = Contour()
      var first = Point(x: 0, y: 0)
      var last = first
      func add(_ segment: BezierPath.Segment) {
        current.segments.append(segment)
        current.tables.append(segment.lengthTable())
        last = segment.end
      }
      func line(to point: Point) -> BezierPath.Segment {
        BezierPath.Segment(
          start: last, control1: last.interpolated(to: point, 1.0 / 3),
          control2: last.interpolated(to: point, 2.0 / 3), end: point)
      }
      func finish() {
        if !current.segments.isEmpty { result.append(current) }
        current = Contour()
      }
      for command in commands {
        switch command {
        case .move(let point):
          finish()
          first = point
          last = point
        case .line(let point): add(line(to: point))
        case .cubic(let control1, let control2, let point):
          add(BezierPath.Segment(start: last, control1: control1, control2: control2, end: point))
        case .close:
          if last != first { add(line(to: first)) }
          current.isClosed = true
          finish()
          last = first
        }
      }
      finish()
      return result
    }

    /// Appends the part of the contour from `from` to `to` (lengths along it, clamped to it).
    func append(
      from: Double, to: Double, to commands: inout [RivePathCommand], startingWithMove: Bool
    ) {
      let from = max(0, from)
      let to = min(length, to)
      guard from < to else { return }
      var travelled = 0.0
      var moved = !startingWithMove
      for (segment, table) in zip(segments, tables) {
        let segmentLength = table.last ?? 0
        defer { travelled += segmentLength }
        let low = from - travelled
        let high = to - travelled
        guard high > 0, low < segmentLength, segmentLength > 0 else { continue }
        let piece = segment.slice(
          BezierPath.Segment.parameter(forLength: low, in: table),
          BezierPath.Segment.parameter(forLength: high, in: table))
        if !moved {
          commands.append(.move(piece.start))
          moved = true
        }
        commands.append(.cubic(piece.control1, piece.control2, piece.end))
      }
    }
  }
}
