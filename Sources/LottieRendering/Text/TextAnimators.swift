import AnimationFiles
import Foundation
import VectorGraphics

/// A text layer's animators (`t.a`) at one frame, applied to each character as lottie-web
/// applies them: every animator's range selector gives each character an amount, with which
/// the animator moves, scales, skews, rotates, fades and recolours that character around its
/// anchor (the middle of its character, word or line, `m.g`, shifted by `m.a`).
struct TextAnimators {
  /// One character as laid out, before the animators move it.
  struct LetterLayout {
    var isSpace: Bool
    var line: Int
    /// Where the character starts on its line, at the text's size.
    var x: Double
    /// The advance, at the text's size.
    var width: Double
  }

  /// How one character is drawn: moved by `offset` along its line (tracking that animators
  /// add), transformed by `transform` about its own origin, and painted in `style`.
  struct LetterPlacement {
    var offset: Double
    var transform: AffineTransform
    var style: LetterStyle
  }

  struct LetterStyle: Equatable {
    var opacity: Double
    var fill: [Double]?
    var stroke: [Double]?
    var strokeWidth: Double
  }

  /// The range selector (`s`): which characters an animator affects, and how much.
  private struct RangeSelector {
    /// What the range counts (`b`): 1 characters, 2 characters excluding spaces, 3 words,
    /// 4 lines.
    var basis: Int
    var usesIndices: Bool
    var start: Double
    var end: Double
    var offset: Double
    /// `sh`: 1 square, 2 ramp up, 3 ramp down, 4 triangle, 5 round, 6 smooth.
    var shape: Int
    var easing: CubicBezierEasing
    /// 0…1; 1 leaves the shape as it is.
    var smoothness: Double
    /// 0…1 (`a` is a percentage).
    var amount: Double

    /// The amount for the unit (character, word or line) at `index` of `count`.
    func amount(at index: Double, of count: Int) -> Double {
      let divisor = usesIndices ? 1 : (count > 0 ? 100 / Double(count) : 1)
      var low = (start + offset) / divisor
      var high = (end + offset) / divisor
      if low > high { swap(&low, &high) }
      let span = high - low
      var mult: Double
      switch shape {
      case 2, 3, 4:
        if span == 0 {
          mult = shape == 4 ? 0 : (index >= high ? 1 : 0)
          if shape == 3 { mult = 1 - mult }
        } else {
          mult = max(0, min(0.5 / span + (index - low) / span, 1))
          if shape == 3 { mult = 1 - mult }
          if shape == 4 { mult = mult < 0.5 ? mult * 2 : 1 - 2 * (mult - 0.5) }
        }
      case 5, 6:
        if span == 0 {
          mult = 0
        } else {
          let position = min(max(0, index + 0.5 - low), span)
          if shape == 5 {
            let x = -span / 2 + position
            let radius = span / 2
            mult = (max(0, 1 - (x * x) / (radius * radius))).squareRoot()
          } else {
            mult = (1 + cos(.pi + .pi * 2 * position / span)) / 2
          }
        }
      default:
        mult = 0
        if index >= low.rounded(.down) {
          mult =
            index - low < 0
            ? max(0, min(min(high, 1) - (low - index), 1)) : max(0, min(high - index, 1))
        }
      }
      mult = easing.value(at: mult)
      if smoothness != 1 {
        let width = smoothness == 0 ? 1e-8 : smoothness
        let threshold = 0.5 - width * 0.5
        mult = mult < threshold ? 0 : min((mult - threshold) / width, 1)
      }
      return mult * amount
    }
  }

  /// One animator's selector and the values of the properties it animates (nil when absent).
  private struct Animator {
    var selector: RangeSelector
    var anchor: Point?
    var position: Point?
    var scale: Point?
    var rotation: Double?
    var skew: Double?
    var skewAxis: Double
    var opacity: Double?
    var fill: [Double]?
    var stroke: [Double]?
    var strokeWidth: Double?
    var tracking: Double?
    var hue: Double?
    var saturation: Double?
    var brightness: Double?
  }

  /// The most characters, counted once for each animator, that one layer's animators place:
  /// each costs every animator's properties, so a hostile file could otherwise ask for a
  /// number that never ends.
  static let maximumPlacements = 1_000_000

  private let animators: [Animator]

  var count: Int { animators.count }
  /// `m.g`: 1 characters, 2 words, 3 lines (4, all, groups as characters do in lottie-web).
  private let grouping: Int
  /// `m.a`, percentages of the group's width and of the line.
  private let alignment: Point

  /// The animators of `text` (a layer's `t`) at `frame`; nil when there are none. What cannot
  /// be drawn is reported through `report`.
  init?(_ text: JSONNode?, frame: Double, report: (String) -> Void) {
    guard let list = text?["a"]?.array, !list.isEmpty else { return nil }
    var animators: [Animator] = []
    for item in list {
      let selectorNode = item["s"]
      let properties = item["a"]
      if selectorNode?["t"]?.integer == 1 { report("expression selector on a text animator") }
      if selectorNode?["rn"]?.integer == 1 { report("text animator selector in random order") }
      for key in ["rx", "ry"] where properties?[key] != nil {
        report("3D rotation in a text animator")
      }
      let keys = ["s", "e", "o", "a", "ne", "xe", "sm"]
      if keys.contains(where: { AnimatedValue.hasUnsupportedExpression(selectorNode?[$0]) })
        || ["p", "a", "s", "r", "sk", "sa", "o", "fc", "sc", "sw", "t", "fh", "fs", "fb"].contains(
          where: { AnimatedValue.hasUnsupportedExpression(properties?[$0]) })
      {
        report("expression on a text animator")
      }
      func number(_ node: JSONNode?, _ fallback: Double) -> Double {
        let value = AnimatedValue.number(node, at: frame, default: fallback)
        return value.isFinite ? value : fallback
      }
      func optionalNumber(_ key: String) -> Double? {
        guard let node = properties?[key] else { return nil }
        return number(node, 0)
      }
      func point(_ key: String, scale: Double = 1) -> Point? {
        guard let values = AnimatedValue.numbers(properties?[key], at: frame), !values.isEmpty
        else { return nil }
        let x = values[0].isFinite ? values[0] : 0
        let y = values.count > 1 && values[1].isFinite ? values[1] : x
        return Point(x: x * scale, y: y * scale)
      }
      func color(_ key: String) -> [Double]? {
        guard let values = AnimatedValue.numbers(properties?[key], at: frame), values.count >= 3
        else { return nil }
        return values.prefix(3).map { $0.isFinite ? $0 : 0 }
      }
      let easeLow = number(selectorNode?["ne"], 0)
      let easeHigh = number(selectorNode?["xe"], 0)
      let selector = RangeSelector(
        basis: selectorNode?["b"]?.integer ?? 1,
        usesIndices: selectorNode?["r"]?.integer == 2,
        start: number(selectorNode?["s"], 0),
        end: number(selectorNode?["e"], 100),
        offset: number(selectorNode?["o"], 0),
        shape: selectorNode?["sh"]?.integer ?? 1,
        easing: CubicBezierEasing(
          x1: easeLow > 0 ? easeLow / 100 : 0, y1: easeLow > 0 ? 0 : -easeLow / 100,
          x2: easeHigh > 0 ? 1 - easeHigh / 100 : 1, y2: easeHigh > 0 ? 1 : 1 + easeHigh / 100),
        smoothness: number(selectorNode?["sm"], 100) / 100,
        amount: number(selectorNode?["a"], 100) / 100)
      animators.append(
        Animator(
          selector: selector, anchor: point("a"), position: point("p"),
          scale: point("s", scale: 0.01), rotation: optionalNumber("r"),
          skew: optionalNumber("sk"), skewAxis: optionalNumber("sa") ?? 0,
          opacity: optionalNumber("o").map { $0 / 100 }, fill: color("fc"), stroke: color("sc"),
          strokeWidth: optionalNumber("sw"), tracking: optionalNumber("t"),
          hue: optionalNumber("fh"), saturation: optionalNumber("fs").map { $0 / 100 },
          brightness: optionalNumber("fb").map { $0 / 100 }))
    }
    self.animators = animators
    let options = text?["m"]
    grouping = options?["g"]?.integer ?? 1
    let alignment = AnimatedValue.point(options?["a"], at: frame, default: .zero)
    self.alignment = Point(
      x: alignment.x.isFinite ? alignment.x : 0, y: alignment.y.isFinite ? alignment.y : 0)
  }

  /// Where and how each of `letters` is drawn. `document` is the text document (its size,
  /// justification and colours).
  func placements(of letters: [LetterLayout], document: JSONNode) -> [LetterPlacement] {
    let size = document["s"]?.number ?? 0
    let justification = document["j"]?.integer ?? 0
    let baseStyle = LetterStyle(
      opacity: 1, fill: document["fc"]?.array?.compactMap(\.number),
      stroke: document["sc"]?.array?.compactMap(\.number),
      strokeWidth: document["sw"]?.number ?? 0)
    let amounts = animators.map { animator in
      let (indices, count) = Self.indices(of: letters, basis: animator.selector.basis)
      return indices.map { animator.selector.amount(at: Double($0), of: count) }
    }
    let groups = groupWidths(of: letters)
    let justifyOffsets = justificationOffsets(
      letters, amounts: amounts, justification: justification, unit: size / 1000)
    // The height lottie-web aligns a character's anchor vertically by.
    let lineExtent = size * 1.2 * 0.714
    // Tracking is in thousandths of the size, as the document's (`tr`) is: After Effects'
    // unit, which lottie-ios keeps (lottie-web takes it as pixels, out of scale by the size).
    let trackingUnit = size / 1000
    var placements: [LetterPlacement] = []
    var tracking = 0.0
    for (index, letter) in letters.enumerated() {
      if index > 0, letter.line != letters[index - 1].line { tracking = 0 }
      let (groupWidth, offsetInGroup) = groups[index]
      // The anchor: the middle of the character's group, shifted by the alignment.
      let anchor = Point(
        x: groupWidth / 2 - offsetInGroup + alignment.x * groupWidth * 0.005,
        y: alignment.y * lineExtent * 0.01)
      var matrix = AffineTransform.translation(-anchor.x, -anchor.y)
      var style = baseStyle
      if style.stroke == nil, animators.contains(where: { $0.stroke != nil }) {
        style.stroke = [0, 0, 0]
      }
      for (number, animator) in animators.enumerated() {
        let amount = amounts[number][index]
        // Tracking moves this and the following characters, except a left-aligned line's first.
        if let value = animator.tracking, letter.x + tracking != 0 || justification != 0 {
          tracking += value * trackingUnit * amount
        }
      }
      for (number, animator) in animators.enumerated() {
        guard let value = animator.anchor else { continue }
        let amount = amounts[number][index]
        matrix = AffineTransform.translation(-value.x * amount, -value.y * amount)
          .concatenating(matrix)
      }
      for (number, animator) in animators.enumerated() {
        guard let value = animator.scale else { continue }
        let amount = amounts[number][index]
        matrix = AffineTransform.scale(1 + (value.x - 1) * amount, 1 + (value.y - 1) * amount)
          .concatenating(matrix)
      }
      for (number, animator) in animators.enumerated() {
        let amount = amounts[number][index]
        if let skew = animator.skew {
          matrix = Self.skew(skew * amount, axis: animator.skewAxis * amount)
            .concatenating(matrix)
        }
        if let rotation = animator.rotation {
          matrix = AffineTransform.rotation(degrees: rotation * amount).concatenating(matrix)
        }
        if let opacity = animator.opacity {
          style.opacity += (opacity * amount - style.opacity) * amount
        }
        if let width = animator.strokeWidth { style.strokeWidth += width * amount }
        if let stroke = animator.stroke, let current = style.stroke {
          style.stroke = Self.mix(current, stroke, amount)
        }
        if let current = style.fill {
          var fill = current
          if let target = animator.fill { fill = Self.mix(fill, target, amount) }
          if let hue = animator.hue { fill = Self.adjusted(fill, hue: hue * amount) }
          if let saturation = animator.saturation {
            fill = Self.adjusted(fill, saturation: saturation * amount)
          }
          if let brightness = animator.brightness {
            fill = Self.adjusted(fill, brightness: brightness * amount)
          }
          style.fill = fill
        }
      }
      for (number, animator) in animators.enumerated() {
        guard let value = animator.position else { continue }
        let amount = amounts[number][index]
        matrix = AffineTransform.translation(value.x * amount, value.y * amount)
          .concatenating(matrix)
      }
      style.strokeWidth = max(0, style.strokeWidth)
      matrix = AffineTransform.translation(anchor.x, anchor.y).concatenating(matrix)
      placements.append(
        LetterPlacement(
          offset: tracking + justifyOffsets[letter.line], transform: matrix, style: style))
    }
    return placements
  }

  /// Each character's index in the units its selector counts, and the number of units.
  private static func indices(of letters: [LetterLayout], basis: Int) -> ([Int], Int) {
    var indices: [Int] = []
    var index = 0
    for (position, letter) in letters.enumerated() {
      if position > 0, letter.line != letters[position - 1].line, basis == 3 || basis == 4 {
        index += 1
      }
      indices.append(index)
      switch basis {
      case 2: if !letter.isSpace { index += 1 }
      case 3: if letter.isSpace { index += 1 }
      case 4: break
      default: index += 1
      }
    }
    // Words and lines count the last one too, unless a space at the end counted it.
    let closesLast = letters.last.map { basis == 4 || (basis == 3 && !$0.isSpace) } ?? false
    let count = index + (closesLast ? 1 : 0)
    return (indices, count)
  }

  /// Each character's anchor group width and its offset in the group: itself, its word (the
  /// space after a word belongs to it, without its width) or its line.
  private func groupWidths(of letters: [LetterLayout]) -> [(Double, Double)] {
    guard grouping == 2 || grouping == 3 else { return letters.map { ($0.width, 0) } }
    var result: [(Double, Double)] = []
    var start = 0
    var width = 0.0
    for (index, letter) in letters.enumerated() {
      result.append((0, width))
      width += letter.width
      let endsLine = index == letters.count - 1 || letters[index + 1].line != letter.line
      let endsWord = grouping == 2 && letter.isSpace
      guard endsLine || endsWord else { continue }
      if endsWord { width -= letter.width }
      for member in start...index { result[member].0 = width }
      start = index + 1
      width = 0
    }
    return result
  }

  /// The shift of each line that keeps right-aligned and centred lines in place when
  /// animators change the tracking, as lottie-web computes it.
  private func justificationOffsets(
    _ letters: [LetterLayout], amounts: [[Double]], justification: Int, unit: Double
  ) -> [Double] {
    let lineCount = (letters.last?.line ?? 0) + 1
    var offsets = Array(repeating: 0.0, count: lineCount)
    guard justification == 1 || justification == 2,
      animators.contains(where: { $0.tracking != nil })
    else { return offsets }
    let factor = justification == 2 ? -0.5 : -1
    var sums = Array(repeating: 0.0, count: lineCount)
    // lottie-web adds the first-character offsets of all the lines so far, never reset.
    var firstCharacterOffsets = Array(repeating: 0.0, count: lineCount)
    var firstCharacterOffset = 0.0
    for (index, letter) in letters.enumerated() {
      let isFirst = index == 0 || letters[index - 1].line != letter.line
      for (number, animator) in animators.enumerated() {
        guard let tracking = animator.tracking.map({ $0 * unit }) else { continue }
        if isFirst, justification == 2 { firstCharacterOffset += tracking * factor }
        sums[letter.line] += tracking * amounts[number][index] * factor
      }
      firstCharacterOffsets[letter.line] = firstCharacterOffset
    }
    // Only lines that the tracking moves get the first-character offsets.
    for line in 0..<lineCount where sums[line] != 0 {
      offsets[line] = sums[line] + firstCharacterOffsets[line]
    }
    return offsets
  }

  /// A skew of `degrees` along the axis at `axis` degrees, as lottie-web skews a character.
  private static func skew(_ degrees: Double, axis: Double) -> AffineTransform {
    let shear = AffineTransform(c: -tan(max(min(degrees, 89), -89) * .pi / 180))
    return AffineTransform.rotation(degrees: -axis).concatenating(shear)
      .concatenating(.rotation(degrees: axis))
  }

  private static func mix(_ from: [Double], _ to: [Double], _ amount: Double) -> [Double] {
    (0..<3).map { index in
      let start = index < from.count ? from[index] : 0
      let end = index < to.count ? to[index] : 0
      return start + (end - start) * amount
    }
  }

  /// `color` with its hue turned by `hue` degrees, or its saturation or brightness (0…1)
  /// raised, clamped to the colour space.
  private static func adjusted(
    _ color: [Double], hue: Double = 0, saturation: Double = 0, brightness: Double = 0
  ) -> [Double] {
    let red = color.count > 0 ? color[0] : 0
    let green = color.count > 1 ? color[1] : 0
    let blue = color.count > 2 ? color[2] : 0
    let high = max(red, green, blue)
    let low = min(red, green, blue)
    let range = high - low
    var h = 0.0
    if range > 0 {
      switch high {
      case red: h = ((green - blue) / range + (green < blue ? 6 : 0)) / 6
      case green: h = ((blue - red) / range + 2) / 6
      default: h = ((red - green) / range + 4) / 6
      }
    }
    var s = high == 0 ? 0 : range / high
    var v = high
    h += hue / 360
    h -= h.rounded(.down)
    s = min(max(s + saturation, 0), 1)
    v = min(max(v + brightness, 0), 1)
    let sector = h * 6
    let f = sector - sector.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - f * s)
    let t = v * (1 - (1 - f) * s)
    switch Int(exactly: sector.rounded(.down)) ?? 0 {
    case 0: return [v, t, p]
    case 1: return [q, v, p]
    case 2: return [p, v, t]
    case 3: return [p, q, v]
    case 4: return [t, p, v]
    default: return [v, p, q]
    }
  }
}
