import MotionAuditMotion
import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax
import SwiftSyntax

/// Insertion and removal transitions that move or scale a view with no fade for Reduce Motion.
///
/// Finds `.move`, `.slide`, `.scale`, `.push` and `.offset` used as a transition: the argument of
/// `.transition(…)` (also inside `.asymmetric(…)`, `.combined(with:)` and `.animation(…)`), an
/// explicit `AnyTransition.move(…)`, or the value of a property or function declared as
/// `AnyTransition` / `some Transition`. One finding per transition, at its first ungated movement.
///
/// A transition on a view moves it only when the view's insertion or removal is animated (see
/// ``TransitionInsertion``): it is reported when an ungated animation applies — a `withAnimation`
/// changing the state the enclosing `if`/`switch`/`ForEach` reads, `.animation(_:value:)` on a
/// container watching it, an animated binding, an `.animation` on the transition — or when that
/// state comes from outside the view (a model, a parameter), where it usually is animated. The
/// finding then names the animation as a related location, and the animation is not reported
/// again by `ungated-explicit-animation`: the fix belongs to the transition.
///
/// Not reported: a transition whose view's own `@State` nothing animates, or whose only
/// animations are gated; one on a view inside the view a branch inserts, which never runs (see
/// ``TransitionReach``); transitions a signal decides (`reduceMotion ? .opacity : .move(edge: .bottom)`,
/// a view inserted only when `!reduceMotion`), MotionAware's `.motionAwareTransition(…)`, and
/// fades, blurs and identity.
///
/// `--fix` rewrites `.transition(<t>)` in a SwiftUI view as `.transition(reduceMotion ? .opacity :
/// <t>)`, declaring `reduceMotion` when the view has no signal (see ``ReduceMotionCorrection``).
///
/// Known false negatives: custom `Transition` types that move the view in their `body`; a
/// movement transition stored in a variable whose type is not written; a view's own `@State`
/// animated only through a method or binding the file does not show. Known false positives: a
/// transition whose view is inserted only under a gate decided in another file, or by state of
/// another view that nothing animates; transitions declared as properties or functions are
/// reported where declared, whatever animates their uses.
package struct MovementTransitionRule: Rule {
  /// A movement transition counts only where a transition is written (in code: not a log
  /// message's `"Failed transition"`); its name is a whole identifier (`.move(edge:)`, not
  /// `removeItem` or `pushViewController`).
  private static let tokenCondition = TokenCondition.allOf([
    .anyOf(["transition", "Transition"], outsideStringLiterals: true),
    .anyOf(MotionVocabulary.movementTransitions.sorted(), matching: .wholeIdentifier),
  ])

  package static let description = RuleDescription(
    id: "movement-transition-without-fade",
    name: "Movement transition without a fade fallback",
    defaultSeverity: .warning,
    message: "Transition moves or scales the view even when Reduce Motion is on",
    rationale: """
      Views that slide, push or zoom in and out are motion. The guide says to swap `.move`, \
      `.slide` and `.scale` for `.opacity` when Reduce Motion is on: \
      `.transition(reduceMotion ? .opacity : .move(edge: .bottom))`. Apple's HIG asks to replace \
      x/y/z transitions with fades; WCAG 2.3.3 asks that interaction-triggered motion can be \
      disabled.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — transitions and scroll effects",
      "Apple HIG: Accessibility › Motion",
      "WCAG 2.3.3 Animation from Interactions",
    ],
    fix: """
      Use `reduceMotion ? .opacity : <transition>`, or MotionAware's \
      `.motionAwareTransition(<transition>)`, which becomes a fade under Reduce Motion.
      """,
    matcher: RuleMatcher(members: .named(MotionVocabulary.movementTransitions)),
    requiredTokens: tokenCondition.tokens,
    requiredTokenCondition: tokenCondition,
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples,
    corrections: corrections
  )

  /// Transitions already reported: one finding per transition.
  private var reportedTransitions: Set<SyntaxIdentifier> = []

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard case .member(let member, let name) = node,
      MotionVocabulary.movementTransitions.contains(name),
      let transition = Self.transition(containing: member),
      !reportedTransitions.contains(transition.id)
    else { return }
    // The site is the call `.move(edge:)` when there is one, so its arguments count.
    var site = Syntax(member)
    if let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    {
      site = Syntax(call)
    }
    guard !context.isGated(site) else { return }
    reportedTransitions.insert(transition.id)
    var related: [RelatedRange] = []
    var relatedElsewhere: [RelatedLocation] = []
    // A transition applied to a view moves it only when its insertion is animated.
    if let call = transition.parent?.as(FunctionCallExprSyntax.self),
      call.arguments.id == transition.id
    {
      // Only the inserted view's own transition runs.
      if TransitionReach.isNestedInInsertedView(call) { return }
      switch TransitionInsertion.verdict(for: call, in: context) {
      case .gated, .notAnimated: return
      case .animated(let driver, let elsewhere):
        related = driver.map { [$0] } ?? []
        relatedElsewhere = elsewhere.map { [$0] } ?? []
      case .undecided: break
      }
    }
    violations.append(
      Violation(
        at: member.declName.positionAfterSkippingLeadingTrivia,
        message:
          "Transition `.\(name)` \(ViewTransition(named: name).verb ?? "moves") the view even when "
          + "Reduce Motion is on",
        edits: Self.correction(of: transition, in: context), related: related,
        relatedElsewhere: relatedElsewhere))
  }

  /// `.transition(<t>)` in a SwiftUI view becomes `.transition(reduceMotion ? .opacity : <t>)`;
  /// transitions declared as properties or functions have no view to read the setting from.
  private static func correction(of transition: Syntax, in context: AuditContext) -> [TextEdit] {
    guard let arguments = transition.as(LabeledExprListSyntax.self), arguments.count == 1,
      let argument = arguments.first, argument.label == nil,
      let call = arguments.parent?.as(FunctionCallExprSyntax.self), call.calleeName == "transition",
      let signal = ReduceMotionCorrection.signal(around: call, in: context)
    else { return [] }
    return ReduceMotionCorrection.gating(
      argument.expression, whenReduced: ".opacity", signal: signal, in: context)
  }

  /// The whole transition expression `member` belongs to, or `nil` when `member` is not used as
  /// a transition (`.scale` in a symbol effect, `.offset` as a view modifier).
  static func transition(containing member: MemberAccessExprSyntax) -> Syntax? {
    let explicitlyTyped = member.base?.referencedName?.identifierName == "AnyTransition"
    var child = Syntax(member)
    var expressionRoot = Syntax(member)
    for ancestor in member.ancestors {
      switch ancestor.kind {
      case .functionCallExpr:
        let call = ancestor.cast(FunctionCallExprSyntax.self)
        if child.id != call.calledExpression.id {
          guard child.id == call.arguments.id, let name = call.calleeName else { return nil }
          if name == "transition" { return Syntax(call.arguments) }
          guard MotionVocabulary.transitionCombinators.contains(name) else {
            return explicitlyTyped ? expressionRoot : nil
          }
        }
      case .memberAccessExpr:
        // A chain on the transition (`.combined(with:)`, `.animation(…)`); any other member
        // (a view modifier after `.offset(…)`, `.up` after a symbol effect's `.scale`) means
        // this is not a transition.
        let chained = ancestor.cast(MemberAccessExprSyntax.self)
        guard child.id == chained.base?.id,
          MotionVocabulary.transitionCombinators.contains(chained.declName.baseName.identifierName)
        else { return explicitlyTyped ? expressionRoot : nil }
      case .labeledExpr, .labeledExprList, .sequenceExpr, .exprList, .unresolvedTernaryExpr,
        .ternaryExpr, .tupleExpr:
        break
      default:
        if let declaration = transitionTypedDeclaration(enclosing: ancestor) {
          return declaration
        }
        return explicitlyTyped ? expressionRoot : nil
      }
      child = ancestor
      if ancestor.is(ExprSyntax.self) { expressionRoot = ancestor }
    }
    return explicitlyTyped ? expressionRoot : nil
  }

  /// The property or function whose body `node` is, when it is declared to return a transition.
  private static func transitionTypedDeclaration(enclosing node: Syntax) -> Syntax? {
    for ancestor in [node] + Array(node.ancestors) {
      switch ancestor.kind {
      case .closureExpr, .memberBlock, .sourceFile:
        return nil
      case .patternBinding:
        let binding = ancestor.cast(PatternBindingSyntax.self)
        return (binding.typeAnnotation?.type).flatMap { isTransitionType($0) ? ancestor : nil }
      case .functionDecl:
        let function = ancestor.cast(FunctionDeclSyntax.self)
        return (function.signature.returnClause?.type).flatMap {
          isTransitionType($0) ? ancestor : nil
        }
      default:
        continue
      }
    }
    return nil
  }

  private static func isTransitionType(_ type: TypeSyntax) -> Bool {
    let text = type.compactText
    return text == "AnyTransition" || text == "AnyTransition?" || text == "someTransition"
  }
}
