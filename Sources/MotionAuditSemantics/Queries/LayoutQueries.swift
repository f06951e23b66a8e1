import MotionAuditSources
import MotionAuditSyntax
import SwiftSyntax

/// How much changing a name re-lays out views, from the least movement to the most.
package enum LayoutChange: Comparable, Sendable {
  /// Views are inserted, removed or resized by an amount the code does not show: the views
  /// around them reflow, typically by a row.
  case reflow
  /// `modifier` (`frame`, `padding`) grows or shrinks by `extent` points (`.infinity` when it
  /// fills the space): a large expansion, which slides everything after it.
  case expansion(of: String, by: Double)
  /// The selection of a paged `TabView`: whole pages slide across the screen.
  case paging
}

/// Where state decides layout: changing such state under an animation makes views slide, grow or
/// shrink even when no movement modifier reads it.
package enum LayoutQueries {
  /// Calls that change a collection's elements: under an animation, the rows after them slide.
  package static let collectionMutations: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
    "move", "swapAt", "sort", "shuffle", "reverse", "replaceSubrange",
  ]

  /// Whether `call` empties its collection (`rows.removeAll()`): every row leaves at once and
  /// none is left to slide.
  package static func removesEverything(_ call: FunctionCallExprSyntax) -> Bool {
    call.calleeName == "removeAll" && call.arguments.isEmpty && call.trailingClosure == nil
  }

  /// Containers whose data argument lays out one view per element.
  static let listContainers: Set<String> = ["ForEach", "List", "LazyVGrid", "LazyHGrid"]

  /// Modifiers that size or space a view.
  static let layoutModifiers: Set<String> = ["frame", "padding", "fixedSize", "aspectRatio"]

  /// The names whose value decides layout inside `scope`, each with the largest change it makes:
  /// conditions that insert or remove views (`if isExpanded { Details() }` with no `else`,
  /// `switch state`), the data of lists and `ForEach`, the selection of a `TabView`, and the
  /// arguments of `frame` and `padding`.
  package static func layoutChanges(in scope: some SyntaxProtocol) -> [String: LayoutChange] {
    var changes: [String: LayoutChange] = [:]
    scope.walkDescendants { node in
      // Only these kinds change layout: the others are walked through without a closer look.
      switch node.kind {
      case .ifExpr, .switchExpr, .functionCallExpr: inspect(node, recording: &changes)
      default: break
      }
      return .visitChildren
    }
    return changes
  }

  /// ``layoutChanges(in:)`` read from `index`, the file's `if` and `switch` expressions and its
  /// calls by name, rather than from a walk of all of `scope`. (The names' changes are merged by
  /// their maximum, so the order they are found in does not matter.)
  package static func layoutChanges(in scope: some SyntaxProtocol, index: SourceIndex) -> [String:
    LayoutChange]
  {
    var changes: [String: LayoutChange] = [:]
    for branching in index.branchings(within: scope) {
      inspect(branching, recording: &changes)
    }
    for call in index.calls(named: layoutDecidingCalls, within: scope) {
      inspect(Syntax(call), recording: &changes)
    }
    return changes
  }

  /// The calls ``inspect(_:recording:)`` reads.
  private static let layoutDecidingCalls = listContainers.union(layoutModifiers).union(["TabView"])

  /// Records into `changes` the names `node` (an `if`, a `switch` or a call) decides layout by.
  @inline(never)
  private static func inspect(_ node: Syntax, recording changes: inout [String: LayoutChange]) {
    func record(_ names: Set<String>, _ change: LayoutChange) {
      for name in names { changes[name] = max(changes[name] ?? change, change) }
    }
    // An `if` without an `else` inserts or removes; one with an `else` swaps one view for
    // another in place, which SwiftUI cross-fades.
    if let ifExpression = node.as(IfExprSyntax.self), ifExpression.elseBody == nil,
      insertsViews(ifExpression.body),
      !isLayered(ifExpression) || appliesTransition(ifExpression.body)
    {
      record(referencedNames(in: ifExpression.conditions), .reflow)
      // `if let instance { … }`: the shorthand binding names the state it unwraps.
      for condition in ifExpression.conditions {
        if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
          binding.initializer == nil,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
        {
          record([name.identifierName], .reflow)
        }
      }
    } else if let switchExpression = node.as(SwitchExprSyntax.self),
      switchExpression.cases.contains(where: insertsViews),
      !switchExpression.cases.allSatisfy({ clause in
        clause.as(SwitchCaseSyntax.self).map { ContentQueries.isOneContentView($0.statements) }
          ?? false
      })
    {
      record(referencedNames(in: switchExpression.subject), .reflow)
    } else if let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName {
      if listContainers.contains(name), let data = call.arguments.first {
        record(referencedNames(in: data.expression), .reflow)
      } else if name == "TabView", let selection = call.argument(labeled: "selection") {
        // Only a whole state (`$page`) is known to be what changes; for `$model.style` the
        // names are its root's, which other changes of the model share.
        let wholeState = selection.expression.withoutWrappers.is(DeclReferenceExprSyntax.self)
        record(
          referencedNames(in: selection.expression),
          wholeState && isPaged(call) ? .paging : .reflow)
      } else if layoutModifiers.contains(name),
        call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self)
      {
        record(referencedNames(in: call.arguments), .reflow)
        for argument in call.arguments {
          // `isExpanded ? 300 : 120`: a whole state decides (a member's root would stand for
          // every other change of its value too).
          guard let branches = argument.expression.conditionalBranches,
            branches.condition.count == 1, let condition = branches.condition.first,
            let state = stateName(condition),
            let extent = expansion(between: branches.then, and: branches.else)
          else { continue }
          record([state], .expansion(of: name, by: extent))
        }
      }
    }
  }

  /// How far a size or spacing moves between two values, when it moves far enough to be a large
  /// expansion: 100 points or more between two numbers, or a fixed size against one that fills
  /// the space (`.infinity`). Smaller changes, and sizes the code does not state (`nil`, a
  /// variable), are reflows.
  package static func expansion(between first: ExprSyntax, and second: ExprSyntax) -> Double? {
    switch (first.numberLiteral, second.numberLiteral) {
    case (let first?, let second?):
      return abs(first - second) >= largeExpansion ? abs(first - second) : nil
    case (_?, nil) where fillsTheSpace(second), (nil, _?) where fillsTheSpace(first):
      return .infinity
    default:
      return nil
    }
  }

  /// `isExpanded` or `!isExpanded`: the name of a whole state.
  private static func stateName(_ condition: ExprSyntax) -> String? {
    var expression = condition.withoutWrappers
    if let negation = expression.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
      expression = negation.expression.withoutWrappers
    }
    return expression.as(DeclReferenceExprSyntax.self)?.baseName.identifierName
  }

  /// The smallest change of a frame or padding reported as a large expansion, in points: more
  /// than two rows of a list.
  static let largeExpansion = 100.0

  /// `.infinity`, `CGFloat.infinity`, `.greatestFiniteMagnitude`.
  private static func fillsTheSpace(_ expression: ExprSyntax) -> Bool {
    guard let name = expression.withoutWrappers.as(MemberAccessExprSyntax.self)?.declName.baseName
    else { return false }
    return ["infinity", "greatestFiniteMagnitude"].contains(name.identifierName)
  }

  /// Whether the `TabView` pages (`.tabViewStyle(.page)`): changing its selection slides whole
  /// pages across the screen.
  private static func isPaged(_ tabView: FunctionCallExprSyntax) -> Bool {
    var current = Syntax(tabView)
    for _ in 0..<32 {
      guard let member = current.parent?.as(MemberAccessExprSyntax.self),
        let call = member.parent?.as(FunctionCallExprSyntax.self)
      else { return false }
      if member.declName.baseName.text == "tabViewStyle" {
        // `.page`, `.page(indexDisplayMode: .never)`, `PageTabViewStyle()`.
        var pages = false
        call.arguments.forEachToken { token in
          if token.text.lowercased().hasPrefix("page") { pages = true }
        }
        return pages
      }
      current = Syntax(call)
    }
    return false
  }

  /// Modifiers whose content is drawn over or under the view without taking part in its layout.
  static let layerModifiers: Set<String> = ["overlay", "background"]

  /// Whether `node` is in the content of an `.overlay { … }` or `.background { … }`, or is a
  /// layer of a `ZStack`: what it inserts there moves nothing around it (unless its own
  /// transition moves it).
  static func isLayered(_ node: some SyntaxProtocol) -> Bool {
    var current = Syntax(node).parent
    while let ancestor = current {
      if let closure = ancestor.as(ClosureExprSyntax.self) {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self), let name = call.calleeName
        else { return false }
        // A layer of a `ZStack` is drawn over the others, which keep their places.
        return layerModifiers.contains(name)
          || (name == "ZStack" && call.calledExpression.is(DeclReferenceExprSyntax.self))
      }
      current = ancestor.parent
    }
    return false
  }

  /// Whether `node` gives a view a transition that moves it (`.transition(.move(edge:
  /// .bottom))`, not `.opacity`).
  static func appliesTransition(_ node: some SyntaxProtocol) -> Bool {
    node.firstDescendant { candidate in
      guard let call = candidate.as(FunctionCallExprSyntax.self), call.calleeName == "transition"
      else { return false }
      return call.arguments.references(anyOf: MotionVocabulary.movementTransitions)
    } != nil
  }

  /// Whether `node` creates a view: a call of a capitalized name (`Text(…)`, `DetailView()`), or
  /// a statement that is only a name (`signInSection`), which only a view builder accepts.
  static func insertsViews(_ node: some SyntaxProtocol) -> Bool {
    node.firstDescendant { candidate in
      if let item = candidate.as(CodeBlockItemSyntax.self),
        item.item.as(ExprSyntax.self)?.is(DeclReferenceExprSyntax.self) == true
      {
        return true
      }
      guard let call = candidate.as(FunctionCallExprSyntax.self), let name = call.calleeName,
        call.calledExpression.withoutWrappers.is(DeclReferenceExprSyntax.self)
      else { return false }
      return name.startsUppercase
    } != nil
  }

  /// The names referenced in `node`, without a binding's `$` (`$page` is `page`).
  static func referencedNames(in node: some SyntaxProtocol) -> Set<String> {
    var names: Set<String> = []
    node.walkDescendants { candidate in
      if let reference = candidate.as(DeclReferenceExprSyntax.self) {
        var name = reference.baseName.identifierName
        if name.hasPrefix("$") { name.removeFirst() }
        names.insert(name)
      }
      return .visitChildren
    }
    return names
  }
}
