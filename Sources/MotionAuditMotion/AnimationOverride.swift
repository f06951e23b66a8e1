import MotionAuditSyntax
import SwiftSyntax

/// A modifier that decides the animation of the views it wraps, whatever the transaction that
/// changed the state carries: `.animation(nil)`, `.animation(_:value:)`,
/// `.transaction { $0.animation = nil }`.
package struct AnimationOverride {
  package enum Effect: Equatable, Sendable {
    /// The change applies at once (`.animation(nil, value:)`, `$0.animation = nil`).
    case disables
    /// The change animates with this modifier's animation instead.
    case replaces
  }

  package var effect: Effect
  package var call: FunctionCallExprSyntax
  /// Its place in the view's chain, innermost first.
  package var chainIndex: Int
  /// The values it watches (`value:`); nil when it applies to every change.
  package var watches: [String]?

  init?(_ call: FunctionCallExprSyntax, chainIndex: Int) {
    self.call = call
    self.chainIndex = chainIndex
    switch call.calleeName {
    case "animation":
      // `.animation(_:body:)` animates only its closure's modifiers: no override of the rest.
      guard call.trailingClosure == nil, call.closure(labeled: "body") == nil,
        let animation = call.arguments.first?.expression
      else { return nil }
      effect = Self.isNoAnimation(animation) ? .disables : .replaces
      watches = call.argument(labeled: "value").map { StatePaths.read(in: $0.expression) }
    case "transaction":
      guard let closure = call.closures.first, Self.removesAnimation(closure) else { return nil }
      effect = .disables
      watches = call.argument(labeled: "value").map { StatePaths.read(in: $0.expression) }
    default:
      return nil
    }
  }

  /// Whether it decides the animation of a change of `path`.
  package func applies(toChangeOf path: String) -> Bool {
    watches.map { $0.contains { StatePaths.change(of: path, reaches: $0) } } ?? true
  }

  /// `nil`, `.none`.
  private static func isNoAnimation(_ expression: ExprSyntax) -> Bool {
    let expression = expression.withoutWrappers
    if expression.is(NilLiteralExprSyntax.self) { return true }
    return expression.as(MemberAccessExprSyntax.self).map {
      $0.base == nil && $0.declName.baseName.identifierName == "none"
    } ?? false
  }

  /// `{ $0.animation = nil }`, `{ transaction in transaction.disablesAnimations = true }`.
  private static func removesAnimation(_ closure: ClosureExprSyntax) -> Bool {
    closure.statements.contains { item in
      guard
        let sequence = item.item.as(SequenceExprSyntax.self)
          ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
        let assignment = AssignmentExpression(sequence), let value = assignment.value.first,
        let target = assignment.target.as(MemberAccessExprSyntax.self)
      else { return false }
      switch target.declName.baseName.identifierName {
      case "animation": return isNoAnimation(value)
      case "disablesAnimations":
        return value.as(BooleanLiteralExprSyntax.self)?.literal.text == "true"
      default: return false
      }
    }
  }
}
