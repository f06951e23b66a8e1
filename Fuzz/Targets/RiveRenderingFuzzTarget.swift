import AnimationFiles
import Foundation
import RiveRendering

/// libFuzzer entry point for the Rive still renderer: the input is a `.riv` file, each artboard
/// drawn at rest, each timeline animation at its start, middle and end, and each state machine
/// run until it settles (two seconds at most).
///
/// Drawing must end within the renderer's limits whatever the file says: cycles of parents and
/// clipping sources, deep nesting, huge paths, keyframes out of order, state machines that never
/// settle. Every still must be a whole SVG document; a trap, a sanitizer report, a leak or a
/// hang is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRiveRendering(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = FuzzInput.data(bytes, count)
  guard let file = try? RiveArtboardFile(data: data, fileName: "fuzz.riv") else { return 0 }
  var limits = RiveRenderLimits()
  // Small enough that one input stays well inside libFuzzer's time and memory limits.
  limits.maximumVertexCount = 100_000
  func check(_ still: RiveStill) {
    FuzzInput.require(still.svg.hasPrefix("<svg "), "a still that is not an SVG document")
    FuzzInput.require(still.svg.hasSuffix("</svg>\n"), "an unfinished SVG document")
  }
  for artboard in file.artboards.prefix(4) {
    check(RiveStillRenderer(artboard: artboard, limits: limits).render())
    for animation in artboard.animations.prefix(4) {
      for seconds in [animation.startSeconds, animation.endSeconds, 1e9] {
        var renderer = RiveStillRenderer(artboard: artboard, limits: limits)
        renderer.apply(animation, atSeconds: animation.localSeconds(afterPlaying: seconds))
        check(renderer.render())
      }
    }
    for machine in artboard.stateMachines.prefix(2) {
      var player = RiveStateMachinePlayer(machine: machine, artboard: artboard, limits: limits)
      _ = player.settle(step: 1.0 / 30, maximum: 2)
      check(player.render())
    }
  }
  return 0
}
