import MotionAuditSemantics
import MotionAuditSources
import SwiftSyntax

// The findings of each kind of UIKit animation: property animators, blocks, layers and springs.
extension UngatedUIKitAnimationRule {
  mutating func reportPropertyAnimator(
    _ call: FunctionCallExprSyntax, at token: TokenSyntax, in context: AuditContext,
    violations: inout [Violation]
  ) {
    reportMovingBlock(
      of: call, at: token,
      blocks: UIKitMotionQueries.animationBlocks(of: call, defUse: context.defUse),
      moving: "Property animator moves views even when Reduce Motion is on",
      in: context, violations: &violations)
  }

  /// Reports `call` when one of its blocks moves something, and no signal decides it.
  mutating func reportMovingBlock(
    of call: FunctionCallExprSyntax, at token: TokenSyntax, blocks: [ClosureExprSyntax],
    moving message: String, edits: [TextEdit] = [], in context: AuditContext,
    violations: inout [Violation]
  ) {
    guard !blocks.isEmpty, !UIKitAnimationCall.lastsNoTime(call) else { return }
    let classifier = context.uiKitChanges
    let layoutIsPending = UIKitMotionQueries.layoutIsPending(before: call)
    // A block whose effect cannot be seen (a method no file of the project declares) is left
    // alone: judged by hand on real apps, such "may move" reports were wrong more often than not.
    guard
      blocks.contains(where: {
        classifier.classify($0, facts: context.facts, layoutIsPending: layoutIsPending)
          == .movement
      }),
      !Self.isGated(call, in: context), !UIKitMotionQueries.followsKeyboard(call),
      !UIKitMotionQueries.settlesDrag(call)
    else { return }
    violations.append(Violation(at: token, message: message, edits: edits))
  }

  /// `CABasicAnimation` / `CAKeyframeAnimation` added to a layer, animating a key path that
  /// moves.
  func reportLayerAnimation(
    _ call: FunctionCallExprSyntax, at token: TokenSyntax, in context: AuditContext,
    violations: inout [Violation]
  ) {
    guard let keyPath = UIKitMotionQueries.ungatedMovingKeyPath(of: call, in: context) else {
      return
    }
    violations.append(
      Violation(
        at: token,
        message: "`\(token.identifierName)` animates `\(keyPath)` even when Reduce Motion is on"))
  }

  func reportSpringAnimation(
    _ call: FunctionCallExprSyntax, at token: TokenSyntax, in context: AuditContext,
    violations: inout [Violation]
  ) {
    // A creation, not a method named like the class.
    if let member = call.calledExpression.withoutWrappers.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind != .keyword(.`init`)
    {
      return
    }
    if let keyPath = UIKitMotionQueries.keyPath(of: call),
      UIKitMotionQueries.isFading(keyPath: keyPath)
    {
      return
    }
    guard !Self.isGated(call, in: context) else { return }
    if let name = UIKitMotionQueries.boundName(of: call),
      UIKitMotionQueries.isOnlyAddedUnderGate(animationNamed: name, in: context)
    {
      return
    }
    violations.append(
      Violation(
        at: token, message: "`CASpringAnimation` bounces even when Reduce Motion is on"))
  }
}
