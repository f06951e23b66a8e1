import AnimationFiles
import Testing

@testable import MotionAuditSources

/// Hand-written JSON files, read with the package's one JSON parser, and the JSON writer.
@Suite struct JSONDocumentTests {
  @Test func valuesAndTheLinesAndColumnsOfKeysAndValues() throws {
    let document = try JSONDocument(
      Array("{\n  \"a\": [1, -2.5e1, true, null],\n  \"é\": \"x\\u00e9\\n\"\n}".utf8))
    let members = try #require(document.root.members)
    #expect(members.map(\.key) == ["a", "é"])
    #expect(document.keyPosition(of: members[0]) == TextPosition(line: 2, column: 3))
    let elements = try #require(members[0].node.array)
    #expect(elements.map(\.number) == [1, -25, nil, nil])
    #expect(elements[2].bool == true && elements[3].isNull)
    #expect(
      elements.map(document.position(of:)).map { [$0.line, $0.column] } == [
        [2, 9], [2, 12], [2, 20], [2, 26],
      ])
    #expect(members[1].node.string == "xé\n")
    // Columns count characters: "é" is two bytes, one column.
    #expect(document.position(of: members[1].node) == TextPosition(line: 3, column: 8))
  }

  @Test(arguments: [
    ("", "the text ends where a value should be", 1),
    ("{\"a\" 1}", "expected ':' after a key", 6),
    ("[1 2]", "expected ',' or ']'", 4),
    ("\"abc", "the text ends inside a string", 1),
    ("01x", "numbers cannot have leading zeros", 1),
    ("{} {}", "unexpected text after the JSON value", 4),
    ("\"\\q\"", "invalid escape sequence", 2),
    ("[1e400]", "number out of range", 2),
    ("{ include: 1 }", "expected a key in double quotes", 3),
    ("[tru]", "unexpected character; expected a value", 2),
    (
      String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
      "nested deeper than 64 levels", 65
    ),
  ])
  func malformedJSONIsRejectedWithAReasonAndAColumn(text: String, reason: String, column: Int) {
    #expect(
      throws: JSONDocument.SyntaxError(position: .init(line: 1, column: column), reason: reason)
    ) {
      try JSONDocument(Array(text.utf8))
    }
  }

  @Test func sixtyFourLevelsAreAllowed() {
    let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(throws: Never.self) { try JSONDocument(Array(text.utf8)) }
  }

  /// Strings must be UTF-8, as everywhere else in the package: a bad byte is not read as U+FFFD.
  @Test func invalidUTF8InAStringIsRejectedAtTheBadByte() {
    let bytes = Array("{\n \"a\": \"x".utf8) + [0xFF] + Array("\"}".utf8)
    #expect(
      throws: JSONDocument.SyntaxError(
        position: .init(line: 2, column: 9), reason: "text is not valid UTF-8")
    ) {
      try JSONDocument(bytes)
    }
  }

  /// A byte order mark is allowed and, invisible in editors, takes no column.
  @Test func aByteOrderMarkIsSkippedAndTakesNoColumn() throws {
    let document = try JSONDocument([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
    let member = try #require(document.root.members?.first)
    #expect(document.position(of: document.root) == TextPosition(line: 1, column: 1))
    #expect(document.keyPosition(of: member) == TextPosition(line: 1, column: 2))
  }

  @Test func writerEscapesAndKeepsKeyOrder() {
    let value = JSONValue.object([
      ("z", .int(1)), ("a", .array([.string("q\"\n\u{01}"), .null, .bool(false)])),
      ("e", .object([])),
    ])
    #expect(
      value.serialized() == """
        {
          "z": 1,
          "a": [
            "q\\"\\n\\u0001",
            null,
            false
          ],
          "e": {}
        }
        """)
  }
}
