import MotionAuditSyntax
import SwiftSyntax

/// The UIKit and Core Animation names that mean motion, and the questions the UIKit rules ask
/// about them, answered the same way for all of them.
package enum UIKitMotionQueries {
  /// `UIView` class methods that animate the changes made in a closure.
  package static let viewAnimationMethods: Set<String> = ["animate", "animateKeyframes"]

  /// `UIView.transition` options that flip or curl the view: 3D movement, not a fade.
  package static let flipAndCurlOptions: Set<String> = [
    "transitionFlipFromLeft", "transitionFlipFromRight", "transitionFlipFromTop",
    "transitionFlipFromBottom", "transitionCurlUp", "transitionCurlDown",
  ]

  /// Properties whose animated change moves, resizes or rotates a view or layer.
  package static let movingProperties: Set<String> = [
    "frame", "center", "bounds", "transform", "transform3D", "constant", "position",
    "anchorPoint", "contentOffset", "sublayerTransform", "contentInset",
  ]

  /// Calls that move views when made inside an animation block (`layoutIfNeeded()` animates the
  /// constraint changes made before it).
  package static let movingCalls: Set<String> = [
    "layoutIfNeeded", "setContentOffset", "scrollRectToVisible", "scrollToRow", "scrollToItem",
    "sizeToFit", "setCollectionViewLayout",
  ]

  /// Calls that neither move anything nor hide what they do: values, collection helpers, text,
  /// colours and images, and UIKit's own animation plumbing (whose closures are looked into).
  package static let stillCalls: Set<String> = [
    "addKeyframe", "modifyAnimations", "setAnimationRepeatCount", "setAnimationRepeatAutoreverses",
    "performWithoutAnimation", "forEach", "map", "compactMap", "filter", "first", "last",
    "contains", "min", "max", "abs", "round", "floor", "ceil", "print", "withAlphaComponent",
    "setTitle", "setTitleColor", "setImage", "setBackgroundImage", "setAttributedTitle",
    "setNeedsDisplay", "setNeedsLayout", "activate", "deactivate", "translatedBy", "scaledBy",
    "rotated", "concatenating", "inverted", "resolvedColor", "cgColor", "named", "init",
  ]

  /// Core Animation key paths whose animation only fades or recolours.
  package static let fadingKeyPaths: Set<String> = [
    "opacity", "backgroundColor", "borderColor", "shadowOpacity", "shadowColor", "fillColor",
    "strokeColor", "colors", "foregroundColor", "contents", "locations",
  ]

  /// Core Animation classes whose instances animate a key path.
  package static let coreAnimationClasses: Set<String> = [
    "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup",
  ]

  /// Whether `call` is `UIView.<name>(…)` for one of `names`.
  package static func isViewClassCall(_ call: FunctionCallExprSyntax, named names: Set<String>)
    -> Bool
  {
    guard let name = call.calleeName, names.contains(name), let receiver = call.receiver else {
      return false
    }
    let text = receiver.withoutWrappers.compactText
    return text == "UIView" || text == "UIKit.UIView"
  }

  /// The option tokens written in the call's `options:` argument, such as `repeat` and
  /// `autoreverse` in `options: [.repeat, .autoreverse]`.
  package static func optionTokens(of call: FunctionCallExprSyntax) -> [TokenSyntax] {
    guard let options = call.argument(labeled: "options")?.expression else { return [] }
    return options.descendants(ofType: MemberAccessExprSyntax.self).map(\.declName.baseName)
  }

  /// The `.repeat` option of a `UIView.animate…` call, when it has one.
  package static func repeatOption(of call: FunctionCallExprSyntax) -> TokenSyntax? {
    optionTokens(of: call).first { $0.identifierName == "repeat" }
  }

  /// The closure holding an animation's changes: the `animations:` (or `changes:`) argument,
  /// otherwise the trailing closure. `nil` when the changes are passed by name.
  package static func animationsClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    for label in ["animations", "changes"] {
      if let argument = call.argument(labeled: label) {
        return argument.expression.withoutWrappers.as(ClosureExprSyntax.self)
      }
    }
    return call.trailingClosure
  }

  /// Whether a repeating animation's closure bounds its repetitions
  /// (`UIView.modifyAnimations(withRepeatCount: 3, …)`, `UIView.setAnimationRepeatCount(3)`).
  package static func boundsRepetitions(_ closure: ClosureExprSyntax, index: SourceIndex) -> Bool {
    index.firstCall(
      named: ["modifyAnimations", "setAnimationRepeatCount"], within: closure, where: { _ in true })
      != nil
  }

  /// The key path the Core Animation animation `animation` names is created with
  /// (`"transform.rotation.z"` for `let spin = CABasicAnimation(keyPath: "transform.rotation.z")`),
  /// when it is written as a literal.
  package static func keyPath(ofAnimation animation: ExprSyntax, defUse: DefUseIndex) -> String? {
    guard let definition = defUse.definition(of: animation) else { return nil }
    for value in defUse.valueExpressions(of: definition) {
      guard let creation = value.withoutWrappers.as(FunctionCallExprSyntax.self),
        let className = creation.calleeName, coreAnimationClasses.contains(className)
      else { continue }
      return keyPath(of: creation)
    }
    return nil
  }

  /// The literal key path of a Core Animation creation: `CABasicAnimation(keyPath: "opacity")`,
  /// `CABasicAnimation(keyPath: #keyPath(CALayer.opacity))`.
  package static func keyPath(of creation: FunctionCallExprSyntax) -> String? {
    guard let argument = creation.argument(labeled: "keyPath")?.expression else { return nil }
    if let literal = argument.as(StringLiteralExprSyntax.self) {
      return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }
        .joined()
    }
    if let macro = argument.as(MacroExpansionExprSyntax.self), macro.macroName.text == "keyPath",
      let path = macro.arguments.first?.expression
    {
      // `#keyPath(CALayer.opacity)` names the property after the class.
      return path.memberChainNames.dropFirst().joined(separator: ".")
    }
    return nil
  }

  /// Whether a key path only fades or recolours: its last component is a colour or opacity.
  package static func isFading(keyPath: String) -> Bool {
    guard let last = keyPath.split(separator: ".").last else { return false }
    return fadingKeyPaths.contains(String(last))
  }

  /// Whether the file sets a `repeatCount` or `repeatDuration` on the animation `name`
  /// (`spin.repeatCount = .infinity`).
  package static func repeats(animationNamed name: String, in tree: some SyntaxProtocol) -> Bool {
    tree.firstDescendant { node in
      guard let sequence = node.as(SequenceExprSyntax.self),
        let assignment = AssignmentExpression(sequence),
        let property = assignment.targetName,
        property == "repeatCount" || property == "repeatDuration"
      else { return false }
      let chain = assignment.target.memberChainNames
      return chain.count >= 2 && chain[chain.count - 2] == name
    } != nil
  }

  /// Whether every `layer.add(<name>, forKey: …)` of the animation `name` in this file is gated,
  /// and there is at least one: the animation is configured freely but only added to a layer
  /// when motion is allowed.
  package static func isOnlyAddedUnderGate(animationNamed name: String, in context: AuditContext)
    -> Bool
  {
    let additions = (context.index.calls["add"] ?? []).filter { call in
      call.hasArgument(labeled: "forKey")
        && call.firstUnlabeledArgument?.referencedName?.identifierName == name
    }
    return !additions.isEmpty && additions.allSatisfy { context.isGated($0) }
  }

  /// Whether `node` runs inside `UIView.performWithoutAnimation { … }`, where nothing animates.
  package static func isInsidePerformWithoutAnimation(_ node: some SyntaxProtocol) -> Bool {
    node.ancestors.contains { ancestor in
      guard let call = ancestor.as(FunctionCallExprSyntax.self),
        call.calleeName == "performWithoutAnimation"
      else { return false }
      return !call.calledExpression.contains(node)
    }
  }
}
