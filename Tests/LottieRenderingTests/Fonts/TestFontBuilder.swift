/// Builds small TrueType fonts byte by byte, so that tests know every value the reader must
/// find: a table directory with `head`, `hhea`, `maxp`, `hmtx`, `cmap` (format 4), `loca` (short
/// offsets), `glyf` and `name`.
struct TestFontBuilder {
  /// One contour point, in font units (y up).
  struct ContourPoint {
    var x: Int
    var y: Int
    var isOnCurve = true
  }

  struct Component {
    var glyph: Int
    var dx: Int
    var dy: Int
    /// A uniform scale (2.14 fixed point in the file), or none.
    var scale: Double?
  }

  var postScriptName = "TestBars-Regular"
  var family = "Test Bars"
  var style = "Regular"
  var unitsPerEm = 1_000
  var ascender = 800
  var descender = -200
  /// Each glyph's `glyf` entry (empty for a glyph without outline) and advance width.
  var glyphs: [(data: [UInt8], advance: Int)] = [([], 500)]
  /// Characters and the glyph each maps to.
  var characters: [(Unicode.Scalar, Int)] = []
  /// Writes the character map as format 12 (all of Unicode) instead of format 4.
  var mapsAllOfUnicode = false
  /// Replaces `glyf` and `loca` with a `CFF ` table holding only a header, as a font with
  /// PostScript outlines this reader cannot read.
  var hasCompactOutlines = false
  /// Replaces `glyf` and `loca` with a `CFF ` table of these Type 2 charstrings (one per glyph)
  /// and subroutines, as an OpenType font with PostScript outlines has.
  var compactCharStrings: [[UInt8]]?
  var compactGlobalSubroutines: [[UInt8]] = []
  var compactLocalSubroutines: [[UInt8]] = []

  /// A glyph of simple contours, coordinates written as short or long deltas as each fits, and
  /// repeated flags folded, as font tools write them.
  static func simpleGlyph(_ contours: [[ContourPoint]]) -> [UInt8] {
    var bytes = int16(contours.count) + [0, 0, 0, 0, 0, 0, 0, 0]
    var end = -1
    for contour in contours {
      end += contour.count
      bytes += uint16(end)
    }
    bytes += uint16(0)
    let points = contours.flatMap { $0 }
    var flags: [UInt8] = []
    var xData: [UInt8] = []
    var yData: [UInt8] = []
    var previous = (x: 0, y: 0)
    for point in points {
      var flag: UInt8 = point.isOnCurve ? 0x01 : 0
      func encode(_ delta: Int, short: UInt8, same: UInt8, into data: inout [UInt8]) {
        if delta == 0 {
          flag |= same
        } else if abs(delta) <= 255 {
          flag |= short | (delta > 0 ? same : 0)
          data.append(UInt8(abs(delta)))
        } else {
          data += int16(delta)
        }
      }
      encode(point.x - previous.x, short: 0x02, same: 0x10, into: &xData)
      encode(point.y - previous.y, short: 0x04, same: 0x20, into: &yData)
      previous = (point.x, point.y)
      flags.append(flag)
    }
    var index = 0
    while index < flags.count {
      var run = 1
      while index + run < flags.count, flags[index + run] == flags[index], run < 255 { run += 1 }
      if run > 1 {
        bytes += [flags[index] | 0x08, UInt8(run - 1)]
      } else {
        bytes.append(flags[index])
      }
      index += run
    }
    return bytes + xData + yData
  }

  /// A composite glyph placing `components` by x and y offsets.
  static func compositeGlyph(_ components: [Component]) -> [UInt8] {
    var bytes = int16(-1) + [0, 0, 0, 0, 0, 0, 0, 0]
    for (index, component) in components.enumerated() {
      let fitsInBytes = (-128...127).contains(component.dx) && (-128...127).contains(component.dy)
      var flags = 0x0002
      if !fitsInBytes { flags |= 0x0001 }
      if component.scale != nil { flags |= 0x0008 }
      if index < components.count - 1 { flags |= 0x0020 }
      bytes += uint16(flags) + uint16(component.glyph)
      if fitsInBytes {
        bytes += [UInt8(bitPattern: Int8(component.dx)), UInt8(bitPattern: Int8(component.dy))]
      } else {
        bytes += int16(component.dx) + int16(component.dy)
      }
      if let scale = component.scale { bytes += int16(Int((scale * 16_384).rounded())) }
    }
    return bytes
  }

  func bytes() -> [UInt8] {
    var tables: [(tag: String, data: [UInt8])] = [
      ("head", head()), ("hhea", horizontalHeader()),
      ("maxp", Self.uint32(0x5000) + Self.uint16(glyphs.count)),
      ("hmtx", glyphs.flatMap { Self.uint16($0.advance) + Self.uint16(0) }),
      ("cmap", characterMap()), ("name", names()),
    ]
    if let compactCharStrings {
      tables.append(("CFF ", compactTable(compactCharStrings)))
    } else if hasCompactOutlines {
      tables.append(("CFF ", [1, 0, 4, 1]))
    } else {
      var locations: [UInt8] = []
      var outlines: [UInt8] = []
      for glyph in glyphs {
        locations += Self.uint16(outlines.count / 2)
        outlines += glyph.data + (glyph.data.count % 2 == 1 ? [0] : [])
      }
      locations += Self.uint16(outlines.count / 2)
      tables += [("loca", locations), ("glyf", outlines)]
    }
    tables.sort { $0.tag < $1.tag }
    let version = hasCompactOutlines || compactCharStrings != nil ? 0x4F54_544F : 0x0001_0000
    var font = Self.uint32(version) + Self.uint16(tables.count) + [0, 0, 0, 0, 0, 0]
    let offset = 12 + 16 * tables.count
    var body: [UInt8] = []
    for table in tables {
      font +=
        Array(table.tag.utf8) + Self.uint32(0) + Self.uint32(offset + body.count)
        + Self.uint32(table.data.count)
      body += table.data + Array(repeating: 0, count: (4 - table.data.count % 4) % 4)
    }
    return font + body
  }

  /// A CFF INDEX with four-byte offsets.
  static func compactIndex(_ items: [[UInt8]]) -> [UInt8] {
    guard !items.isEmpty else { return [0, 0] }
    var index = uint16(items.count) + [4]
    var offset = 1
    index += uint32(offset)
    for item in items {
      offset += item.count
      index += uint32(offset)
    }
    return index + items.flatMap { $0 }
  }

  /// A charstring's numbers and operators: each number encoded in one byte when it fits,
  /// else in three; operators as their bytes.
  static func charString(_ items: [CharStringItem]) -> [UInt8] {
    items.flatMap { item -> [UInt8] in
      switch item {
      case .number(let value):
        (-107...107).contains(value) ? [UInt8(value + 139)] : [28] + int16(value)
      case .operator(let bytes): bytes
      }
    }
  }

  enum CharStringItem: ExpressibleByIntegerLiteral {
    case number(Int)
    case `operator`([UInt8])

    init(integerLiteral value: Int) { self = .number(value) }

    static let rmoveto = CharStringItem.operator([21])
    static let rlineto = CharStringItem.operator([5])
    static let rrcurveto = CharStringItem.operator([8])
    static let hvcurveto = CharStringItem.operator([31])
    static let hstemhm = CharStringItem.operator([18])
    static let hintmask = CharStringItem.operator([19])
    static let callsubr = CharStringItem.operator([10])
    static let callgsubr = CharStringItem.operator([29])
    static let `return` = CharStringItem.operator([11])
    static let endchar = CharStringItem.operator([14])
  }

  /// Header, name, top dict (charstrings and private dict located by five-byte integers),
  /// strings, global subroutines, charstrings, private dict (its subroutines right after it)
  /// and local subroutines.
  private func compactTable(_ charStrings: [[UInt8]]) -> [UInt8] {
    let header: [UInt8] = [1, 0, 4, 4]
    let names = Self.compactIndex([Array("Test".utf8)])
    let globals = Self.compactIndex(compactGlobalSubroutines)
    let topDictSize = 17
    let topDicts = 2 + 1 + 4 * 2 + topDictSize
    let charStringsOffset = header.count + names.count + topDicts + 2 + globals.count
    let charStringIndex = Self.compactIndex(charStrings)
    let privateDict: [UInt8] = [29] + Self.uint32(6) + [19]
    let privateOffset = charStringsOffset + charStringIndex.count
    let topDict: [UInt8] =
      [29] + Self.uint32(charStringsOffset) + [17] + [29] + Self.uint32(privateDict.count)
      + [29] + Self.uint32(privateOffset) + [18]
    return header + names + Self.compactIndex([topDict]) + [0, 0] + globals + charStringIndex
      + privateDict + Self.compactIndex(compactLocalSubroutines)
  }

  private func head() -> [UInt8] {
    var table = Self.uint32(0x0001_0000) + Array(repeating: 0, count: 14)
    table += Self.uint16(unitsPerEm) + Array(repeating: 0, count: 30)
    return table + Self.int16(0) + Self.int16(0)
  }

  private func horizontalHeader() -> [UInt8] {
    Self.uint32(0x0001_0000) + Self.int16(ascender) + Self.int16(descender) + Self.int16(0)
      + Array(repeating: 0, count: 24) + Self.uint16(glyphs.count)
  }

  /// Format 4, one segment per character and the closing 0xFFFF segment; or format 12, one
  /// group per character, under the Windows full-repertoire encoding.
  private func characterMap() -> [UInt8] {
    if mapsAllOfUnicode {
      let groups = characters.sorted { $0.0.value < $1.0.value }.flatMap {
        Self.uint32(Int($0.0.value)) + Self.uint32(Int($0.0.value)) + Self.uint32($0.1)
      }
      let subtable =
        Self.uint16(12) + Self.uint16(0) + Self.uint32(16 + groups.count) + Self.uint32(0)
        + Self.uint32(characters.count) + groups
      return Self.uint16(0) + Self.uint16(1) + Self.uint16(3) + Self.uint16(10) + Self.uint32(12)
        + subtable
    }
    let mapped = characters.sorted { $0.0.value < $1.0.value }
    let segments: [(code: Int, glyph: Int)] =
      mapped.map { (Int($0.0.value), $0.1) } + [(0xFFFF, 0)]
    var subtable =
      Self.uint16(4) + Self.uint16(0) + Self.uint16(0) + Self.uint16(segments.count * 2)
    subtable += Self.uint16(0) + Self.uint16(0) + Self.uint16(0)
    subtable += segments.flatMap { Self.uint16($0.code) } + Self.uint16(0)
    subtable += segments.flatMap { Self.uint16($0.code) }
    subtable += segments.flatMap {
      Self.uint16(($0.code == 0xFFFF ? 1 : $0.glyph - $0.code) & 0xFFFF)
    }
    subtable += segments.flatMap { _ in Self.uint16(0) }
    subtable.replaceSubrange(2..<4, with: Self.uint16(subtable.count))
    return Self.uint16(0) + Self.uint16(1) + Self.uint16(3) + Self.uint16(1) + Self.uint32(12)
      + subtable
  }

  /// Family (1), style (2) and PostScript name (6), as Windows English records.
  private func names() -> [UInt8] {
    let entries = [(1, family), (2, style), (6, postScriptName)]
    var records: [UInt8] = []
    var storage: [UInt8] = []
    for (id, text) in entries {
      let encoded = text.utf16.flatMap { Self.uint16(Int($0)) }
      records +=
        Self.uint16(3) + Self.uint16(1) + Self.uint16(0x409) + Self.uint16(id)
        + Self.uint16(encoded.count) + Self.uint16(storage.count)
      storage += encoded
    }
    return Self.uint16(0) + Self.uint16(entries.count) + Self.uint16(6 + records.count)
      + records + storage
  }

  static func uint16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
  static func int16(_ value: Int) -> [UInt8] { uint16(value & 0xFFFF) }
  static func uint32(_ value: Int) -> [UInt8] {
    uint16(value >> 16 & 0xFFFF) + uint16(value & 0xFFFF)
  }

  /// The same font as the only one of a collection (`.ttc`).
  static func collection(of font: [UInt8]) -> [UInt8] {
    let header = Array("ttcf".utf8) + uint32(0x0001_0000) + uint32(1) + uint32(16)
    // Table offsets count from the collection's start, so each moves by the header's size.
    var moved = font
    let tableCount = Int(font[4]) << 8 | Int(font[5])
    for index in 0..<tableCount {
      let field = 12 + 16 * index + 8
      let offset =
        Int(font[field]) << 24 | Int(font[field + 1]) << 16 | Int(font[field + 2]) << 8
        | Int(font[field + 3])
      moved.replaceSubrange(field..<field + 4, with: uint32(offset + 16))
    }
    return header + moved
  }
}
