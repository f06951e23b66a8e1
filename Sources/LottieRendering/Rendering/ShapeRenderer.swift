import AnimationFiles
import Foundation
import VectorGraphics

/// Paints a shape layer's contents.
///
/// Lottie's shape list works as After Effects' contents do: a fill or stroke paints every path
/// above it in its group (nested groups included), a modifier (trim paths, round corners,
/// repeater) changes every path above it, also those that styles above it paint, and items
/// higher in the list are drawn on top.
struct ShapeRenderer {
  let state: RenderState
  let layerName: String

  /// The paths of one shape item after the modifiers below it, in its group's coordinates; or
  /// the area merge paths make of the slots above them.
  final class PathSlot {
    var paths: [BezierPath]
    /// From the slot's group to the layer.
    let toLayer: AffineTransform
    /// The merged slots and how they combine, when the slot is a merge paths' result.
    let merge: Merge?
    /// How many merges deep the slot is: 0 for a path, one more than its deepest operand for
    /// a merge. Kept so that bounding the nesting needs no walk down it.
    let mergeDepth: Int

    init(paths: [BezierPath], toLayer: AffineTransform, merge: Merge? = nil) {
      self.paths = paths
      self.toLayer = toLayer
      self.merge = merge
      mergeDepth = merge.map { 1 + ($0.operands.map(\.mergeDepth).max() ?? 0) } ?? 0
    }

    /// The slot moved by `shift` (in layer coordinates), merged slots included.
    func shifted(by shift: AffineTransform) -> PathSlot {
      PathSlot(
        paths: paths, toLayer: shift.concatenating(toLayer),
        merge: merge.map {
          Merge(mode: $0.mode, operands: $0.operands.map { $0.shifted(by: shift) })
        })
    }
  }

  /// Merge paths in mode add (2), subtract (3), intersect (4) or exclude intersections (5) over
  /// the slots above them, listed top first.
  struct Merge {
    let mode: Int
    let operands: [PathSlot]
  }

  /// A fill or stroke with the slots it paints, in its group's coordinates.
  struct Draw {
    var slots: [PathSlot]
    var style: JSONNode
    var toLayer: AffineTransform
    var opacity: Double
  }

  func render(_ shapes: JSONNode?, frame: Double) {
    let items = shapes?.array ?? []
    let (_, draws) = collect(items, toLayer: .identity, opacity: 1, frame: frame, depth: 0)
    for draw in draws.reversed() { emit(draw, frame: frame) }
  }

  // MARK: Collecting

  /// The slots and draws of one group's items; `depth` counts the groups around them.
  private func collect(
    _ items: [JSONNode], toLayer: AffineTransform, opacity: Double, frame: Double, depth: Int
  ) -> (slots: [PathSlot], draws: [Draw]) {
    var slots: [PathSlot] = []
    var draws: [Draw] = []
    for item in items where item.isObject {
      if item["hd"]?.bool == true { continue }
      let type = item["ty"]?.string ?? ""
      checkExpressions(item, type: type)
      guard type == "gr" else {
        collectItem(
          item, type: type, slots: &slots, draws: &draws, toLayer: toLayer, opacity: opacity,
          frame: frame)
        continue
      }
      guard depth < state.limits.maximumGroupDepth else {
        state.report(
          layerName, "shape groups nested deeper than \(state.limits.maximumGroupDepth)")
        continue
      }
      let children = item["it"]?.array ?? []
      let transform = LayerTransform(children.last { $0["ty"]?.string == "tr" }, at: frame)
      guard transform.matrix.determinant != 0, transform.opacity > 0 else { continue }
      let child = collect(
        children, toLayer: toLayer.concatenating(transform.matrix),
        opacity: opacity * transform.opacity, frame: frame, depth: depth + 1)
      slots += child.slots
      draws += child.draws
    }
    return (slots, draws)
  }

  /// One item that is not a group, added to `slots` and `draws`. Out of line: the group
  /// recursion above keeps only its own frame on the stack at every level.
  @inline(never)
  private func collectItem(
    _ item: JSONNode, type: String, slots: inout [PathSlot], draws: inout [Draw],
    toLayer: AffineTransform, opacity: Double, frame: Double
  ) {
    switch type {
    case "sh", "rc", "el", "sr":
      if let path = geometry(item, type: type, frame: frame) {
        slots.append(PathSlot(paths: [path], toLayer: toLayer))
      }
    case "fl", "st", "gf", "gs":
      draws.append(Draw(slots: slots, style: item, toLayer: toLayer, opacity: opacity))
    case "tm":
      reportMerged(in: slots, modifier: "trim paths")
      trim(slots, item, frame: frame)
    case "rd":
      reportMerged(in: slots, modifier: "round corners")
      let radius = AnimatedValue.number(item["r"], at: frame, default: 0)
      for slot in slots {
        slot.paths = slot.paths.map { ShapeGeometry.roundingCorners($0, radius: radius) }
      }
    case "rp":
      (slots, draws) = repeated(item, slots: slots, draws: draws, toLayer: toLayer, frame: frame)
    case "mm":
      // Mode 1 merges the paths into one, as painting them together already does.
      let mode = item["mm"]?.integer ?? 1
      if (2...5).contains(mode) {
        if slots.contains(where: { $0.mergeDepth >= state.limits.maximumMergeDepth }) {
          state.report(
            layerName, "merge paths nested deeper than \(state.limits.maximumMergeDepth)")
        } else if !slots.isEmpty {
          slots = [
            PathSlot(paths: [], toLayer: toLayer, merge: Merge(mode: mode, operands: slots))
          ]
        }
      } else if mode != 1 {
        state.report(layerName, "merge paths (mode \(mode))")
      }
    case "tr":
      break
    default:
      state.report(layerName, Self.unsupportedLabels[type] ?? "shape item '\(type)'")
    }
  }

  /// Names a path modifier met below merge paths that combine areas: it would change the
  /// merged outline, which the still does not compute.
  private func reportMerged(in slots: [PathSlot], modifier: String) {
    if let merge = slots.lazy.compactMap(\.merge).first {
      state.report(layerName, "\(modifier) of merged paths (mode \(merge.mode))")
    }
  }

  static let unsupportedLabels = [
    "pb": "pucker and bloat", "tw": "twist", "op": "offset paths", "zz": "zig zag",
  ]

  private func checkExpressions(_ item: JSONNode, type: String) {
    guard case .object(let members) = item.value else { return }
    for member in members
    where member.node.isObject && AnimatedValue.hasUnsupportedExpression(member.node) {
      let name = item["nm"]?.string ?? type
      state.report(layerName, "expression on '\(name)' (\(member.key))")
    }
  }

  private func geometry(_ item: JSONNode, type: String, frame: Double) -> BezierPath? {
    let reversed = item["d"]?.number == 3
    switch type {
    case "sh":
      return AnimatedValue.path(item["ks"], at: frame)
    case "rc":
      return ShapeGeometry.rectangle(
        center: AnimatedValue.point(item["p"], at: frame, default: .zero),
        size: AnimatedValue.point(item["s"], at: frame, default: .zero),
        roundness: AnimatedValue.number(item["r"], at: frame, default: 0), reversed: reversed)
    case "el":
      return ShapeGeometry.ellipse(
        center: AnimatedValue.point(item["p"], at: frame, default: .zero),
        size: AnimatedValue.point(item["s"], at: frame, default: .zero), reversed: reversed)
    default:
      return ShapeGeometry.star(
        center: AnimatedValue.point(item["p"], at: frame, default: .zero),
        points: AnimatedValue.number(item["pt"], at: frame, default: 5),
        rotation: AnimatedValue.number(item["r"], at: frame, default: 0),
        outerRadius: AnimatedValue.number(item["or"], at: frame, default: 0),
        innerRadius: AnimatedValue.number(item["ir"], at: frame, default: 0),
        outerRoundness: AnimatedValue.number(item["os"], at: frame, default: 0),
        innerRoundness: AnimatedValue.number(item["is"], at: frame, default: 0),
        isStar: item["sy"]?.number != 2, reversed: reversed)
    }
  }

  // MARK: Modifiers

  private func trim(_ slots: [PathSlot], _ item: JSONNode, frame: Double) {
    let range = TrimRange(
      start: AnimatedValue.number(item["s"], at: frame, default: 0) / 100,
      end: AnimatedValue.number(item["e"], at: frame, default: 100) / 100,
      offset: AnimatedValue.number(item["o"], at: frame, default: 0) / 360)
    if item["m"]?.number == 2 {
      // Individually: all the paths above are one line, cut in order.
      let lengths = slots.map { slot in
        slot.paths.map { TrimRange.length(of: $0.transformed(by: slot.toLayer)) }
      }
      let total = lengths.joined().reduce(0, +)
      guard total > 0 else { return }
      var origin = 0.0
      for (slot, pathLengths) in zip(slots, lengths) {
        var kept: [BezierPath] = []
        for (path, length) in zip(slot.paths, pathLengths) {
          kept += range.cut(path, pathStart: origin / total, pathEnd: (origin + length) / total)
          origin += length
        }
        slot.paths = kept
      }
    } else {
      for slot in slots { slot.paths = range.apply(to: slot.paths, individually: false) }
    }
  }

  private func repeated(
    _ item: JSONNode, slots: [PathSlot], draws: [Draw], toLayer: AffineTransform, frame: Double
  ) -> ([PathSlot], [Draw]) {
    let requested = AnimatedValue.number(item["c"], at: frame, default: 1)
    let limit = state.limits.maximumRepeaterCopies
    guard requested.isFinite, requested >= 1 else { return ([], []) }
    if requested > Double(limit) {
      state.report(layerName, "a repeater of more than \(limit) copies")
    }
    let itemsPerCopy = max(1, slots.count + draws.count)
    let fitting = max(
      1, (state.limits.maximumRepeatedItems - state.repeatedItems) / itemsPerCopy)
    var copies = requested > Double(limit) ? limit : Int(requested.rounded(.up))
    if copies > fitting {
      state.report(
        layerName, "repeaters making more than \(state.limits.maximumRepeatedItems) shapes")
      copies = fitting
    }
    state.repeatedItems += copies * itemsPerCopy
    let offset = AnimatedValue.number(item["o"], at: frame, default: 0)
    let transform = item["tr"]
    let anchor = AnimatedValue.point(transform?["a"], at: frame, default: .zero)
    let position = AnimatedValue.point(transform?["p"], at: frame, default: .zero)
    let scale = AnimatedValue.numbers(transform?["s"], at: frame) ?? [100, 100]
    let rotation = AnimatedValue.number(transform?["r"], at: frame, default: 0)
    let startOpacity = AnimatedValue.number(transform?["so"], at: frame, default: 100) / 100
    let endOpacity = AnimatedValue.number(transform?["eo"], at: frame, default: 100) / 100
    let inverse = toLayer.inverted ?? .identity
    var newSlots: [PathSlot] = []
    var copiesDraws: [[Draw]] = []
    for copy in 0..<copies {
      let step = Double(copy) + offset
      let scaleX = pow((scale.first ?? 100) / 100, step)
      let scaleY = pow((scale.count > 1 ? scale[1] : scale.first ?? 100) / 100, step)
      let local = AffineTransform.translation(position.x * step, position.y * step)
        .concatenating(.translation(anchor.x, anchor.y))
        .concatenating(.rotation(degrees: rotation * step))
        .concatenating(.scale(scaleX, scaleY))
        .concatenating(.translation(-anchor.x, -anchor.y))
      let shift = toLayer.concatenating(local).concatenating(inverse)
      let opacity =
        copies > 1
        ? startOpacity + (endOpacity - startOpacity) * Double(copy) / Double(copies - 1)
        : startOpacity
      var mapping: [ObjectIdentifier: PathSlot] = [:]
      for slot in slots {
        let copied = slot.shifted(by: shift)
        mapping[ObjectIdentifier(slot)] = copied
        newSlots.append(copied)
      }
      copiesDraws.append(
        draws.map { draw in
          Draw(
            slots: draw.slots.map { mapping[ObjectIdentifier($0)] ?? $0 }, style: draw.style,
            toLayer: shift.concatenating(draw.toLayer), opacity: draw.opacity * opacity)
        })
    }
    // Draws are listed top first; "above" (1) puts each later copy over the one before.
    let stacked = item["m"]?.number == 2 ? copiesDraws : copiesDraws.reversed()
    return (newSlots, stacked.flatMap { $0 })
  }

  // MARK: Painting

  private func emit(_ draw: Draw, frame: Double) {
    guard let inverse = draw.toLayer.inverted else { return }
    let style = draw.style
    let type = style["ty"]?.string ?? ""
    let isStroke = type == "st" || type == "gs"
    // Checked before formatting, so a draw far over the budget (a repeater of a huge path)
    // costs nothing to refuse.
    let vertexCount = draw.slots.reduce(0) { total, slot in
      slot.paths.reduce(total) { $1.vertices.count > 1 ? $0 + $1.vertices.count : $0 }
    }
    guard state.fitsVertexBudget(vertexCount, layer: layerName) else { return }
    var data = ""
    var mergedAreas: [String] = []
    for slot in draw.slots {
      if let merge = slot.merge {
        if isStroke {
          state.report(layerName, "stroke of merged paths (mode \(merge.mode))")
        } else if let area = mergedArea(merge, inverse: inverse) {
          mergedAreas.append(area)
        }
        continue
      }
      guard let slotData = pathData(slot, inverse: inverse) else { return }
      data += slotData
    }
    guard !data.isEmpty || !mergedAreas.isEmpty else { return }
    let opacity =
      min(max(AnimatedValue.number(style["o"], at: frame, default: 100) / 100, 0), 1)
      * draw.opacity
    guard opacity > 0 else { return }
    var paint: String
    if type == "gf" || type == "gs" {
      guard let gradient = gradient(style, frame: frame) else { return }
      paint = gradient
    } else {
      paint = SVGWriter.color(fractions: AnimatedValue.color(style["c"], at: frame) ?? [0, 0, 0])
    }
    var attributes = ""
    if isStroke {
      let width = AnimatedValue.number(style["w"], at: frame, default: 0)
      guard width > 0 else { return }
      attributes += " fill=\"none\" stroke=\"\(paint)\" stroke-width=\"\(svgNumber(width))\""
      if opacity < 1 { attributes += " stroke-opacity=\"\(svgNumber(opacity))\"" }
      let caps = [1: "butt", 2: "round", 3: "square"]
      let joins = [1: "miter", 2: "round", 3: "bevel"]
      let cap = caps[style["lc"]?.integer ?? 2] ?? "round"
      let join = joins[style["lj"]?.integer ?? 2] ?? "round"
      attributes += " stroke-linecap=\"\(cap)\" stroke-linejoin=\"\(join)\""
      if join == "miter" {
        let limit = AnimatedValue.number(style["ml2"] ?? style["ml"], at: frame, default: 4)
        attributes += " stroke-miterlimit=\"\(svgNumber(max(limit, 1)))\""
      }
      attributes += dashes(style, frame: frame)
    } else {
      attributes += " fill=\"\(paint)\""
      if opacity < 1 { attributes += " fill-opacity=\"\(svgNumber(opacity))\"" }
    }
    let transform = draw.toLayer.isIdentity ? "" : " transform=\"\(draw.toLayer.svg)\""
    if !data.isEmpty {
      let rule = !isStroke && style["r"]?.number == 2 ? " fill-rule=\"evenodd\"" : ""
      state.writer.append("<path d=\"\(data)\"\(transform)\(attributes)\(rule)/>")
    }
    for area in mergedAreas {
      // The paint covers everything; the merged area, as a mask, keeps its part.
      let id = state.writer.uniqueID("merge")
      state.writer.append(
        "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" \(Self.maskRegion)>\(area)</mask>"
          + "<g mask=\"url(#\(id))\"\(transform)>"
          + "<path d=\"M-100000 -100000H100000V100000H-100000Z\"\(attributes)/></g>")
    }
  }

  /// A mask's or filter's region: large enough for any drawing.
  static let maskRegion = "x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\""

  /// A slot's paths as `d` data in the draw's coordinates (`inverse` takes the layer to them),
  /// or nil when the vertex budget is spent.
  func pathData(_ slot: PathSlot, inverse: AffineTransform) -> String? {
    var data = ""
    let relative = inverse.concatenating(slot.toLayer)
    for path in slot.paths where path.vertices.count > 1 {
      guard state.spendVertices(path.vertices.count, layer: layerName) else { return nil }
      data += path.transformed(by: relative).svg
    }
    return data
  }

  private func dashes(_ style: JSONNode, frame: Double) -> String {
    guard let items = style["d"]?.array, !items.isEmpty else { return "" }
    var lengths: [Double] = []
    var offset = 0.0
    for item in items {
      let value = AnimatedValue.number(item["v"], at: frame, default: 0)
      if item["n"]?.string == "o" { offset = value } else { lengths.append(max(value, 0)) }
    }
    guard lengths.contains(where: { $0 > 0 }) else { return "" }
    return " stroke-dasharray=\"\(lengths.map(svgNumber).joined(separator: " "))\""
      + (offset != 0 ? " stroke-dashoffset=\"\(svgNumber(offset))\"" : "")
  }

  /// Writes the gradient's definition and returns its paint reference.
  private func gradient(_ style: JSONNode, frame: Double) -> String? {
    let colorCount = style["g"]?["p"]?.integer ?? 0
    guard colorCount > 0, colorCount < 10_000,
      let values = AnimatedValue.numbers(style["g"]?["k"], at: frame),
      values.count >= colorCount * 4
    else { return nil }
    var colorStops: [(offset: Double, color: [Double])] = []
    for index in 0..<colorCount {
      let base = index * 4
      colorStops.append((values[base], Array(values[base + 1...base + 3])))
    }
    var alphaStops: [(offset: Double, alpha: Double)] = []
    var index = colorCount * 4
    while index + 1 < values.count {
      alphaStops.append((values[index], values[index + 1]))
      index += 2
    }
    let offsets = Set(colorStops.map(\.offset) + alphaStops.map(\.offset)).sorted()
    func colorAt(_ offset: Double) -> [Double] {
      Self.sample(colorStops.map { ($0.offset, $0.color) }, at: offset)
    }
    func alphaAt(_ offset: Double) -> Double {
      alphaStops.isEmpty
        ? 1 : Self.sample(alphaStops.map { ($0.offset, [$0.alpha]) }, at: offset)[0]
    }
    let start = AnimatedValue.point(style["s"], at: frame, default: .zero)
    let end = AnimatedValue.point(style["e"], at: frame, default: .zero)
    let id = state.writer.uniqueID("gradient")
    var definition: String
    if style["t"]?.number == 2 {
      let radius = (end - start).length
      let highlight = max(min(AnimatedValue.number(style["h"], at: frame, default: 0), 99), -99)
      let angle =
        AnimatedValue.number(style["a"], at: frame, default: 0) * .pi / 180
        + atan2(end.y - start.y, end.x - start.x)
      let focus = Point(
        x: start.x + cos(angle) * radius * highlight / 100,
        y: start.y + sin(angle) * radius * highlight / 100)
      definition =
        "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(svgNumber(start.x))\" cy=\"\(svgNumber(start.y))\" r=\"\(svgNumber(radius))\" fx=\"\(svgNumber(focus.x))\" fy=\"\(svgNumber(focus.y))\">"
    } else {
      definition =
        "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(svgNumber(start.x))\" y1=\"\(svgNumber(start.y))\" x2=\"\(svgNumber(end.x))\" y2=\"\(svgNumber(end.y))\">"
    }
    for offset in offsets {
      let alpha = alphaAt(offset)
      definition +=
        "<stop offset=\"\(svgNumber(min(max(offset, 0), 1)))\" stop-color=\"\(SVGWriter.color(colorAt(offset)))\""
        + (alpha < 1 ? " stop-opacity=\"\(svgNumber(max(alpha, 0)))\"" : "") + "/>"
    }
    definition += style["t"]?.number == 2 ? "</radialGradient>" : "</linearGradient>"
    state.writer.append(definition)
    return "url(#\(id))"
  }

  /// Linear interpolation between stops sorted by offset, clamped at the ends.
  private static func sample(_ stops: [(Double, [Double])], at offset: Double) -> [Double] {
    let sorted = stops.sorted { $0.0 < $1.0 }
    guard let first = sorted.first, let last = sorted.last else { return [0, 0, 0] }
    if offset <= first.0 { return first.1 }
    if offset >= last.0 { return last.1 }
    for (low, high) in zip(sorted, sorted.dropFirst()) where offset <= high.0 {
      let span = high.0 - low.0
      let t = span > 0 ? (offset - low.0) / span : 0
      return zip(low.1, high.1).map { $0 + ($1 - $0) * t }
    }
    return last.1
  }
}

extension AffineTransform {
  /// The inverse transform, or nil when this one is singular.
  var inverted: AffineTransform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det, e: (c * f - d * e) / det,
      f: (b * e - a * f) / det)
  }
}
