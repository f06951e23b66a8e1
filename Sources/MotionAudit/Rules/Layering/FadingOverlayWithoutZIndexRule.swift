import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// A view faded in and out above its siblings in a `ZStack` without `.zIndex`, whose fade-out
/// is lost.
///
/// When SwiftUI removes a view from a `ZStack` with a transition, the outgoing view can be drawn
/// below the siblings that stay, so its removal transition is not seen: the overlay vanishes at
/// once. Reports, at `transition` (or `motionAwareTransition`), a view statement inserted by an
/// `if` or `switch` directly in a `ZStack`'s content, after at least one sibling, whose modifier
/// chain has a removal transition and no `.zIndex(…)`.
///
/// Not reported: a chain with `.zIndex` anywhere in it (before or after the transition), a view
/// with no sibling before it (nothing to fall behind), a cross-fade (every earlier sibling fades
/// itself with `.opacity(…)` from state, so the drawing order does not show), `.transition(.identity)` and
/// `.asymmetric(…, removal: .identity)`, and views in other containers (`VStack`, `.overlay`,
/// which draws its content above the view it modifies).
///
/// Known false negatives: a transition applied to a `Group` around the `if`; a `ZStack` built
/// through a helper view; a view removed without animation (no transition runs at all, so the
/// missing `.zIndex` does not show). Known false positives: a removal that is never animated.
///
/// Default severity `note`: on the accuracy labels of real apps its findings are right less often
/// than the 90% a warning needs (docs/accuracy.md); `"rules": { "<id>": "warning" }` in the
/// configuration raises it.
package struct FadingOverlayWithoutZIndexRule: Rule {
  /// The calls the rule reports: a removal transition on a view a `ZStack` inserts.
  enum Call: CallRoute {
    /// `.transition(…)`, MotionAware's `.motionAwareTransition(…)`.
    case transition

    var names: Set<String> {
      switch self {
      case .transition: ["transition", "motionAwareTransition"]
      }
    }
  }

  package static var routes: [any CallRoute.Type] { [Call.self] }

  /// The container whose later children are drawn above the earlier ones.
  static let stack = "ZStack"

  /// A `ZStack`, and the transition call a finding is reported at.
  private static let tokenCondition = TokenCondition.allOf([
    .anyOf([stack]),
    .anyOf(Call.allNames.sorted(), matching: .wholeIdentifier),
  ])

  package static let description = RuleDescription(
    id: "fading-overlay-without-z-index",
    name: "Fading overlay in a ZStack without zIndex",
    defaultSeverity: .note,
    message: "Overlay can be drawn below its siblings as it leaves, losing its fade-out",
    rationale: """
      The splash-screen guide fades the intro out with `.transition(.opacity)` and `.zIndex(1)`: \
      "`.zIndex(1)` keeps the fading intro above ContentView during the removal transition; \
      without it, the outgoing view can be drawn below and the fade disappears." The fade is \
      what Reduce Motion keeps when movement goes (Apple's HIG: replace transitions with \
      fades), so losing it turns the end of the overlay into an abrupt cut.
      """,
    references: [
      "Splash-screen guide: RootView — .zIndex(1) keeps the fading intro above ContentView",
      "Apple HIG: Accessibility › Motion",
    ],
    fix: """
      Add `.zIndex(1)` (above every sibling) to the inserted view, as the guide's `RootView` \
      does, or use MotionAware's `LaunchIntroContainer`, which layers its intro itself.
      """,
    matcher: RuleMatcher(calls: .routes(Call.self)),
    requiredTokens: tokenCondition.tokens,
    requiredTokenCondition: tokenCondition,
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples
  )

  /// View statements already reported: one finding per view.
  private var reportedStatements: Set<SyntaxIdentifier> = []

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard case .call(let call, let name) = node, Call(name: name) == .transition,
      let member = call.calledExpression.withoutWrappers.as(MemberAccessExprSyntax.self),
      member.base != nil, let transition = call.firstUnlabeledArgument,
      Self.removes(transition),
      let placement = ViewBuilderQueries.placement(of: ExprSyntax(call)),
      placement.isConditional, placement.container?.calleeName == Self.stack,
      !reportedStatements.contains(placement.statement.id),
      Self.hasOpaqueSiblingBefore(placement),
      !Self.chainNames(of: placement.statement).contains("zIndex")
    else { return }
    reportedStatements.insert(placement.statement.id)
    violations.append(Violation(at: member.declName.baseName))
  }

  /// Whether a sibling before the view may cover it: a view that does not fade itself. When
  /// every earlier sibling has its own `.opacity(…)` from state, they cross-fade with the view
  /// and the order they are drawn in does not show.
  static func hasOpaqueSiblingBefore(_ placement: ViewBuilderQueries.Placement) -> Bool {
    placement.earlierItems.contains { item in
      guard let view = item.item.as(ExprSyntax.self) else { return false }
      return !fadesItself(view)
    }
  }

  private static func fadesItself(_ view: ExprSyntax) -> Bool {
    var expression = view
    while let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.withoutWrappers.as(MemberAccessExprSyntax.self),
      let base = member.base
    {
      if member.declName.baseName.identifierName == "opacity",
        let value = call.firstUnlabeledArgument?.withoutWrappers,
        !value.is(IntegerLiteralExprSyntax.self), !value.is(FloatLiteralExprSyntax.self)
      {
        return true
      }
      expression = base
    }
    return false
  }

  /// Whether a transition animates the removal: anything but `.identity` there.
  static func removes(_ transition: ExprSyntax) -> Bool {
    let transition = transition.withoutWrappers
    if let call = transition.as(FunctionCallExprSyntax.self), call.calleeName == "asymmetric",
      let removal = call.argument(labeled: "removal")?.expression
    {
      return removes(removal)
    }
    return transition.as(MemberAccessExprSyntax.self)?.declName.baseName.identifierName
      != "identity"
  }

  /// The names of the modifiers in the chain that ends at `statement`.
  static func chainNames(of statement: ExprSyntax) -> [String] {
    var names: [String] = []
    var expression = statement
    while let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.withoutWrappers.as(MemberAccessExprSyntax.self),
      let base = member.base
    {
      names.append(member.declName.baseName.identifierName)
      expression = base
    }
    return names
  }
}
