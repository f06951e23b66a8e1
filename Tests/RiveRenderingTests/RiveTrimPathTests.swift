import Testing
import VectorGraphics

@testable import RiveRendering

@Suite struct RiveTrimPathTests {
  /// An open line from (0, 0) to (10, 0) then (10, 10): 20 long.
  private let corner: [RivePathCommand] = [
    .move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)),
  ]
  /// A closed 10×10 square from (20, 0), clockwise: 40 long.
  private let square: [RivePathCommand] = [
    .move(Point(x: 20, y: 0)), .line(Point(x: 30, y: 0)), .line(Point(x: 30, y: 10)),
    .line(Point(x: 20, y: 10)), .close,
  ]

  private func trim(
    _ paths: [[RivePathCommand]], _ start: Double, _ end: Double, offset: Double = 0,
    mode: RiveTrimPath.Mode = .sequential, closing: Bool = false
  ) -> [RivePathCommand] {
    RiveTrimPath(start: start, end: end, offset: offset, mode: mode)
      .apply(to: paths, closingPieces: closing)
  }

  /// The points each piece starts at (moves) and the end point of every segment, rounded.
  private func points(_ commands: [RivePathCommand]) -> [String] {
    commands.map { command in
      switch command {
      case .move(let point): "M\(svgNumber(point.x)),\(svgNumber(point.y))"
      case .line(let point), .cubic(_, _, let point):
        "\(svgNumber(point.x.rounded())),\(svgNumber(point.y.rounded()))"
      case .close: "Z"
      }
    }
  }

  @Test func sequentialTrimsAllContoursAsOneLine() {
    // 60 in all: 0.25…0.5 is 15…30, the rest of the corner and the square's first 10.
    #expect(points(trim([corner, square], 0.25, 0.5)) == ["M10,5", "10,10", "M20,0", "30,0"])
  }

  @Test func synchronizedTrimsEachContourOnItsOwn() {
    #expect(
      points(trim([corner, square], 0, 0.5, mode: .synchronized))
        == ["M0,0", "10,0", "M20,0", "30,0", "30,10"])
  }

  @Test func anOffsetPastTheEndGoesOnAroundAClosedContour() {
    // The square's 0.75…1.25: its left side, then on from its start without a move.
    #expect(
      points(trim([square], 0.5, 1, offset: 0.25, mode: .synchronized))
        == ["M20,10", "20,0", "30,0"])
  }

  @Test func aWholeClosedContourClosesAndFillsClosePieces() {
    #expect(points(trim([square], 0, 1, mode: .synchronized)).last == "Z")
    #expect(points(trim([corner], 0, 0.5, closing: true)) == ["M0,0", "10,0", "Z"])
  }

  @Test func aHostileWindowEnds() {
    #expect(points(trim([corner, square], -1e12, 1e12)).count < 20)
    #expect(points(trim([corner], .nan, 1)).isEmpty)
  }
}
