import MotionAuditSyntax
import SwiftSyntax

/// The questions the UIKit rules ask about Core Animation animations: which key path one
/// animates, and where it is added to a layer.
extension UIKitMotionQueries {
  /// Key path components whose animation moves a layer, what it draws, or the particles it
  /// emits: a position, a transform, a size, a shape's path, an emitter's forces.
  package static let movingKeyPathComponents: Set<String> = [
    "position", "transform", "bounds", "anchorPoint", "path", "sublayerTransform",
    "emitterPosition", "emitterBehaviors", "xAcceleration", "yAcceleration", "zAcceleration",
    "velocity",
  ]

  /// Whether animating `keyPath` moves something (`position.y`, `transform.rotation.z`,
  /// `emitterCells.*.yAcceleration`).
  package static func isMoving(keyPath: String) -> Bool {
    keyPath.split(separator: ".").contains { movingKeyPathComponents.contains(String($0)) }
  }

  /// The `layer.add(<name>, forKey: …)` calls of the animation `name` inside `scope`.
  package static func layerAdditions(
    ofAnimationNamed name: String, within scope: some SyntaxProtocol, index: SourceIndex
  ) -> [FunctionCallExprSyntax] {
    index.calls(named: ["add"], within: scope).filter { call in
      call.hasArgument(labeled: "forKey")
        && call.firstUnlabeledArgument?.referencedName?.identifierName == name
    }
  }

  /// The key path the animation `name`, made by `creation`, animates: the creation's literal
  /// `keyPath:`, a later `name.keyPath = "…"` in `scope`, or, for an animation made without one,
  /// the key it is added under (which Core Animation then animates). `nil` when it cannot be
  /// read.
  package static func animatedKeyPath(
    of creation: FunctionCallExprSyntax, named name: String, within scope: some SyntaxProtocol,
    additions: [FunctionCallExprSyntax]
  ) -> String? {
    if creation.hasArgument(labeled: "keyPath") { return keyPath(of: creation) }
    var assigned: String?
    scope.walkDescendants { node in
      guard let sequence = node.as(SequenceExprSyntax.self),
        let assignment = AssignmentExpression(sequence),
        assignment.target.memberChainNames.suffix(2) == [name, "keyPath"]
      else { return .visitChildren }
      assigned = assignment.value.first.flatMap(literalText)
      return .stop
    }
    if let assigned { return assigned }
    return additions.lazy.compactMap { addition in
      addition.argument(labeled: "forKey").flatMap { literalText($0.expression) }
    }.first
  }

  /// The text of a string literal, each interpolation written `*`
  /// (`"emitterCells.\(name).yAcceleration"` is `emitterCells.*.yAcceleration`).
  static func literalText(_ expression: ExprSyntax) -> String? {
    guard let literal = expression.withoutWrappers.as(StringLiteralExprSyntax.self) else {
      return nil
    }
    return literal.segments.map { segment in
      segment.as(StringSegmentSyntax.self)?.content.text ?? "*"
    }.joined()
  }

  /// Whether the type around `node` stops its animations in a method of its own
  /// (`stopAnimating()` calling `layer.removeAllAnimations()` or `removeAnimation(forKey:)`): a
  /// loop it starts runs while something is under way, as an activity indicator's does.
  package static func isStoppedByItsType(_ node: some SyntaxProtocol, in context: AuditContext)
    -> Bool
  {
    guard context.index.enclosingTypeDeclaration(of: node) != nil else { return false }
    return context.typeScope(of: node).contains { scope in
      scope.descendants(ofType: FunctionDeclSyntax.self).contains { function in
        function.name.identifierName.lowercased().hasPrefix("stop")
          && !context.index.calls(
            named: ["removeAllAnimations", "removeAnimation"], within: function
          ).isEmpty
      }
    }
  }

  /// The key path a `CABasicAnimation` / `CAKeyframeAnimation` creation moves, when it is added
  /// to a layer in the same function, does not repeat (repeating ones are
  /// `ungated-looping-animation`'s), animates no progress indicator and is not gated; `nil`
  /// otherwise.
  package static func ungatedMovingKeyPath(
    of creation: FunctionCallExprSyntax, in context: AuditContext
  ) -> String? {
    guard !creation.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self),
      let name = boundName(of: creation),
      let scope = creation.ancestors.first(where: {
        $0.is(FunctionDeclSyntax.self) || $0.is(ClosureExprSyntax.self)
      }),
      !repeats(animationNamed: name, in: scope)
    else { return nil }
    let additions = layerAdditions(ofAnimationNamed: name, within: scope, index: context.index)
    func isGated(_ node: FunctionCallExprSyntax) -> Bool {
      context.isGated(node) || isInsidePerformWithoutAnimation(node)
    }
    let function = creation.ancestors.lazy.compactMap { $0.as(FunctionDeclSyntax.self) }.first
    let names =
      [name] + additions.flatMap { $0.receiver?.memberChainNames ?? [] }
      + [
        function?.name.identifierName,
        context.index.enclosingTypeDeclaration(of: creation)?.typeDeclarationName,
      ].compactMap { $0 }
    guard !additions.isEmpty,
      let keyPath = animatedKeyPath(of: creation, named: name, within: scope, additions: additions),
      isMoving(keyPath: keyPath),
      // A progress bar's fill grows or clears; nothing travels.
      !UIKitChangeClassifier.isOnProgressIndicator(names),
      !isGated(creation), !additions.allSatisfy(isGated)
    else { return nil }
    return keyPath
  }

  /// `pop` in `let pop = CASpringAnimation(…)`.
  package static func boundName(of creation: FunctionCallExprSyntax) -> String? {
    guard
      let binding = creation.parent?.as(InitializerClauseSyntax.self)?.parent?
        .as(PatternBindingSyntax.self)
    else { return nil }
    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName
  }
}
