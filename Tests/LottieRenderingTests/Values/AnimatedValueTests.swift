import Testing
import VectorGraphics

@testable import LottieRendering

@Suite struct AnimatedValueTests {
  /// A white-to-pink fill eased with an out-tangent below zero (`o.y` −1.5) first runs past
  /// white: at frame 2 the easing is about −0.48, so the colour is a little above 1 (1.10, 1.38,
  /// 1.29), which is no sign of a colour written in 0…255.
  static let overshootingFill = #"""
    {"a":1,"k":[{"t":0,"s":[1,1,1,1],"o":{"x":[0.2],"y":[-1.5]},"i":{"x":[0.7],"y":[1]}},\#
    {"t":10,"s":[0.8,0.2,0.4,1]}]}
    """#

  @Test func aColourEasedPastOneStaysInTheScaleItsKeyframesUse() throws {
    let fill = try JSONFixture.node(Self.overshootingFill)
    let raw = try #require(AnimatedValue.numbers(fill, at: 2))
    #expect(raw.prefix(3).allSatisfy { $0 > 1 })
    let color = try #require(AnimatedValue.color(fill, at: 2))
    #expect(color.prefix(3).allSatisfy { $0 > 1 && $0 < 1.5 })
    #expect(SVGWriter.color(fractions: color) == "#ffffff")
  }

  @Test func aColourStoredOutOf255IsDividedAtEveryFrame() throws {
    let stored = try JSONFixture.node(#"{"a":0,"k":[255,128,0,1]}"#)
    #expect(AnimatedValue.color(stored, at: 0) == [1, 128.0 / 255, 0, 1])
    let keyframed = try JSONFixture.node(
      #"{"a":1,"k":[{"t":0,"s":[0,0,0]},{"t":10,"s":[255,50,0]}]}"#)
    let between = try #require(AnimatedValue.color(keyframed, at: 4))
    #expect(SVGWriter.color(fractions: between) == "#661400")
    // Components as a file stores them keep being read in either scale.
    #expect(SVGWriter.color([255, 128, 0]) == "#ff8000")
    #expect(SVGWriter.color([1, 0.5, 0]) == "#ff8000")
  }
}
