import MotionAuditSyntax
import SwiftSyntax

/// Where an expression's value goes next, one step up the tree.
package enum ValueDestination {
  /// Bound or assigned to a name the file declares (`let token = value`, `self.token = value`,
  /// `if let token = value`); `site` is the binding or the assignment.
  case bound(Definition, site: Syntax)
  /// Assigned to something the file does not declare as a name: a member of another value
  /// (`view.alpha = value`) or a name from elsewhere.
  case stored(target: ExprSyntax, site: Syntax)
  /// Put in a collection: `tokens.append(value)`, `tokens.insert(value, at: 0)`.
  case inserted(into: ExprSyntax, call: FunctionCallExprSyntax)
  /// Given back by the body of a function, getter or closure (`owner`).
  case returned(from: Syntax)
  /// Passed to a call under `label`.
  case argument(of: FunctionCallExprSyntax, label: String?)
  /// Decides what runs: the conditions of an `if`, `guard` or `while` (the statement), a
  /// ternary's condition (the sequence) or a `switch` subject (the switch).
  case decides(Syntax)
  /// Thrown away: `_ = value`, or a statement of its own whose value nobody takes.
  case discarded
  /// Taken by a larger expression whose value is another one (with ``ValueFollowing/identity``):
  /// an operand, a receiver, a member access.
  case consumed(by: Syntax)
}

/// What to follow through: the value itself, or anything computed from it.
package enum ValueFollowing {
  /// The value itself: a token or an object goes where it is assigned, bound or passed.
  case identity
  /// What the value decides: `!value`, `value && other`, `value.description` carry it on.
  case influence
}

/// What a flow question makes of one destination.
package enum FlowStep<Conclusion> {
  /// The answer: stop following.
  case conclude(Conclusion)
  /// Nothing more along this path.
  case end
  /// Go on from these expressions (uses of a name the value was bound to, say).
  case follow([ExprSyntax])
}

extension DefUseIndex {
  /// How many names a value is followed through (locals, returning members), so a flow
  /// question stays bounded on any file.
  package static let maximumFlowDepth = 4

  /// Calls that put their argument in the receiving collection.
  static let insertingCalls: Set<String> = ["append", "insert"]

  /// Where the value of `expression` goes next.
  package func destination(
    of expression: ExprSyntax, following: ValueFollowing = .identity
  ) -> ValueDestination {
    var child = Syntax(expression)
    for ancestor in expression.ancestors {
      switch ancestor.kind {
      case .tryExpr, .awaitExpr, .forceUnwrapExpr, .optionalChainingExpr, .arrayElement,
        .arrayElementList, .arrayExpr, .tupleExpr:
        child = ancestor
        continue
      case .labeledExprList:
        guard ancestor.parent?.is(TupleExprSyntax.self) == true else {
          return .consumed(by: ancestor)
        }
        child = ancestor
        continue
      case .labeledExpr:
        let argument = ancestor.cast(LabeledExprSyntax.self)
        if ancestor.parent?.parent?.is(TupleExprSyntax.self) == true {
          child = ancestor
          continue
        }
        guard let call = ancestor.parent?.parent?.as(FunctionCallExprSyntax.self) else {
          return .consumed(by: ancestor)
        }
        if let name = call.calleeName, Self.insertingCalls.contains(name),
          let receiver = call.receiver
        {
          return .inserted(into: receiver, call: call)
        }
        return .argument(of: call, label: argument.label?.identifierName)
      case .exprList:
        if let found = sequenceDestination(ancestor, child: child, following: following) {
          return found
        }
        if following == .identity { return .consumed(by: ancestor) }
      case .initializerClause:
        guard let owner = ancestor.parent else { return .consumed(by: ancestor) }
        let named = definitions(declaredBy: owner)
        guard named.count == 1 else { return .consumed(by: ancestor) }
        return .bound(named[0], site: owner)
      case .conditionElement, .conditionElementList:
        if ancestor.is(ConditionElementListSyntax.self), let owner = ancestor.parent {
          return .decides(owner)
        }
      case .switchExpr:
        let switchExpression = ancestor.cast(SwitchExprSyntax.self)
        guard child.id == switchExpression.subject.id else { return .consumed(by: ancestor) }
        return .decides(ancestor)
      case .returnStmt:
        return returnOwner(of: ancestor).map { .returned(from: $0) } ?? .discarded
      case .codeBlockItem:
        return loneStatementDestination(ancestor)
      case .closureExpr, .memberBlockItem, .functionDecl, .accessorDecl, .patternBinding,
        .codeBlock, .sourceFile:
        return .consumed(by: ancestor)
      default:
        if following == .identity { return .consumed(by: ancestor) }
      }
      child = ancestor
    }
    return .discarded
  }

  /// Follows the value of `start` through the names it is bound to (``maximumFlowDepth`` of
  /// them), asking `step` at each destination; the first conclusion is the answer.
  package func follow<Conclusion>(
    _ start: ExprSyntax, following: ValueFollowing = .identity,
    _ step: (ExprSyntax, ValueDestination) -> FlowStep<Conclusion>
  ) -> Conclusion? {
    var pending: [(expression: ExprSyntax, depth: Int)] = [(start, 0)]
    var seen: Set<SyntaxIdentifier> = []
    while let next = pending.popLast() {
      guard seen.insert(next.expression.id).inserted else { continue }
      switch step(next.expression, destination(of: next.expression, following: following)) {
      case .conclude(let conclusion):
        return conclusion
      case .end:
        continue
      case .follow(let expressions):
        if next.depth < Self.maximumFlowDepth {
          pending.append(contentsOf: expressions.map { ($0, next.depth + 1) })
        }
      }
    }
    return nil
  }

  /// The reads of `definition` after `site`: where a value bound there goes on.
  package func reads(of definition: Definition, after site: Syntax) -> [ExprSyntax] {
    reads(of: definition).filter { $0.position >= site.endPosition }
  }

  /// Where a member's returned value is used: the reads of a computed property, the calls of a
  /// method without parameters. Empty for other bodies.
  package func usesOfValue(returnedBy owner: Syntax) -> [ExprSyntax] {
    if let binding = owner.as(PatternBindingSyntax.self) {
      return definitions(declaredBy: binding).flatMap { reads(of: $0) }
    }
    guard let function = owner.as(FunctionDeclSyntax.self),
      function.signature.parameterClause.parameters.isEmpty
    else { return [] }
    return definitions(declaredBy: function).flatMap { definition in
      reads(of: definition).compactMap { use -> ExprSyntax? in
        guard let call = use.parent?.as(FunctionCallExprSyntax.self),
          call.calledExpression.id == use.id
        else { return nil }
        return ExprSyntax(call)
      }
    }
  }

  // MARK: Steps

  /// In `target = value`, `value` goes to `target`; before a ternary's `?`, it decides the
  /// branches.
  private func sequenceDestination(
    _ list: Syntax, child: Syntax, following: ValueFollowing
  ) -> ValueDestination? {
    guard let sequence = list.parent?.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard let position = elements.firstIndex(where: { $0.id == child.id }) else { return nil }
    if let assignment = AssignmentExpression(sequence), position >= 2 {
      if assignment.discardsValue { return .discarded }
      if let definition = definition(of: assignment.target) {
        return .bound(definition, site: Syntax(sequence))
      }
      return .stored(target: assignment.target, site: Syntax(sequence))
    }
    if following == .influence,
      elements[position...].contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) })
    {
      return .decides(Syntax(sequence))
    }
    return nil
  }

  /// A statement of its own gives its value back when it is the only statement of a body
  /// whose value is returned (a function with a result, a getter, a closure); otherwise its
  /// value is thrown away.
  private func loneStatementDestination(_ item: Syntax) -> ValueDestination {
    guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
      let owner = list.parent
    else { return .discarded }
    if owner.is(ClosureExprSyntax.self) { return .returned(from: owner) }
    if let function = owner.parent?.as(FunctionDeclSyntax.self) {
      return function.signature.returnClause != nil ? .returned(from: Syntax(function)) : .discarded
    }
    if owner.is(AccessorBlockSyntax.self), let binding = owner.parent {
      return .returned(from: binding)
    }
    if owner.parent?.is(AccessorDeclSyntax.self) == true,
      let binding = owner.ancestors.first(where: { $0.is(PatternBindingSyntax.self) })
    {
      return .returned(from: binding)
    }
    return .discarded
  }

  /// The function, getter (its pattern binding) or closure a `return` leaves.
  private func returnOwner(of statement: Syntax) -> Syntax? {
    for ancestor in statement.ancestors {
      switch ancestor.kind {
      case .closureExpr, .functionDecl, .initializerDecl, .patternBinding:
        return ancestor
      case .memberBlockItem, .sourceFile:
        return nil
      default:
        continue
      }
    }
    return nil
  }
}
