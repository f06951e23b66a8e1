import Foundation
import Testing

@testable import MotionAuditSemantics

/// Reading XML and binary property lists: values, positions, and clear errors for bad input.
@Suite struct PropertyListReaderTests {
  private func read(_ text: String) throws(PropertyListError) -> PropertyListNode {
    try PropertyListReader.read(Array(text.utf8))
  }

  @Test func readsXMLValuesWithTheOffsetOfEachKey() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<!-- a comment -->
      \t<key>Name</key>
      \t<string>Pip &amp; &lt;Friends&gt; &#x1F600;</string>
      \t<key>Raw</key>
      \t<string><![CDATA[a < b]]></string>
      \t<key>Count</key>
      \t<integer>3</integer>
      \t<key>Scale</key>
      \t<real>2.5</real>
      \t<key>On</key>
      \t<true/>
      \t<key>Empty</key>
      \t<string/>
      \t<key>List</key>
      \t<array>
      \t\t<string>a</string>
      \t\t<dict/>
      \t</array>
      </dict>
      </plist>
      """
    let root = try read(text)
    #expect(root["Name"]?.stringValue == "Pip & <Friends> 😀")
    #expect(root["Raw"]?.stringValue == "a < b")
    #expect(root["Count"]?.value == .number("3"))
    #expect(root["Scale"]?.value == .number("2.5"))
    #expect(root["On"]?.boolValue == true)
    #expect(root["Empty"]?.stringValue == "")
    #expect(root["List"]?.elements.count == 2)
    #expect(root["List"]?.elements[1].value == .dictionary([]))
    let keyOffset = try #require(root.entry("Count")?.keyOffset)
    #expect(text.utf8.dropFirst(keyOffset).starts(with: "<key>Count</key>".utf8))
    let valueOffset = try #require(root["Count"]?.offset)
    #expect(text.utf8.dropFirst(valueOffset).starts(with: "<integer>3".utf8))
  }

  @Test(arguments: [
    ("<plist><dict><key>A</key></dict></plist>", "key 'A' has no value"),
    ("<plist><dict><string>x</string></dict></plist>", "a value without a <key> in a <dict>"),
    ("<plist><dict><key>A</key><string>x</dict></plist>", "expected </string>"),
    ("<plist><array><string>x</string></plist>", "unexpected </plist>"),
    ("<plist><dict>", "<dict> is never closed"),
    ("<plist>hello</plist>", "text outside an element"),
    ("<plist><string>a</string><string>b</string></plist>", "a second value after the root"),
    ("<plist><dict><key>A</key><strin>x</strin></dict></plist>", "unexpected element <strin>"),
    ("<plist><string>&bogus;</string></plist>", "unknown entity &bogus;"),
    ("", "no property list value"),
  ])
  func malformedXMLIsAnErrorWithItsPosition(text: String, message: String) {
    #expect(throws: PropertyListError.self) { try read(text) }
    do {
      _ = try read(text)
    } catch {
      #expect(error.message == message)
      #expect(error.offset >= 0 && error.offset <= text.utf8.count)
    }
  }

  @Test func invalidUTF8TextIsRefused() {
    let bytes = Array("<plist><string>".utf8) + [0xFF, 0xFE] + Array("</string></plist>".utf8)
    #expect(throws: PropertyListError(offset: 15, message: "text is not valid UTF-8")) {
      try PropertyListReader.read(bytes)
    }
  }

  @Test func deepNestingIsRefusedWithoutExhaustingTheStack() {
    let depth = PropertyListReader.maximumDepth + 1
    let text =
      String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
    #expect(throws: PropertyListError.self) { try read(text) }
    let fine = PropertyListReader.maximumDepth
    let nested =
      String(repeating: "<array>", count: fine) + String(repeating: "</array>", count: fine)
    #expect((try? read(nested)) != nil)
  }

  @Test func readsBinaryPropertyLists() throws {
    let object: [String: Any] = [
      "CFBundleIdentifier": "app.pip", "LSRequiresIPhoneOS": true,
      "UILaunchScreen": ["UIColorName": "LaunchBackground"], "UIDeviceFamily": [1, 2],
    ]
    let data = try PropertyListSerialization.data(
      fromPropertyList: object, format: .binary, options: 0)
    let root = try PropertyListReader.read(Array(data))
    #expect(root["CFBundleIdentifier"]?.stringValue == "app.pip")
    #expect(root["UILaunchScreen"]?["UIColorName"]?.stringValue == "LaunchBackground")
    #expect(root["UIDeviceFamily"]?.elements.map(\.value) == [.number("1"), .number("2")])
    #expect(root["LSRequiresIPhoneOS"]?.boolValue == true)
    #expect(root.offset == 0)
  }

  @Test func deepOrCyclicBinaryPropertyListsAreRefused() throws {
    var deep: Any = "leaf"
    for _ in 0...PropertyListReader.maximumDepth { deep = [deep] }
    let data = try PropertyListSerialization.data(
      fromPropertyList: deep, format: .binary, options: 0)
    #expect(throws: PropertyListError.self) { try PropertyListReader.read(Array(data)) }

    // One array holding itself: object 0 = [ref 0].
    var cyclic = Array("bplist00".utf8) + [0xA1, 0x00]
    let table = cyclic.count
    cyclic += [8]
    cyclic += [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(1) + bigEndian(0) + bigEndian(UInt64(table))
    #expect(
      throws: PropertyListError(
        offset: 8, message: "binary property list refers to itself (a cycle)")
    ) {
      try PropertyListReader.read(cyclic)
    }

    var damaged = Array(data)
    damaged[damaged.count - 2] = 0xFF  // the offset table now lies past the end
    #expect(throws: PropertyListError.self) { try PropertyListReader.read(damaged) }
    #expect(throws: PropertyListError.self) { try PropertyListReader.read(Array("bplist00".utf8)) }
  }

  private func bigEndian(_ value: UInt64) -> [UInt8] {
    (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }
}
