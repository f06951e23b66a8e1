import MotionAuditSemantics
import MotionAuditSources
import SwiftSyntax

/// Scroll-driven movement (scroll transitions, visual effects, parallax) that ignores Reduce
/// Motion.
///
/// Reports `scrollTransition { content, phase in … }` and `visualEffect { content, proxy in … }`
/// at their name when the closure applies a movement modifier (`scaleEffect`, `offset`,
/// `rotationEffect`, `rotation3DEffect`, …) that reads the phase or geometry and that no signal
/// decides; and, inside a `GeometryReader`, a movement modifier driven by `frame(in:)` in a
/// scrolling coordinate space (a parallax or stretchy header), at the modifier's name.
///
/// Not reported: the guide's `CardRow`, whose `scaleEffect(reduceMotion || phase.isIdentity ? 1 :
/// 0.92)` returns the identity under Reduce Motion while the opacity change stays; effects that
/// only fade, blur or recolour; MotionAware's `.motionAwareScrollTransition`; geometry read in the
/// `.local` space (layout, not scrolling).
///
/// Known false negatives: parallax driven through `onScrollGeometryChange` and state; effects
/// built in helper functions. Known false positives: a `GeometryReader` movement in a named
/// coordinate space that does not scroll.
package struct UngatedScrollEffectRule: Rule {
  /// The calls the rule reports, by what drives their movement.
  enum Call: CallRoute {
    /// `scrollTransition { content, phase in … }`: reported by itself, with a correction.
    case scrollTransition
    /// `visualEffect { content, proxy in … }`: reported by itself.
    case visualEffect
    /// A movement modifier, reported inside a ``geometryReader`` that scrolls (a parallax).
    case parallax

    var names: Set<String> {
      switch self {
      case .scrollTransition: ["scrollTransition"]
      case .visualEffect: ["visualEffect"]
      case .parallax: MotionVocabulary.movementModifiers
      }
    }
  }

  package static var routes: [any CallRoute.Type] { [Call.self] }

  /// The view whose geometry a parallax reads.
  static let geometryReader = "GeometryReader"

  /// A scroll effect, or a movement modifier with the `GeometryReader` its parallax reads.
  private static let tokenCondition = TokenCondition.oneOf([
    .anyOf(Call.scrollTransition.names.union(Call.visualEffect.names).sorted()),
    .allOf([.anyOf([geometryReader]), .anyOf(Call.parallax.names.sorted())]),
  ])

  package static let description = RuleDescription(
    id: "ungated-scroll-effect",
    name: "Scroll-driven movement ignores Reduce Motion",
    defaultSeverity: .warning,
    message: "Scroll effect moves, scales or rotates views even when Reduce Motion is on",
    rationale: """
      Effects tied to scrolling — rows that scale or slide as they enter, parallax headers — are \
      peripheral motion that follows every scroll. The guide asks scroll-driven effects \
      (`scrollTransition`, parallax headers) to return the identity effect when motion is \
      reduced, keeping opacity: `scaleEffect(reduceMotion || phase.isIdentity ? 1 : 0.92)`. \
      Apple's HIG lists peripheral motion and parallax among what to reduce; WCAG 2.3.3 asks that \
      interaction-triggered motion can be disabled.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — CardRow",
      "Apple HIG: Accessibility › Motion",
      "WCAG 2.3.3 Animation from Interactions",
    ],
    fix: """
      Return the identity when motion is reduced (`reduceMotion || phase.isIdentity ? 1 : 0.92`, \
      `offset(y: reduceMotion ? 0 : …)`), or use MotionAware's `.motionAwareScrollTransition`.
      """,
    matcher: RuleMatcher(calls: .routes(Call.self)),
    requiredTokens: tokenCondition.tokens,
    requiredTokenCondition: tokenCondition,
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples,
    corrections: corrections
  )

  /// Coordinate spaces that do not move with scrolling.
  static let staticCoordinateSpaces: Set<String> = ["local"]

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard case .call(let call, let name) = node, let route = Call(name: name),
      let token = call.calleeToken
    else { return }
    switch route {
    case .scrollTransition, .visualEffect:
      guard call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self),
        let effect = call.closures.first,
        let movement = MotionQueries.ungatedAnimatedMovement(
          of: call, in: effect, context: context),
        let modifier = movement.calleeName
      else { return }
      violations.append(
        Violation(
          at: token,
          message: "\(name) applies `\(modifier)` even when Reduce Motion is on",
          edits: route == .scrollTransition
            ? Self.correction(of: call, effect: effect, in: context) : []))
    case .parallax:
      guard call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self),
        readsScrollingGeometry(call.arguments), isInsideGeometryReader(call),
        !context.isGated(call)
      else { return }
      violations.append(
        Violation(
          at: token, message: "Parallax `\(name)` follows scrolling even when Reduce Motion is on"))
    }
  }

  /// In a SwiftUI view, a `scrollTransition` (`call`) whose movement modifiers each choose their value
  /// with `phase.isIdentity ? <identity> : <moved>` gets `reduceMotion || ` before each condition,
  /// as in the guide's `CardRow`: the identity under Reduce Motion, opacity changes kept. Any
  /// other use of the phase in a movement modifier gets no correction.
  private static func correction(
    of call: FunctionCallExprSyntax, effect: ClosureExprSyntax, in context: AuditContext
  ) -> [TextEdit] {
    guard let signal = ReduceMotionCorrection.signal(around: call, in: context)
    else { return [] }
    let phase = MotionQueries.animatedNames(in: effect, firstParameterIsContent: true)
    var edits: [TextEdit] = []
    for modifier in effect.descendants(ofType: FunctionCallExprSyntax.self) {
      guard let name = modifier.calleeName, Call.parallax.names.contains(name),
        !context.isGated(modifier)
      else { continue }
      for argument in modifier.arguments where argument.expression.references(anyOf: phase) {
        guard let condition = identityCondition(of: argument.expression) else { return [] }
        let start = condition.positionAfterSkippingLeadingTrivia.utf8Offset
        edits.append(
          TextEdit(utf8Range: start..<start, replacement: "\(signal.expression) || "))
      }
    }
    guard !edits.isEmpty else { return [] }
    return edits + (signal.declaration.map { [$0] } ?? [])
  }

  /// `phase.isIdentity` in `phase.isIdentity ? a : b`, or nil for any other expression.
  private static func identityCondition(of expression: ExprSyntax) -> ExprSyntax? {
    guard let branches = expression.conditionalBranches, branches.condition.count == 1,
      let condition = branches.condition.first,
      condition.as(MemberAccessExprSyntax.self)?.declName.baseName.identifierName == "isIdentity"
    else { return nil }
    return condition
  }

  /// Whether the arguments read `frame(in:)` in a coordinate space that scrolls.
  private func readsScrollingGeometry(_ arguments: LabeledExprListSyntax) -> Bool {
    arguments.descendants(ofType: FunctionCallExprSyntax.self).contains { frame in
      guard frame.calleeName == "frame", let space = frame.argument(labeled: "in")?.expression
      else { return false }
      return !Self.staticCoordinateSpaces.contains(space.referencedName?.identifierName ?? "")
    }
  }

  private func isInsideGeometryReader(_ call: FunctionCallExprSyntax) -> Bool {
    call.ancestors.contains { ancestor in
      ancestor.as(FunctionCallExprSyntax.self)?.calleeName == Self.geometryReader
    }
  }
}
