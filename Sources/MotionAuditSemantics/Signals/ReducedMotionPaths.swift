import SwiftSyntax

/// Whether Reduce Motion is on or off on a path through the code.
package enum MotionState: Sendable, Hashable {
  /// Reduce Motion is on: `if reduceMotion { here }`.
  case reduced
  /// Reduce Motion is off: `if !reduceMotion { here }`, or after `guard !reduceMotion else { … }`.
  case full
}

/// Which way the Reduce Motion signals of a file decide its paths: which branch of a decision is
/// the reduced one.
///
/// ``AuditContext/gate(of:)`` says whether a signal decides a piece of code; this says which
/// way. A signal's **polarity** tells what its being true means: `reduceMotion`,
/// `UIAccessibility.isReduceMotionEnabled`, a property bound to
/// `@Environment(\.accessibilityReduceMotion)` and a configured signal are true when motion is
/// reduced; a name bound to `!reduceMotion` (`let animate = !reduceMotion`) is true when it is
/// not. Conditions combine with `!`, `&&`, `||`, `==`/`!=` against a Boolean literal, condition
/// lists and parentheses; anything else decides nothing.
///
/// The state of a site comes from the nearest enclosing decision that tells it: the branch of an
/// `if`, `guard`, `while` or ternary, or an early exit before it in an enclosing block
/// (`guard !reduceMotion else { return }`, `if reduceMotion { …; return }`). The search stops at
/// the enclosing function, so a method called from a reduced branch is not known to be reduced.
package struct ReducedMotionPaths {
  /// How deep conditions and chains of bound names are followed.
  static let maximumDepth = 16

  private let context: AuditContext

  package init(context: AuditContext) {
    self.context = context
  }

  /// The state every execution reaching `site` is in, as far as the decisions around it tell;
  /// `nil` when they do not.
  package func state(at site: some SyntaxProtocol) -> MotionState? {
    var child = Syntax(site)
    for ancestor in site.ancestors {
      if let found = state(at: ancestor, reachedFrom: child) { return found }
      switch ancestor.kind {
      case .functionDecl, .initializerDecl, .deinitializerDecl, .accessorDecl, .memberBlock,
        .sourceFile:
        return nil
      default:
        child = ancestor
      }
    }
    return nil
  }

  /// What `condition` evaluating to `outcome` says about Reduce Motion: a condition list, an
  /// expression, or the unfolded elements of one.
  package func state(when condition: some SyntaxProtocol, is outcome: Bool) -> MotionState? {
    state(when: Syntax(condition), is: outcome, depth: 0)
  }

  /// Whether `expression` being true means motion is reduced (`true`), that it is not (`false`),
  /// or neither is known (`nil`).
  package func polarity(of expression: ExprSyntax) -> Bool? {
    var visited: Set<String> = []
    return polarity(of: expression, visited: &visited, depth: 0)
  }

  // MARK: Decisions

  private func state(at ancestor: Syntax, reachedFrom child: Syntax) -> MotionState? {
    switch ancestor.kind {
    case .ifExpr:
      let ifExpression = ancestor.cast(IfExprSyntax.self)
      if child.id == ifExpression.body.id {
        return state(when: ifExpression.conditions, is: true)
      }
      guard child.id != ifExpression.conditions.id else { return nil }
      return state(when: ifExpression.conditions, is: false)
    case .guardStmt:
      let guardStatement = ancestor.cast(GuardStmtSyntax.self)
      guard child.id == guardStatement.body.id else { return nil }
      return state(when: guardStatement.conditions, is: false)
    case .whileStmt:
      let whileStatement = ancestor.cast(WhileStmtSyntax.self)
      guard child.id == whileStatement.body.id else { return nil }
      return state(when: whileStatement.conditions, is: true)
    case .ternaryExpr:
      let ternary = ancestor.cast(TernaryExprSyntax.self)
      if child.id == ternary.thenExpression.id { return state(when: ternary.condition, is: true) }
      if child.id == ternary.elseExpression.id { return state(when: ternary.condition, is: false) }
      return nil
    case .unresolvedTernaryExpr:
      let ternary = ancestor.cast(UnresolvedTernaryExprSyntax.self)
      guard child.id == ternary.thenExpression.id,
        let list = ternary.parent?.as(ExprListSyntax.self)
      else { return nil }
      let elements = Array(list)
      guard let index = elements.firstIndex(where: { $0.id == ternary.id }) else { return nil }
      return state(whenElements: Self.ternaryCondition(in: elements, ternaryAt: index), are: true)
    case .exprList:
      // An element after a ternary's `:` is its else branch.
      let elements = Array(ancestor.cast(ExprListSyntax.self))
      guard let childIndex = elements.firstIndex(where: { $0.id == child.id }),
        let ternaryIndex = elements[..<childIndex].lastIndex(where: {
          $0.is(UnresolvedTernaryExprSyntax.self)
        })
      else { return nil }
      return state(
        whenElements: Self.ternaryCondition(in: elements, ternaryAt: ternaryIndex), are: false)
    case .codeBlockItemList:
      return earlyExitState(in: ancestor.cast(CodeBlockItemListSyntax.self), before: child)
    default:
      return nil
    }
  }

  /// After `guard C else { return }`, `C` holds; after `if C { …; return }`, it does not.
  private func earlyExitState(in list: CodeBlockItemListSyntax, before child: Syntax)
    -> MotionState?
  {
    for item in list.reversed() where item.position < child.position {
      if let guardStatement = item.item.as(GuardStmtSyntax.self),
        let found = state(when: guardStatement.conditions, is: true)
      {
        return found
      }
      let expression =
        item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
      if let ifExpression = expression?.as(IfExprSyntax.self), ifExpression.elseBody == nil,
        Self.exits(ifExpression.body), let found = state(when: ifExpression.conditions, is: false)
      {
        return found
      }
    }
    return nil
  }

  /// Whether a block always leaves its scope: its last statement returns, throws, breaks or
  /// continues.
  package static func exits(_ block: CodeBlockSyntax) -> Bool {
    guard let last = block.statements.last?.item else { return false }
    return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self)
      || last.is(BreakStmtSyntax.self) || last.is(ContinueStmtSyntax.self)
  }

  /// The condition of the unfolded ternary at `index`: the elements after the previous
  /// assignment or ternary, up to the `?`.
  private static func ternaryCondition(in elements: [ExprSyntax], ternaryAt index: Int)
    -> [ExprSyntax]
  {
    var start = index
    while start > 0, !elements[start - 1].is(AssignmentExprSyntax.self),
      !elements[start - 1].is(UnresolvedTernaryExprSyntax.self)
    {
      start -= 1
    }
    return Array(elements[start..<index])
  }

  // MARK: Conditions

  private func state(when node: Syntax, is outcome: Bool, depth: Int) -> MotionState? {
    guard depth < Self.maximumDepth else { return nil }
    if let conditions = node.as(ConditionElementListSyntax.self) {
      // `if a, b`: every condition holds when the list does.
      let expressions: [ExprSyntax] = conditions.compactMap {
        if case .expression(let expression) = $0.condition { return expression }
        return nil
      }
      return Self.combine(
        expressions.map { state(when: Syntax($0), is: outcome, depth: depth + 1) },
        requiringAll: !outcome)
    }
    guard let expression = node.as(ExprSyntax.self)?.withoutWrappers else { return nil }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return state(when: Syntax(prefix.expression), is: !outcome, depth: depth + 1)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      return state(whenElements: Array(sequence.elements), are: outcome, depth: depth + 1)
    }
    guard let polarity = polarity(of: expression) else { return nil }
    return outcome == polarity ? .reduced : .full
  }

  private func state(whenElements elements: [ExprSyntax], are outcome: Bool, depth: Int = 0)
    -> MotionState?
  {
    guard depth < Self.maximumDepth, !elements.isEmpty else { return nil }
    let disjuncts = Self.split(elements, at: "||")
    if disjuncts.count > 1 {
      // `a || b` true: one of them is, which tells something only if each tells the same; false:
      // both are false, and either may tell.
      return Self.combine(
        disjuncts.map { state(whenElements: $0, are: outcome, depth: depth + 1) },
        requiringAll: outcome)
    }
    let conjuncts = Self.split(elements, at: "&&")
    if conjuncts.count > 1 {
      return Self.combine(
        conjuncts.map { state(whenElements: $0, are: outcome, depth: depth + 1) },
        requiringAll: !outcome)
    }
    if elements.count == 1 {
      return state(when: Syntax(elements[0]), is: outcome, depth: depth + 1)
    }
    // `reduceMotion == true`, `reduceMotion != false`.
    guard elements.count == 3, let comparison = elements[1].as(BinaryOperatorExprSyntax.self),
      let literal = elements[2].withoutWrappers.as(BooleanLiteralExprSyntax.self)
    else { return nil }
    let value = literal.literal.tokenKind == .keyword(.true)
    switch comparison.operator.text {
    case "==":
      return state(when: Syntax(elements[0]), is: outcome ? value : !value, depth: depth + 1)
    case "!=":
      return state(when: Syntax(elements[0]), is: outcome ? !value : value, depth: depth + 1)
    default: return nil
    }
  }

  /// Merges what the parts of a condition say: with `requiringAll`, every part must tell the
  /// same state; otherwise any part that tells one is enough (and parts must not disagree).
  private static func combine(_ states: [MotionState?], requiringAll: Bool) -> MotionState? {
    let known = states.compactMap { $0 }
    guard let first = known.first, known.allSatisfy({ $0 == first }) else { return nil }
    if requiringAll, known.count != states.count { return nil }
    return first
  }

  /// The parts of an unfolded sequence between the binary operators `operatorText`.
  private static func split(_ elements: [ExprSyntax], at operatorText: String) -> [[ExprSyntax]] {
    var parts: [[ExprSyntax]] = [[]]
    for element in elements {
      if element.as(BinaryOperatorExprSyntax.self)?.operator.text == operatorText {
        parts.append([])
      } else {
        parts[parts.count - 1].append(element)
      }
    }
    return parts
  }

  // MARK: Polarity

  private func polarity(of expression: ExprSyntax, visited: inout Set<String>, depth: Int)
    -> Bool?
  {
    guard depth < Self.maximumDepth else { return nil }
    let expression = expression.withoutWrappers
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return polarity(of: prefix.expression, visited: &visited, depth: depth + 1).map { !$0 }
    }
    let name: String
    if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      let callee = call.calleeName
    {
      name = callee  // `WKAccessibilityIsReduceMotionEnabled()`
    } else if let token = expression.referencedName {
      name = token.identifierName
    } else {
      return nil
    }
    if Self.isReducedWhenTrue(name) { return true }
    if context.settings.signals.contains(where: { $0.name == name }),
      context.containsSignal(expression)
    {
      return true
    }
    guard context.signals.boundNames.contains(name), visited.insert(name).inserted else {
      return nil
    }
    return polarity(ofBoundName: name, visited: &visited, depth: depth + 1)
  }

  /// Names that are true when motion is reduced wherever they appear: the system's settings and
  /// names that say so (`reduceMotion`, `isReduceMotionEnabled`, `prefersReducedMotion`).
  private static func isReducedWhenTrue(_ name: String) -> Bool {
    guard ReduceMotionSignals.isSignalByName(name) else { return false }
    // MotionAware's calls, types and environment values are signals but not Booleans.
    return !MotionAwareAPI.isGatedCall(named: name) && !MotionAwareAPI.gatedTypes.contains(name)
      && !MotionAwareAPI.environmentKeys.contains(name)
  }

  /// The polarity of a name the signal analysis bound: from its environment key, or from every
  /// value it is given in the file, which must agree.
  private func polarity(ofBoundName name: String, visited: inout Set<String>, depth: Int) -> Bool? {
    var found: [Bool?] = []
    for binding in context.index.bindings where binding.name == name {
      if let key = binding.environmentKey {
        found.append(
          MotionSignalTable.environmentRow(key)?.polarity == .trueWhenReduced ? true : nil)
      } else if let value = binding.value {
        found.append(polarity(of: value, visited: &visited, depth: depth))
      }
    }
    for assignment in context.index.assignments
    where assignment.name == name && assignment.value.count == 1 {
      found.append(polarity(of: assignment.value[0], visited: &visited, depth: depth))
    }
    for parameters in context.index.parameterLists.values.joined() {
      for parameter in parameters where parameter.name == name {
        if let defaultValue = parameter.defaultValue {
          found.append(polarity(of: defaultValue, visited: &visited, depth: depth))
        }
      }
    }
    let known = found.compactMap { $0 }
    guard let first = known.first, known.count == found.count, known.allSatisfy({ $0 == first })
    else { return nil }
    return first
  }
}
