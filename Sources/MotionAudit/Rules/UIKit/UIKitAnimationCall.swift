import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// What a UIKit animation call runs: its spring, whether it lasts no time, whether a receiver is
/// a property animator.
enum UIKitAnimationCall {
  /// The spring `UIView.animate` runs, if any: `usingSpringWithDamping:`,
  /// `springDuration:bounce:`, or a SwiftUI spring (`UIView.animate(.bouncy) { … }`).
  static func spring(of call: FunctionCallExprSyntax) -> SpringDescription? {
    if ["usingSpringWithDamping", "springDuration", "bounce"].contains(where: {
      call.hasArgument(labeled: $0)
    }) {
      return SpringDescription(viewAnimation: call)
    }
    var spring: SpringDescription?
    call.firstUnlabeledArgument?.walkDescendants { node in
      guard let reference = node.as(DeclReferenceExprSyntax.self),
        MotionVocabulary.springAnimations.contains(reference.baseName.identifierName)
      else { return .visitChildren }
      spring = SpringDescription(reference: reference)
      return .stop
    }
    return spring
  }

  /// `UIView.animate(withDuration: 0)`: the changes happen at once.
  static func lastsNoTime(_ call: FunctionCallExprSyntax) -> Bool {
    ["withDuration", "duration", "springDuration"].contains { label in
      guard let value = call.argument(labeled: label)?.expression.withoutWrappers else {
        return false
      }
      return value.numberLiteral == 0
    }
  }

  /// Whether `receiver` holds a `UIViewPropertyAnimator`: declared as one, or given one (made
  /// here or by a factory declared in any file).
  static func isPropertyAnimator(_ receiver: ExprSyntax, in context: AuditContext) -> Bool {
    if let name = receiver.referencedName?.identifierName,
      context.facts.isPropertyAnimatorFactory(name)
    {
      return true
    }
    guard let definition = context.defUse.definition(of: receiver) else { return false }
    if definition.typeText?.hasPrefix("UIViewPropertyAnimator") == true { return true }
    return context.defUse.valueExpressions(of: definition).contains { value in
      let value = value.withoutWrappers
      if value.compactText.hasPrefix("UIViewPropertyAnimator") { return true }
      // `let animator = makeFlight(to: frame)`: a factory declared in any file.
      guard let factory = value.as(FunctionCallExprSyntax.self)?.calleeName else { return false }
      return context.facts.isPropertyAnimatorFactory(factory)
    }
  }
}
