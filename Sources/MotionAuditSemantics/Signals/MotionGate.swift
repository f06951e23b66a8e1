import MotionAuditSyntax
import SwiftSyntax

/// How a Reduce Motion signal decides a piece of motion.
package struct MotionGate: Sendable, Hashable {
  package enum Kind: String, Sendable, Hashable {
    /// A signal in the motion's own value arguments:
    /// `scaleEffect(lifted && !reduceMotion ? 1.2 : 1)`, `withAnimation(reduceMotion ? nil : …)`.
    case argument
    /// A ternary, `if`, `guard` or `switch` whose condition holds a signal encloses the motion,
    /// including a condition that inserts the moving view (`if showIntro && !reduceMotion`).
    case condition
    /// An earlier `guard !reduceMotion else { return }` (or `if reduceMotion { return }`) in an
    /// enclosing block.
    case earlyExit
    /// A modifier further out that switches the motion off from a signal:
    /// `.symbolEffectsRemoved(reduceMotion)`, `.transaction { … reduceMotion … }`.
    case modifier
    /// MotionAware's API or one of its components handles it.
    case motionAwareAPI
    /// Every place in the file that creates the enclosing view does so under a gate
    /// (`if !reduceMotion { FancyIntro() }`).
    case gatedCallers
  }

  package var kind: Kind
  /// Where the deciding syntax starts.
  package var position: AbsolutePosition

  package init(kind: Kind, position: AbsolutePosition) {
    self.kind = kind
    self.position = position
  }
}

/// Finds the gate of a motion site by walking up from it: bounded, iterative loops over the
/// ancestors, never recursion proportional to the nesting depth.
package final class MotionGateFinder {
  /// Modifiers that switch motion off for what they modify when given a signal.
  package static let gatingModifiers: Set<String> = ["symbolEffectsRemoved", "transaction"]

  /// How many levels of "every caller is gated" are followed (a view created only inside another
  /// view that is created only under a gate…).
  static let maximumCallerDepth = 3

  private let signals: ReduceMotionSignals
  private let index: SourceIndex
  /// Gates of sites (following callers).
  private var results: [SyntaxIdentifier: MotionGate?] = [:]
  /// For each node, the nearest gate its ancestors put on it: computed once per node, however
  /// many sites lie below it, so long modifier chains stay linear.
  private var gatesAbove: [SyntaxIdentifier: MotionGate?] = [:]
  /// For a list of statements or sequence elements, its first gating element and where it is.
  private var firstGateInList: [SyntaxIdentifier: (position: AbsolutePosition, gate: MotionGate)?] =
    [:]
  private var callerResults: [String: MotionGate?] = [:]

  init(signals: ReduceMotionSignals, index: SourceIndex) {
    self.signals = signals
    self.index = index
  }

  /// Drops memoized answers (the signal analysis calls this when it learns new names).
  func forgetResults() {
    results.removeAll(keepingCapacity: true)
    gatesAbove.removeAll(keepingCapacity: true)
    firstGateInList.removeAll(keepingCapacity: true)
    callerResults.removeAll(keepingCapacity: true)
  }

  /// The gate deciding `site`, or `nil` when the motion runs whatever the setting.
  ///
  /// For a call, a signal in its value arguments (not its closures) gates it. Then each ancestor
  /// is checked; see ``MotionGate/Kind``. With `followingCallers`, a site in a type declared in
  /// this file is also gated when every creation of that type in the file (previews aside) is.
  package func gate(of site: some SyntaxProtocol, followingCallers: Bool = true) -> MotionGate? {
    gate(of: Syntax(site), callerDepth: followingCallers ? 0 : Self.maximumCallerDepth)
  }

  private func gate(of site: Syntax, callerDepth: Int) -> MotionGate? {
    if callerDepth == 0, let known = results[site.id] { return known }
    var found = localGate(of: site)
    if found == nil, callerDepth < Self.maximumCallerDepth {
      found = callerGate(of: site, callerDepth: callerDepth)
    }
    if callerDepth == 0 { results[site.id] = found }
    return found
  }

  private func localGate(of site: Syntax) -> MotionGate? {
    if let call = site.as(FunctionCallExprSyntax.self) {
      if let name = call.calleeName, MotionAwareAPI.isGatedCall(named: name) {
        return MotionGate(kind: .motionAwareAPI, position: call.positionAfterSkippingLeadingTrivia)
      }
      if let argument = call.valueArguments.first(where: { signals.containsSignal($0) }) {
        return MotionGate(kind: .argument, position: argument.positionAfterSkippingLeadingTrivia)
      }
    }
    return gateAbove(site)
  }

  /// The nearest gate the ancestors of `start` put on it: climbs until a node whose answer is
  /// known (or the root), then records the answer of every node on the way.
  private func gateAbove(_ start: Syntax) -> MotionGate? {
    var path: [(node: Syntax, gate: MotionGate?)] = []
    var node = start
    var above: MotionGate?
    while true {
      if let known = gatesAbove[node.id] {
        above = known
        break
      }
      guard let parent = node.parent else { break }
      // An argument is judged at its call, which needs to know which argument it came through.
      if node.kind == .labeledExpr, let argument = node.as(LabeledExprSyntax.self),
        let call = parent.parent?.as(FunctionCallExprSyntax.self), call.arguments.id == parent.id
      {
        path.append((node, callGate(call, through: argument)))
        node = Syntax(call)
      } else {
        path.append((node, gate(at: parent, reachedFrom: node)))
        node = parent
      }
    }
    for (node, gate) in path.reversed() {
      above = gate ?? above
      gatesAbove[node.id] = above
    }
    return above
  }

  /// The gate a call puts on its argument `argument`.
  private func callGate(_ call: FunctionCallExprSyntax, through argument: LabeledExprSyntax)
    -> MotionGate?
  {
    if let gate = motionAwareGate(call) { return gate }
    // The motion is the call's main, unlabeled argument and a labeled value argument decides
    // it: `.animation(.spring, value: …)`, `.symbolEffect(.bounce, isActive: !reduceMotion)`.
    guard argument.label == nil,
      let decider = call.arguments.first(where: { other in
        other.label != nil && !other.expression.withoutWrappers.is(ClosureExprSyntax.self)
          && signals.containsSignal(other.expression)
      })
    else { return nil }
    return MotionGate(kind: .argument, position: decider.positionAfterSkippingLeadingTrivia)
  }

  /// MotionAware's calls and components gate whatever is passed to them, and so do the app's
  /// own helpers that a signal decides (`.accessibilityTransition(.scale.animation(.spring))`
  /// with a modifier that drops the transition under Reduce Motion; see ``ProjectFacts``).
  private func motionAwareGate(_ call: FunctionCallExprSyntax) -> MotionGate? {
    guard let name = call.calleeName else { return nil }
    if MotionAwareAPI.isGatedCall(named: name) || MotionAwareAPI.gatedTypes.contains(name) {
      return MotionGate(kind: .motionAwareAPI, position: call.positionAfterSkippingLeadingTrivia)
    }
    guard signals.isGatingHelper(name) else { return nil }
    return MotionGate(kind: .modifier, position: call.positionAfterSkippingLeadingTrivia)
  }

  /// The gate `ancestor` puts on its child `child` (call arguments aside: see ``callGate``).
  /// Each kind that can gate is read by a function of its own, so the many ancestors that gate
  /// nothing are told by their kind alone.
  private func gate(at ancestor: Syntax, reachedFrom child: Syntax) -> MotionGate? {
    switch ancestor.kind {
    case .functionCallExpr: enclosingCallGate(ancestor, reachedFrom: child)
    case .memberAccessExpr: modifierGate(ancestor, reachedFrom: child)
    case .unresolvedTernaryExpr: thenBranchGate(ancestor, reachedFrom: child)
    case .exprList: elseBranchGate(ancestor, reachedFrom: child)
    case .ternaryExpr, .ifExpr, .guardStmt, .switchCase: branchGate(ancestor, reachedFrom: child)
    case .codeBlockItemList: earlyExitGate(in: ancestor, before: child)
    default: nil
    }
  }

  /// Through a call's closure (or its argument list itself): only MotionAware's calls gate.
  @inline(never)
  private func enclosingCallGate(_ node: Syntax, reachedFrom child: Syntax) -> MotionGate? {
    let call = node.cast(FunctionCallExprSyntax.self)
    guard child.id != call.calledExpression.id else { return nil }
    return motionAwareGate(call)
  }

  /// The then branch of an unfolded ternary: its condition's gate.
  @inline(never)
  private func thenBranchGate(_ node: Syntax, reachedFrom child: Syntax) -> MotionGate? {
    let ternary = node.cast(UnresolvedTernaryExprSyntax.self)
    guard child.id == ternary.thenExpression.id,
      let list = ternary.parent?.as(ExprListSyntax.self),
      let index = list.firstIndex(where: { $0.id == ternary.id })
    else { return nil }
    return ternaryGate(in: Array(list), ternaryAt: list.distance(from: list.startIndex, to: index))
  }

  /// An element after a ternary's `:` is its else branch (ternaries nest to the right).
  @inline(never)
  private func elseBranchGate(_ node: Syntax, reachedFrom child: Syntax) -> MotionGate? {
    firstGate(in: node, before: child) { list in
      let elements = Array(list.cast(ExprListSyntax.self))
      for (index, element) in elements.enumerated()
      where element.is(UnresolvedTernaryExprSyntax.self) {
        if let gate = self.ternaryGate(in: elements, ternaryAt: index) {
          return (element.position, gate)
        }
      }
      return nil
    }
  }

  /// A branch of a ternary, an `if`, a `guard` or a `switch` case: its condition's gate.
  @inline(never)
  private func branchGate(_ node: Syntax, reachedFrom child: Syntax) -> MotionGate? {
    if let ternary = node.as(TernaryExprSyntax.self) {
      guard child.id != ternary.condition.id else { return nil }
      return conditionGate(ternary.condition)
    }
    if let ifExpression = node.as(IfExprSyntax.self) {
      guard child.id != ifExpression.conditions.id else { return nil }
      return conditionGate(ifExpression.conditions)
    }
    if let guardStatement = node.as(GuardStmtSyntax.self) {
      guard child.id == guardStatement.body.id else { return nil }
      return conditionGate(guardStatement.conditions)
    }
    guard let switchCase = node.as(SwitchCaseSyntax.self) else { return nil }
    if let gate = conditionGate(switchCase.label) { return gate }
    guard let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self) else {
      return nil
    }
    return conditionGate(switchExpression.subject)
  }

  /// A statement after an early exit that Reduce Motion decides.
  @inline(never)
  private func earlyExitGate(in node: Syntax, before child: Syntax) -> MotionGate? {
    firstGate(in: node, before: child) { list in
      for item in list.cast(CodeBlockItemListSyntax.self) {
        if let gate = self.earlyExitGate(item) { return (item.position, gate) }
      }
      return nil
    }
  }

  /// The first gating element of `list` when it comes before `child`; `find` scans the list,
  /// once per list.
  private func firstGate(
    in list: Syntax, before child: Syntax,
    find: (Syntax) -> (position: AbsolutePosition, gate: MotionGate)?
  ) -> MotionGate? {
    let first: (position: AbsolutePosition, gate: MotionGate)?
    if let known = firstGateInList[list.id] {
      first = known
    } else {
      first = find(list)
      firstGateInList[list.id] = first
    }
    guard let first, first.position < child.position else { return nil }
    return first.gate
  }

  /// `view.symbolEffectsRemoved(reduceMotion)` or a MotionAware modifier applied to the chain
  /// that holds the site.
  @inline(never)
  private func modifierGate(_ node: Syntax, reachedFrom child: Syntax) -> MotionGate? {
    let member = node.cast(MemberAccessExprSyntax.self)
    guard child.id == member.base?.id,
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    else { return nil }
    let name = member.declName.baseName.identifierName
    if MotionAwareAPI.isGatedCall(named: name) {
      return MotionGate(
        kind: .motionAwareAPI, position: member.declName.positionAfterSkippingLeadingTrivia)
    }
    guard Self.gatingModifiers.contains(name),
      signals.containsSignal(call.arguments)
        || call.closures.contains(where: { signals.containsSignal($0) })
    else { return nil }
    return MotionGate(kind: .modifier, position: member.declName.positionAfterSkippingLeadingTrivia)
  }

  /// The condition of the ternary at `index` in an unfolded sequence: the elements after the
  /// previous assignment or ternary, up to the `?`.
  private func ternaryGate(in elements: [ExprSyntax], ternaryAt index: Int) -> MotionGate? {
    var start = index
    while start > 0, !elements[start - 1].is(AssignmentExprSyntax.self),
      !elements[start - 1].is(UnresolvedTernaryExprSyntax.self)
    {
      start -= 1
    }
    for element in elements[start..<index] where signals.containsSignal(element) {
      return MotionGate(kind: .condition, position: element.positionAfterSkippingLeadingTrivia)
    }
    return nil
  }

  private func conditionGate(_ condition: some SyntaxProtocol) -> MotionGate? {
    guard signals.containsSignal(condition) else { return nil }
    return MotionGate(kind: .condition, position: condition.positionAfterSkippingLeadingTrivia)
  }

  /// `guard !reduceMotion else { … }` or `if reduceMotion { …; return }` before the site.
  private func earlyExitGate(_ item: CodeBlockItemSyntax) -> MotionGate? {
    // Told by the kind: most statements are neither a `guard` nor an `if`.
    let statement = Syntax(item.item)
    switch statement.kind {
    case .guardStmt:
      guard let guardStatement = statement.as(GuardStmtSyntax.self),
        signals.containsSignal(guardStatement.conditions)
      else { return nil }
      return MotionGate(
        kind: .earlyExit, position: guardStatement.positionAfterSkippingLeadingTrivia)
    // An `if` statement is an expression, possibly wrapped in an expression statement.
    case .expressionStmt:
      return statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        .flatMap(earlyExitGate)
    case .ifExpr:
      return statement.as(IfExprSyntax.self).flatMap(earlyExitGate)
    default:
      return nil
    }
  }

  private func earlyExitGate(_ ifExpression: IfExprSyntax) -> MotionGate? {
    let exits = ifExpression.body.statements.contains { item in
      item.item.is(ReturnStmtSyntax.self) || item.item.is(ThrowStmtSyntax.self)
        || item.item.is(BreakStmtSyntax.self) || item.item.is(ContinueStmtSyntax.self)
    }
    guard exits, signals.containsSignal(ifExpression.conditions) else { return nil }
    return MotionGate(kind: .earlyExit, position: ifExpression.positionAfterSkippingLeadingTrivia)
  }

  // MARK: Callers

  /// The site's enclosing type is created, everywhere in this file outside previews and itself,
  /// only under gates.
  private func callerGate(of site: Syntax, callerDepth: Int) -> MotionGate? {
    guard let typeName = index.enclosingTypeDeclaration(of: site)?.typeDeclarationName,
      index.declaresType(typeName)
    else { return nil }
    if callerDepth == 0, let known = callerResults[typeName] { return known }
    let declarations = index.typeDeclarations[typeName] ?? []
    let creations = (index.calls[typeName] ?? []).filter { call in
      !declarations.contains { $0.contains(call) } && !Self.isInPreview(call)
    }
    var result: MotionGate?
    if !creations.isEmpty,
      creations.allSatisfy({ gate(of: Syntax($0), callerDepth: callerDepth + 1) != nil }),
      let first = creations.first
    {
      result = MotionGate(kind: .gatedCallers, position: first.positionAfterSkippingLeadingTrivia)
    }
    if callerDepth == 0 { callerResults[typeName] = result }
    return result
  }

  /// Whether `node` is inside a `#Preview` or a `PreviewProvider`.
  package static func isInPreview(_ node: some SyntaxProtocol) -> Bool {
    node.ancestors.contains { ancestor in
      switch ancestor.kind {
      case .macroExpansionExpr:
        return ancestor.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
      case .macroExpansionDecl:
        return ancestor.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview"
      default:
        guard let inheritance = ancestor.declarationGroup?.inheritanceClause else { return false }
        return inheritance.inheritedTypes.contains { $0.type.compactText == "PreviewProvider" }
      }
    }
  }
}
