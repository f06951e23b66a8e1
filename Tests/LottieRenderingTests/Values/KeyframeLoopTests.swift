import Testing

@testable import LottieRendering

@Suite struct KeyframeLoopTests {
  @Test func loopsReplayTheKeyframesAfterTheLastOrBeforeTheFirst() {
    let times: [Double] = [10, 20, 40]
    let cycle = KeyframeLoop(isOut: true, pingPong: false, keyframes: 0)
    #expect(cycle.sourceFrame(30, keyframeTimes: times) == 30)
    #expect(cycle.sourceFrame(45, keyframeTimes: times) == 15)
    #expect(cycle.sourceFrame(75, keyframeTimes: times) == 15)
    let lastTwo = KeyframeLoop(isOut: true, pingPong: false, keyframes: 1)
    #expect(lastTwo.sourceFrame(45, keyframeTimes: times) == 25)
    let pingPong = KeyframeLoop(isOut: true, pingPong: true, keyframes: 0)
    #expect(pingPong.sourceFrame(45, keyframeTimes: times) == 35)
    #expect(pingPong.sourceFrame(75, keyframeTimes: times) == 15)
    let cycleIn = KeyframeLoop(isOut: false, pingPong: false, keyframes: 0)
    #expect(cycleIn.sourceFrame(5, keyframeTimes: times) == 35)
    let pingPongIn = KeyframeLoop(isOut: false, pingPong: true, keyframes: 0)
    #expect(pingPongIn.sourceFrame(5, keyframeTimes: times) == 15)
    #expect(cycle.sourceFrame(45, keyframeTimes: [10]) == 45)
  }
}
