import AnimationFiles
import Foundation
import TestSupport
import Testing

@testable import RiveRendering

@Suite struct RiveAnimationClockTests {
  typealias Property = RiveSceneWriter.Property

  /// A one-second animation (60 frames at 60 fps) with `loop` (0 one-shot, 1 loop, 2 ping-pong).
  private func timeline(loop: UInt64) throws -> RiveTimeline {
    var scene = RiveSceneWriter()
    let shape = scene.rectangle(x: 0, y: 0, width: 10, height: 10, color: 0xFF00_0000)
    scene.animation("a", loop: loop, object: shape, property: Property.x, keys: [(0, 0), (60, 1)])
    let file = try RiveArtboardFile(data: scene.data, fileName: "clock.riv")
    return try #require(file.artboard(named: nil)?.animation(named: "a"))
  }

  private func played(_ timeline: RiveTimeline, frames: Int) -> RiveAnimationClock {
    var clock = RiveAnimationClock(timeline)
    for _ in 0..<frames { clock.advance(by: 1.0 / 60, timeline) }
    return clock
  }

  @Test func aLoopPlayedFrameByFrameForItsLengthStopsShortOfWrapping() throws {
    // Sixty single-precision sixtieths fall just short of a second, as in the runtime.
    let clock = played(try timeline(loop: 1), frames: 60)
    #expect(clock.seconds > 0.99 && clock.seconds < 1)
    #expect(abs(played(try timeline(loop: 1), frames: 75).seconds - 0.25) < 0.001)
  }

  @Test func aOneShotEndsAndHoldsItsEnd() throws {
    let timeline = try timeline(loop: 0)
    #expect(!played(timeline, frames: 59).hasEnded)
    let clock = played(timeline, frames: 70)
    #expect(clock.hasEnded && clock.seconds == 1)
  }

  @Test func aPingPongTurnsBackAtItsEnd() throws {
    let clock = played(try timeline(loop: 2), frames: 75)
    #expect(abs(clock.seconds - 0.75) < 0.001)
  }
}
