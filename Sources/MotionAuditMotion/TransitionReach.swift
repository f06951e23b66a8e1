import MotionAuditSyntax
import SwiftSyntax

/// Which view a `.transition(…)` belongs to, and whether SwiftUI ever runs it.
///
/// A transition plays when the view it modifies is itself inserted or removed: the direct content
/// of an `if` or `switch` branch, or of a `ForEach`. When that view sits inside another view the
/// branch inserts (`if isShown { VStack { Toast().transition(.move(edge: .top)) } }`), the outer
/// view enters as a whole with its own transition (a fade by default), and the inner one never
/// runs.
package enum TransitionReach {
  /// Views whose content enters with them: controls built around a label, and the modifiers
  /// that attach a view to another.
  static let enclosingViews: Set<String> = [
    "Button", "NavigationLink", "Menu", "Label", "overlay", "background", "mask",
  ]

  /// Whether content given to a call of `name` is inserted with it (`nil` when SwiftUI does not
  /// say: a view of the app's own may insert its content itself, as a placeholder does).
  static func insertsContentWithItself(_ name: String) -> Bool? {
    if enclosingViews.contains(name) { return true }
    guard let kind = ContainerKind(calling: name, axisArgument: nil) else { return nil }
    return kind != .transparent
  }

  /// Whether the view that `transition` modifies lies inside a view that its nearest enclosing
  /// branch or `ForEach` inserts, so that its transition never plays. `false` when no branch
  /// encloses it in its declaration: where it is used decides.
  package static func isNestedInInsertedView(_ transition: FunctionCallExprSyntax) -> Bool {
    var nested = false
    var child = Syntax(transition)
    for ancestor in transition.ancestors {
      switch ancestor.kind {
      case .ifExpr:
        let branch = ancestor.cast(IfExprSyntax.self)
        if child.id != branch.conditions.id { return nested }
      case .switchCase:
        return nested
      case .closureExpr:
        guard let owner = owningCall(of: ancestor.cast(ClosureExprSyntax.self)),
          let name = owner.calleeName
        else { return false }
        if name == "ForEach" { return nested }
        guard let inserted = insertsContentWithItself(name) else { return false }
        nested = nested || inserted
      case .labeledExpr:
        // A view given as an argument (`.overlay(Badge().transition(.scale))`).
        guard let owner = ancestor.parent?.parent?.as(FunctionCallExprSyntax.self),
          let name = owner.calleeName, let inserted = insertsContentWithItself(name)
        else { return false }
        nested = nested || inserted
      case .memberBlock, .sourceFile, .functionDecl, .accessorBlock:
        return false
      default:
        break
      }
      child = ancestor
    }
    return false
  }

  /// The call a closure is given to, as a trailing closure or an argument.
  private static func owningCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    var parent = closure.parent
    if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
    if parent?.is(MultipleTrailingClosureElementSyntax.self) == true {
      parent = parent?.parent?.parent
    }
    return parent?.as(FunctionCallExprSyntax.self)
  }
}
