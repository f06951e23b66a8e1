import MotionAuditSyntax
import SwiftSyntax

/// The transition a conditional view enters and leaves with: `.opacity` unless it says otherwise.
package indirect enum ViewTransition: Equatable, Sendable {
  case opacity
  case identity
  case move
  case slide
  case scale
  case push
  case offset
  case asymmetric(insertion: ViewTransition, removal: ViewTransition)
  case combined(ViewTransition, ViewTransition)
  /// A transition of the app's own (`.cardFlip`): what it does is not in this body.
  case custom(String)

  /// Whether the view is displaced, scaled or slid on its way in or out; nil for a transition
  /// of the app's own.
  package var moves: Bool? {
    switch self {
    case .opacity, .identity: false
    case .move, .slide, .scale, .push, .offset: true
    case .custom: nil
    case .asymmetric(let first, let second), .combined(let first, let second):
      switch (first.moves, second.moves) {
      case (true, _), (_, true): true
      case (false, false): false
      default: nil
      }
    }
  }

  /// What the transition does to the view, as a message says it: `moves`, `slides`, `scales`; nil
  /// for a fade, no transition, or one of the app's own.
  package var verb: String? {
    switch self {
    case .move, .offset: "moves"
    case .slide, .push: "slides"
    case .scale: "scales"
    case .opacity, .identity, .custom: nil
    case .asymmetric(let first, let second), .combined(let first, let second):
      first.verb ?? second.verb
    }
  }

  /// The transition `expression` (the argument of `.transition(_:)`) describes.
  package init(_ expression: ExprSyntax) {
    let expression = expression.withoutWrappers
    if let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      let name = member.declName.baseName.identifierName
      if name == "combined", let base = member.base, let other = call.arguments.first?.expression {
        self = .combined(ViewTransition(base), ViewTransition(other))
        return
      }
      // `.move(edge: .top).animation(.default)`: the animation does not change the movement.
      if name == "animation", let base = member.base {
        self = ViewTransition(base)
        return
      }
      if name == "asymmetric", let insertion = call.argument(labeled: "insertion")?.expression,
        let removal = call.argument(labeled: "removal")?.expression
      {
        self = .asymmetric(insertion: ViewTransition(insertion), removal: ViewTransition(removal))
        return
      }
      self = ViewTransition(named: name)
      return
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      self = ViewTransition(named: member.declName.baseName.identifierName)
      return
    }
    self = .custom(expression.trimmedDescription)
  }

  /// The system's transition called `name` (`move`, `scale`), or one of the app's own.
  package init(named name: String) {
    switch name {
    case "opacity": self = .opacity
    case "identity": self = .identity
    case "move": self = .move
    case "slide": self = .slide
    case "scale": self = .scale
    case "push": self = .push
    case "offset": self = .offset
    default: self = .custom(name)
    }
  }
}
