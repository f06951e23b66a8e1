import Foundation
import Testing

@testable import LottieRendering

@Suite struct MergedAreaTests {
  /// The square 40…60 (the shared `square`) and one shifted right to 50…70.
  private let shifted =
    #"{"ty":"rc","p":{"a":0,"k":[60,50]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}}"#
  private let squareData =
    #"d="M60 40C60 40 60 60 60 60C60 60 40 60 40 60C40 60 40 40 40 40C40 40 60 40 60 40Z""#
  private let shiftedData =
    #"d="M70 40C70 40 70 60 70 60C70 60 50 60 50 60C50 60 50 40 50 40C50 40 70 40 70 40Z""#

  private func render(mode: Int, after: String = redFill) throws -> LottieStill {
    let items = [shifted, square, #"{"ty":"mm","mm":\#(mode)}"#, after].joined(separator: ",")
    return LottieStillRenderer(document: try document(layers: "[\(shapeLayer(items))]"))
      .render(frame: 0)
  }

  /// The first merge mask's content.
  private func mergeMask(_ svg: String) throws -> String {
    let start = try #require(svg.range(of: #"<mask id="merge"#))
    let closing = try #require(
      svg.range(of: "<g mask=\"url(#merge", range: start.upperBound..<svg.endIndex))
    return String(svg[start.lowerBound..<closing.lowerBound])
  }

  @Test func addingPathsPaintsTheirUnionOnce() throws {
    let still = try render(mode: 2)
    #expect(still.unsupported.isEmpty)
    let mask = try mergeMask(still.svg)
    #expect(mask.contains("<path \(squareData) fill=\"#fff\"/>"))
    #expect(mask.contains("<path \(shiftedData) fill=\"#fff\"/>"))
    // The fill is painted once, over everything, through the merged area.
    #expect(still.svg.components(separatedBy: ##"fill="#ff0000""##).count == 2)
    #expect(
      still.svg.contains(
        ##"<path d="M-100000 -100000H100000V100000H-100000Z" fill="#ff0000"/></g>"##))
  }

  @Test func subtractingKeepsTheLowestPathLessThoseAboveIt() throws {
    let still = try render(mode: 3)
    #expect(still.unsupported.isEmpty)
    let svg = still.svg
    // The lowest path (listed last) is white; the one above it masks a black cover over it.
    let base = try #require(svg.range(of: "<path \(squareData) fill=\"#fff\"/>"))
    let cut = try #require(svg.range(of: "<path \(shiftedData) fill=\"#fff\"/></mask>"))
    let cover = try #require(svg.range(of: ##"fill="#000"/></g>"##))
    #expect(base.upperBound <= cut.lowerBound)
    #expect(cut.upperBound <= cover.lowerBound)
  }

  @Test func intersectingKeepsOnlyWhereThePathsOverlap() throws {
    let still = try render(mode: 4)
    #expect(still.unsupported.isEmpty)
    // The lowest path is kept where the one above it is: inside that one's mask.
    #expect(
      still.svg.contains(
        "<path \(shiftedData) fill=\"#fff\"/></mask><g mask=\"url(#merge"))
    #expect(still.svg.contains("\"><path \(squareData) fill=\"#fff\"/></g></mask>"))
    #expect(!still.svg.contains(##"fill="#000""##))
  }

  @Test func excludingKeepsWhereAnOddNumberOfPathsAre() throws {
    let still = try render(mode: 5)
    #expect(still.unsupported.isEmpty)
    #expect(
      still.svg.contains(
        "<path d=\"\(shiftedData.dropFirst(3).dropLast())\(squareData.dropFirst(3).dropLast())\" fill=\"#fff\" fill-rule=\"evenodd\"/>"
      ))
  }

  @Test func mergeModeOneStillPaintsThePathsTogether() throws {
    let still = try render(mode: 1)
    #expect(still.unsupported.isEmpty)
    #expect(!still.svg.contains("<mask"))
    #expect(still.svg.contains(#"<path d="M70 40"#))
  }

  @Test func whatTheMergedOutlineWouldChangeIsNamed() throws {
    let stroke = #"{"ty":"st","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2}}"#
    #expect(
      try render(mode: 3, after: stroke).unsupported.map(\.feature) == [
        "stroke of merged paths (mode 3)"
      ])
    let trim = #"{"ty":"tm","s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":0,"k":0}},"# + redFill
    #expect(
      try render(mode: 2, after: trim).unsupported.map(\.feature) == [
        "trim paths of merged paths (mode 2)"
      ])
    #expect(try render(mode: 9).unsupported.map(\.feature) == ["merge paths (mode 9)"])
  }
}
