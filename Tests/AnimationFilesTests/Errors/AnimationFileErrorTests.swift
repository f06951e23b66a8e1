import Testing

@testable import AnimationFiles

struct AnimationFileErrorTests {
  @Test func descriptionNamesFileEntryOffsetKeyPathAndReason() {
    let error = AnimationFileError(
      fileName: "intro.lottie", entryName: "animations/a.json", offset: 42,
      keyPath: "markers[0].tm", reason: .wrongType(expected: "a number"))
    #expect(
      error.description
        == "intro.lottie › animations/a.json, byte 42 (at markers[0].tm): expected a number")
  }

  @Test func descriptionLeavesOutWhatIsUnknown() {
    let error = AnimationFileError(fileName: "a.riv", offset: nil, reason: .truncated)
    #expect(error.description == "a.riv: the file ends too early")
  }

  @Test(arguments: [
    (AnimationFileError.Reason.unknownPropertyKey(9999), "unknown property key 9999"),
    (.varintOverflow, "variable-length integer too large"),
    (.lengthPastEnd(length: 10, remaining: 2), "length 10 runs past the end (2 bytes left)"),
    (
      .checksumMismatch(expected: 0xAB, actual: 1), "directory says 0x000000AB, data has 0x00000001"
    ),
    (.limitExceeded(.totalInflatedSize), "limit exceeded: total inflated size"),
    (.unsupportedCompression(method: 14), "compression method 14"),
    (.missingEntry("a/x.json"), "no entry \"a/x.json\""),
  ])
  func reasonsReadAsSentences(reason: AnimationFileError.Reason, phrase: String) {
    #expect(reason.description.contains(phrase))
  }
}
