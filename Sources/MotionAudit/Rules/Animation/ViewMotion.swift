import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax
import SwiftSyntax

/// What an animation on a timing curve visibly moves.
enum ViewMotion {
  /// A movement modifier (or a geometry effect) reads what changes; the modifier, when it is
  /// in this file.
  case geometry(FunctionCallExprSyntax? = nil)
  /// What changes inserts, removes or resizes views (`if isExpanded { … }`, a list's rows,
  /// `.frame(height: isExpanded ? 300 : 120)`, a paged `TabView`'s selection).
  case layout(String, LayoutChange)
  /// It scrolls (`proxy.scrollTo(…)`).
  case scroll

  var message: String {
    switch self {
    case .geometry: "Animation moves views even when Reduce Motion is on"
    case .layout(let name, .reflow):
      "Animating `\(name)` inserts, removes or resizes views, and the views around them "
        + "slide, even when Reduce Motion is on"
    case .layout(let name, .expansion(let modifier, let extent)):
      "Animating `\(name)` "
        + (extent.isInfinite
          ? "expands `\(modifier)` to fill the space"
          : "changes `\(modifier)` by \(Int(extent)) points")
        + ", and the views around it slide, even when Reduce Motion is on"
    case .layout(let name, .paging):
      "Animating `\(name)` slides the pages of a `TabView` across the screen even when Reduce "
        + "Motion is on"
    case .scroll: "Animated scroll moves the content even when Reduce Motion is on"
    }
  }

  /// By what moves, as measured on real apps (timing-curve findings were right 80 times in
  /// 85): a view moving, a large expansion, pages or the content scrolling is a warning,
  /// neighbours reflowing a note.
  var emphasis: Violation.Emphasis {
    if case .layout(_, .reflow) = self { return .lowered }
    return .standard
  }

  /// The modifier that moves, as a related location of the finding.
  var related: [RelatedRange] {
    guard case .geometry(let modifier?) = self, let name = modifier.calleeName else { return [] }
    let start =
      modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName
      .positionAfterSkippingLeadingTrivia ?? modifier.positionAfterSkippingLeadingTrivia
    return [
      RelatedRange(
        utf8Range: start.utf8Offset..<modifier.endPositionBeforeTrailingTrivia.utf8Offset,
        message: "`\(name)` moves the view here")
    ]
  }
}

extension ViewMotion {
  /// The first ungated movement modifier in `scopes` whose arguments read one of `names` (any,
  /// when `names` is nil), leaving out a transition's own.
  static func firstMovementModifier(
    in scopes: [Syntax], reading names: Set<String>?, in context: AuditContext
  ) -> FunctionCallExprSyntax? {
    for scope in scopes {
      if let modifier = MotionQueries.firstMovementModifier(
        in: scope, index: context.index,
        where: { movement in
          (names.map { movement.arguments.references(anyOf: $0) } ?? true)
            && !context.isGated(movement) && !isTransition(movement)
        })
      {
        return modifier
      }
    }
    return nil
  }

  /// What changing members of other values moves, from the project facts: geometry when a
  /// movement modifier reads one, layout when a view inserts or lists by one.
  /// A loading flag (`isLoading`) is left out of layout: it mostly swaps a spinner in place. A
  /// member that inserts a view with an ungated movement transition is that transition's
  /// finding, with this animation as its related location: one motion, one finding.
  static func motion(ofMembers members: [String], in context: AuditContext) -> ViewMotion? {
    if members.contains(where: context.facts.isGeometryMember) { return .geometry() }
    return members.first {
      !isActivityName($0) && context.facts.isLayoutMember($0)
        && !context.facts.isTransitionedLayoutMember($0)
    }.map { .layout($0, .reflow) }
  }

  /// `.offset(y: 30)` in `.transition(.offset(y: 30).animation(.default))` is a transition, the
  /// transition rule's, not a modifier that moves the view.
  static func isTransition(_ movement: FunctionCallExprSyntax) -> Bool {
    movement.ancestors.prefix(12).contains {
      $0.as(FunctionCallExprSyntax.self)?.calleeName == "transition"
    }
  }

  static func isActivityName(_ name: String) -> Bool {
    let lowercased = name.lowercased()
    return MotionQueries.activityFragments.contains(where: lowercased.contains)
  }
}
