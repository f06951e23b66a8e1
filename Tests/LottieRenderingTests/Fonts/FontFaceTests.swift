import TestSupport
import Testing
import VectorGraphics

@testable import LottieRendering

@Suite struct FontFaceTests {
  typealias Point = TestFontBuilder.ContourPoint

  /// A bar 100 wide and 700 tall on the baseline, advancing 200.
  static let bar = TestFontBuilder.simpleGlyph([
    [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 700), Point(x: 0, y: 700)]
  ])
  /// One contour of two quadratic segments: two off-curve points in a row imply an on-curve
  /// point between them.
  static let bowl = TestFontBuilder.simpleGlyph([
    [
      Point(x: 0, y: 0), Point(x: 300, y: 0, isOnCurve: false),
      Point(x: 300, y: 300, isOnCurve: false),
    ]
  ])

  /// Glyphs: 1 `I` the bar, 2 `O` the bowl, 3 `H` the bar twice (composite, the second copy
  /// 1000 units right and half size), 4 ` ` no outline, 5 `X` a composite that includes itself,
  /// 6 `T` a glyph cut short.
  static func builder() -> TestFontBuilder {
    var font = TestFontBuilder()
    font.glyphs += [
      (bar, 200), (bowl, 400),
      (
        TestFontBuilder.compositeGlyph([
          .init(glyph: 1, dx: 0, dy: 0), .init(glyph: 1, dx: 1_000, dy: -20, scale: 0.5),
        ]), 1_200
      ),
      ([], 300),
      (TestFontBuilder.compositeGlyph([.init(glyph: 5, dx: 10, dy: 0)]), 100),
      (Array(bar.prefix(14)), 100),
    ]
    font.characters = [("I", 1), ("O", 2), ("H", 3), (" ", 4), ("X", 5), ("T", 6)]
    return font
  }

  private func face(_ bytes: [UInt8]) throws -> FontFace {
    try #require(FontFace.faces(in: bytes).first)
  }

  @Test func namesMetricsAndCharacterMapAreRead() throws {
    let face = try face(Self.builder().bytes())
    #expect(face.postScriptName == "TestBars-Regular")
    #expect(face.families.map(\.family) == ["Test Bars"])
    #expect(face.families.map(\.style) == ["Regular"])
    #expect(face.unitsPerEm == 1_000)
    #expect(face.ascender == 800)
    #expect(face.descender == -200)
    #expect(face.glyphIndex(for: "I") == 1)
    #expect(face.glyphIndex(for: " ") == 4)
    #expect(face.glyphIndex(for: "Z") == nil)
    #expect(face.advance(ofGlyph: 2) == 400)
  }

  @Test func theFullRepertoireCharacterMapReachesBeyondTheBasicPlane() throws {
    var builder = Self.builder()
    builder.mapsAllOfUnicode = true
    builder.characters += [("\u{1F600}", 2)]
    let face = try face(builder.bytes())
    #expect(face.glyphIndex(for: "\u{1F600}") == 2)
    #expect(face.glyphIndex(for: "O") == 2)
    #expect(face.glyphIndex(for: "H") == 3)
    #expect(face.glyphIndex(for: "Z") == nil)
  }

  @Test func simpleGlyphsBecomeClosedCubicPathsWithYDown() throws {
    let face = try face(Self.builder().bytes())
    let bar = try face.outline(ofGlyph: 1)
    #expect(
      bar.map(\.svg) == [
        "M0 0C0 0 100 0 100 0C100 0 100 -700 100 -700C100 -700 0 -700 0 -700C0 -700 0 0 0 0Z"
      ])
    // (0,0) →(300,0)→ (300,150) →(300,300)→ (0,0): each quadratic control becomes two cubic
    // ones two thirds of the way from the ends.
    let bowl = try face.outline(ofGlyph: 2)
    #expect(bowl.map(\.svg) == ["M0 0C200 0 300 -50 300 -150C300 -250 200 -200 0 0Z"])
    #expect(try face.outline(ofGlyph: 4).isEmpty)
  }

  @Test func compositeGlyphsPlaceTheirComponentsScaledAndOffset() throws {
    let face = try face(Self.builder().bytes())
    let paths = try face.outline(ofGlyph: 3).map(\.svg)
    #expect(paths.count == 2)
    #expect(paths.first?.hasPrefix("M0 0C0 0 100 0 100 0") == true)
    // Half size, moved by (1000, -20) in font units: y down, so 20 lower.
    #expect(
      paths.last?.hasPrefix("M1000 20C1000 20 1050 20 1050 20C1050 20 1050 -330 1050 -330") == true)
  }

  @Test func malformedGlyphsAreRefusedWithTheirReason() throws {
    let face = try face(Self.builder().bytes())
    #expect(throws: GlyphOutlineError(reason: "a composite glyph that includes itself")) {
      try face.outline(ofGlyph: 5)
    }
    #expect(throws: GlyphOutlineError(reason: "a truncated glyph")) {
      try face.outline(ofGlyph: 6)
    }
    #expect(throws: GlyphOutlineError(reason: "a glyph the font does not locate")) {
      try face.outline(ofGlyph: 99)
    }
  }

  /// The same characters as ``builder()`` with PostScript outlines: `I` the bar (its width
  /// given before the first move), `O` a curve and a line drawn by a global subroutine that
  /// calls a local one, `H` a hinted curve that starts horizontally, `X` a subroutine that calls
  /// itself, `T` a charstring cut short.
  static func compactBuilder() -> TestFontBuilder {
    typealias Item = TestFontBuilder.CharStringItem
    func charString(_ items: [Item]) -> [UInt8] { TestFontBuilder.charString(items) }
    var font = builder()
    font.compactCharStrings = [
      charString([.endchar]),
      charString([
        200, 0, 0, .rmoveto, 100, 0, .rlineto, 0, 700, .rlineto, -100, 0, .rlineto, .endchar,
      ]),
      charString([0, 0, .rmoveto, -107, .callgsubr, .endchar]),
      charString([10, 20, .hstemhm, .hintmask]) + [0x80]
        + charString([0, 0, .rmoveto, 100, 50, 50, 100, .hvcurveto, .endchar]),
      charString([]),
      charString([0, 0, .rmoveto, -106, .callsubr, .endchar]),
      [28, 0],
    ]
    font.compactGlobalSubroutines = [
      charString([100, 0, 100, 100, 0, 100, .rrcurveto, -107, .callsubr, .return])
    ]
    font.compactLocalSubroutines = [
      charString([-100, 0, .rlineto, .return]), charString([-106, .callsubr, .return]),
    ]
    return font
  }

  @Test func postScriptOutlinesAreReadFromTheirCharStrings() throws {
    let face = try face(Self.compactBuilder().bytes())
    #expect(face.outlineFormat == .compact)
    #expect(
      try face.outline(ofGlyph: 1).map(\.svg) == [
        "M0 0C0 0 100 0 100 0C100 0 100 -700 100 -700C100 -700 0 -700 0 -700C0 -700 0 0 0 0Z"
      ])
    #expect(
      try face.outline(ofGlyph: 2).map(\.svg) == [
        "M0 0C100 0 200 -100 200 -200C200 -200 100 -200 100 -200C100 -200 0 0 0 0Z"
      ])
    #expect(
      try face.outline(ofGlyph: 3).map(\.svg) == ["M0 0C100 0 150 -50 150 -150C150 -150 0 0 0 0Z"])
    #expect(try face.outline(ofGlyph: 4).isEmpty)
  }

  @Test func malformedCharStringsAreRefusedWithTheirReason() throws {
    let face = try face(Self.compactBuilder().bytes())
    #expect(throws: GlyphOutlineError(reason: "subroutines nested too deeply")) {
      try face.outline(ofGlyph: 5)
    }
    #expect(throws: GlyphOutlineError(reason: "a charstring cut short")) {
      try face.outline(ofGlyph: 6)
    }
  }

  @Test func corruptedPostScriptFontsNeverTrap() {
    var outlinesRead = 0
    for bytes in Self.corruptions(of: Self.compactBuilder().bytes(), seed: 0xCFF) {
      for face in FontFace.faces(in: bytes) {
        for glyph in 0..<8 where (try? face.outline(ofGlyph: glyph)) != nil { outlinesRead += 1 }
      }
    }
    #expect(outlinesRead > 1_000)
  }

  @Test func fontsWithPostScriptOutlinesThatCannotBeReadAreNotDrawn() throws {
    var builder = Self.builder()
    builder.hasCompactOutlines = true
    let face = try face(builder.bytes())
    #expect(face.outlineFormat == .unsupported)
    #expect(throws: GlyphOutlineError(reason: "outlines this renderer does not read")) {
      try face.outline(ofGlyph: 1)
    }
  }

  @Test func aCollectionsFontsAreEachRead() throws {
    let faces = FontFace.faces(in: TestFontBuilder.collection(of: Self.builder().bytes()))
    #expect(faces.count == 1)
    #expect(faces.first?.postScriptName == "TestBars-Regular")
    #expect(try faces.first?.outline(ofGlyph: 1).count == 1)
  }

  @Test func truncatedFontsAreSkipped() {
    let bytes = Self.builder().bytes()
    // Cut anywhere inside the table directory or the tables it needs: no font, no trap.
    for length in [0, 3, 11, 12, 40, 100] {
      #expect(FontFace.faces(in: Array(bytes.prefix(length))).isEmpty)
    }
  }

  /// 3,000 deterministic corruptions of `font`: one to four bytes changed, and every seventh cut
  /// short.
  private static func corruptions(of font: [UInt8], seed: UInt64) -> [[UInt8]] {
    var generator = SeededGenerator(seed: seed)
    return (0..<3_000).map { round in
      var bytes = font
      for _ in 0...(round % 4) {
        let position = Int(generator.next() % UInt64(bytes.count))
        bytes[position] = UInt8(truncatingIfNeeded: generator.next())
      }
      if round % 7 == 0 { bytes.removeLast(Int(generator.next() % UInt64(bytes.count))) }
      return bytes
    }
  }

  /// Corrupts the font's bytes in many deterministic ways and reads everything from each
  /// result: every read must end, without trapping, in a value or a refusal.
  @Test func corruptedFontsNeverTrap() {
    var outlinesRead = 0
    for bytes in Self.corruptions(of: Self.builder().bytes(), seed: 0x5EED) {
      for face in FontFace.faces(in: bytes) {
        for scalar in ["I", "O", "H", " ", "X", "T", "Z"] as [Unicode.Scalar] {
          guard let glyph = face.glyphIndex(for: scalar) else { continue }
          _ = face.advance(ofGlyph: glyph)
          if (try? face.outline(ofGlyph: glyph)) != nil { outlinesRead += 1 }
        }
      }
    }
    // Most single-byte changes leave the glyphs readable.
    #expect(outlinesRead > 1_000)
  }
}
