import AnimationFiles

/// libFuzzer entry point for the Rive reader: the input is a `.riv` file.
///
/// `RiveFile(data:fileName:)` must return a file or throw its typed error pointing inside the
/// input; a trap, a sanitizer report, a leak or a hang is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRiveFile(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = FuzzInput.data(bytes, count)
  do {
    let file = try RiveFile(data: data, fileName: "fuzz.riv")
    FuzzInput.require(file.majorVersion == 7, "read a major version other than 7")
    for animation in file.artboards.flatMap(\.animations) {
      // The derived timing must exist exactly when fps does, whatever the frame numbers.
      FuzzInput.require(
        (animation.durationSeconds == nil) == (animation.fps == 0), "timing without fps")
    }
    _ = file.events.count
  } catch {
    FuzzInput.requireValidPosition(
      offset: error.offset, isInsideEntry: error.entryName != nil,
      description: error.description, inputCount: count)
  }
  return 0
}
