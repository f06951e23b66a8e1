import AnimationFiles
import Foundation
import LottieRendering

/// libFuzzer entry point for the still renderer: the input is a Lottie `.json` file, rendered at
/// its first, middle and last frames.
///
/// Rendering must end (no hang) within the renderer's limits, whatever the layers say: cycles of
/// parents, precompositions that contain themselves or nest deeply, keyframes out of order, huge
/// paths and repeaters. Every still must be a whole SVG document; a trap, a sanitizer report, a
/// leak or a hang is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLottieRendering(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = FuzzInput.data(bytes, count)
  guard let documents = try? LottieDocument.read(data, fileName: "fuzz.json") else { return 0 }
  var limits = RenderLimits()
  // Small enough that one input stays well inside libFuzzer's time and memory limits.
  limits.maximumVertexCount = 200_000
  limits.maximumLayerCount = 5_000
  limits.maximumRepeaterCopies = 200
  for document in documents {
    let renderer = LottieStillRenderer(document: document, limits: limits)
    let animation = document.animation
    let first = animation.firstFrame
    let last = animation.lastFrame
    for frame in [first, (first + last) / 2, last - 1] where frame.isFinite {
      let still = renderer.render(frame: frame)
      FuzzInput.require(still.svg.hasPrefix("<svg "), "a still that is not an SVG document")
      FuzzInput.require(still.svg.hasSuffix("</svg>\n"), "an unfinished SVG document")
    }
  }
  return 0
}
