import AnimationFiles
import VectorGraphics

/// What the runtime's layout does to an artboard that holds no layout of its own: nothing to
/// its contents (only layout components, participants, nested artboard layouts and component
/// lists are placed by a layout, and each is named by its own type), and only its drawn size
/// can change — the size the layout engine gives the artboard's node from its style, which
/// sizes the background and the clip.
enum RiveArtboardLayout {
  typealias Key = RivePropertyKey

  /// The layout engine's units (`YGUnit`).
  private enum Unit: UInt64 {
    case undefined = 0
    case point = 1
    case percent = 2
    case auto = 3
  }

  /// Why the artboard's layout style makes it another size than its width and height, or nil
  /// when the layout leaves it as authored.
  static func sizeChange(style: RiveComponent, width: Double, height: Double) -> String? {
    if style.unsigned(Key.layoutSizingStyleDisplayValue) == 1 {
      return "hidden by its layout style"
    }
    let intrinsic = style.bool(Key.layoutComponentStyleIntrinsicallySizedValue, false)
    for (axis, scaleKey, unitsKey) in [
      ("width", Key.layoutSizingStyleLayoutWidthScaleType, Key.layoutSizingStyleWidthUnitsValue),
      ("height", Key.layoutSizingStyleLayoutHeightScaleType, Key.layoutSizingStyleHeightUnitsValue),
    ] {
      // Only a fixed size in points is the authored one: fill and hug let the engine size the
      // artboard, a percentage takes a share of it, and a fixed size with no unit hugs when the
      // style is intrinsically sized.
      guard style.unsigned(scaleKey) == 0 else { return "\(axis) sized by its layout" }
      switch Unit(rawValue: style.unsigned(unitsKey, 1)) {
      case .point: break
      case .undefined, .auto: if intrinsic { return "\(axis) sized by its content" }
      case .percent, nil: return "\(axis) in percent"
      }
    }
    let laidOutWidth = bound(
      width, available: width,
      minimum: (Key.layoutSizingStyleMinWidth, Key.layoutSizingStyleMinWidthUnitsValue),
      maximum: (Key.layoutSizingStyleMaxWidth, Key.layoutSizingStyleMaxWidthUnitsValue),
      insets: [
        (Key.layoutComponentStylePaddingLeft, Key.layoutComponentStylePaddingLeftUnitsValue),
        (Key.layoutComponentStylePaddingRight, Key.layoutComponentStylePaddingRightUnitsValue),
      ],
      borders: [Key.layoutComponentStyleBorderLeft, Key.layoutComponentStyleBorderRight],
      style: style)
    let laidOutHeight = bound(
      height, available: height,
      minimum: (Key.layoutSizingStyleMinHeight, Key.layoutSizingStyleMinHeightUnitsValue),
      maximum: (Key.layoutSizingStyleMaxHeight, Key.layoutSizingStyleMaxHeightUnitsValue),
      insets: [
        (Key.layoutComponentStylePaddingTop, Key.layoutComponentStylePaddingTopUnitsValue),
        (Key.layoutComponentStylePaddingBottom, Key.layoutComponentStylePaddingBottomUnitsValue),
      ],
      borders: [Key.layoutComponentStyleBorderTop, Key.layoutComponentStyleBorderBottom],
      style: style)
    if laidOutWidth != width || laidOutHeight != height {
      return "laid out \(svgNumber(laidOutWidth)) by \(svgNumber(laidOutHeight))"
    }
    let aspectRatio = style.number(Key.layoutComponentStyleAspectRatio)
    if aspectRatio > 0, height > 0, abs(aspectRatio - width / height) > 1e-6 * aspectRatio {
      return "aspect ratio \(svgNumber(aspectRatio))"
    }
    return nil
  }

  /// A fixed size as the layout engine bounds it: by the maximum, then the minimum, then at
  /// least the padding and border around the content.
  private static func bound(
    _ size: Double, available: Double, minimum: (UInt32, UInt32), maximum: (UInt32, UInt32),
    insets: [(UInt32, UInt32)], borders: [UInt32], style: RiveComponent
  ) -> Double {
    func resolved(_ value: (UInt32, UInt32)) -> Double? {
      let number = style.number(value.0)
      switch Unit(rawValue: style.unsigned(value.1)) {
      case .point: return number
      case .percent: return number / 100 * available
      default: return nil
      }
    }
    var result = size
    if let maximum = resolved(maximum), result > maximum { result = maximum }
    if let minimum = resolved(minimum), result < minimum { result = minimum }
    let around =
      insets.reduce(0) { $0 + max(resolved($1) ?? 0, 0) }
      + borders.reduce(0) { $0 + max(style.number($1), 0) }
    return max(result, around)
  }
}
