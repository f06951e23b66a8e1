import Foundation
import Testing

@testable import LottieRendering

@Suite struct DropShadowsTests {
  private func still(_ extra: String) throws -> LottieStill {
    let layer = shapeLayer(square + "," + redFill, name: "card", extra: extra)
    return LottieStillRenderer(document: try document(layers: "[\(layer)]")).render(frame: 0)
  }

  /// A Drop Shadow layer style: black at `opacity` %, `distance` along `angle`°, size `size`.
  private func style(opacity: Double = 50, angle: Double, distance: Double, size: Double) -> String
  {
    """
    ,"sy":[{"ty":1,"nm":"Drop Shadow","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":\(opacity)},\
    "a":{"a":0,"k":\(angle)},"s":{"a":0,"k":\(size)},"d":{"a":0,"k":\(distance)},\
    "ch":{"a":0,"k":0}}]
    """
  }

  /// A Drop Shadow effect with its controls in After Effects' order.
  private func effect(
    opacity: Double, direction: Double, distance: Double, softness: Double, shadowOnly: Int = 0
  ) -> String {
    func control(_ index: Int, _ name: String, _ value: String) -> String {
      #"{"ty":0,"nm":"\#(name)","mn":"ADBE Drop Shadow-000\#(index)","v":{"a":0,"k":\#(value)}}"#
    }
    let controls = [
      control(1, "Shadow Color", "[0,0,1,1]"), control(2, "Opacity", "\(opacity)"),
      control(3, "Direction", "\(direction)"), control(4, "Distance", "\(distance)"),
      control(5, "Softness", "\(softness)"), control(6, "Shadow Only", "\(shadowOnly)"),
    ]
    let list = controls.joined(separator: ",")
    return #","ef":[{"ty":25,"nm":"Drop Shadow","en":1,"ef":[\#(list)]}]"#
  }

  @Test func aDropShadowStyleBlursTheLayersAlphaUnderIt() throws {
    // Angle 90° puts the shadow straight below; the size is twice the blur's deviation.
    let still = try still(style(angle: 90, distance: 5, size: 12))
    #expect(still.unsupported.isEmpty)
    #expect(still.svg.contains(#"<feGaussianBlur in="SourceAlpha" stdDeviation="6"/>"#))
    #expect(still.svg.contains(#"<feOffset dx="0" dy="5" result="shadow"/>"#))
    #expect(still.svg.contains(##"<feFlood flood-color="#000000" flood-opacity="0.5"/>"##))
    // The shadow merges under the layer's own drawing.
    #expect(
      still.svg.contains(#"<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>"#))
    let filtered = try #require(still.svg.range(of: #"<g filter="url(#shadow"#))
    let path = try #require(still.svg.range(of: "<path"))
    #expect(filtered.upperBound < path.lowerBound)
  }

  @Test func aStyleWithoutBlurOnlyMovesTheAlpha() throws {
    let still = try still(style(angle: 0, distance: 4, size: 0))
    #expect(!still.svg.contains("feGaussianBlur"))
    #expect(still.svg.contains(#"<feOffset in="SourceAlpha" dx="4" dy="0" result="shadow"/>"#))
  }

  @Test func aDropShadowEffectReadsItsControlsAsLottieIOSDoes() throws {
    // Opacity out of 255, direction turned by −90° (180° is straight down), softness / 5.
    let still = try still(effect(opacity: 51, direction: 180, distance: 8, softness: 10))
    #expect(still.unsupported.isEmpty)
    #expect(still.svg.contains(#"stdDeviation="2""#))
    #expect(still.svg.contains(#"dx="0" dy="8""#))
    #expect(still.svg.contains(##"flood-color="#0000ff" flood-opacity="0.2""##))
  }

  @Test func otherStylesAreNamed() throws {
    let innerShadow = #","sy":[{"ty":2,"nm":"Inner Shadow"}]"#
    #expect(try still(innerShadow).unsupported.map(\.feature) == ["layer styles"])
  }

  @Test func aStylesSpreadGrowsTheShapeByItsShareOfTheSizeAndBlursByTheRest() throws {
    let spread = style(angle: 90, distance: 5, size: 12).replacingOccurrences(
      of: #""ch":{"a":0,"k":0}"#, with: #""ch":{"a":0,"k":25}"#)
    let still = try still(spread)
    #expect(still.unsupported.isEmpty)
    #expect(
      still.svg.contains(
        #"<feMorphology in="SourceAlpha" operator="dilate" radius="3"/><feGaussianBlur stdDeviation="4.5"/><feOffset dx="0" dy="5" result="shadow"/>"#
      ))
  }

  @Test func shadowOnlyDrawsTheShadowWithoutTheLayer() throws {
    let shadowOnly = effect(opacity: 255, direction: 180, distance: 8, softness: 0, shadowOnly: 1)
    let still = try still(shadowOnly)
    #expect(still.unsupported.isEmpty)
    #expect(still.svg.contains("<feMerge><feMergeNode/></feMerge>"))
    #expect(!still.svg.contains(#"<feMergeNode in="SourceGraphic"/>"#))
  }

  @Test func anEffectShadowAndAStyleShadowStackWithTheStyleOutermost() throws {
    // After Effects applies layer styles after the effect stack: the style's shadow is cast by
    // the layer and the effect's shadow together.
    let twoShadows =
      effect(opacity: 255, direction: 180, distance: 8, softness: 0)
      + style(angle: 90, distance: 5, size: 12)
    let still = try still(twoShadows)
    #expect(still.unsupported.isEmpty)
    let groups = still.svg.components(separatedBy: #"<g filter="url(#"#).dropFirst().map {
      String($0.prefix(while: { $0 != ")" }))
    }
    #expect(groups.count == 2)
    let outer = try #require(groups.first)
    let outerFilter = try #require(still.svg.range(of: #"<filter id="\#(outer)""#))
    let styleBlur = try #require(still.svg.range(of: #"stdDeviation="6""#))
    #expect(outerFilter.upperBound < styleBlur.lowerBound)
  }
}
