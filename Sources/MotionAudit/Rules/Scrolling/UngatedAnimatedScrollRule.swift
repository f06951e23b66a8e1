import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax
import SwiftSyntax

/// UIKit scrolls animated by the app, whatever Reduce Motion says.
///
/// Reports, at the method name, `setContentOffset(_:animated: true)`,
/// `scrollToRow(at:at:animated: true)`, `scrollToItem(at:at:animated: true)`,
/// `scrollRectToVisible(_:animated: true)` and `selectRow(at:animated: true, scrollPosition:)`
/// (unless its position is `.none`), when no signal decides the call. (SwiftUI's
/// `proxy.scrollTo(…)` inside `withAnimation` is `ungated-explicit-animation`'s.)
///
/// Not reported: `animated: false`; an `animated:` value that holds a signal
/// (`animated: !UIAccessibility.isReduceMotionEnabled`) or any other expression the app computes
/// (`animated: animated`, decided by the caller); a call inside a gated branch.
///
/// `--fix` replaces `true` with `!UIAccessibility.isReduceMotionEnabled`.
///
/// A call without a receiver counts inside an extension or subclass of `UIScrollView`,
/// `UITableView` or `UICollectionView`, where it is the view's own method.
///
/// Known false negatives: scrolls animated through a wrapper the app declares, or with
/// `UIView.animate` around a `contentOffset` assignment (that is `ungated-uikit-animation`'s).
package struct UngatedAnimatedScrollRule: Rule {
  /// The calls the rule reports, by what else they need.
  enum Call: CallRoute {
    /// A scroll by itself: `setContentOffset`, `scrollToRow`, `scrollToItem`,
    /// `scrollRectToVisible`.
    case scroll
    /// `selectRow(at:animated:scrollPosition:)`, which scrolls unless its position is `.none`.
    case selection

    var names: Set<String> {
      switch self {
      case .scroll: ["setContentOffset", "scrollToRow", "scrollToItem", "scrollRectToVisible"]
      case .selection: ["selectRow"]
      }
    }
  }

  package static var routes: [any CallRoute.Type] { [Call.self] }

  /// One of the methods, called (not `selectRowsWhere` or `deselectRow`), and the literal `true`
  /// the rule reports.
  private static let tokenCondition = TokenCondition.allOf([
    .anyOf(Call.allNames.sorted(), matching: .callee),
    .anyOf(["true"], matching: .wholeIdentifier),
  ])

  package static let description = RuleDescription(
    id: "ungated-animated-scroll",
    name: "Animated scroll ignores Reduce Motion",
    defaultSeverity: .warning,
    message: "Animated scroll moves the whole content even when Reduce Motion is on",
    rationale: """
      An animated scroll slides everything on screen at once: one of the strongest triggers of \
      motion sickness. With Reduce Motion on, jump to the destination instead: pass \
      `animated: !UIAccessibility.isReduceMotionEnabled`. Apple's HIG asks to reduce animated \
      movement; WCAG 2.3.3 asks that motion triggered by interaction can be turned off.
      """,
    references: [
      "Apple HIG: Accessibility › Motion",
      "Apple: UIAccessibility.isReduceMotionEnabled",
      "WCAG 2.3.3 Animation from Interactions",
    ],
    fix: """
      Pass `animated: !UIAccessibility.isReduceMotionEnabled` (or a `reduceMotion` flag the \
      screen already follows), so the scroll jumps when Reduce Motion is on.
      """,
    matcher: RuleMatcher(calls: .routes(Call.self)),
    requiredTokens: tokenCondition.tokens,
    requiredTokenCondition: tokenCondition,
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples,
    corrections: corrections
  )

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard case .call(let call, let name) = node, let route = Call(name: name),
      let token = call.calleeToken,
      call.receiver != nil || Self.isInScrollViewType(call, index: context.index),
      let animated = call.argument(labeled: "animated")?.expression.withoutWrappers,
      let literal = animated.as(BooleanLiteralExprSyntax.self), literal.literal.text == "true"
    else { return }
    if route == .selection,
      call.argument(labeled: "scrollPosition")?.expression.withoutWrappers.compactText == ".none"
    {
      return
    }
    guard !context.isGated(call) else { return }
    let range =
      literal.positionAfterSkippingLeadingTrivia
      .utf8Offset..<literal
      .endPositionBeforeTrailingTrivia.utf8Offset
    violations.append(
      Violation(
        at: token.positionAfterSkippingLeadingTrivia,
        edits: [TextEdit(utf8Range: range, replacement: "!" + ReduceMotionCorrection.uiKitSignal)]
      ))
  }

  /// Scroll views whose own methods a receiver-less call in their extension or subclass calls.
  static let scrollViewTypes: Set<String> = ["UIScrollView", "UITableView", "UICollectionView"]

  /// Whether `call` is made in an extension or subclass of a UIKit scroll view, where
  /// `scrollToItem(at:at:animated:)` without a receiver is the view's own.
  private static func isInScrollViewType(_ call: FunctionCallExprSyntax, index: SourceIndex)
    -> Bool
  {
    guard let type = index.enclosingTypeDeclaration(of: call) else { return false }
    if let extended = type.as(ExtensionDeclSyntax.self) {
      return scrollViewTypes.contains(extended.extendedType.compactText)
    }
    let inherited = type.as(ClassDeclSyntax.self)?.inheritanceClause?.inheritedTypes
    return inherited?.contains { scrollViewTypes.contains($0.type.compactText) } ?? false
  }
}
