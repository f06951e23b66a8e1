import SwiftSyntax

/// Where state decides layout: changing such state under an animation makes views slide, grow or
/// shrink even when no movement modifier reads it.
public enum LayoutQueries {
  /// Calls that change a collection's elements: under an animation, the rows after them slide.
  public static let collectionMutations: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
    "move", "swapAt", "sort", "shuffle", "reverse", "replaceSubrange",
  ]

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
        insertsViews(ifExpression.body)
      {
        names.formUnion(referencedNames(in: ifExpression.conditions))
      } else if let switchExpression = node.as(SwitchExprSyntax.self),
        switchExpression.cases.contains(where: insertsViews)
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

  /// Whether `node` creates a view: a call of a capitalized name (`Text(…)`, `DetailView()`).
  static func insertsViews(_ node: some SyntaxProtocol) -> Bool {
    node.firstDescendant { candidate in
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
