import MotionAuditSemantics
import MotionAuditSources
import SwiftSyntax

/// Matched-geometry ("hero") animations that fly views across the screen under Reduce Motion.
///
/// A `matchedGeometryEffect` moves a view from one place and size to another only when the state
/// change is animated. Reported at `matchedGeometryEffect` (once per namespace in each type) when
/// the enclosing type animates with an ungated `withAnimation(…)` or `.animation(…)` (any
/// animation but `nil`).
///
/// Not reported: a type whose animations are all gated (the guide's advice: keep the state change
/// but pass `nil` to `withAnimation`), an effect inside a gated branch, MotionAware's
/// `withMotionAwareAnimation`, and a type with no animation of its own (the change may be
/// animated elsewhere, where this rule cannot see it).
///
/// A view given its namespace by another (`let namespace: Namespace.ID`) and with no animation
/// of its own is reported when a view that passes it a namespace animates with no Reduce Motion
/// signal in its file (see ``ProjectFacts``): that animation flies the matched views.
///
/// Known false negatives: the animating change made in another file or type, other than through
/// a passed namespace. Known false
/// positives: an ungated animation in the same type that animates something unrelated.
package struct UngatedMatchedGeometryRule: Rule {
  package static let description = RuleDescription(
    id: "ungated-matched-geometry",
    name: "Hero animation ignores Reduce Motion",
    defaultSeverity: .warning,
    message: "Matched-geometry (hero) animation moves views even when Reduce Motion is on",
    rationale: """
      A hero animation carries a view across the screen, growing or shrinking it on the way: \
      large movement and scaling. The guide says to keep the state change but drop the \
      animation, passing `nil` to `withAnimation` when Reduce Motion is on. Apple's HIG asks to \
      reduce zooming and scaling; WCAG 2.3.3 asks that interaction-triggered motion can be \
      disabled.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — hero animations with matchedGeometryEffect",
      "Apple HIG: Accessibility › Motion",
      "WCAG 2.3.3 Animation from Interactions",
    ],
    fix: """
      Animate the change with `withAnimation(reduceMotion ? nil : <animation>)`, or with \
      MotionAware's `withMotionAwareAnimation(…)`, so the views swap places instantly.
      """,
    matcher: RuleMatcher(calls: ["matchedGeometryEffect"]),
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples,
    corrections: corrections
  )

  /// Scopes whose animations were examined: the ungated ones they hold.
  private var ungatedAnimationsByScope: [SyntaxIdentifier: [FunctionCallExprSyntax]] = [:]
  /// Namespaces already reported, per scope.
  private var reported: Set<String> = []

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard case .call(let call, "matchedGeometryEffect") = node, let token = call.calleeToken,
      !context.isGated(call)
    else { return }
    let scope = context.index.enclosingTypeDeclaration(of: call) ?? Syntax(context.tree)
    let namespace = call.argument(labeled: "in")?.expression.compactText ?? ""
    let key = "\(scope.id)|\(namespace)"
    guard !reported.contains(key) else { return }
    let animations = ungatedAnimations(in: scope, context: context)
    if animations.isEmpty {
      // A namespace passed in by a parent that animates ungated: the parent's change flies it.
      guard isGivenAnimatedNamespace(scope, context: context) else { return }
      reported.insert(key)
      violations.append(
        Violation(
          at: token.positionAfterSkippingLeadingTrivia,
          message:
            "Matched-geometry (hero) animation moves views even when Reduce Motion is on: the "
            + "view that passes its namespace animates without a Reduce Motion check",
          related: Self.otherEnds(of: call, namespace: namespace, in: scope, context: context)))
      return
    }
    reported.insert(key)
    violations.append(
      Violation(
        at: token.positionAfterSkippingLeadingTrivia,
        edits: Self.correction(of: animations, in: context),
        related: Self.otherEnds(of: call, namespace: namespace, in: scope, context: context)))
  }

  /// The namespace's other `matchedGeometryEffect`s in `scope`: the views the flight goes to or
  /// comes from, one motion with the reported one. Each range starts at the modifier's name, so
  /// that what the modified view holds is not taken for part of the flight.
  private static func otherEnds(
    of call: FunctionCallExprSyntax, namespace: String, in scope: Syntax, context: AuditContext
  ) -> [RelatedRange] {
    (context.index.calls["matchedGeometryEffect"] ?? []).compactMap { other in
      guard other.id != call.id, scope.contains(other),
        other.argument(labeled: "in")?.expression.compactText == namespace,
        let name = other.calleeToken
      else { return nil }
      let start = name.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = other.endPositionBeforeTrailingTrivia.utf8Offset
      guard start <= end else { return nil }
      return RelatedRange(
        utf8Range: start..<end, message: "the other end of the flight, in the same namespace")
    }
  }

  /// Whether the view `scope` declares is given, by a view of the project that animates without
  /// a signal, the namespace it matches geometry in (`let namespace: Namespace.ID`).
  private func isGivenAnimatedNamespace(_ scope: Syntax, context: AuditContext) -> Bool {
    guard let name = scope.typeDeclarationName,
      let members = scope.declarationGroup?.memberBlock.members,
      members.contains(where: { member in
        member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
          $0.typeAnnotation?.type.trimmedDescription == "Namespace.ID"
        } == true
      })
    else { return false }
    return context.facts.receivesAnimatedNamespace(name) == true
  }

  /// The animations (not `nil`) that `scope` applies and no signal decides.
  private mutating func ungatedAnimations(in scope: Syntax, context: AuditContext)
    -> [FunctionCallExprSyntax]
  {
    if let known = ungatedAnimationsByScope[scope.id] { return known }
    let animations =
      (context.index.calls["withAnimation"] ?? [])
      + (context.index.calls["animation"] ?? [])
    let result = animations.filter { animation in
      guard scope.contains(animation) else { return false }
      let isNil = animation.firstUnlabeledArgument?.withoutWrappers.is(NilLiteralExprSyntax.self)
      return isNil != true && !context.isGated(animation)
    }
    ungatedAnimationsByScope[scope.id] = result
    return result
  }

  /// The guide's fix, in a SwiftUI view: keep the state change, pass `nil` as the animation
  /// under Reduce Motion, in every ungated animation of the view (`withAnimation(reduceMotion ?
  /// nil : .spring) { selected = item }`). No edit unless each of them can be corrected.
  private static func correction(
    of animations: [FunctionCallExprSyntax], in context: AuditContext
  ) -> [TextEdit] {
    var edits: [TextEdit] = []
    for call in animations {
      let animation = call.firstUnlabeledArgument.flatMap {
        $0.withoutWrappers.is(ClosureExprSyntax.self) ? nil : $0
      }
      let gating = ReduceMotionCorrection.gatingAnimation(
        applied: call, animation: animation, in: context)
      guard !gating.isEmpty else { return [] }
      // The view's signal is declared once, however many animations use it.
      edits += gating.filter { !edits.contains($0) }
    }
    return edits
  }
}
