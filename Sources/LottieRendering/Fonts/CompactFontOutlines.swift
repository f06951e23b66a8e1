import VectorGraphics

/// The PostScript outlines of an OpenType font (`CFF ` table, version 1): Type 2 charstrings,
/// with their global and local subroutines, read into cubic paths.
///
/// Like the rest of the font, the table is untrusted: every read is bounds-checked, the operand
/// stack holds 48 numbers, subroutines nest 10 deep, and one glyph runs at most
/// ``maximumOperations`` operators and makes at most ``FontFace/maximumPointCount`` points.
struct CompactFontOutlines: Sendable {
  /// An INDEX: `count` items, the item at `i` in `data[offsets[i]..<offsets[i + 1]]`.
  struct Index: Sendable {
    var count: Int
    /// Where the offsets start, their size and where the data starts (minus one, as the
    /// offsets count from 1).
    var offsetsStart: Int
    var offsetSize: Int
    var dataBase: Int
    /// Where the byte after the INDEX lies.
    var end: Int

    static let empty = Index(count: 0, offsetsStart: 0, offsetSize: 1, dataBase: 0, end: 0)

    /// Reads the INDEX at `start`; nil when it does not fit in `data`.
    init?(_ data: FontBytes, at start: Int) {
      guard let count = data.uint16(at: start) else { return nil }
      guard count > 0 else {
        self.init(count: 0, offsetsStart: start + 2, offsetSize: 1, dataBase: start, end: start + 2)
        return
      }
      guard let offsetSize = data.uint8(at: start + 2), (1...4).contains(offsetSize) else {
        return nil
      }
      let offsetsStart = start + 3
      let dataBase = offsetsStart + (count + 1) * offsetSize - 1
      self.init(
        count: count, offsetsStart: offsetsStart, offsetSize: offsetSize, dataBase: dataBase,
        end: 0)
      guard let last = offset(data, count), data.contains(dataBase, length: last) else {
        return nil
      }
      end = dataBase + last
    }

    private init(count: Int, offsetsStart: Int, offsetSize: Int, dataBase: Int, end: Int) {
      self.count = count
      self.offsetsStart = offsetsStart
      self.offsetSize = offsetSize
      self.dataBase = dataBase
      self.end = end
    }

    private func offset(_ data: FontBytes, _ index: Int) -> Int? {
      var value = 0
      for byte in 0..<offsetSize {
        guard let next = data.uint8(at: offsetsStart + index * offsetSize + byte) else {
          return nil
        }
        value = value << 8 | next
      }
      return value
    }

    /// The bytes of item `index`; nil when it lies outside the INDEX.
    func item(_ index: Int, in data: FontBytes) -> Range<Int>? {
      guard index >= 0, index < count, let start = offset(data, index),
        let end = offset(data, index + 1), start >= 1, start <= end,
        dataBase + end <= self.end
      else { return nil }
      return dataBase + start..<dataBase + end
    }
  }

  /// Subroutines shared by every glyph, and those of each font dict (one unless CID-keyed).
  private let globalSubroutines: Index
  private let localSubroutines: [Index]
  private let charStrings: Index
  /// For a CID-keyed font, the font dict of each glyph (`FDSelect`); nil otherwise.
  private let fontDictSelect: Int?
  private let data: FontBytes

  static let maximumOperations = 100_000
  static let maximumSubroutineDepth = 10

  /// Reads the table's structure; nil when it is not a version 1 table that can be read.
  init?(_ data: FontBytes, table: Range<Int>) {
    let start = table.lowerBound
    guard let major = data.uint8(at: start), major == 1,
      let headerSize = data.uint8(at: start + 2),
      let names = Index(data, at: start + headerSize),
      let topDicts = Index(data, at: names.end),
      let strings = Index(data, at: topDicts.end),
      let globals = Index(data, at: strings.end),
      let topDictRange = topDicts.item(0, in: data),
      let top = Self.dictionary(data, topDictRange)
    else { return nil }
    guard (top[0x0C06]?.first ?? 2) == 2, let charStringsOffset = top[17]?.first,
      let charStrings = Self.offset(charStringsOffset).flatMap({ Index(data, at: start + $0) })
    else { return nil }
    self.data = data
    self.globalSubroutines = globals
    self.charStrings = charStrings
    if top[0x0C1E] != nil {
      // CID-keyed: each font dict has its own private dict and local subroutines.
      guard let arrayOffset = top[0x0C24]?.first.flatMap(Self.offset),
        let fontDicts = Index(data, at: start + arrayOffset),
        let selectOffset = top[0x0C25]?.first.flatMap(Self.offset)
      else { return nil }
      localSubroutines = (0..<min(fontDicts.count, 256)).map { index in
        guard let range = fontDicts.item(index, in: data),
          let dict = Self.dictionary(data, range)
        else { return .empty }
        return Self.localSubroutines(data, table: start, privateEntry: dict[18])
      }
      fontDictSelect = start + selectOffset
    } else {
      localSubroutines = [Self.localSubroutines(data, table: start, privateEntry: top[18])]
      fontDictSelect = nil
    }
  }

  var glyphCount: Int { charStrings.count }

  private static func offset(_ value: Double) -> Int? {
    guard value >= 0, value < 1e9 else { return nil }
    return Int(exactly: value.rounded())
  }

  /// The Subrs INDEX of the private dict that `privateEntry` (its size and offset) locates.
  private static func localSubroutines(
    _ data: FontBytes, table: Int, privateEntry: [Double]?
  ) -> Index {
    guard let privateEntry, privateEntry.count >= 2, let size = offset(privateEntry[0]),
      let start = offset(privateEntry[1]), data.contains(table + start, length: size),
      let dict = dictionary(data, table + start..<table + start + size),
      let subroutines = dict[19]?.first.flatMap(offset),
      let index = Index(data, at: table + start + subroutines)
    else { return .empty }
    return index
  }

  /// A DICT's operands by operator (two-byte operators as 0x0C00 + the second byte).
  private static func dictionary(_ data: FontBytes, _ range: Range<Int>) -> [Int: [Double]]? {
    var entries: [Int: [Double]] = [:]
    var operands: [Double] = []
    var offset = range.lowerBound
    while offset < range.upperBound {
      guard let byte = data.uint8(at: offset) else { return nil }
      switch byte {
      case 0...21:
        var key = byte
        offset += 1
        if byte == 12 {
          guard let second = data.uint8(at: offset) else { return nil }
          key = 0x0C00 + second
          offset += 1
        }
        entries[key] = operands
        operands = []
      case 28:
        guard let value = data.int16(at: offset + 1) else { return nil }
        operands.append(Double(value))
        offset += 3
      case 29:
        guard let value = data.uint32(at: offset + 1) else { return nil }
        operands.append(Double(Int32(truncatingIfNeeded: value)))
        offset += 5
      case 30:
        // A real number, in nibbles; only its place matters here, so it reads as zero.
        offset += 1
        while offset < range.upperBound, let nibbles = data.uint8(at: offset) {
          offset += 1
          if nibbles & 0x0F == 0x0F || nibbles >> 4 == 0x0F { break }
        }
        operands.append(0)
      case 32...246:
        operands.append(Double(byte - 139))
        offset += 1
      case 247...250:
        guard let next = data.uint8(at: offset + 1) else { return nil }
        operands.append(Double((byte - 247) * 256 + next + 108))
        offset += 2
      case 251...254:
        guard let next = data.uint8(at: offset + 1) else { return nil }
        operands.append(Double(-(byte - 251) * 256 - next - 108))
        offset += 2
      default:
        return nil
      }
      guard operands.count <= 48 else { return nil }
    }
    return entries
  }

  /// The font dict a CID-keyed font's glyph uses.
  private func fontDict(ofGlyph glyph: Int) -> Int? {
    guard let select = fontDictSelect else { return 0 }
    switch data.uint8(at: select) {
    case 0: return data.uint8(at: select + 1 + glyph)
    case 3:
      guard let ranges = data.uint16(at: select + 1) else { return nil }
      for index in 0..<ranges {
        let record = select + 3 + 3 * index
        guard let first = data.uint16(at: record), let dict = data.uint8(at: record + 2),
          let next = data.uint16(at: record + 3)
        else { return nil }
        if glyph >= first, glyph < next { return dict }
      }
      return nil
    default: return nil
    }
  }

  /// The glyph's outline, closed cubic contours in font units with y down.
  func outline(ofGlyph glyph: Int) throws(GlyphOutlineError) -> [BezierPath] {
    guard let range = charStrings.item(glyph, in: data) else {
      throw GlyphOutlineError(reason: "a glyph the font does not locate")
    }
    let locals = fontDict(ofGlyph: glyph).flatMap {
      $0 < localSubroutines.count ? localSubroutines[$0] : nil
    }
    var interpreter = CharStringInterpreter(
      data: data, globals: globalSubroutines, locals: locals ?? .empty)
    try interpreter.run(range, depth: 0)
    interpreter.closeContour()
    let flip = AffineTransform.scale(1, -1)
    return interpreter.paths.map { $0.transformed(by: flip) }
  }
}

/// Runs one Type 2 charstring, collecting its contours.
private struct CharStringInterpreter {
  let data: FontBytes
  let globals: CompactFontOutlines.Index
  let locals: CompactFontOutlines.Index
  var stack: [Double] = []
  var stemCount = 0
  /// Whether the width (an optional first operand of the first stack-clearing operator) may
  /// still come.
  var awaitsWidth = true
  var point = Point.zero
  var contour: [Vertex] = []
  var paths: [BezierPath] = []
  var operations = 0
  var points = 0
  var ended = false

  init(data: FontBytes, globals: CompactFontOutlines.Index, locals: CompactFontOutlines.Index) {
    self.data = data
    self.globals = globals
    self.locals = locals
  }

  static func bias(_ index: CompactFontOutlines.Index) -> Int {
    index.count < 1_240 ? 107 : index.count < 33_900 ? 1_131 : 32_768
  }

  mutating func run(_ range: Range<Int>, depth: Int) throws(GlyphOutlineError) {
    let truncated = GlyphOutlineError(reason: "a charstring cut short")
    var offset = range.lowerBound
    while offset < range.upperBound, !ended {
      operations += 1
      guard operations <= CompactFontOutlines.maximumOperations else {
        throw GlyphOutlineError(reason: "a charstring that runs too long")
      }
      guard let byte = data.uint8(at: offset) else { throw truncated }
      offset += 1
      switch byte {
      case 28:
        guard offset + 2 <= range.upperBound, let value = data.int16(at: offset) else {
          throw truncated
        }
        try push(Double(value))
        offset += 2
      case 32...246:
        try push(Double(byte - 139))
      case 247...254:
        guard offset < range.upperBound, let next = data.uint8(at: offset) else {
          throw truncated
        }
        offset += 1
        try push(
          Double(byte < 251 ? (byte - 247) * 256 + next + 108 : -(byte - 251) * 256 - next - 108))
      case 255:
        guard offset + 4 <= range.upperBound, let value = data.uint32(at: offset) else {
          throw truncated
        }
        try push(Double(Int32(truncatingIfNeeded: value)) / 65_536)
        offset += 4
      case 12:
        guard offset < range.upperBound, let second = data.uint8(at: offset) else {
          throw truncated
        }
        offset += 1
        try flex(second)
      case 19, 20:
        // Stem hints given just before a mask are vertical stems.
        takeWidth(ifCountIs: { $0 % 2 == 1 })
        stemCount += stack.count / 2
        stack = []
        offset += (stemCount + 7) / 8
      case 10, 29:
        guard let number = stack.popLast() else { throw truncated }
        let subroutines = byte == 10 ? locals : globals
        let index = Int(exactly: number.rounded()).map { $0 + Self.bias(subroutines) }
        guard depth < CompactFontOutlines.maximumSubroutineDepth else {
          throw GlyphOutlineError(reason: "subroutines nested too deeply")
        }
        guard let index, let subroutine = subroutines.item(index, in: data) else {
          throw GlyphOutlineError(reason: "a subroutine the font does not hold")
        }
        try run(subroutine, depth: depth + 1)
      case 11:
        return
      default:
        try operate(byte)
      }
    }
  }

  private mutating func push(_ value: Double) throws(GlyphOutlineError) {
    guard stack.count < 48 else {
      throw GlyphOutlineError(reason: "a charstring's stack overflows")
    }
    stack.append(value)
  }

  /// Refuses an operator given fewer than `count` operands.
  private static func require(_ count: Int, in operands: [Double]) throws(GlyphOutlineError) {
    guard operands.count >= count else {
      throw GlyphOutlineError(reason: "an operator without its operands")
    }
  }

  /// Drops the width from the stack's bottom when the first stack-clearing operator has one
  /// operand more than it takes.
  private mutating func takeWidth(ifCountIs hasWidth: (Int) -> Bool) {
    if awaitsWidth, hasWidth(stack.count) { stack.removeFirst() }
    awaitsWidth = false
  }

  private mutating func operate(_ byte: Int) throws(GlyphOutlineError) {
    let arguments = stack
    stack = []
    func need(_ count: Int) throws(GlyphOutlineError) { try Self.require(count, in: arguments) }
    switch byte {
    case 1, 3, 18, 23:
      stack = arguments
      takeWidth(ifCountIs: { $0 % 2 == 1 })
      stemCount += stack.count / 2
      stack = []
    case 21, 22, 4:
      stack = arguments
      takeWidth(ifCountIs: { $0 > (byte == 21 ? 2 : 1) })
      let moves = stack
      stack = []
      closeContour()
      switch byte {
      case 21:
        guard moves.count >= 2 else { throw GlyphOutlineError(reason: "a move without operands") }
        point = point + Point(x: moves[0], y: moves[1])
      case 22:
        guard let dx = moves.first else {
          throw GlyphOutlineError(reason: "a move without operands")
        }
        point.x += dx
      default:
        guard let dy = moves.first else {
          throw GlyphOutlineError(reason: "a move without operands")
        }
        point.y += dy
      }
      contour = [Vertex(point: point, inTangent: .zero, outTangent: .zero)]
    case 5:
      for pair in stride(from: 0, to: arguments.count - 1, by: 2) {
        try line(by: Point(x: arguments[pair], y: arguments[pair + 1]))
      }
    case 6, 7:
      var horizontal = byte == 6
      for value in arguments {
        try line(by: horizontal ? Point(x: value, y: 0) : Point(x: 0, y: value))
        horizontal.toggle()
      }
    case 8:
      for group in stride(from: 0, to: arguments.count - 5, by: 6) {
        try curve(arguments[group..<group + 6])
      }
    case 24:
      try need(8)
      let curves = (arguments.count - 2) / 6
      for group in 0..<curves { try curve(arguments[group * 6..<group * 6 + 6]) }
      try line(by: Point(x: arguments[curves * 6], y: arguments[curves * 6 + 1]))
    case 25:
      try need(8)
      let lines = (arguments.count - 6) / 2
      for pair in 0..<lines {
        try line(by: Point(x: arguments[pair * 2], y: arguments[pair * 2 + 1]))
      }
      try curve(arguments[lines * 2..<lines * 2 + 6])
    case 26, 27:
      // vvcurveto, hhcurveto: an optional first delta across the direction of travel.
      var values = arguments[...]
      var across = values.count % 4 == 1 ? values.removeFirst() : 0
      while values.count >= 4 {
        let a = values.removeFirst()
        let b = values.removeFirst()
        let c = values.removeFirst()
        let d = values.removeFirst()
        if byte == 26 {
          try curve([across, a, b, c, 0, d])
        } else {
          try curve([a, across, b, c, d, 0])
        }
        across = 0
      }
    case 30, 31:
      // vhcurveto, hvcurveto: curves that alternate between starting vertical and horizontal.
      var values = arguments[...]
      var vertical = byte == 30
      while values.count >= 4 {
        let a = values.removeFirst()
        let b = values.removeFirst()
        let c = values.removeFirst()
        let d = values.removeFirst()
        let last = values.count == 1 ? values.removeFirst() : 0
        if vertical {
          try curve([0, a, b, c, d, last])
        } else {
          try curve([a, 0, b, c, last, d])
        }
        vertical.toggle()
      }
    case 14:
      stack = arguments
      takeWidth(ifCountIs: { $0 == 1 || $0 == 5 })
      guard stack.count < 4 else {
        throw GlyphOutlineError(reason: "an accented glyph built from two others")
      }
      stack = []
      ended = true
    default:
      throw GlyphOutlineError(reason: "a charstring operator this renderer does not read")
    }
  }

  /// The flex operators (12 34–37), drawn as their two curves; other escaped operators
  /// (arithmetic, storage) are refused.
  private mutating func flex(_ second: Int) throws(GlyphOutlineError) {
    let values = stack
    stack = []
    func need(_ count: Int) throws(GlyphOutlineError) { try Self.require(count, in: values) }
    switch second {
    case 35:
      try need(12)
      try curve(values[0..<6])
      try curve(values[6..<12])
    case 34:
      try need(7)
      try curve([values[0], 0, values[1], values[2], values[3], 0])
      try curve([values[4], 0, values[5], -values[2], values[6], 0])
    case 36:
      try need(9)
      try curve([values[0], values[1], values[2], values[3], values[4], 0])
      try curve([
        values[5], 0, values[6], values[7], values[8], -(values[1] + values[3] + values[7]),
      ])
    case 37:
      try need(11)
      let dx = values[0] + values[2] + values[4] + values[6] + values[8]
      let dy = values[1] + values[3] + values[5] + values[7] + values[9]
      let last: (Double, Double) = abs(dx) > abs(dy) ? (values[10], -dy) : (-dx, values[10])
      try curve(values[0..<6])
      try curve([values[6], values[7], values[8], values[9], last.0, last.1])
    case 0:
      break
    default:
      throw GlyphOutlineError(reason: "a charstring operator this renderer does not read")
    }
  }

  private mutating func spendPoint() throws(GlyphOutlineError) {
    points += 1
    guard points <= FontFace.maximumPointCount else {
      throw GlyphOutlineError(reason: "a glyph of too many points")
    }
    if contour.isEmpty { contour = [Vertex(point: point, inTangent: .zero, outTangent: .zero)] }
  }

  private mutating func line(by delta: Point) throws(GlyphOutlineError) {
    try spendPoint()
    point = point + delta
    contour.append(Vertex(point: point, inTangent: .zero, outTangent: .zero))
  }

  /// A curve by six deltas: to the first control, the second, and the end.
  private mutating func curve<Values: Collection<Double>>(_ values: Values)
    throws(GlyphOutlineError)
  {
    let deltas = Array(values)
    guard deltas.count == 6 else { return }
    try spendPoint()
    let first = point + Point(x: deltas[0], y: deltas[1])
    let second = first + Point(x: deltas[2], y: deltas[3])
    point = second + Point(x: deltas[4], y: deltas[5])
    contour[contour.count - 1].outTangent = first - contour[contour.count - 1].point
    contour.append(Vertex(point: point, inTangent: second - point, outTangent: .zero))
  }

  /// Ends the contour being drawn: a closed path back to its start, the last vertex merged
  /// into the first when the outline returns there itself.
  mutating func closeContour() {
    defer { contour = [] }
    guard contour.count > 1 else { return }
    var vertices = contour
    if let last = vertices.last, last.point == vertices[0].point {
      vertices[0].inTangent = last.inTangent
      vertices.removeLast()
    }
    guard vertices.count > 1 || vertices[0].inTangent != .zero else { return }
    paths.append(BezierPath(vertices: vertices, isClosed: true))
  }
}
