import SwiftSyntax

/// The conditions that decide whether a site runs, read from the syntax around it.
package enum ConditionQueries {
  /// A condition that encloses a site: the names it refers to, and whether the site runs when
  /// it holds.
  struct EnclosingCondition {
    /// Variables, properties, members and functions the condition refers to.
    var names: [String]
    /// The site is in the `if`'s body or the ternary's first branch (not in an `else`).
    var runsWhenTrue: Bool
  }

  /// The `if` and ternary conditions around `site`, innermost first, up to the function,
  /// accessor or type that declares it.
  static func enclosingConditions(of site: some SyntaxProtocol) -> [EnclosingCondition] {
    var result: [EnclosingCondition] = []
    var child = Syntax(site)
    for ancestor in site.ancestors {
      defer { child = ancestor }
      if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(AccessorDeclSyntax.self)
        || ancestor.is(InitializerDeclSyntax.self) || ancestor.typeDeclarationName != nil
      {
        break
      }
      if let ifExpression = ancestor.as(IfExprSyntax.self),
        child.id != ifExpression.conditions.id
      {
        result.append(
          EnclosingCondition(
            names: referencedNames(in: [Syntax(ifExpression.conditions)]),
            runsWhenTrue: child.id == ifExpression.body.id))
      } else if let ternary = ancestor.as(TernaryExprSyntax.self),
        child.id != ternary.condition.id
      {
        result.append(
          EnclosingCondition(
            names: referencedNames(in: [Syntax(ternary.condition)]),
            runsWhenTrue: child.id == ternary.thenExpression.id))
      } else if let ternary = ancestor.as(UnresolvedTernaryExprSyntax.self),
        child.id == ternary.thenExpression.id
      {
        result.append(
          EnclosingCondition(
            names: referencedNames(in: unfoldedCondition(of: ternary)), runsWhenTrue: true))
      }
    }
    return result
  }

  /// Whether `site` runs only where the app's own motion setting lets it (the app offers a way
  /// to stop it, as WCAG 2.2.2 asks), plays what that setting chose, or runs only while
  /// something is under way (a progress indicator).
  package static func playsOnlyAsTheAppDecides(_ site: Syntax, in context: AuditContext) -> Bool {
    // A player given a URL or image the app's setting decides shows the still one when the
    // user turned animation off (`AnimatedImage(imageURL: model.avatarURL)`).
    if let call = site.as(FunctionCallExprSyntax.self),
      call.arguments.contains(where: { argument in
        argument.expression.descendants(ofType: DeclReferenceExprSyntax.self).contains {
          context.facts.isSettingDecidedMedia($0.baseName.identifierName)
        }
      })
    {
      return true
    }
    return enclosingConditions(of: site).contains { condition in
      condition.names.contains(where: context.facts.isAppMotionSetting)
        || (condition.runsWhenTrue
          && condition.names.contains(where: MotionVocabulary.namesAnActivity))
    }
  }

  /// Whether a `TimelineView` schedule pauses outside an activity
  /// (`.animation(paused: state != .progress)`): it runs only while something is under way, such
  /// as a press being held.
  package static func isPausedOutsideAnActivity(_ schedule: ExprSyntax) -> Bool {
    guard
      let paused = schedule.withoutWrappers.as(FunctionCallExprSyntax.self)?.argument(
        labeled: "paused")
    else { return false }
    return paused.expression.descendants(ofType: DeclReferenceExprSyntax.self).contains {
      MotionVocabulary.namesAnActivity($0.baseName.identifierName)
    }
  }

  /// In an unfolded sequence (`a && b ? x : y`), the elements before the `?` back to the
  /// previous assignment or ternary: the condition.
  private static func unfoldedCondition(of ternary: UnresolvedTernaryExprSyntax) -> [Syntax] {
    guard let list = ternary.parent?.as(ExprListSyntax.self),
      let index = list.firstIndex(where: { $0.id == ternary.id })
    else { return [] }
    var condition: [Syntax] = []
    for element in list[..<index].reversed() {
      if element.is(AssignmentExprSyntax.self) || element.is(UnresolvedTernaryExprSyntax.self) {
        break
      }
      condition.append(Syntax(element))
    }
    return condition
  }

  /// The names every reference inside `nodes` uses, in order, repeats kept.
  static func referencedNames(in nodes: [Syntax]) -> [String] {
    var names: [String] = []
    for node in nodes {
      node.walkDescendants { descendant in
        if let reference = descendant.as(DeclReferenceExprSyntax.self) {
          names.append(reference.baseName.identifierName)
        }
        return .visitChildren
      }
    }
    return names
  }
}
