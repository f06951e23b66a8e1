import AnimationFiles
import Testing

@testable import LottieRendering

@Suite struct PropertyExpressionTests {
  @Test func exportedLoopsAndClampsAreRecognizedAndOtherCodeIsNot() {
    #expect(
      PropertyExpression("var $bm_rt;\n$bm_rt = loopOut('cycle');")
        == .loop(isOut: true, pingPong: false, keyframes: 0))
    #expect(PropertyExpression("loopOut()") == .loop(isOut: true, pingPong: false, keyframes: 0))
    #expect(
      PropertyExpression(#"loopIn("PingPong", 2)"#)
        == .loop(isOut: false, pingPong: true, keyframes: 2))
    #expect(
      PropertyExpression("var $bm_rt; $bm_rt = clamp(value, 0, 100);")
        == .clamp(lower: 0, upper: 100))
    #expect(PropertyExpression("wiggle(2, 10)") == nil)
    #expect(PropertyExpression("loopOut('offset')") == nil)
    #expect(PropertyExpression("loopOut('cycle', -1)") == nil)
    #expect(PropertyExpression("clamp(value, 10, 0)") == nil)
    #expect(PropertyExpression("loopOut('cycle'); wiggle(1, 1)") == nil)
  }

  @Test func loopsReplayTheKeyframesAfterTheLastOrBeforeTheFirst() {
    let times: [Double] = [10, 20, 40]
    let cycle = PropertyExpression.loop(isOut: true, pingPong: false, keyframes: 0)
    #expect(cycle.sourceFrame(30, keyframeTimes: times) == 30)
    #expect(cycle.sourceFrame(45, keyframeTimes: times) == 15)
    #expect(cycle.sourceFrame(75, keyframeTimes: times) == 15)
    let lastTwo = PropertyExpression.loop(isOut: true, pingPong: false, keyframes: 1)
    #expect(lastTwo.sourceFrame(45, keyframeTimes: times) == 25)
    let pingPong = PropertyExpression.loop(isOut: true, pingPong: true, keyframes: 0)
    #expect(pingPong.sourceFrame(45, keyframeTimes: times) == 35)
    #expect(pingPong.sourceFrame(75, keyframeTimes: times) == 15)
    let cycleIn = PropertyExpression.loop(isOut: false, pingPong: false, keyframes: 0)
    #expect(cycleIn.sourceFrame(5, keyframeTimes: times) == 35)
    let pingPongIn = PropertyExpression.loop(isOut: false, pingPong: true, keyframes: 0)
    #expect(pingPongIn.sourceFrame(5, keyframeTimes: times) == 15)
    #expect(cycle.sourceFrame(45, keyframeTimes: [10]) == 45)
  }

  @Test func theRendererEvaluatesRecognizedExpressionsAndNamesTheRest() throws {
    func still(expression: String, frame: Double) throws -> LottieStill {
      // The layer's position (the first of the layer's and its group's).
      let layer = shapeLayer(square + "," + redFill)
      let position = try #require(layer.range(of: #""p":{"a":0,"k":[0,0]}"#))
      let moving = layer.replacingCharacters(
        in: position,
        with: #""p":{"a":1,"k":[{"t":0,"s":[0,0]},{"t":10,"s":[10,0]}],"x":"\#(expression)"}"#)
      return LottieStillRenderer(document: try document(layers: "[\(moving)]"))
        .render(frame: frame)
    }
    let looped = try still(expression: "var $bm_rt; $bm_rt = loopOut('cycle');", frame: 14)
    #expect(looped.unsupported.isEmpty)
    #expect(looped.svg.contains("matrix(1 0 0 1 4 0)"))
    let held = try still(expression: "var $bm_rt; $bm_rt = wiggle(1, 5);", frame: 14)
    #expect(held.unsupported.map(\.feature) == ["expression on Position"])
    #expect(held.svg.contains("matrix(1 0 0 1 10 0)"))
  }
}
