/// One font of a TrueType or OpenType file (a collection, `.ttc`, holds several): its names,
/// metrics, character map and glyph outlines, read on demand from the file's bytes.
///
/// Font files are untrusted input: every read is bounds-checked, and a table that is missing or
/// does not fit in the file makes the font, or the one glyph, unreadable rather than trapping.
struct FontFace: Sendable {
  /// How the font stores its glyph outlines.
  enum OutlineFormat: Sendable {
    /// Quadratic contours in `glyf`, located by `loca`.
    case trueType
    /// Type 2 charstrings in a version 1 `CFF ` table.
    case compact
    /// Anything else (`CFF2`, a `CFF ` table that cannot be read, or no outlines at all),
    /// which this reader does not draw.
    case unsupported
  }

  /// The PostScript name (name ID 6), which Lottie files store as a font's `fName`.
  let postScriptName: String?
  /// The typographic family and style (name IDs 16 and 17), or the legacy ones (1 and 2).
  let families: [(family: String, style: String)]
  let unitsPerEm: Int
  /// `hhea` metrics, in font units, y up.
  let ascender: Int
  let descender: Int
  let lineGap: Int
  let outlineFormat: OutlineFormat

  let data: FontBytes
  let tables: [String: Range<Int>]
  let glyphCount: Int
  private let horizontalMetricCount: Int
  let usesLongLocations: Bool
  let compactOutlines: CompactFontOutlines?
  private let characterMap: (offset: Int, format: Int)?

  /// The fonts in a font file or collection, skipping any that cannot be read.
  static func faces(in bytes: [UInt8]) -> [FontFace] {
    let data = FontBytes(bytes: bytes)
    guard data.tag(at: 0) == "ttcf" else { return FontFace(data, at: 0).map { [$0] } ?? [] }
    // A collection: a count, then the offset of each font's table directory.
    guard let count = data.uint32(at: 8) else { return [] }
    return (0..<min(count, 256)).compactMap { index in
      data.uint32(at: 12 + 4 * index).flatMap { FontFace(data, at: $0) }
    }
  }

  /// Reads the font whose table directory starts at `directory`; nil when a table it needs is
  /// missing or malformed.
  init?(_ data: FontBytes, at directory: Int) {
    guard let version = data.uint32(at: directory),
      let tableCount = data.uint16(at: directory + 4)
    else { return nil }
    var tables: [String: Range<Int>] = [:]
    for index in 0..<tableCount {
      let record = directory + 12 + 16 * index
      guard let tag = data.tag(at: record), let offset = data.uint32(at: record + 8),
        let length = data.uint32(at: record + 12)
      else { return nil }
      // A table that does not fit in the file is left out, as if missing.
      if data.contains(offset, length: length) { tables[tag] = offset..<offset + length }
    }
    guard let head = tables["head"], head.count >= 54, let hhea = tables["hhea"], hhea.count >= 36,
      let maxp = tables["maxp"], maxp.count >= 6,
      let unitsPerEm = data.uint16(at: head.lowerBound + 18), (16...16_384).contains(unitsPerEm),
      let locationFormat = data.int16(at: head.lowerBound + 50),
      let ascender = data.int16(at: hhea.lowerBound + 4),
      let descender = data.int16(at: hhea.lowerBound + 6),
      let lineGap = data.int16(at: hhea.lowerBound + 8),
      let metricCount = data.uint16(at: hhea.lowerBound + 34),
      let glyphCount = data.uint16(at: maxp.lowerBound + 4)
    else { return nil }
    self.data = data
    self.tables = tables
    self.unitsPerEm = unitsPerEm
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
    self.glyphCount = glyphCount
    usesLongLocations = locationFormat == 1
    // Advances beyond the table's end are not read.
    let metricsLength = tables["hmtx"]?.count ?? 0
    horizontalMetricCount = min(metricCount, metricsLength / 4)
    let hasTrueTypeOutlines =
      version != 0x4F54_544F && tables["glyf"] != nil && tables["loca"] != nil
    compactOutlines =
      hasTrueTypeOutlines ? nil : tables["CFF "].flatMap { CompactFontOutlines(data, table: $0) }
    if hasTrueTypeOutlines {
      outlineFormat = .trueType
    } else {
      outlineFormat = compactOutlines != nil ? .compact : .unsupported
    }
    characterMap = Self.bestCharacterMap(data, tables["cmap"])
    let names = Self.names(data, tables["name"])
    postScriptName = names[6]
    var families: [(family: String, style: String)] = []
    if let family = names[16] { families.append((family, names[17] ?? names[2] ?? "Regular")) }
    if let family = names[1] { families.append((family, names[2] ?? "Regular")) }
    self.families = families
  }

  // MARK: Names

  /// The English names by name ID, preferring Windows Unicode records, then Unicode, then Mac.
  private static func names(_ data: FontBytes, _ table: Range<Int>?) -> [Int: String] {
    guard let table, let count = data.uint16(at: table.lowerBound + 2),
      let storage = data.uint16(at: table.lowerBound + 4)
    else { return [:] }
    var names: [Int: (rank: Int, text: String)] = [:]
    for index in 0..<count {
      let record = table.lowerBound + 6 + 12 * index
      guard record + 12 <= table.upperBound, let platform = data.uint16(at: record),
        let encoding = data.uint16(at: record + 2), let language = data.uint16(at: record + 4),
        let id = data.uint16(at: record + 6), let length = data.uint16(at: record + 8),
        let offset = data.uint16(at: record + 10)
      else { break }
      let start = table.lowerBound + storage + offset
      guard [1, 2, 6, 16, 17].contains(id), start + length <= table.upperBound,
        data.contains(start, length: length)
      else { continue }
      let bytes = data.bytes[start..<start + length]
      let rank: Int
      let text: String
      switch (platform, encoding) {
      case (3, 1), (3, 10), (0, _):
        rank = platform == 3 ? (language == 0x409 ? 0 : 1) : 2
        let units = stride(from: bytes.startIndex, to: bytes.endIndex - 1, by: 2).map {
          UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
        }
        text = String(decoding: units, as: UTF16.self)
      case (1, 0):
        rank = language == 0 ? 3 : 4
        // Mac Roman agrees with ASCII, which is all that font names use in practice.
        text = String(decoding: bytes.map { $0 < 0x80 ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
      default: continue
      }
      if rank < names[id]?.rank ?? Int.max { names[id] = (rank, text) }
    }
    return names.mapValues(\.text)
  }

  // MARK: Characters and metrics

  /// The Unicode subtable used: full-repertoire format 12 before BMP format 4.
  private static func bestCharacterMap(
    _ data: FontBytes, _ table: Range<Int>?
  ) -> (offset: Int, format: Int)? {
    guard let table, let count = data.uint16(at: table.lowerBound + 2) else { return nil }
    var best: (rank: Int, offset: Int, format: Int)?
    for index in 0..<count {
      let record = table.lowerBound + 4 + 8 * index
      guard record + 8 <= table.upperBound, let platform = data.uint16(at: record),
        let encoding = data.uint16(at: record + 2), let offset = data.uint32(at: record + 4)
      else { break }
      let subtable = table.lowerBound + offset
      guard subtable < table.upperBound, let format = data.uint16(at: subtable) else { continue }
      let rank: Int
      switch (platform, encoding, format) {
      case (3, 10, 12), (0, 4, 12), (0, 6, 12): rank = 0
      case (0, _, 12): rank = 1
      case (3, 1, 4): rank = 2
      case (0, _, 4): rank = 3
      default: continue
      }
      if rank < best?.rank ?? Int.max { best = (rank, subtable, format) }
    }
    return best.map { ($0.offset, $0.format) }
  }

  /// The glyph that shows `scalar`, or nil when the font has none (glyph 0 is "missing").
  func glyphIndex(for scalar: Unicode.Scalar) -> Int? {
    guard let characterMap else { return nil }
    let code = Int(scalar.value)
    let glyph =
      characterMap.format == 12
      ? groupedGlyph(code, at: characterMap.offset) : segmentedGlyph(code, at: characterMap.offset)
    guard let glyph, glyph > 0, glyph < glyphCount else { return nil }
    return glyph
  }

  /// Format 4: segments of the Basic Multilingual Plane.
  private func segmentedGlyph(_ code: Int, at subtable: Int) -> Int? {
    guard code <= 0xFFFF, let doubledCount = data.uint16(at: subtable + 6) else { return nil }
    let segmentCount = doubledCount / 2
    let ends = subtable + 14
    let starts = ends + doubledCount + 2
    let deltas = starts + doubledCount
    let rangeOffsets = deltas + doubledCount
    for segment in 0..<segmentCount {
      guard let end = data.uint16(at: ends + 2 * segment) else { return nil }
      guard end >= code else { continue }
      guard let start = data.uint16(at: starts + 2 * segment), start <= code,
        let delta = data.uint16(at: deltas + 2 * segment),
        let rangeOffset = data.uint16(at: rangeOffsets + 2 * segment)
      else { return nil }
      guard rangeOffset != 0 else { return (code + delta) & 0xFFFF }
      let address = rangeOffsets + 2 * segment + rangeOffset + 2 * (code - start)
      guard let glyph = data.uint16(at: address), glyph != 0 else { return nil }
      return (glyph + delta) & 0xFFFF
    }
    return nil
  }

  /// Format 12: sequential groups of code points, sorted, searched by halving.
  private func groupedGlyph(_ code: Int, at subtable: Int) -> Int? {
    guard let declared = data.uint32(at: subtable + 12) else { return nil }
    let groups = subtable + 16
    var low = 0
    var high = min(declared, max(0, (data.count - groups) / 12))
    while low < high {
      let middle = (low + high) / 2
      let group = groups + 12 * middle
      guard let start = data.uint32(at: group), let end = data.uint32(at: group + 4) else {
        return nil
      }
      if code < start {
        high = middle
      } else if code > end {
        low = middle + 1
      } else {
        return data.uint32(at: group + 8).map { $0 + (code - start) }
      }
    }
    return nil
  }

  /// The glyph's advance width in font units (glyphs past the metrics share the last advance).
  func advance(ofGlyph glyph: Int) -> Int {
    guard let metrics = tables["hmtx"], horizontalMetricCount > 0 else { return 0 }
    let index = min(glyph, horizontalMetricCount - 1)
    return data.uint16(at: metrics.lowerBound + 4 * index) ?? 0
  }
}
