import SwiftSyntax

/// Where a view sits in a view builder: its modifier chain, the `if` / `switch` branches that
/// insert it, and the container (`ZStack`, `.overlay`, a `body`) whose content it is.
///
/// Shared by the launch-intro, layering and accessibility rules, which ask the same questions
/// about a view: "is it inserted conditionally?", "in a `ZStack`?", "which modifiers does it
/// carry?". Everything climbs parent links with bounded loops; nothing recurses.
package enum ViewBuilderQueries {
  /// A branch of an `if` or a `switch` that a view statement lies in.
  package struct Branch {
    /// The `if` expression or `switch` case whose condition decides the branch.
    package var decider: Syntax
    /// The `if`'s conditions or the `switch` subject and case label.
    package var conditions: [Syntax]
    /// Whether the view is in the `else` part of an `if` (its conditions are false there).
    package var isElse: Bool

    package init(decider: Syntax, conditions: [Syntax], isElse: Bool) {
      self.decider = decider
      self.conditions = conditions
      self.isElse = isElse
    }
  }

  /// A view statement of a view builder and where it is.
  package struct Placement {
    /// The outermost expression of the view's modifier chain (`IntroView().transition(.opacity)`).
    package var statement: ExprSyntax
    /// The branches enclosing the statement, innermost first, up to `list`.
    package var branches: [Branch]
    /// The statement list the outermost branch (or the statement itself) belongs to: a
    /// closure's, a getter's or a function's body.
    package var list: CodeBlockItemListSyntax
    /// The item of `list` that holds the statement (the outermost `if` or `switch`, or the
    /// statement itself).
    package var item: CodeBlockItemSyntax

    /// Whether an `if` or `switch` inserts the view.
    package var isConditional: Bool { !branches.isEmpty }

    /// The call whose closure holds `list` (`ZStack` in `ZStack { … }`, `overlay` in
    /// `.overlay { … }`), or `nil` when `list` is a declaration's body.
    package var container: FunctionCallExprSyntax? {
      guard let closure = list.parent?.as(ClosureExprSyntax.self) else { return nil }
      return ViewBuilderQueries.call(owning: closure)
    }

    /// The items of `list` before ``item``: the earlier siblings of the view in its container.
    package var earlierItems: [CodeBlockItemSyntax] {
      Array(list.prefix { $0.id != item.id })
    }
  }

  /// The modifiers applied to `view`, innermost first: `transition` and `zIndex` for
  /// `IntroView().transition(.opacity).zIndex(1)`.
  package static func modifiers(of view: ExprSyntax) -> [FunctionCallExprSyntax] {
    var result: [FunctionCallExprSyntax] = []
    var node = Syntax(view)
    while let modifier = modifierCall(applyingTo: node) {
      result.append(modifier)
      node = Syntax(modifier)
    }
    return result
  }

  /// The outermost expression of the modifier chain that `view` starts.
  package static func chainTop(of view: ExprSyntax) -> ExprSyntax {
    var top = view
    while let modifier = modifierCall(applyingTo: Syntax(top)) {
      top = ExprSyntax(modifier)
    }
    return top
  }

  /// The call `node.name(…)` when `node` is the receiver of a modifier.
  package static func modifierCall(applyingTo node: Syntax) -> FunctionCallExprSyntax? {
    guard let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    else { return nil }
    return call
  }

  /// Where `view` sits when it starts a view statement (its chain is a statement of a block),
  /// or `nil` when it is part of a larger expression (an argument, a ternary, a `let`).
  package static func placement(of view: ExprSyntax) -> Placement? {
    let statement = chainTop(of: view)
    guard var item = statement.parent?.as(CodeBlockItemSyntax.self),
      var list = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return nil }
    var branches: [Branch] = []
    // Climb out of `if` and `switch` branches: each level is a block inside a statement.
    for _ in 0..<64 {
      guard let (branch, outer) = enclosingBranch(of: list),
        let outerItem = outer.parent?.as(CodeBlockItemSyntax.self)
          ?? outer.parent?.parent?.as(CodeBlockItemSyntax.self),
        let outerList = outerItem.parent?.as(CodeBlockItemListSyntax.self)
      else { break }
      branches.append(branch)
      item = outerItem
      list = outerList
    }
    return Placement(statement: statement, branches: branches, list: list, item: item)
  }

  /// The branch whose body is `list`, and the `if` / `switch` expression (outermost of an
  /// `else if` chain) that is the statement holding it.
  private static func enclosingBranch(of list: CodeBlockItemListSyntax) -> (Branch, Syntax)? {
    if let switchCase = list.parent?.as(SwitchCaseSyntax.self),
      let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self)
    {
      let branch = Branch(
        decider: Syntax(switchCase),
        conditions: [Syntax(switchExpression.subject), Syntax(switchCase.label)], isElse: false)
      return (branch, Syntax(switchExpression))
    }
    guard let block = list.parent?.as(CodeBlockSyntax.self),
      var ifExpression = block.parent?.as(IfExprSyntax.self)
    else { return nil }
    let branch = Branch(
      decider: Syntax(ifExpression), conditions: [Syntax(ifExpression.conditions)],
      isElse: ifExpression.elseBody?.id == block.id)
    // `else if`: the statement is the first `if` of the chain.
    while let outer = ifExpression.parent?.as(IfExprSyntax.self) {
      ifExpression = outer
    }
    return (branch, Syntax(ifExpression))
  }

  /// The call a closure is passed to, as a trailing closure, a labeled trailing closure or an
  /// argument.
  package static func call(owning closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
    if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
    if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
      return element.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
    if let argument = closure.parent?.as(LabeledExprSyntax.self) {
      return argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
    return nil
  }

  /// Whether `call` creates a view by a type name (`IntroView(…)`, `ZStack { … }`): its callee is
  /// a capitalised name, not a modifier.
  package static func isTypeCreation(_ call: FunctionCallExprSyntax) -> Bool {
    guard let name = call.calleeName else { return false }
    return isTypeCreation(call, named: name)
  }

  /// ``isTypeCreation(_:)`` for a call whose ``SwiftSyntax/FunctionCallExprSyntax/calleeName`` is
  /// known: most calls are modifiers, ruled out by the name's first letter alone.
  package static func isTypeCreation(_ call: FunctionCallExprSyntax, named name: String) -> Bool {
    guard name.startsUppercase else { return false }
    guard let member = call.calledExpression.withoutWrappers.as(MemberAccessExprSyntax.self) else {
      return true
    }
    let memberName = member.declName.baseName
    return memberName.text == "init" && memberName.tokenKind == .keyword(.`init`)
  }

  /// Whether an `accessibilityHidden(…)` modifier hides what it modifies: any argument but a
  /// literal `false`.
  package static func hidesFromAccessibility(_ modifier: FunctionCallExprSyntax) -> Bool {
    switch modifier.calleeName {
    case "accessibilityHidden":
      guard let value = modifier.firstUnlabeledArgument else { return false }
      return value.withoutWrappers.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
        != .keyword(.false)
    case "accessibilityElement":
      // `.accessibilityElement()` and `children: .ignore` make the children invisible to VoiceOver.
      guard let children = modifier.argument(labeled: "children")?.expression else { return true }
      return children.referencedName?.identifierName == "ignore"
    case "accessibilityRepresentation":
      return true
    default:
      return false
    }
  }
}
