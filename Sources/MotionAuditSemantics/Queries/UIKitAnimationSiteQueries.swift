import MotionAuditSyntax
import SwiftSyntax

/// Where a UIKit animation runs, and what that says about it: along with the keyboard, at the
/// end of the user's drag, after a layout flush, or with its changes passed in by name.
extension UIKitMotionQueries {
  /// The keyboard notification's keys for its animation's duration and curve.
  package static let keyboardAnimationKeys: Set<String> = [
    "keyboardAnimationDurationUserInfoKey", "keyboardAnimationCurveUserInfoKey",
  ]

  /// Whether `call` moves views along with the keyboard, a system animation that Reduce Motion
  /// already changes: the function or closure around it reads the keyboard notification's
  /// duration or curve, or handles the keyboard (a function, parameter or parameter type named
  /// for it, as in an app's `keyboardHelper(_:keyboardWillShowWithState:)`, or a closure
  /// subscribed to keyboard events).
  package static func followsKeyboard(_ call: FunctionCallExprSyntax) -> Bool {
    for ancestor in call.ancestors {
      if let function = ancestor.as(FunctionDeclSyntax.self) {
        return mentionsKeyboard(function.name.identifierName)
          || mentionsKeyboard(in: function.signature.parameterClause)
          || readsKeyboardAnimation(function)
      }
      if let closure = ancestor.as(ClosureExprSyntax.self) {
        if let signature = closure.signature, mentionsKeyboard(in: signature) { return true }
        if readsKeyboardAnimation(closure) { return true }
        // `keyboardPublisher.sink { … }`, `addObserver(forName: keyboardWillShowNotification)`.
        if let subscription = closure.parent?.as(FunctionCallExprSyntax.self)
          ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
          mentionsKeyboard(in: subscription, outside: closure)
        {
          return true
        }
      }
      if ancestor.is(AccessorDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) {
        return readsKeyboardAnimation(ancestor)
      }
    }
    return false
  }

  private static func mentionsKeyboard(_ name: String) -> Bool {
    name.lowercased().contains("keyboard")
  }

  private static func mentionsKeyboard(in node: some SyntaxProtocol) -> Bool {
    var found = false
    node.forEachToken { token in
      if !found, mentionsKeyboard(token.identifierName) { found = true }
    }
    return found
  }

  /// Whether the call a closure is passed to names the keyboard outside that closure: in what it
  /// calls (`keyboardPublisher.sink`) or another argument (`forName: keyboardWillShowNotification`).
  private static func mentionsKeyboard(
    in call: FunctionCallExprSyntax, outside closure: ClosureExprSyntax
  ) -> Bool {
    mentionsKeyboard(in: call.calledExpression)
      || call.arguments.contains { !$0.contains(closure) && mentionsKeyboard(in: $0) }
  }

  private static func readsKeyboardAnimation(_ body: some SyntaxProtocol) -> Bool {
    var found = false
    body.forEachToken { token in
      if !found, keyboardAnimationKeys.contains(token.identifierName) { found = true }
    }
    return found
  }

  /// Whether `call` settles the user's drag: it runs in a pan gesture handler (a function taking
  /// a `UIPanGestureRecognizer`) when the gesture ends or is cancelled. The view is where the
  /// finger left it, and the animation finishes the movement the user made.
  package static func settlesDrag(_ call: FunctionCallExprSyntax) -> Bool {
    var endsGesture = false
    for ancestor in call.ancestors {
      if let function = ancestor.as(FunctionDeclSyntax.self) {
        let takesPan = function.signature.parameterClause.parameters.contains {
          $0.type.compactText.hasSuffix("PanGestureRecognizer")
        }
        return takesPan && endsGesture
      }
      if let switchCase = ancestor.as(SwitchCaseSyntax.self),
        namesGestureEnd(switchCase.label)
      {
        endsGesture = true
      }
      if let condition = ancestor.as(IfExprSyntax.self)?.conditions, namesGestureEnd(condition) {
        endsGesture = true
      }
    }
    return false
  }

  private static func namesGestureEnd(_ node: some SyntaxProtocol) -> Bool {
    var found = false
    node.forEachToken { token in
      if !found, ["ended", "cancelled"].contains(token.identifierName) { found = true }
    }
    return found
  }

  /// Whether layout changes may be pending when `call` starts: `false` when the code before it
  /// in its function flushed the layout (`view.layoutIfNeeded()`) and changed no constraint
  /// since, or changed only a progress bar's (`progressWidth.constant = …`). Code in closures
  /// before it runs at other times and is not counted.
  package static func layoutIsPending(before call: FunctionCallExprSyntax) -> Bool {
    guard
      let body = call.ancestors.first(where: {
        $0.is(CodeBlockSyntax.self) && $0.parent?.is(FunctionDeclSyntax.self) == true
          || $0.is(ClosureExprSyntax.self) || $0.is(AccessorDeclSyntax.self)
      })
    else { return true }
    var flushed = false
    var changes: [[String]] = []
    body.walkDescendants { node in
      if node.position >= call.position { return .stop }
      if node.id != body.id, node.is(ClosureExprSyntax.self) { return .skipChildren }
      if let sequence = node.as(SequenceExprSyntax.self),
        let assignment = AssignmentExpression(sequence)
      {
        let chain = assignment.target.memberChainNames
        if UIKitChangeClassifier.changesConstraint(chain)
          || chain.contains(where: movingProperties.contains)
        {
          changes.append(chain)
        }
      } else if let flush = node.as(FunctionCallExprSyntax.self), flush.endPosition <= call.position
      {
        if flush.calleeName == "layoutIfNeeded" {
          flushed = true
          changes = []
        } else if let name = flush.calleeName, UIKitChangeClassifier.constraintCalls.contains(name)
        {
          changes.append([name])
        }
      }
      return .visitChildren
    }
    if changes.isEmpty { return !flushed }
    return !changes.allSatisfy(UIKitChangeClassifier.isOnProgressIndicator)
  }

  /// The blocks of changes an animation is given by name (`animations: animations`): the closure
  /// the name holds, or, when the name is a parameter of the function around it (an app's
  /// animation helper), the closures this file's calls of that function pass for it. Empty when
  /// they cannot be found.
  package static func blocks(
    passedAs argument: ExprSyntax, in call: FunctionCallExprSyntax, defUse: DefUseIndex
  ) -> [ClosureExprSyntax] {
    guard let definition = defUse.definition(of: argument),
      definition.kind == .local || definition.kind == .parameter
    else { return [] }
    return defUse.valueExpressions(of: definition).compactMap {
      $0.withoutWrappers.as(ClosureExprSyntax.self)
    }
  }

  /// The blocks of changes `call` animates: its closure, or those passed to it by name. The
  /// file's def-use index is built only for a block passed by name.
  package static func animationBlocks(
    of call: FunctionCallExprSyntax, defUse: @autoclosure () -> DefUseIndex
  ) -> [ClosureExprSyntax] {
    if let closure = animationsClosure(of: call) { return [closure] }
    guard
      let argument = (call.argument(labeled: "animations") ?? call.argument(labeled: "changes"))?
        .expression
    else { return [] }
    return blocks(passedAs: argument, in: call, defUse: defUse())
  }
}
