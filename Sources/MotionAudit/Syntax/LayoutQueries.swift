import SwiftSyntax

/// Where state decides layout: changing such state under an animation makes views slide, grow or
/// shrink even when no movement modifier reads it.
public enum LayoutQueries {
  /// Calls that change a collection's elements: under an animation, the rows after them slide.
  public static let collectionMutations: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
    "move", "swapAt", "sort", "shuffle", "reverse", "replaceSubrange",
  ]

  /// Whether `call` empties its collection (`rows.removeAll()`): every row leaves at once and
  /// none is left to slide.
  public static func removesEverything(_ call: FunctionCallExprSyntax) -> Bool {
    call.calleeName == "removeAll" && call.arguments.isEmpty && call.trailingClosure == nil
  }

  /// Containers whose data argument lays out one view per element.
  static let listContainers: Set<String> = ["ForEach", "List", "LazyVGrid", "LazyHGrid"]

  /// Modifiers that size or space a view.
  static let layoutModifiers: Set<String> = ["frame", "padding", "fixedSize", "aspectRatio"]

  /// The names whose value decides layout inside `scope`: conditions that insert or remove views
  /// (`if isExpanded { Details() }` with no `else`, `switch state`), the data of lists and `ForEach`, the
  /// selection of a paged `TabView`, and the arguments of `frame` and `padding`.
  public static func layoutNames(in scope: some SyntaxProtocol) -> Set<String> {
    var names: Set<String> = []
    scope.walkDescendants { node in
      // An `if` without an `else` inserts or removes; one with an `else` swaps one view for
      // another in place, which SwiftUI cross-fades.
      if let ifExpression = node.as(IfExprSyntax.self), ifExpression.elseBody == nil,
        insertsViews(ifExpression.body),
        !isLayered(ifExpression) || appliesTransition(ifExpression.body)
      {
        names.formUnion(referencedNames(in: ifExpression.conditions))
        // `if let instance { … }`: the shorthand binding names the state it unwraps.
        for condition in ifExpression.conditions {
          if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
            binding.initializer == nil,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier
          {
            names.insert(name.identifierName)
          }
        }
      } else if let switchExpression = node.as(SwitchExprSyntax.self),
        switchExpression.cases.contains(where: insertsViews),
        !switchExpression.cases.allSatisfy({ clause in
          clause.as(SwitchCaseSyntax.self).map { ContentQueries.isOneContentView($0.statements) }
            ?? false
        })
      {
        names.formUnion(referencedNames(in: switchExpression.subject))
      } else if let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName {
        if listContainers.contains(name), let data = call.arguments.first {
          names.formUnion(referencedNames(in: data.expression))
        } else if name == "TabView", let selection = call.argument(labeled: "selection") {
          names.formUnion(referencedNames(in: selection.expression))
        } else if layoutModifiers.contains(name),
          call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self)
        {
          names.formUnion(referencedNames(in: call.arguments))
        }
      }
      return .visitChildren
    }
    return names
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
      return name.first?.isUppercase == true
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
