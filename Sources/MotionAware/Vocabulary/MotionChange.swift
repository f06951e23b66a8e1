/// One thing an animation changes on screen.
public enum MotionChange: Hashable, Sendable {
  /// Position: `.move`, `.slide`, `.push`, `.offset`, a parallax layer.
  case translation
  /// Size: `.scale`, `scaleEffect`, zooming.
  case scale
  /// Rotation in the plane: `rotationEffect`, spinning.
  case rotation
  /// Depth and 3D: `rotation3DEffect`, z translation, perspective.
  case depth
  /// A view flying to another view's place: `matchedGeometryEffect`, hero transitions.
  case matchedGeometry
  /// An SF Symbols effect of the given kind.
  case symbolEffect(SymbolEffectKind)
  /// Opacity: fades.
  case opacity
  /// Colour, tint or brightness.
  case color
  /// Blur radius.
  case blur

  /// Whether the change moves something across, into or out of the screen — what Reduce Motion
  /// asks to remove (HIG: "replace x/y/z transitions with fades"; WCAG 2.3.3 "motion animation").
  public var isMovement: Bool {
    switch self {
    case .translation, .scale, .rotation, .depth, .matchedGeometry: true
    case .symbolEffect(let kind): kind.displacesContent
    case .opacity, .color, .blur: false
    }
  }

  /// The changes that Reduce Motion keeps as they are: fades and colour changes.
  public static let nonMovement: Set<MotionChange> = [.opacity, .color]
}
