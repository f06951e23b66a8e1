import Testing

@testable import AnimationFiles

/// The one shape of "file, position, reason" errors.
struct FileLocatedErrorTests {
  @Test(arguments: [
    (FileLocation(file: "a.json"), "a.json"),
    (FileLocation(file: "a.json", position: .line(3, column: nil)), "a.json:3"),
    (FileLocation(file: "a.json", position: .line(3, column: 14)), "a.json:3:14"),
    (FileLocation(file: "a.riv", position: .byteOffset(4)), "a.riv, byte 4"),
    (
      FileLocation(
        file: "intro.lottie", entry: "a.json", position: .byteOffset(42), keyPath: "markers[0].tm"),
      "intro.lottie › a.json, byte 42 (at markers[0].tm)"
    ),
  ])
  func locationsArePrintedAsCompilersPrintThem(location: FileLocation, text: String) {
    #expect(location.description == text)
  }

  @Test func anAnimationFileErrorIsItsLocationThenItsReason() {
    let error = AnimationFileError(
      fileName: "a.json", offset: 7, keyPath: "fr", reason: .invalidValue("zero"))
    #expect(error.location == FileLocation(file: "a.json", position: .byteOffset(7), keyPath: "fr"))
    #expect(error.description == "\(error.location): \(error.reasonDescription)")
  }
}
