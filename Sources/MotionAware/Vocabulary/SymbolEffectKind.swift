/// The SF Symbols effects, by what they do to the symbol.
public enum SymbolEffectKind: String, Hashable, Sendable, CaseIterable {
  case bounce
  case wiggle
  case rotate
  case breathe
  case scale
  case pulse
  case variableColor
  case appear
  case disappear
  case replace
  case drawOn
  case drawOff

  /// Whether the effect moves or resizes the symbol (as opposed to changing its colour, opacity
  /// or content in place).
  public var displacesContent: Bool {
    switch self {
    case .bounce, .wiggle, .rotate, .breathe, .scale, .appear, .disappear: true
    case .pulse, .variableColor, .replace, .drawOn, .drawOff: false
    }
  }

  /// Whether the effect shows or hides the symbol, so that skipping it would lose a state change.
  public var changesVisibility: Bool {
    self == .appear || self == .disappear
  }
}
