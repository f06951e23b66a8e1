import AnimationFiles

/// libFuzzer entry point for the dotLottie reader (ZIP, Deflate, manifest, animations): the
/// input is a `.lottie` archive.
///
/// The limits are far below the defaults so that inputs reaching them (a ZIP bomb) stay fast
/// and the limit checks themselves are fuzzed; the dispatcher target keeps the defaults.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDotLottieArchive(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = FuzzInput.data(bytes, count)
  let limits = AnimationFileLimits(
    maximumEntryCount: 256, maximumEntrySize: 1 << 20, maximumTotalInflatedSize: 4 << 20,
    maximumJSONDepth: 64)
  do {
    let archive = try DotLottieArchive(data: data, fileName: "fuzz.lottie", limits: limits)
    let listed = archive.animations.prefix { $0.isListedInManifest }
    FuzzInput.require(
      !archive.animations.dropFirst(listed.count).contains { $0.isListedInManifest },
      "a listed animation after the unlisted ones")
    for animation in archive.animations {
      FuzzInput.require(animation.animation.frameRate > 0, "an animation without a frame rate")
    }
  } catch {
    FuzzInput.requireValidPosition(
      offset: error.offset, isInsideEntry: error.entryName != nil,
      description: error.description, inputCount: count)
  }
  return 0
}
