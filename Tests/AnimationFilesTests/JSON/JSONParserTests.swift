import Testing

@testable import AnimationFiles

struct JSONParserTests {
  private func parse(_ text: String, depth: Int = 512) throws(AnimationFileError) -> JSONNode {
    var parser = JSONParser(bytes: Array(text.utf8), fileName: "t.json", maximumDepth: depth)
    return try parser.parseDocument()
  }

  @Test func parsesEveryKindOfValueWithItsOffset() throws {
    let node = try parse(#" {"a":[1,-2.5e2,true,false,null],"b":{"c":"d"},"a2":"x"} "#)
    #expect(node.offset == 1)
    let array = try #require(node["a"]?.array)
    #expect(array.map(\.offset) == [7, 9, 16, 21, 27])
    #expect(array[0].number == 1)
    #expect(array[1].number == -250)
    #expect(array[2].bool == true)
    #expect(array[3].bool == false)
    #expect(array[4].isNull)
    #expect(node["b"]?["c"]?.string == "d")
    #expect(node["missing"] == nil)
    #expect(node["a"]?["not an object"] == nil)
  }

  @Test func membersKeepTheOffsetsOfTheirKeys() throws {
    let node = try parse(#"{"a": 1, "bc" :[2]}"#)
    let members = try #require(node.members)
    #expect(members.map(\.key) == ["a", "bc"])
    #expect(members.map(\.keyOffset) == [1, 9])
    #expect(members.map(\.node.offset) == [6, 15])
  }

  @Test func lastOfDuplicateKeysWins() throws {
    #expect(try parse(#"{"k":1,"k":2}"#)["k"]?.number == 2)
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let node = try parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\u4e2d", "\ud83d\ude00", "plain é 中 😀"]"#)
    let strings = try #require(node.array).map(\.string)
    #expect(strings == ["\"\\/\u{08}\u{0C}\n\r\t", "é中", "😀", "plain é 中 😀"])
  }

  @Test func treeParsingStopsAtTheDepthLimit() throws {
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    #expect(throws: Never.self) { try parse(deep, depth: 300) }
    let error = try #require(throws: AnimationFileError.self) { try parse(deep, depth: 299) }
    #expect(error.reason == .limitExceeded(.nestingDepth))
    #expect(error.offset == 299)
  }

  @Test func skippingValidatesWhatItSkips() throws {
    for bad in [#"[1,]"#, #"{"a":1,}"#, #"[1 2]"#, #"{"a" 1}"#, #"["a"#, #"[tru]"#, #"{"a":}"#] {
      var parser = JSONParser(bytes: Array(bad.utf8), fileName: "t.json", maximumDepth: 10)
      #expect(throws: AnimationFileError.self, "\(bad)") { try parser.skipValue() }
    }
    var good = JSONParser(
      bytes: Array(#"{"a":[{},[],{"b":[1,{"c":null}]}],"d":"e"} "#.utf8), fileName: "t.json",
      maximumDepth: 10)
    try good.skipValue()
    #expect(good.position == 42)  // just past the closing brace, before the space
  }

  @Test(arguments: [
    [UInt8]([0xC0, 0x80]),  // overlong
    [0xED, 0xA0, 0x80],  // surrogate
    [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
    [0xE2, 0x82],  // cut short
    [0x80],  // lone continuation byte
  ])
  func refusesMalformedUTF8(sequence: [UInt8]) throws {
    let bytes = Array(#"["ab"#.utf8) + sequence + Array(#""]"#.utf8)
    var parser = JSONParser(bytes: bytes, fileName: "t.json", maximumDepth: 10)
    let error = try #require(throws: AnimationFileError.self) { try parser.parseDocument() }
    #expect(error.reason == .invalidUTF8)
    #expect(error.offset == 4)
  }
}
