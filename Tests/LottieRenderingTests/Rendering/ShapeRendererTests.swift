import Testing

@testable import LottieRendering

@Suite struct ShapeRendererTests {
  /// lottie-ios's `pr_1604_2` eases its card from white to pink this way; lottie-web and
  /// lottie-ios draw the overshoot white, where reading it as 0…255 drew it near black.
  @Test func aFillEasedPastWhiteIsDrawnWhite() throws {
    let fill = #"{"ty":"fl","c":\#(AnimatedValueTests.overshootingFill),"o":{"a":0,"k":100},"r":1}"#
    let still = LottieStillRenderer(
      document: try document(layers: "[\(shapeLayer(square + "," + fill))]")
    )
    .render(frame: 2)
    #expect(still.svg.contains(##"fill="#ffffff""##))
  }
}
