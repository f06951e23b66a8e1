import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// Where a read of the Reduce Motion setting goes, to tell whether it configures lasting state
/// (a stored property, playback, a loop) or decides something at once (an animation's duration,
/// a one-shot animation).
enum ReduceMotionReadFlow {
  /// Calls that change lasting playback state.
  static let stateCalls: Set<String> = [
    "pause", "play", "stop", "setPaused", "startAnimating", "stopAnimating",
  ]

  /// Calls that animate once, deciding at call time.
  static let oneShotAnimations: Set<String> = UIKitMotionQueries.viewAnimationMethods.union([
    "transition", "UIViewPropertyAnimator", "runningPropertyAnimator", "performWithoutAnimation",
    "motionAwareAnimate", "startAnimation",
  ])

  /// Whether the value of `read` is stored, or decides lasting state, through the names it
  /// is bound to and the members that return it.
  static func configuresState(_ read: ExprSyntax, in context: AuditContext) -> Bool {
    let flow = context.defUse
    let found = flow.follow(read, following: .influence) { _, destination -> FlowStep<Bool> in
      switch destination {
      case .bound(let definition, let site):
        if definition.isLasting { return .conclude(true) }
        return .follow(flow.reads(of: definition, after: site))
      case .stored(let target, _):
        return changesLastingState(target, in: context) ? .conclude(true) : .end
      case .decides(let owner):
        return regionConfiguresState(decidedBy: owner, in: context) ? .conclude(true) : .end
      case .returned(let owner):
        return .follow(flow.usesOfValue(returnedBy: owner))
      case .inserted, .argument, .discarded, .consumed:
        return .end
      }
    }
    return found == true
  }

  /// Whether assigning to `target` changes lasting state: anything but a local or a member of
  /// a local value being built (`rotation.toValue = …`); a parameter's object outlives the call.
  static func changesLastingState(_ target: ExprSyntax, in context: AuditContext) -> Bool {
    guard !target.withoutWrappers.is(DiscardAssignmentExprSyntax.self) else { return false }
    return context.defUse.rootDefinition(of: target)?.kind != .local
  }

  /// The code a condition, ternary or switch decides.
  private static func decidedRegion(by owner: Syntax) -> [Syntax] {
    if let sequence = owner.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard
        let ternaryIndex = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
        let ternary = elements[ternaryIndex].as(UnresolvedTernaryExprSyntax.self)
      else { return [] }
      return [Syntax(ternary.thenExpression)] + elements[(ternaryIndex + 1)...].map { Syntax($0) }
    }
    if let switchExpression = owner.as(SwitchExprSyntax.self) {
      return [Syntax(switchExpression.cases)]
    }
    var region: [Syntax] = []
    var exits = false
    if let ifExpression = owner.as(IfExprSyntax.self) {
      region.append(Syntax(ifExpression.body))
      if let elseBody = ifExpression.elseBody { region.append(Syntax(elseBody)) }
      exits = ReducedMotionPaths.exits(ifExpression.body)
    } else if let guardStatement = owner.as(GuardStmtSyntax.self) {
      region.append(Syntax(guardStatement.body))
      exits = true
    } else if let whileStatement = owner.as(WhileStmtSyntax.self) {
      region.append(Syntax(whileStatement.body))
    }
    // After an early exit, the rest of the block is decided too.
    if exits, let item = owner.ancestors.first(where: { $0.is(CodeBlockItemSyntax.self) }),
      let list = item.parent?.as(CodeBlockItemListSyntax.self)
    {
      // `Array` first: filtering a syntax collection builds a new one, detached from the tree.
      region.append(
        contentsOf: Array(list).filter { $0.position > item.position }.map { Syntax($0) })
    }
    return region
  }

  /// Code decided by the setting configures state when it changes properties or playback
  /// without animating, or starts a loop; code that animates decides at call time.
  private static func regionConfiguresState(decidedBy owner: Syntax, in context: AuditContext)
    -> Bool
  {
    var changesState = false
    var animates = false
    var startsLoop = false
    for node in decidedRegion(by: owner) where !startsLoop {
      node.walkDescendants { descendant in
        if let call = descendant.as(FunctionCallExprSyntax.self), let name = call.calleeName {
          if Self.startsLoop(call, named: name, in: context) {
            startsLoop = true
            return .stop
          }
          if UIKitMotionQueries.viewAnimationMethods.contains(name),
            UIKitMotionQueries.repeatOption(of: call) != nil
          {
            // A loop that only fades may go on: the guide keeps fades.
            animates = true
            return .skipChildren
          }
          if oneShotAnimations.contains(name) { animates = true }
          if stateCalls.contains(name), call.receiver != nil { changesState = true }
        } else if let sequence = descendant.as(SequenceExprSyntax.self),
          let assignment = AssignmentExpression(sequence),
          changesLastingState(assignment.target, in: context)
        {
          changesState = true
        }
        return .visitChildren
      }
    }
    return startsLoop || (changesState && !animates)
  }

  /// A repeating UIKit animation that moves, or a repeating layer animation of anything but
  /// opacity.
  private static func startsLoop(
    _ call: FunctionCallExprSyntax, named name: String, in context: AuditContext
  ) -> Bool {
    if UIKitMotionQueries.viewAnimationMethods.contains(name),
      UIKitMotionQueries.repeatOption(of: call) != nil
    {
      let changes = UIKitMotionQueries.animationsClosure(of: call).map {
        context.uiKitChanges.classify($0)
      }
      return changes != .still
    }
    guard name == "add", call.hasArgument(labeled: "forKey"),
      let animation = call.firstUnlabeledArgument,
      let animationName = animation.referencedName?.identifierName,
      UIKitMotionQueries.repeats(animationNamed: animationName, in: context.tree)
    else { return false }
    return !UIKitMotionQueries.isFading(
      keyPath: UIKitMotionQueries.keyPath(ofAnimation: animation, defUse: context.defUse) ?? "")
  }
}
