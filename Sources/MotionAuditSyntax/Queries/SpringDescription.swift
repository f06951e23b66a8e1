import SwiftSyntax

/// How far a spring overshoots, read from its name and literal arguments with the defaults Apple
/// documents: the one place the rules decide whether a spring "bounces".
///
/// `bounce` follows SwiftUI's scale: 0 settles without overshooting (critically damped), 0.15 is
/// `.snappy`'s "small amount of bounce", 0.3 is `.bouncy`'s. A damping fraction or ratio `d`
/// counts as a bounce of `1 - d`, so `.spring` (`dampingFraction` 0.825) bounces slightly.
package struct SpringDescription: Equatable, Sendable {
  /// An argument as written: its label and, when it is a number literal, its value.
  package struct Argument: Equatable, Sendable {
    package var label: String?
    package var value: Double?

    package init(label: String?, value: Double?) {
      self.label = label
      self.value = value
    }
  }

  /// How much the spring visibly overshoots.
  package enum Amount: Equatable, Sendable {
    /// It settles without overshooting.
    case none
    /// It overshoots a little (`.snappy`, `.spring`).
    case slight
    /// It bounces (`.bouncy`, `dampingFraction: 0.5`).
    case pronounced
    /// An argument is not a literal, so the bounce is not known.
    case unknown
  }

  /// The spring's bounce, or nil when it depends on a value that is not written as a literal.
  package let bounce: Double?

  /// Below this bounce, the overshoot is slight.
  static let pronouncedBounce = 0.2

  package init(bounce: Double?) {
    self.bounce = bounce
  }

  /// The spring `name` (`spring`, `bouncy`, `snappy`, `smooth`, `interpolatingSpring`,
  /// `interactiveSpring`) called with `arguments`, or used as a property when they are nil.
  package init(name: String, arguments: [Argument]?) {
    bounce = Self.bounce(name: name, arguments: arguments ?? [])
  }

  package var amount: Amount {
    guard let bounce else { return .unknown }
    if bounce <= 0 { return .none }
    return bounce < Self.pronouncedBounce ? .slight : .pronounced
  }

  /// What the spring does, for a message: "bounces", "bounces slightly", "may bounce", or
  /// "moves without bouncing"; with an `object`, "bounces views slightly" and so on.
  package func verb(_ object: String? = nil) -> String {
    let object = object.map { " \($0)" } ?? ""
    return switch amount {
    case .none: "moves\(object) without bouncing"
    case .slight: "bounces\(object) slightly"
    case .pronounced: "bounces\(object)"
    case .unknown: "may bounce\(object)"
    }
  }

  private static func bounce(name: String, arguments: [Argument]) -> Double? {
    func value(_ label: String) -> Double?? {
      arguments.first { $0.label == label }.map(\.value)
    }
    if arguments.contains(where: { $0.label == nil }) {
      // `.spring(mySpring)`: the spring is held elsewhere.
      return nil
    }
    switch name {
    case "bouncy", "snappy", "smooth":
      // The base bounce each documents; `extraBounce` adds to it.
      let base: Double = name == "bouncy" ? 0.3 : name == "snappy" ? 0.15 : 0
      guard let extra = value("extraBounce") else { return base }
      return extra.map { base + $0 }
    case "spring", "interpolatingSpring", "interactiveSpring":
      if let bounce = value("bounce") { return bounce }
      if arguments.contains(where: { $0.label == "duration" }) { return 0 }
      if let damping = value("dampingFraction") { return damping.map { 1 - $0 } }
      if let stiffness = value("stiffness"), let damping = value("damping") {
        guard let stiffness, let damping, stiffness > 0 else { return nil }
        let mass = value("mass").map { $0 ?? .nan } ?? 1
        guard mass > 0 else { return nil }
        return 1 - damping / (2 * (stiffness * mass).squareRoot())
      }
      switch name {
      case "spring": return 1 - 0.825
      case "interactiveSpring": return 1 - 0.86
      default: return nil
      }
    default:
      return nil
    }
  }
}

extension SpringDescription {
  /// The spring a SwiftUI animation names: `reference` is `spring` in `.spring(response: 0.3)`.
  package init(reference: DeclReferenceExprSyntax) {
    let call = reference.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(
      FunctionCallExprSyntax.self)
    self.init(name: reference.baseName.identifierName, arguments: call.map(Self.arguments(of:)))
  }

  /// The spring of `UIView.animate(springDuration:bounce:…)` or
  /// `UIView.animate(withDuration:…usingSpringWithDamping:…)`.
  package init(viewAnimation call: FunctionCallExprSyntax) {
    let arguments = Self.arguments(of: call)
    if let damping = arguments.first(where: { $0.label == "usingSpringWithDamping" }) {
      self.init(bounce: damping.value.map { 1 - $0 })
    } else if let bounce = arguments.first(where: { $0.label == "bounce" }) {
      self.init(bounce: bounce.value)
    } else {
      self.init(bounce: 0)
    }
  }

  static func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
    call.arguments.map { argument in
      Argument(label: argument.label?.identifierName, value: argument.expression.numberLiteral)
    }
  }
}
