import AnimationFiles

/// libFuzzer entry point for `AnimationFileReader`, which picks the reader by content, then by
/// the name's extension. The input's first byte picks the name (`fuzz.riv`, `fuzz.lottie`,
/// `fuzz.json` or `fuzz`); the rest is the file, read with the default limits. The file is a
/// `Data` slice whose indices do not start at 0, as a caller's slice of a larger buffer would be.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnimationFileReader(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let input = FuzzInput.data(bytes, count)
  let names = ["fuzz.riv", "fuzz.lottie", "fuzz.json", "fuzz"]
  let fileName = names[Int(input.first ?? 0) % names.count]
  let data = input.dropFirst()
  let format = AnimationFileReader.format(of: data, fileName: fileName)
  do {
    let file = try AnimationFileReader.read(data, fileName: fileName)
    switch file {
    case .lottie: FuzzInput.require(format == .lottie, "read as Lottie, not the format chosen")
    case .dotLottie:
      FuzzInput.require(format == .dotLottie, "read as dotLottie, not the format chosen")
    case .rive: FuzzInput.require(format == .rive, "read as Rive, not the format chosen")
    }
  } catch {
    FuzzInput.require(
      (format == nil) == (error.reason == .unrecognizedFormat),
      "unrecognizedFormat disagrees with format(of:): \(error)")
    FuzzInput.requireValidPosition(
      offset: error.offset, isInsideEntry: error.entryName != nil,
      description: error.description, inputCount: data.count)
  }
  return 0
}
