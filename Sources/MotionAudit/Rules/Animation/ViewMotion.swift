import MotionAuditMotion
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
  /// The layout model of this file's views shows what moves (see ``ViewEffect``).
  case effect(ViewEffect)

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
    case .effect(let effect): Self.message(of: effect)
    }
  }

  /// Names the property that changes and what happens on screen.
  private static func message(of effect: ViewEffect) -> String {
    let cause = "Animating `\(StatePaths.displayed(effect.cause))`"
    let pushed = effect.displaced.isEmpty ? "" : ", and the views after it slide,"
    let what: String
    switch effect.mechanism {
    case .insertion: what = "inserts or removes a view" + pushed
    case .transition(let transition):
      what = "\(transition.verb ?? "moves") a view in or out with its transition" + pushed
    case .resize(let modifier):
      what = "resizes a view with `\(modifier.rawValue)`" + pushed
    case .offset: what = "moves a view with `offset`"
    case .position: what = "moves a view with `position`"
    case .scale: what = "scales a view with `scaleEffect`"
    case .rotation: what = "rotates a view with `rotationEffect`"
    case .page: what = "slides the pages of a `TabView` across the screen"
    case .scroll: what = "scrolls the content"
    case .detent: what = "changes the height of a sheet"
    case .crossFade, .contentChange, .delegated, .representableUpdate, .presentation:
      what = "changes what a view shows"
    }
    return "\(cause) \(what) even when Reduce Motion is on"
  }

  /// A resize the code states as 100 points or more, or to fill the space, is a large
  /// expansion (see ``LayoutChange``); nil for any other motion.
  static func expansion(of effect: ViewEffect) -> ViewMotion? {
    guard case .resize(let kind) = effect.mechanism, let source = effect.source else {
      return nil
    }
    for argument in source.arguments {
      guard let branches = argument.expression.conditionalBranches,
        let extent = LayoutQueries.expansion(between: branches.then, and: branches.else)
      else { continue }
      return .layout(effect.cause, .expansion(of: kind.rawValue, by: extent))
    }
    return nil
  }

  /// By what moves, as measured on real apps (timing-curve findings were right 80 times in
  /// 85): a view moving, a large expansion, pages or the content scrolling is a warning,
  /// neighbours reflowing a note.
  var emphasis: Violation.Emphasis {
    switch self {
    case .layout(_, .reflow): return .lowered
    // A row entering or a view growing by an amount the code does not show: neighbours reflow.
    case .effect(let effect):
      switch effect.mechanism {
      case .insertion, .resize: return .lowered
      default: return .standard
      }
    default: return .standard
    }
  }

  /// The modifier that moves, as a related location of the finding.
  var related: [RelatedRange] {
    if case .effect(let effect) = self {
      // A modifier that moves the view: the modifier says where.
      if case .detent = effect.mechanism, let source = effect.source {
        return [Self.range(of: source, message: "the sheet changes height here")]
      }
      if let source = effect.source, let name = source.calleeName, name != "transition" {
        return [Self.range(of: source, message: "`\(name)` moves the view here")]
      }
      var related: [RelatedRange] = []
      if let head = Self.head(of: effect.view), effect.view != effect.displaced.first {
        related.append(RelatedRange(utf8Range: head, message: "this view changes"))
      }
      if let first = effect.displaced.first, let head = Self.head(of: first) {
        related.append(RelatedRange(utf8Range: head, message: "this view slides"))
      }
      // From the transition itself (`.move(edge: .top)`), where its own finding would be.
      if let source = effect.source, let transition = source.arguments.first?.expression {
        let start = transition.positionAfterSkippingLeadingTrivia.utf8Offset
        related.append(
          RelatedRange(
            utf8Range: start..<source.endPositionBeforeTrailingTrivia.utf8Offset,
            message: "the transition moves the view here"))
      }
      return related
    }
    guard case .geometry(let modifier?) = self, let name = modifier.calleeName else { return [] }
    return [Self.range(of: modifier, message: "`\(name)` moves the view here")]
  }

  /// A modifier from its name to its closing parenthesis.
  private static func range(of modifier: FunctionCallExprSyntax, message: String) -> RelatedRange {
    let start =
      modifier.calledExpression.as(MemberAccessExprSyntax.self)?.declName
      .positionAfterSkippingLeadingTrivia ?? modifier.positionAfterSkippingLeadingTrivia
    return RelatedRange(
      utf8Range: start.utf8Offset..<modifier.endPositionBeforeTrailingTrivia.utf8Offset,
      message: message)
  }
}

extension ViewMotion {
  /// The name a view is created by (`VStack`, `if`, `detailsSection`): a related location small
  /// enough that no other finding inside the view is taken as the same motion.
  static func head(of view: Syntax) -> Range<Int>? {
    let start: Syntax =
      view.as(FunctionCallExprSyntax.self).map { Syntax($0.calledExpression) } ?? view
    guard let token = start.firstToken(viewMode: .sourceAccurate) else { return nil }
    return token.positionAfterSkippingLeadingTrivia
      .utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
  }

  /// The first ungated movement modifier in `scopes` whose arguments read one of `names` (any,
  /// when `names` is nil), leaving out a transition's own.
  /// With `excludingLaidOut`, the modifiers the layout model places (`offset`, `scaleEffect`,
  /// …) are left out: the model has judged them already.
  static func firstMovementModifier(
    in scopes: [Syntax], reading names: Set<String>?, in context: AuditContext,
    excludingLaidOut: Bool = false
  ) -> FunctionCallExprSyntax? {
    for scope in scopes {
      if let modifier = MotionQueries.firstMovementModifier(
        in: scope, index: context.index,
        where: { movement in
          (names.map { movement.arguments.references(anyOf: $0) } ?? true)
            && !context.isGated(movement) && !isTransition(movement)
            && !(excludingLaidOut && LayoutModifier.isLaidOut(movement))
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
