import AnimationFiles
import Foundation
import VectorGraphics

/// Paints a text layer from glyph outlines, laid out as After Effects lays out point and
/// paragraph text: the outlines the file embeds (`chars`), or else those of a font file given
/// with the animation (`RenderResources/fonts`) that matches the document's font.
///
/// A still cannot rely on a font being installed: the SVG is shown by the asset catalog, which
/// draws no `<text>`, on a device that may lack the font. So text is drawn as paths only when
/// every character's outline is at hand, and named as unsupported otherwise. Glyphs are drawn at
/// `size / 100` (outlines are stored for a 100 px font; a font file's are scaled to that),
/// advanced by their width plus the tracking; lines break at carriage returns and, in a text
/// box, before the word that would overflow it. Text animators then move, fade and recolour
/// each character (``TextAnimators``).
struct TextRenderer {
  let state: RenderState
  let layerName: String

  /// One laid-out character: its glyph and where its origin lies on its line.
  private struct Letter {
    var glyph: Glyph
    var x: Double
    var line: Int
  }

  func render(_ layer: JSONNode, frame: Double) {
    let text = layer["t"]
    reportUnsupported(in: text)
    let animators = TextAnimators(text, frame: frame) { state.report(layerName, $0) }
    if animators != nil, text?["m"]?["g"]?.integer == 4 {
      // After Effects anchors every character at the middle of all the text; lottie-web at
      // each character's own.
      state.report(layerName, "text animators anchored on all the text")
    }
    guard let document = Self.document(text?["d"], at: frame), let content = document["t"]?.string
    else { return }
    guard let font = font(named: document["f"]?.string ?? "") else { return }
    let size = document["s"]?.number ?? 0
    guard size.isFinite, size > 0 else { return }
    var characters = content
    switch document["ca"]?.integer ?? 0 {
    case 1: characters = content.uppercased()
    case 2: state.report(layerName, "small caps")
    default: break
    }
    let tracking = (document["tr"]?.number ?? 0) / 1000 * size
    let box = document["sz"]?.array.flatMap { $0.count >= 2 ? $0[0].number : nil }
    guard
      let (letters, lineWidths) = layout(
        characters, font: font, size: size, tracking: tracking, boxWidth: box)
    else { return }
    if let animators, letters.count > TextAnimators.maximumPlacements / animators.count {
      state.report(
        layerName, "text animators placing more than \(TextAnimators.maximumPlacements) characters")
      return
    }
    let placements = animators?.placements(
      of: letters.map {
        TextAnimators.LetterLayout(
          isSpace: $0.glyph.character == " ", line: $0.line, x: $0.x,
          width: $0.glyph.width * size / 100)
      }, document: document)
    let runs = pathData(
      letters, placements: placements, lineWidths: lineWidths, document: document, font: font,
      boxWidth: box, frame: frame)
    let strokeOverFill = document["of"]?.bool ?? ((document["of"]?.number ?? 0) != 0)
    for run in runs { paint(run.data, in: run.style, strokeOverFill: strokeOverFill) }
  }

  /// The glyphs of the font a document names: the file's own outlines, else a font file's;
  /// nil, with the reason reported, when neither can draw it.
  private func font(named name: String) -> TextFont? {
    let declared = state.glyphs.declaredFont(named: name)
    let face =
      state.resources.fonts.isEmpty
      ? nil
      : state.fontLibrary.face(
        postScriptName: name, family: declared?.family, style: declared?.style)
    if let embedded = state.glyphs.font(named: name) {
      // A character the file left out (often the space) is taken from the font file.
      let fallback = face.flatMap { $0.outlineFormat == .unsupported ? nil : $0 }.map {
        TextFont($0, name: name, ascent: declared?.ascent)
      }
      return TextFont(embedded, fallback: fallback)
    }
    guard !state.resources.fonts.isEmpty else {
      state.report(layerName, "text without glyph outlines in the file")
      return nil
    }
    guard let face else {
      state.report(
        layerName, "text without glyph outlines in the file or a font file for '\(name)'")
      return nil
    }
    guard face.outlineFormat != .unsupported else {
      state.report(layerName, "font '\(name)' has outlines this renderer does not read")
      return nil
    }
    return TextFont(face, name: name, ascent: declared?.ascent)
  }

  private func reportUnsupported(in text: JSONNode?) {
    if text?["p"]?["m"]?.number != nil { state.report(layerName, "text on a path") }
    if AnimatedValue.hasUnsupportedExpression(text?["d"]) {
      state.report(layerName, "expression on Source Text")
    }
  }

  /// The laid-out glyphs' path data in the layer's coordinates, one `d` for each run of
  /// characters painted alike; empty when there is nothing to draw or the vertex budget is
  /// spent.
  private func pathData(
    _ letters: [Letter], placements: [TextAnimators.LetterPlacement]?, lineWidths: [Double],
    document: JSONNode, font: TextFont, boxWidth box: Double?, frame: Double
  ) -> [(style: TextAnimators.LetterStyle, data: String)] {
    let size = document["s"]?.number ?? 0
    // Right (1) and centre (2); the justified paragraph modes (3–6) draw as left-aligned text in
    // the players that show the animation in an app.
    let justification = document["j"]?.integer ?? 0
    let lineHeight = document["lh"]?.number ?? size * 1.2
    var origin = Point(x: 0, y: -(document["ls"]?.number ?? 0))
    if box != nil, let position = document["ps"]?.array, position.count >= 2 {
      let top = (position[1].number ?? 0) + font.ascent * size / 100
      origin = origin + Point(x: position[0].number ?? 0, y: top)
    }
    let documentStyle = TextAnimators.LetterStyle(
      opacity: 1, fill: document["fc"]?.array?.compactMap(\.number),
      stroke: document["sc"]?.array?.compactMap(\.number),
      strokeWidth: document["sw"]?.number ?? 0)
    var runs: [(style: TextAnimators.LetterStyle, data: String)] = []
    // Each glyph's paths are read once, however often its character occurs.
    var outlines: [Character: [BezierPath]] = [:]
    for (index, letter) in letters.enumerated() {
      let lineWidth = lineWidths[letter.line]
      var shift: Double
      switch (justification, box) {
      case (1, nil): shift = -lineWidth
      case (2, nil): shift = -lineWidth / 2
      case (1, let width?): shift = width - lineWidth
      case (2, let width?): shift = (width - lineWidth) / 2
      default: shift = 0
      }
      let animated = placements.map { $0[index] }
      let style = animated?.style ?? documentStyle
      // A character the animators make transparent is not drawn.
      guard style.opacity > 0 else { continue }
      shift += animated?.offset ?? 0
      var placement = AffineTransform.translation(
        origin.x + shift + letter.x, origin.y + Double(letter.line) * lineHeight)
      if let transform = animated?.transform { placement = placement.concatenating(transform) }
      placement = placement.concatenating(.scale(size / 100, size / 100))
      let character = letter.glyph.character
      let paths = outlines[character] ?? letter.glyph.outlines(at: frame)
      outlines[character] = paths
      var data = ""
      for path in paths where path.vertices.count > 1 {
        guard state.spendVertices(path.vertices.count, layer: layerName) else { return runs }
        data += path.transformed(by: placement).svg
      }
      guard !data.isEmpty else { continue }
      if let last = runs.last, last.style == style {
        runs[runs.count - 1].data += data
      } else {
        runs.append((style, data))
      }
    }
    return runs
  }

  /// Writes a run of glyphs' fill and stroke, in the order the document sets (`of`: the stroke
  /// over the fill; otherwise under it), together faded by the run's opacity.
  private func paint(_ data: String, in style: TextAnimators.LetterStyle, strokeOverFill: Bool) {
    let fillPath =
      style.fill.map { "<path d=\"\(data)\" fill=\"\(SVGWriter.color($0))\"/>" } ?? ""
    var strokePath = ""
    if let stroke = style.stroke, style.strokeWidth > 0, style.strokeWidth.isFinite {
      strokePath =
        "<path d=\"\(data)\" fill=\"none\" stroke=\"\(SVGWriter.color(stroke))\" "
        + "stroke-width=\"\(svgNumber(style.strokeWidth))\"/>"
    }
    let paths = strokeOverFill ? fillPath + strokePath : strokePath + fillPath
    guard !paths.isEmpty else { return }
    if style.opacity < 1 {
      state.writer.append("<g opacity=\"\(svgNumber(style.opacity))\">\(paths)</g>")
    } else {
      state.writer.append(paths)
    }
  }

  /// The text document in effect at `frame`: the last keyframe starting at or before it.
  static func document(_ property: JSONNode?, at frame: Double) -> JSONNode? {
    guard let keyframes = property?["k"]?.array else { return property?["k"] }
    let current =
      keyframes.last { ($0["t"]?.number ?? 0) <= frame } ?? keyframes.first
    return current?["s"]
  }

  /// The letters with their glyphs, line and place on it, and each line's width (to the end of
  /// its last letter that is not a space); nil when a glyph is missing.
  private func layout(
    _ text: String, font: TextFont, size: Double, tracking: Double, boxWidth: Double?
  ) -> ([Letter], [Double])? {
    func advance(_ glyph: Glyph) -> Double { glyph.width * size / 100 }
    var lines: [[Glyph]] = [[]]
    var width = 0.0
    // Each character's glyph is looked up (and a font file's outline read) once.
    var glyphs: [Character: Glyph] = [:]
    for character in text {
      if character == "\r" || character == "\n" || character == "\u{3}" {
        lines.append([])
        width = 0
        continue
      }
      let glyph: Glyph
      if let known = glyphs[character] {
        glyph = known
      } else {
        do throws(TextFont.MissingGlyph) {
          glyph = try font.glyph(for: character)
        } catch {
          state.report(layerName, error.feature)
          return nil
        }
        glyphs[character] = glyph
      }
      let current = lines.count - 1
      if let boxWidth, character != " ", width + advance(glyph) > boxWidth,
        !lines[current].isEmpty
      {
        // The word that overflows the box moves to a new line, without the space before it.
        if let space = lines[current].lastIndex(where: { $0.character == " " }) {
          let moved = Array(lines[current][(space + 1)...])
          lines[current].removeSubrange(space...)
          lines.append(moved)
          width = moved.reduce(0) { $0 + advance($1) + tracking }
        } else {
          lines.append([])
          width = 0
        }
      }
      lines[lines.count - 1].append(glyph)
      width += advance(glyph) + tracking
    }
    var letters: [Letter] = []
    var lineWidths: [Double] = []
    for (number, glyphs) in lines.enumerated() {
      var x = 0.0
      var lineWidth = 0.0
      for glyph in glyphs {
        letters.append(Letter(glyph: glyph, x: x, line: number))
        if glyph.character != " " { lineWidth = x + advance(glyph) }
        x += advance(glyph) + tracking
      }
      lineWidths.append(lineWidth)
    }
    return (letters, lineWidths)
  }
}

/// One character's outline and advance width, for a 100 px font.
struct Glyph {
  /// Where the outline comes from: the file's shapes (which may be animated) or a font file.
  enum Outline {
    case shapes([JSONNode])
    case paths([BezierPath])
  }

  let character: Character
  let width: Double
  let outline: Outline

  init(character: Character, width: Double, shapes: [JSONNode]) {
    self.character = character
    self.width = width
    outline = .shapes(shapes)
  }

  init(character: Character, width: Double, paths: [BezierPath]) {
    self.character = character
    self.width = width
    outline = .paths(paths)
  }

  /// The outline's paths at `frame`, in the glyph's coordinates (the baseline at y = 0).
  func outlines(at frame: Double) -> [BezierPath] {
    guard case .shapes(let shapes) = outline else {
      if case .paths(let paths) = outline { return paths }
      return []
    }
    var paths: [BezierPath] = []
    var pending = shapes[...]
    var visited = 0
    while let item = pending.popFirst(), visited < 10_000 {
      visited += 1
      switch item["ty"]?.string {
      case "gr": pending += item["it"]?.array ?? []
      case "sh": if let path = AnimatedValue.path(item["ks"], at: frame) { paths.append(path) }
      default: break
      }
    }
    return paths
  }
}

/// The glyph outlines of a file (`chars`) by font, found through the font list (`fonts`).
struct GlyphCatalog {
  struct Font {
    let ascent: Double
    let glyphs: [Character: Glyph]

    func glyph(for character: Character) -> Glyph? { glyphs[character] }
  }

  /// A font as the file's font list declares it.
  struct Declaration {
    let family: String?
    let style: String?
    /// For a 100 px font; nil when the list leaves it out.
    let ascent: Double?
  }

  private let fonts: [String: Font]
  private let declarations: [String: Declaration]

  init(root: JSONNode) {
    var byFamilyAndStyle: [String: [Character: Glyph]] = [:]
    for entry in root["chars"]?.array ?? [] {
      guard let text = entry["ch"]?.string, text.count == 1, let character = text.first else {
        continue
      }
      let key = Self.key(entry["fFamily"]?.string, entry["style"]?.string)
      byFamilyAndStyle[key, default: [:]][character] = Glyph(
        character: character, width: entry["w"]?.number ?? 0,
        shapes: entry["data"]?["shapes"]?.array ?? [])
    }
    var fonts: [String: Font] = [:]
    var declarations: [String: Declaration] = [:]
    for font in root["fonts"]?["list"]?.array ?? [] {
      guard let name = font["fName"]?.string else { continue }
      declarations[name] =
        declarations[name]
        ?? Declaration(
          family: font["fFamily"]?.string, style: font["fStyle"]?.string,
          ascent: font["ascent"]?.number.flatMap { $0.isFinite ? $0 : nil })
      guard let glyphs = byFamilyAndStyle[Self.key(font["fFamily"]?.string, font["fStyle"]?.string)]
      else { continue }
      fonts[name] = Font(ascent: font["ascent"]?.number ?? 0, glyphs: glyphs)
    }
    self.fonts = fonts
    self.declarations = declarations
  }

  /// The font a text document names, when the file holds outlines for it.
  func font(named name: String) -> Font? { fonts[name] }

  /// How the font list declares the font a text document names.
  func declaredFont(named name: String) -> Declaration? { declarations[name] }

  private static func key(_ family: String?, _ style: String?) -> String {
    "\(family ?? "")\u{0}\(style ?? "")"
  }
}

/// The glyphs a text document is drawn with: the file's own outlines or a font file's, both
/// for a 100 px font.
struct TextFont {
  /// A character that cannot be drawn, named as the unsupported feature it makes the text.
  struct MissingGlyph: Error {
    let feature: String
  }

  private indirect enum Source {
    case embedded(GlyphCatalog.Font, fallback: TextFont?)
    case file(FontFace, name: String)
  }

  private let source: Source
  /// The distance from the top of a text box to the first baseline, for a 100 px font.
  let ascent: Double

  /// The file's glyph outlines, with a font file's glyphs for the characters they lack.
  init(_ embedded: GlyphCatalog.Font, fallback: TextFont? = nil) {
    source = .embedded(embedded, fallback: fallback)
    ascent = embedded.ascent
  }

  /// A font file's glyphs; the ascent is the font list's (as After Effects measured it, and as
  /// lottie-web lays text out with it), or the font's own when the list leaves it out.
  init(_ face: FontFace, name: String, ascent: Double?) {
    source = .file(face, name: name)
    self.ascent = ascent ?? Double(face.ascender) * 100 / Double(face.unitsPerEm)
  }

  func glyph(for character: Character) throws(MissingGlyph) -> Glyph {
    switch source {
    case .embedded(let font, let fallback):
      if let glyph = font.glyph(for: character) { return glyph }
      guard let fallback, let glyph = try? fallback.glyph(for: character) else {
        throw MissingGlyph(feature: "no glyph outline for '\(character)' in the file")
      }
      return glyph
    case .file(let face, let name):
      // A character of several code points (a base letter and a combining accent) is drawn
      // when it composes to one, as fonts map precomposed letters.
      let scalars = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
      guard scalars.count == 1, let scalar = scalars.first,
        let index = face.glyphIndex(for: scalar)
      else { throw MissingGlyph(feature: "no glyph for '\(character)' in font '\(name)'") }
      let paths: [BezierPath]
      do {
        paths = try face.outline(ofGlyph: index)
      } catch {
        throw MissingGlyph(
          feature: "font '\(name)' with a glyph for '\(character)' that cannot be read: "
            + error.reason)
      }
      let unit = 100 / Double(face.unitsPerEm)
      return Glyph(
        character: character, width: Double(face.advance(ofGlyph: index)) * unit,
        paths: paths.map { $0.transformed(by: .scale(unit, unit)) })
    }
  }
}
