import Foundation
import Testing

@testable import AnimationFiles

/// Malformed Lottie JSON: each case checks the reason, the byte offset and the key path.
struct LottieAnimationErrorTests {
  private func error(
    _ text: String, limits: AnimationFileLimits = .default,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AnimationFileError {
    try error(Data(text.utf8), limits: limits, sourceLocation: sourceLocation)
  }

  private func error(
    _ data: Data, limits: AnimationFileLimits = .default,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> AnimationFileError {
    try #require(throws: AnimationFileError.self, sourceLocation: sourceLocation) {
      try LottieAnimation(data: data, fileName: "bad.json", limits: limits)
    }
  }

  /// The byte offset of the first occurrence of `needle` in `text`.
  private func offset(of needle: String, in text: String) -> Int? {
    guard let range = text.range(of: needle) else { return nil }
    return text.utf8.distance(from: text.startIndex, to: range.lowerBound)
  }

  @Test func missingVersionIsRefusedAsLottieIOSRefusesIt() throws {
    let error = try error(#"{"fr":30,"ip":0,"op":1,"w":1,"h":1,"layers":[]}"#)
    #expect(error.reason == .missingKey("v"))
    #expect(error.offset == 0)
    #expect(error.keyPath == "v")
    #expect(error.fileName == "bad.json")
  }

  @Test func numericVersionIsTheWrongType() throws {
    let text = #"{"v":5.7,"fr":30,"ip":0,"op":1,"w":1,"h":1,"layers":[]}"#
    let error = try error(text)
    #expect(error.reason == .wrongType(expected: "a string"))
    #expect(error.offset == 5)
    #expect(error.keyPath == "v")
  }

  @Test(arguments: ["fr", "ip", "op", "w", "h"])
  func missingTimingOrSizeIsRefused(key: String) throws {
    let members = ["\"v\":\"5\"", "\"fr\":30", "\"ip\":0", "\"op\":1", "\"w\":1", "\"h\":1"]
      .filter { !$0.hasPrefix("\"\(key)\"") }
    let error = try error("{" + (members + ["\"layers\":[]"]).joined(separator: ",") + "}")
    #expect(error.reason == .missingKey(key))
    #expect(error.keyPath == key)
  }

  @Test func frameRateGivenAsTextIsTheWrongType() throws {
    let text = #"{"v":"5","fr":"30","ip":0,"op":1,"w":1,"h":1,"layers":[]}"#
    let error = try error(text)
    #expect(error.reason == .wrongType(expected: "a number"))
    #expect(error.offset == offset(of: #""30""#, in: text))
    #expect(error.keyPath == "fr")
  }

  @Test func zeroFrameRateIsInvalid() throws {
    let text = #"{"v":"5","fr":0,"ip":0,"op":1,"w":1,"h":1,"layers":[]}"#
    let error = try error(text)
    #expect(error.reason == .invalidValue("the frame rate must be positive"))
    #expect(error.offset == 14)
    #expect(error.keyPath == "fr")
  }

  @Test func missingLayersAreRefused() throws {
    let error = try error(#"{"v":"5","fr":30,"ip":0,"op":1,"w":1,"h":1}"#)
    #expect(error.reason == .missingKey("layers"))
  }

  @Test func layersThatAreNotAnArrayAreRefused() throws {
    let text = #"{"v":"5","fr":30,"ip":0,"op":1,"w":1,"h":1,"layers":{"a":1}}"#
    let error = try error(text)
    #expect(error.reason == .wrongType(expected: "an array"))
    #expect(error.offset == offset(of: #"{"a""#, in: text))
    #expect(error.keyPath == "layers")
  }

  @Test func markerWithoutDurationIsRefusedAsLottieIOSRefusesIt() throws {
    let markers = #"[{"cm":"a","tm":0,"dr":1},{"cm":"b","tm":3}]"#
    let text = LottieAnimationTests.json(markers: markers)
    let error = try error(text)
    #expect(error.reason == .missingKey("dr"))
    #expect(error.keyPath == "markers[1].dr")
    #expect(error.offset == offset(of: #"{"cm":"b""#, in: text))
  }

  @Test func markerWithANumericNameIsRefused() throws {
    let text = LottieAnimationTests.json(markers: #"[{"cm":7,"tm":0,"dr":1}]"#)
    let error = try error(text)
    #expect(error.reason == .wrongType(expected: "a string"))
    #expect(error.keyPath == "markers[0].cm")
    #expect(error.offset == offset(of: #"7,"tm""#, in: text))
  }

  @Test func markersThatAreNotAnArrayAreRefused() throws {
    let error = try error(LottieAnimationTests.json(markers: #""intro""#))
    #expect(error.reason == .wrongType(expected: "an array"))
    #expect(error.keyPath == "markers")
  }

  @Test func topLevelArrayIsNotAnAnimation() throws {
    let error = try error(" [1,2]")
    #expect(error.reason == .wrongType(expected: "a JSON object at the top level"))
    #expect(error.offset == 1)
  }

  @Test func emptyTextIsInvalidJSON() throws {
    let error = try error("  ")
    #expect(error.reason == .invalidJSON("the text is empty"))
    #expect(error.offset == 2)
  }

  @Test func truncatedJSONIsInvalidAtItsEnd() throws {
    let text = LottieAnimationTests.json()
    let cut = String(text.prefix(40))
    let error = try error(cut)
    guard case .invalidJSON = error.reason else {
      Issue.record("expected invalid JSON, got \(error.reason)")
      return
    }
    #expect((error.offset ?? 0) <= 40)
  }

  @Test func everyTruncationIsAnErrorNotACrash() throws {
    let text = Array(LottieAnimationTests.json(markers: #"[{"cm":"a\u00e9","tm":0,"dr":1}]"#).utf8)
    for length in 0..<text.count {
      #expect(throws: AnimationFileError.self) {
        try LottieAnimation(data: Data(text.prefix(length)), fileName: "cut.json")
      }
    }
  }

  @Test func missingCommaIsReportedWhereItShouldBe() throws {
    let text = #"{"v":"5" "fr":30}"#
    let error = try error(text)
    #expect(error.reason == .invalidJSON("expected ',' or '}'"))
    #expect(error.offset == 9)
  }

  @Test func trailingTextIsInvalid() throws {
    let text = LottieAnimationTests.json() + " x"
    let error = try error(text)
    #expect(error.reason == .invalidJSON("unexpected text after the JSON value"))
    #expect(error.offset == text.utf8.count - 1)
  }

  @Test func invalidUTF8InsideAStringIsRefusedAtTheBadByte() throws {
    var bytes = Array(#"{"v":"5","nm":"ab"#.utf8)
    let badOffset = bytes.count
    bytes += [0xC3, 0x28]
    bytes += Array(#"","fr":1,"ip":0,"op":1,"w":1,"h":1,"layers":[]}"#.utf8)
    let error = try error(Data(bytes))
    #expect(error.reason == .invalidUTF8)
    #expect(error.offset == badOffset)
  }

  @Test func invalidUTF8InASkippedValueIsStillRefused() throws {
    var bytes = Array(#"{"meta":{"x":["#.utf8)
    bytes += [0x22, 0xFF, 0x22]
    bytes += Array("]}}".utf8)
    let error = try error(Data(bytes))
    #expect(error.reason == .invalidUTF8)
    #expect(error.offset == 15)
  }

  @Test func unpairedSurrogateEscapeIsInvalid() throws {
    let text = #"{"v":"\ud800x"}"#
    let error = try error(text)
    #expect(error.reason == .invalidJSON("unpaired surrogate in a \\u escape"))
    #expect(error.offset == 6)
  }

  @Test(arguments: [
    (#"{"v":01}"#, "numbers cannot have leading zeros", 5),
    (#"{"v":1.}"#, "expected a digit after '.'", 7),
    (#"{"v":-}"#, "expected a digit", 5),
    (#"{"v":tru}"#, "unexpected character; expected a value", 5),
    (#"{"v":"a\q"}"#, "invalid escape sequence", 7),
    (#"{v:1}"#, "expected a key in double quotes", 1),
    (#"{"v" 1}"#, "expected ':' after a key", 5),
    (#"{"v":1e999}"#, "number out of range", 5),
  ])
  func syntaxErrorsNameTheProblemAndOffset(text: String, detail: String, offset: Int) throws {
    let error = try error(text)
    #expect(error.reason == .invalidJSON(detail))
    #expect(error.offset == offset)
  }

  @Test func controlCharacterInAStringIsInvalid() throws {
    let error = try error("{\"v\":\"a\u{01}\"}")
    #expect(error.reason == .invalidJSON("control character in a string"))
    #expect(error.offset == 7)
  }

  @Test func nestingDeeperThanTheLimitIsRefusedWithoutRecursing() throws {
    let depth = 100_000
    let text =
      #"{"layers":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      + "}"
    let error = try error(text)
    #expect(error.reason == .limitExceeded(.nestingDepth))
    // The top-level object is level 1, so the bracket that opens level 513 is the 512th.
    #expect(error.offset == 10 + AnimationFileLimits.default.maximumJSONDepth - 1)
  }

  @Test func nestingLimitIsConfigurable() throws {
    let text = LottieAnimationTests.json()
    let error = try error(text, limits: AnimationFileLimits(maximumJSONDepth: 2))
    #expect(error.reason == .limitExceeded(.nestingDepth))
  }
}
