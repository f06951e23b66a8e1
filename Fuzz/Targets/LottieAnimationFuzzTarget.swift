import AnimationFiles

/// libFuzzer entry point for the Lottie JSON reader: the input is a Lottie `.json` file.
///
/// `LottieAnimation(data:fileName:)` must return an animation or throw its typed error pointing
/// inside the input; a trap, a sanitizer report, a leak or a hang is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLottieAnimation(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = FuzzInput.data(bytes, count)
  do {
    let animation = try LottieAnimation(data: data, fileName: "fuzz.json")
    FuzzInput.require(animation.frameRate > 0, "accepted a frame rate that is not positive")
    FuzzInput.require(animation.layerCount >= 0, "negative layer count")
    _ = animation.durationSeconds
    if let marker = animation.reducedMotionMarker {
      FuzzInput.require(animation.markers.contains(marker), "a reduced-motion marker from nowhere")
    }
  } catch {
    FuzzInput.requireValidPosition(
      offset: error.offset, isInsideEntry: error.entryName != nil,
      description: error.description, inputCount: count)
  }
  return 0
}
