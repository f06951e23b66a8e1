import SwiftSyntax

/// Where state changes only what a view shows (a number, a symbol, a progress value, a colour or
/// an opacity), not where a view is or how large it is.
public enum ContentQueries {
  /// Views and modifiers whose arguments are content: animating them changes no geometry.
  public static let contentArguments: Set<String> = [
    "Text", "Label", "Image", "ProgressView", "Gauge", "contentTransition", "foregroundStyle",
    "foregroundColor", "tint", "fill", "opacity", "accessibilityLabel", "accessibilityValue",
  ]

  /// Conversions and content values a read passes through on its way to a content argument
  /// (`.numericText(value: Double(count))`).
  public static let passThroughCalls: Set<String> = [
    "Double", "CGFloat", "Float", "Int", "String", "numericText",
  ]

  /// Whether `scope` reads one of `names` at least once outside the arguments and closures of
  /// `animation` (the call that animates them), and every such read is an argument of a view or
  /// modifier in ``contentArguments`` (`Text("\(count)").contentTransition(.numericText())`,
  /// `ProgressView(value: progress)`). A read anywhere else (a condition, a frame, a `ForEach`, a
  /// call this query does not know) answers `false`.
  public static func readsOnlyAsContent(
    _ names: Set<String>, in scope: Syntax, animatedBy animation: FunctionCallExprSyntax
  ) -> Bool {
    let excluded =
      [Syntax(animation.arguments)] + animation.closures.map { Syntax($0) }
    var readsContent = false
    for reference in scope.descendants(ofType: DeclReferenceExprSyntax.self)
    where names.contains(reference.baseName.identifierName)
      && !excluded.contains(where: { $0.contains(reference) })
    {
      guard isContentArgument(reference) else { return false }
      readsContent = true
    }
    return readsContent
  }

  /// Whether the nearest call `reference` is an argument of is a content view or modifier.
  private static func isContentArgument(_ reference: DeclReferenceExprSyntax) -> Bool {
    for ancestor in reference.ancestors {
      if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(MemberBlockItemSyntax.self)
        || ancestor.is(ConditionElementSyntax.self)
      {
        return false
      }
      // A string interpolation's segment holds arguments too; its call is further out.
      guard let argument = ancestor.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        let name = call.calleeName
      else { continue }
      if passThroughCalls.contains(name) { continue }
      return contentArguments.contains(name)
    }
    return false
  }
}
