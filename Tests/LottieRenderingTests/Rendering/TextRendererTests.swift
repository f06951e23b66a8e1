import AnimationFiles
import Foundation
import Testing

@testable import LottieRendering

@Suite struct TextRendererTests {
  /// A glyph 10 wide and 70 tall standing on the baseline, advancing 20 (for a 100 px font).
  private static let bar =
    #"{"ch":"I","size":100,"style":"Regular","w":20,"fFamily":"Bars","data":{"shapes":[{"ty":"gr","it":["#
    + #"{"ty":"sh","ks":{"a":0,"k":{"c":true,"v":[[0,0],[10,0],[10,-70],[0,-70]],"#
    + #""i":[[0,0],[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0],[0,0]]}}},{"ty":"tr"}]}]}}"#
  private static let space =
    #"{"ch":" ","size":100,"style":"Regular","w":30,"fFamily":"Bars","data":{}}"#
  private static let fonts =
    #"{"list":[{"fName":"Bars-Regular","fFamily":"Bars","fStyle":"Regular","ascent":80}]}"#

  /// A still of one text layer showing `documents` (keyframes of text documents) with
  /// `animators`, and the `Bars` font's glyphs unless `chars` says otherwise.
  private func still(
    _ documents: [(document: String, time: Int)], chars: String? = nil, animators: String = "[]",
    frame: Double = 0, fontList: String = fonts, fontFiles: [String: [UInt8]] = [:]
  ) throws -> LottieStill {
    let keyframes = documents.map { #"{"s":\#($0.document),"t":\#($0.time)}"# }
      .joined(separator: ",")
    let layer =
      #"{"ty":5,"nm":"Caption","ind":1,"ip":0,"op":60,"ks":{},"t":{"d":{"k":[\#(keyframes)]},"#
      + #""p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},"a":\#(animators)}}"#
    let json = """
      {"v":"5.7.4","fr":30,"ip":0,"op":60,"w":400,"h":400,"fonts":\(fontList),\
      "chars":\(chars ?? "[\(Self.bar),\(Self.space)]"),"layers":[\(layer)]}
      """
    let document = try #require(
      try LottieDocument.read(Data(json.utf8), fileName: "text.json").first)
    return LottieStillRenderer(document: document, resources: RenderResources(fonts: fontFiles))
      .render(frame: frame)
  }

  private func text(_ content: String, _ fields: String = "") -> String {
    #"{"t":"\#(content)","f":"Bars-Regular","s":50,"fc":[0,0,0]\#(fields)}"#
  }

  @Test func glyphsAreScaledToTheFontSizeAndAdvancedByTheirWidthAndTheTracking() throws {
    let drawn = try still([(text("II", #","tr":100"#), 0)])
    #expect(drawn.unsupported.isEmpty)
    // Half size: each bar 5 wide and 35 tall; the second starts at 10 + 5 of tracking.
    #expect(drawn.svg.contains("M0 0C0 0 5 0 5 0C5 0 5 -35 5 -35"))
    #expect(drawn.svg.contains("M15 0C15 0 20 0 20 0"))
    #expect(drawn.svg.contains("fill=\"#000000\""))
  }

  @Test func pointTextAlignsItsLinesRightOrCentredOnTheLayerOrigin() throws {
    let right = try still([(text("II", #","j":1"#), 0)])
    #expect(right.svg.contains("M-20 0C"))
    #expect(right.svg.contains("M-10 0C"))
    let centred = try still([(text(#"II\rI"#, #","j":2,"lh":60"#), 0)])
    #expect(centred.svg.contains("M-10 0C"))
    #expect(centred.svg.contains("M0 0C"))
    // The second line, one bar wide, is centred on its own width a line height below.
    #expect(centred.svg.contains("M-5 60C"))
  }

  @Test func paragraphTextWrapsBeforeTheWordThatOverflowsItsBox() throws {
    let boxed = try still([
      (text("II II", #","sz":[25,200],"ps":[100,200],"lh":60"#), 0)
    ])
    #expect(boxed.unsupported.isEmpty)
    // The first baseline lies the font's ascent (80 × 0.5) below the box's top.
    #expect(boxed.svg.contains("M100 240C"))
    #expect(boxed.svg.contains("M110 240C"))
    #expect(boxed.svg.contains("M100 300C"))
    #expect(boxed.svg.contains("M110 300C"))
    #expect(!boxed.svg.contains("M125 240C"))
  }

  @Test func theTextDocumentInEffectIsTheLastKeyframeStarted() throws {
    let documents = [(text("I"), 0), (text("II"), 10)]
    #expect(try still(documents, frame: 5).svg.components(separatedBy: "M").count - 1 == 1)
    #expect(try still(documents, frame: 10).svg.components(separatedBy: "M").count - 1 == 2)
  }

  @Test func theStrokeIsPaintedUnderTheFillUnlessStrokeOverFillIsSet() throws {
    let stroke = #","sc":[1,0,0],"sw":2"#
    let under = try still([(text("I", stroke), 0)]).svg
    let over = try still([(text("I", stroke + #","of":true"#), 0)]).svg
    let strokeFirst = try #require(under.range(of: "stroke=\"#ff0000\""))
    let fillFirst = try #require(under.range(of: "fill=\"#000000\""))
    #expect(strokeFirst.lowerBound < fillFirst.lowerBound)
    let strokeLast = try #require(over.range(of: "stroke=\"#ff0000\""))
    let fillLast = try #require(over.range(of: "fill=\"#000000\""))
    #expect(fillLast.lowerBound < strokeLast.lowerBound)
  }

  @Test func textThatCannotBeDrawnFromTheFilesGlyphsIsNamed() throws {
    let missing = try still([(text("IX"), 0)])
    #expect(
      missing.unsupported.map(\.description) == [
        "layer 'Caption': no glyph outline for 'X' in the file"
      ])
    #expect(!missing.svg.contains("<path"))
    let noGlyphs = try still([(text("I"), 0)], chars: "[]")
    #expect(
      noGlyphs.unsupported.map(\.feature) == ["text without glyph outlines in the file"])
  }

  // MARK: Font files

  /// The test font's bars match the file's: 100 units wide in a 1000 unit em, advancing 200.
  private static let fontFile = ["bars.ttf": FontFaceTests.builder().bytes()]

  private func fontList(_ name: String, family: String = "Test Bars", ascent: String = "")
    -> String
  {
    #"{"list":[{"fName":"\#(name)","fFamily":"\#(family)","fStyle":"Regular"\#(ascent)}]}"#
  }

  private func fontText(_ content: String, font: String, _ fields: String = "") -> String {
    #"{"t":"\#(content)","f":"\#(font)","s":50,"fc":[0,0,0]\#(fields)}"#
  }

  @Test func textWithoutOutlinesIsDrawnFromTheFontFileWithItsPostScriptName() throws {
    let drawn = try still(
      [(fontText("II", font: "TestBars-Regular", #","tr":100"#), 0)], chars: "[]",
      fontList: fontList("TestBars-Regular"), fontFiles: Self.fontFile)
    #expect(drawn.unsupported.isEmpty)
    // As from the file's own glyphs: each bar 5 wide and 35 tall, the second 10 + 5 further.
    #expect(
      drawn.svg.contains("M0 0C0 0 5 0 5 0C5 0 5 -35 5 -35C5 -35 0 -35 0 -35C0 -35 0 0 0 0Z"))
    #expect(drawn.svg.contains("M15 0C15 0 20 0 20 0"))
  }

  @Test func aCharacterTheFilesGlyphsLackIsTakenFromTheFontFile() throws {
    // The file embeds the bar alone; the font file's space advances 300 of 1,000 units.
    let bar = Self.bar.replacingOccurrences(
      of: #""fFamily":"Bars""#, with: #""fFamily":"Test Bars""#)
    let documents = [(fontText("I I", font: "TestBars-Regular"), 0)]
    let refused = try still(documents, chars: "[\(bar)]", fontList: fontList("TestBars-Regular"))
    #expect(refused.unsupported.map(\.feature) == ["no glyph outline for ' ' in the file"])
    let drawn = try still(
      documents, chars: "[\(bar)]", fontList: fontList("TestBars-Regular"),
      fontFiles: Self.fontFile)
    #expect(drawn.unsupported.isEmpty)
    // Half size: the embedded bar advances 10, the font's space 15; the bars stay the file's.
    #expect(drawn.svg.contains("M0 0C0 0 5 0 5 0C5 0 5 -35 5 -35"))
    #expect(drawn.svg.contains("M25 0C25 0 30 0 30 0C30 0 30 -35 30 -35"))
  }

  @Test func aFontWithPostScriptOutlinesDrawsAsTheTrueTypeOneDoes() throws {
    let drawn = try still(
      [(fontText("II", font: "TestBars-Regular", #","tr":100"#), 0)], chars: "[]",
      fontList: fontList("TestBars-Regular"),
      fontFiles: ["bars.otf": FontFaceTests.compactBuilder().bytes()])
    #expect(drawn.unsupported.isEmpty)
    #expect(
      drawn.svg.contains("M0 0C0 0 5 0 5 0C5 0 5 -35 5 -35C5 -35 0 -35 0 -35C0 -35 0 0 0 0Z"))
    #expect(drawn.svg.contains("M15 0C15 0 20 0 20 0"))
  }

  @Test func aFontFileIsFoundByFamilyAndStyleWhenThePostScriptNameDiffers() throws {
    let drawn = try still(
      [(fontText("I", font: "TestBarsMT"), 0)], chars: "[]",
      fontList: fontList("TestBarsMT", family: " test bars "), fontFiles: Self.fontFile)
    #expect(drawn.unsupported.isEmpty)
    #expect(drawn.svg.contains("M0 0C0 0 5 0 5 0"))
    let other = try still(
      [(fontText("I", font: "TestBarsMT"), 0)], chars: "[]",
      fontList: fontList("TestBarsMT", family: "Test"), fontFiles: Self.fontFile)
    #expect(
      other.unsupported.map(\.feature) == [
        "text without glyph outlines in the file or a font file for 'TestBarsMT'"
      ])
  }

  @Test func boxTextFromAFontFileStartsTheFontListsAscentBelowTheBoxTop() throws {
    let box = #","sz":[100,200],"ps":[100,200]"#
    let listed = try still(
      [(fontText("I", font: "TestBars-Regular", box), 0)], chars: "[]",
      fontList: fontList("TestBars-Regular", ascent: #","ascent":70"#), fontFiles: Self.fontFile)
    #expect(listed.svg.contains("M100 235C"))
    // Without one in the list, the font's own ascender: 800 of 1000 units, 40 at 50 px.
    let unlisted = try still(
      [(fontText("I", font: "TestBars-Regular", box), 0)], chars: "[]",
      fontList: fontList("TestBars-Regular"), fontFiles: Self.fontFile)
    #expect(unlisted.svg.contains("M100 240C"))
  }

  @Test func textAFontFileCannotDrawIsNamed() throws {
    func features(_ content: String, files: [String: [UInt8]] = Self.fontFile) throws -> [String] {
      try still(
        [(fontText(content, font: "TestBars-Regular"), 0)], chars: "[]",
        fontList: fontList("TestBars-Regular"), fontFiles: files
      ).unsupported.map(\.feature)
    }
    #expect(try features("IZ") == ["no glyph for 'Z' in font 'TestBars-Regular'"])
    #expect(
      try features("X") == [
        "font 'TestBars-Regular' with a glyph for 'X' that cannot be read: "
          + "a composite glyph that includes itself"
      ])
    #expect(
      try features("T") == [
        "font 'TestBars-Regular' with a glyph for 'T' that cannot be read: a truncated glyph"
      ])
    var compact = FontFaceTests.builder()
    compact.hasCompactOutlines = true
    #expect(
      try features("I", files: ["bars.otf": compact.bytes()]) == [
        "font 'TestBars-Regular' has outlines this renderer does not read"
      ])
    let broken = Array(FontFaceTests.builder().bytes().prefix(60))
    #expect(
      try features("I", files: ["bars.ttf": broken]) == [
        "text without glyph outlines in the file or a font file for 'TestBars-Regular'"
      ])
  }
}
