import VectorGraphics

/// Why a glyph's outline could not be read.
struct GlyphOutlineError: Error, Equatable {
  let reason: String
}

extension FontFace {
  /// The most points one glyph may have, composites included; TrueType's own limit per simple
  /// glyph is 65,535, and no real glyph comes near it.
  static let maximumPointCount = 65_536
  /// How deeply composite glyphs may nest; fonts stay within a few levels.
  static let maximumCompositeDepth = 8
  /// The most components one glyph may be built from, at all depths.
  static let maximumComponentCount = 512

  /// One point of a TrueType contour, in font units (y up).
  private struct ContourPoint {
    var point: Point
    var isOnCurve: Bool
  }

  /// The glyph's outline as closed cubic paths in the font's units with y pointing down (as
  /// the renderer's paths do), from `glyf` or `CFF `; no paths for a glyph without contours,
  /// such as a space.
  func outline(ofGlyph glyph: Int) throws(GlyphOutlineError) -> [BezierPath] {
    if outlineFormat == .compact, let compactOutlines {
      return try compactOutlines.outline(ofGlyph: glyph)
    }
    guard outlineFormat == .trueType else {
      throw GlyphOutlineError(reason: "outlines this renderer does not read")
    }
    var contours: [[ContourPoint]] = []
    var budget = (points: Self.maximumPointCount, components: Self.maximumComponentCount)
    try appendContours(
      ofGlyph: glyph, transform: .identity, to: &contours, including: [], budget: &budget)
    let flip = AffineTransform.scale(1, -1)
    return contours.compactMap { Self.path(through: $0)?.transformed(by: flip) }
  }

  /// The bytes of a glyph's `glyf` entry; empty for a glyph without outline.
  private func glyphRange(_ glyph: Int) throws(GlyphOutlineError) -> Range<Int> {
    guard let locations = tables["loca"], let outlines = tables["glyf"], glyph >= 0,
      glyph < glyphCount
    else { throw GlyphOutlineError(reason: "a glyph the font does not locate") }
    let start: Int?
    let end: Int?
    if usesLongLocations {
      start = data.uint32(at: locations.lowerBound + 4 * glyph)
      end = data.uint32(at: locations.lowerBound + 4 * glyph + 4)
    } else {
      start = data.uint16(at: locations.lowerBound + 2 * glyph).map { $0 * 2 }
      end = data.uint16(at: locations.lowerBound + 2 * glyph + 2).map { $0 * 2 }
    }
    guard let start, let end, start <= end, end <= outlines.count,
      locations.lowerBound + (usesLongLocations ? 4 : 2) * (glyph + 2) <= locations.upperBound
    else { throw GlyphOutlineError(reason: "a glyph location outside the font") }
    return outlines.lowerBound + start..<outlines.lowerBound + end
  }

  private func appendContours(
    ofGlyph glyph: Int, transform: AffineTransform, to contours: inout [[ContourPoint]],
    including ancestors: [Int], budget: inout (points: Int, components: Int)
  ) throws(GlyphOutlineError) {
    let range = try glyphRange(glyph)
    guard !range.isEmpty else { return }
    guard range.count >= 10, let contourCount = data.int16(at: range.lowerBound) else {
      throw GlyphOutlineError(reason: "a truncated glyph")
    }
    if contourCount >= 0 {
      try appendSimpleContours(
        range, count: contourCount, transform: transform, to: &contours, budget: &budget)
      return
    }
    guard !ancestors.contains(glyph) else {
      throw GlyphOutlineError(reason: "a composite glyph that includes itself")
    }
    guard ancestors.count < Self.maximumCompositeDepth else {
      throw GlyphOutlineError(reason: "composite glyphs nested too deeply")
    }
    var offset = range.lowerBound + 10
    var hasMore = true
    while hasMore {
      budget.components -= 1
      guard budget.components >= 0 else {
        throw GlyphOutlineError(reason: "a glyph of too many components")
      }
      guard let flags = data.uint16(at: offset), let component = data.uint16(at: offset + 2)
      else { throw GlyphOutlineError(reason: "a truncated composite glyph") }
      offset += 4
      let argumentsAreWords = flags & 0x0001 != 0
      guard flags & 0x0002 != 0 else {
        // Placing a component by matching points needs the hinted points; refused, not guessed.
        throw GlyphOutlineError(reason: "a component placed by matching points")
      }
      let dx: Int?
      let dy: Int?
      if argumentsAreWords {
        dx = data.int16(at: offset)
        dy = data.int16(at: offset + 2)
        offset += 4
      } else {
        dx = data.uint8(at: offset).map { Int(Int8(truncatingIfNeeded: $0)) }
        dy = data.uint8(at: offset + 1).map { Int(Int8(truncatingIfNeeded: $0)) }
        offset += 2
      }
      var scale = AffineTransform.identity
      var scaleValues: [Double?] = []
      if flags & 0x0008 != 0 {
        scaleValues = [data.f2Dot14(at: offset)]
        scale = AffineTransform.scale(scaleValues[0] ?? 0, scaleValues[0] ?? 0)
        offset += 2
      } else if flags & 0x0040 != 0 {
        scaleValues = [data.f2Dot14(at: offset), data.f2Dot14(at: offset + 2)]
        scale = AffineTransform.scale(scaleValues[0] ?? 0, scaleValues[1] ?? 0)
        offset += 4
      } else if flags & 0x0080 != 0 {
        scaleValues = (0..<4).map { data.f2Dot14(at: offset + 2 * $0) }
        scale = AffineTransform(
          a: scaleValues[0] ?? 0, b: scaleValues[1] ?? 0, c: scaleValues[2] ?? 0,
          d: scaleValues[3] ?? 0)
        offset += 8
      }
      guard let dx, let dy, !scaleValues.contains(where: { $0 == nil }), offset <= range.upperBound
      else { throw GlyphOutlineError(reason: "a truncated composite glyph") }
      // The offset is not scaled with the component (the default unless flag 0x800 says so).
      var placement = AffineTransform.translation(Double(dx), Double(dy)).concatenating(scale)
      if flags & 0x0800 != 0 {
        placement = scale.concatenating(.translation(Double(dx), Double(dy)))
      }
      try appendContours(
        ofGlyph: component, transform: transform.concatenating(placement), to: &contours,
        including: ancestors + [glyph], budget: &budget)
      hasMore = flags & 0x0020 != 0
    }
  }

  private func appendSimpleContours(
    _ range: Range<Int>, count: Int, transform: AffineTransform,
    to contours: inout [[ContourPoint]], budget: inout (points: Int, components: Int)
  ) throws(GlyphOutlineError) {
    let truncated = GlyphOutlineError(reason: "a truncated glyph")
    var offset = range.lowerBound + 10
    var ends: [Int] = []
    ends.reserveCapacity(count)
    for _ in 0..<count {
      guard let end = data.uint16(at: offset), end >= (ends.last ?? -1) + 1 || ends.isEmpty
      else { throw GlyphOutlineError(reason: "contours that end out of order") }
      ends.append(end)
      offset += 2
    }
    let pointCount = (ends.last ?? -1) + 1
    budget.points -= pointCount
    guard budget.points >= 0 else { throw GlyphOutlineError(reason: "a glyph of too many points") }
    guard let instructionLength = data.uint16(at: offset) else { throw truncated }
    offset += 2 + instructionLength
    // Flags, each possibly repeated; then the x and y coordinates, as deltas.
    var flags: [Int] = []
    flags.reserveCapacity(pointCount)
    while flags.count < pointCount {
      guard offset < range.upperBound, let flag = data.uint8(at: offset) else { throw truncated }
      offset += 1
      var repeats = 1
      if flag & 0x08 != 0 {
        guard offset < range.upperBound, let count = data.uint8(at: offset) else { throw truncated }
        offset += 1
        repeats += count
      }
      flags += repeatElement(flag, count: min(repeats, pointCount - flags.count))
    }
    func coordinates(short: Int, same: Int) throws(GlyphOutlineError) -> [Int] {
      var values: [Int] = []
      values.reserveCapacity(pointCount)
      var value = 0
      for flag in flags {
        if flag & short != 0 {
          guard offset < range.upperBound, let delta = data.uint8(at: offset) else {
            throw truncated
          }
          value += flag & same != 0 ? delta : -delta
          offset += 1
        } else if flag & same == 0 {
          guard offset + 2 <= range.upperBound, let delta = data.int16(at: offset) else {
            throw truncated
          }
          value += delta
          offset += 2
        }
        values.append(value)
      }
      return values
    }
    let xs = try coordinates(short: 0x02, same: 0x10)
    let ys = try coordinates(short: 0x04, same: 0x20)
    var start = 0
    for end in ends {
      contours.append(
        (start...end).map { index in
          ContourPoint(
            point: transform.apply(Point(x: Double(xs[index]), y: Double(ys[index]))),
            isOnCurve: flags[index] & 0x01 != 0)
        })
      start = end + 1
    }
  }

  /// A closed cubic path through a quadratic contour: between two off-curve points lies an
  /// implied on-curve point at their middle, and each quadratic segment is raised to a cubic one
  /// with controls two thirds of the way to the quadratic control.
  private static func path(through contour: [ContourPoint]) -> BezierPath? {
    guard contour.count > 1 else { return nil }
    let start: Point
    var following: [ContourPoint]
    if let firstOnCurve = contour.firstIndex(where: \.isOnCurve) {
      start = contour[firstOnCurve].point
      following = Array(contour[(firstOnCurve + 1)...] + contour[..<firstOnCurve])
    } else {
      start = contour[contour.count - 1].point.interpolated(to: contour[0].point, 0.5)
      following = contour
    }
    following.append(ContourPoint(point: start, isOnCurve: true))
    var vertices = [Vertex(point: start, inTangent: .zero, outTangent: .zero)]
    var control: Point?
    func append(_ point: Point) {
      var vertex = Vertex(point: point, inTangent: .zero, outTangent: .zero)
      if let control, let previous = vertices.last?.point {
        vertices[vertices.count - 1].outTangent = (control - previous) * (2.0 / 3.0)
        vertex.inTangent = (control - point) * (2.0 / 3.0)
      }
      vertices.append(vertex)
    }
    for item in following {
      if item.isOnCurve {
        append(item.point)
        control = nil
      } else {
        if let previous = control {
          append(previous.interpolated(to: item.point, 0.5))
        }
        control = item.point
      }
    }
    // The last vertex is the start again: its incoming tangent closes the path.
    if let closing = vertices.popLast() { vertices[0].inTangent = closing.inTangent }
    return BezierPath(vertices: vertices, isClosed: true)
  }
}
