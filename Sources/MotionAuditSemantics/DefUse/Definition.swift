import SwiftSyntax

/// A name the file declares, with where it is visible and what it is given.
package struct Definition: Hashable {
  package enum Kind: Hashable, Sendable {
    /// A `let` or `var` in a body, an `if let`/`guard let` binding or a `for` loop's element.
    case local
    /// A stored or computed property of a type.
    case property
    /// A method of a type.
    case method
    /// A function's or initializer's parameter.
    case parameter
    /// A closure's parameter (named or `$0`-style shorthand excepted).
    case closureParameter
    /// A `let`, `var` or function at the top level of the file.
    case global
  }

  package let name: String
  package let kind: Kind
  /// The declaring node: a pattern binding, an optional binding condition, a parameter, a
  /// closure parameter, a `for` loop or a function.
  package let node: Syntax
  /// The region where the name is visible: the body around a local, the function around a
  /// parameter, the closure around a closure parameter; the file for members and globals
  /// (members are visible in their type, see ``typeName``).
  package let scope: Syntax
  /// Where visibility starts in ``scope``: after the declaration for locals.
  package let visibleFrom: AbsolutePosition
  /// The type a property or method belongs to (an extension counts as its extended type).
  package let typeName: String?
  /// The `= value` of a binding, a parameter's default, an `if let`'s value; for a computed
  /// property or a function, the single expression its body returns.
  package let value: ExprSyntax?
  /// The written type, compacted (`Bool`, `UIViewPropertyAnimator?`), if any.
  package let typeText: String?
  /// The property wrapper or attribute names written on the declaration: `State`,
  /// `Environment`, `AppStorage`, `Published`, `Binding`.
  package let attributes: [String]
  /// For a parameter, its argument label (`nil` for `_`); for a method, the labels of its
  /// parameters in order.
  package let labels: [String?]

  package static func == (lhs: Definition, rhs: Definition) -> Bool {
    lhs.node.id == rhs.node.id && lhs.name == rhs.name
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(node.id)
    hasher.combine(name)
  }

  /// Whether the definition lives as long as its value: a property or a global.
  package var isLasting: Bool {
    kind == .property || kind == .global
  }

  /// Whether the declaration carries the attribute `name` (`@State`, `@Environment(…)`).
  package func hasAttribute(_ name: String) -> Bool {
    attributes.contains(name)
  }
}
