import MotionAuditSemantics
import SwiftSyntax

/// UIKit and Core Animation animations that move views without checking Reduce Motion.
///
/// Reports, at the name of what moves:
/// - `UIView.animate(…)` in all its forms (duration, delay and options; spring damping;
///   `springDuration:bounce:`; a SwiftUI animation) and `UIView.animateKeyframes(…)`, when the
///   animation block moves something: it assigns a frame, center, bounds, transform, content
///   inset or a constraint's `constant`, or calls `layoutIfNeeded()` (which animates the
///   constraint changes made before it), directly or through a method declared in the file;
/// - `UIViewPropertyAnimator(…)` and `UIViewPropertyAnimator.runningPropertyAnimator(…)` with
///   such a block, and `addAnimations { … }` on an animator created in the file;
/// - the same with the block passed by name: a closure bound earlier in the function
///   (`let animations = { … }`), or the closure parameter of the app's own animation helper,
///   judged by the blocks this file's calls of the helper pass;
/// - `UIView.transition(with:…)` and `UIView.transition(from:to:…)` with a flip
///   (`.transitionFlipFrom…`) or curl (`.transitionCurlUp` / `.transitionCurlDown`) option, at
///   the option;
/// - `CASpringAnimation`, unless it animates opacity or a colour;
/// - `CABasicAnimation` and `CAKeyframeAnimation` added to a layer in the same function
///   (`layer.add(_:forKey:)`), whose key path moves: a position, transform, bounds, shape path or
///   an emitter's forces (confetti). The key path is the `keyPath:` argument, a `keyPath`
///   assignment, or the key the animation is added under.
///
/// A block that calls a method declared in another file is judged by what that method's body
/// changes (the project facts); one that calls a method no file declares, whose effect cannot be
/// seen, is not reported. `setNeedsStatusBarAppearanceUpdate()` moves the status bar when a
/// controller of the project slides it (`preferredStatusBarUpdateAnimation` is `.slide`).
///
/// Not reported: blocks that only fade or recolour (`alpha`, `backgroundColor`, text): the guide
/// keeps fades and colour changes; a progress bar's fill (changes of a member named like a
/// progress indicator); a `layoutIfNeeded()` block run right after the layout was flushed with
/// no constraint change in between or in the block; animations of no duration
/// (`withDuration: 0`); cross-dissolve transitions; animations passed their changes by a name
/// that cannot be traced; repeating animations (`.repeat`, a Core Animation `repeatCount`),
/// which are `ungated-looping-animation`'s; animations a signal decides — checked at the call
/// (`if`/`guard`/ternary around it, an early exit, a duration or options computed from the flag,
/// a stored flag derived from `UIAccessibility.isReduceMotionEnabled`), inside
/// `UIView.performWithoutAnimation { … }`, or through `UIView.motionAwareAnimate(…)`; a Core
/// Animation animation added to its layer only under a gate; movement that follows the keyboard
/// (its duration or curve read from the keyboard notification, or code handling the keyboard:
/// a function, parameter or subscription named for it), which goes with a system animation; the
/// settling of the user's drag (an animation in a `UIPanGestureRecognizer` handler when the
/// gesture ends), which finishes a movement the user made.
///
/// Known false positives: a movement the user drives directly (an interactive animator scrubbed
/// by a pan gesture) is reported like any other; so is a Core Animation animation in a function
/// nothing calls. Known false negatives: a flag checked in another file or in a caller; changes passed
/// by name from another file; showing or hiding arranged subviews of a stack view (`isHidden`
/// moves its neighbours); a drag's end that flings the view far beyond the finger; Core
/// Animation groups.
package struct UngatedUIKitAnimationRule: Rule {
  /// The calls the rule reports, by what it checks in them.
  enum Call: CallRoute {
    /// `UIView.animate(…)`, `UIView.animateKeyframes(…)`.
    case viewAnimation
    /// `UIViewPropertyAnimator(…)`.
    case propertyAnimator
    /// `UIViewPropertyAnimator.runningPropertyAnimator(…)`.
    case runningPropertyAnimator
    /// `animator.addAnimations { … }`.
    case addedAnimations
    /// `UIView.transition(with:…)` with a flip or curl option.
    case transition
    /// `CASpringAnimation(…)`.
    case springAnimation
    /// `CABasicAnimation(…)`, `CAKeyframeAnimation(…)`.
    case layerAnimation

    var names: Set<String> {
      switch self {
      case .viewAnimation: UIKitMotionQueries.viewAnimationMethods
      case .propertyAnimator: ["UIViewPropertyAnimator"]
      case .runningPropertyAnimator: ["runningPropertyAnimator"]
      case .addedAnimations: ["addAnimations"]
      case .transition: ["transition"]
      case .springAnimation: ["CASpringAnimation"]
      case .layerAnimation: ["CABasicAnimation", "CAKeyframeAnimation"]
      }
    }
  }

  package static var routes: [any CallRoute.Type] { [Call.self] }

  /// What each call needs besides its name: `UIViewPropertyAnimator.runningPropertyAnimator`,
  /// and a flip or curl option for `UIView.transition`.
  private static let tokenCondition = TokenCondition.oneOf([
    // `UIView.animate(…)`, not `animated: true`, `isAnimated` or a setting named
    // `animateEmojis`.
    .anyOf(Call.viewAnimation.names.sorted(), matching: .wholeIdentifier),
    .anyOf(
      [Call.propertyAnimator, .addedAnimations, .springAnimation, .layerAnimation]
        .flatMap(\.names).sorted()),
    .allOf([
      .anyOf(Call.runningPropertyAnimator.names.sorted()),
      .anyOf(Call.propertyAnimator.names.sorted()),
    ]),
    .allOf([
      .anyOf(Call.transition.names.sorted(), matching: .wholeIdentifier),
      .anyOf(["transitionFlip", "transitionCurl"]),
    ]),
  ])

  package static let description = RuleDescription(
    id: "ungated-uikit-animation",
    name: "UIKit animation ignores Reduce Motion",
    defaultSeverity: .warning,
    message: "UIKit animation moves views even when Reduce Motion is on",
    rationale: """
      UIKit does not tone down `UIView.animate`, property animators or Core Animation springs \
      when Reduce Motion is on: the app has to. The guide asks to check \
      `UIAccessibility.isReduceMotionEnabled` when the animation is started, and then to use a \
      shorter cross-dissolve or set the final state without animation. Apple's HIG asks to \
      replace x/y/z movement with fades, tighten springs, and avoid animating depth (flips and \
      curls turn the view in 3D); WCAG 2.3.3 asks that motion triggered by interaction can be \
      turned off. Fades and colour changes are not motion and are left alone.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — UIView.animate: check the flag at call time",
      "Apple HIG: Accessibility › Motion",
      "WCAG 2.3.3 Animation from Interactions",
    ],
    fix: """
      Check `UIAccessibility.isReduceMotionEnabled` when the animation starts and, when it is \
      on, set the final state without animation (`UIView.performWithoutAnimation`) or \
      cross-dissolve (`UIView.transition(with:…, options: .transitionCrossDissolve)`); or call \
      MotionAware's `UIView.motionAwareAnimate(withDuration:…, crossDissolving:)`, which does \
      that for you.
      """,
    // A `UIView.transition` is reported only with a flip or curl option, which names itself:
    // SwiftUI's `.transition(…)` is none of this rule's.
    matcher: RuleMatcher(calls: .routes(Call.self), yields: [.repeatingViewAnimation]),
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
      let token = call.calleeToken
    else { return }
    switch route {
    case .viewAnimation:
      guard UIKitMotionQueries.isViewClassCall(call, named: Call.viewAnimation.names) else {
        return
      }
      let spring = UIKitAnimationCall.spring(of: call)
      reportMovingBlock(
        of: call, at: token,
        blocks: UIKitMotionQueries.animationBlocks(of: call, defUse: context.defUse),
        moving: spring.map {
          "UIView spring animation \($0.verb("views")) even when Reduce Motion is on"
        } ?? "UIView animation moves views even when Reduce Motion is on",
        edits: ReduceMotionCorrection.instantUnderReduceMotion(call, in: context),
        in: context, violations: &violations)
    case .propertyAnimator:
      guard
        !call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self)
          || call.calledExpression.withoutWrappers.as(MemberAccessExprSyntax.self)?.declName
            .baseName.tokenKind == .keyword(.`init`)
      else { return }
      reportPropertyAnimator(call, at: token, in: context, violations: &violations)
    case .runningPropertyAnimator:
      guard let receiver = call.receiver?.withoutWrappers.compactText,
        Call.propertyAnimator.names.contains(receiver)
      else { return }
      reportPropertyAnimator(call, at: token, in: context, violations: &violations)
    case .addedAnimations:
      guard let animator = call.receiver,
        UIKitAnimationCall.isPropertyAnimator(animator, in: context)
      else { return }
      let blocks =
        call.closure(labeled: nil).map { [$0] }
        ?? call.firstUnlabeledArgument.map {
          UIKitMotionQueries.blocks(passedAs: $0, in: call, defUse: context.defUse)
        } ?? []
      reportMovingBlock(
        of: call, at: token, blocks: blocks,
        moving: "Property animator moves views even when Reduce Motion is on",
        in: context, violations: &violations)
    case .transition:
      guard UIKitMotionQueries.isViewClassCall(call, named: Call.transition.names),
        let option = UIKitMotionQueries.optionTokens(of: call).first(where: {
          UIKitMotionQueries.flipAndCurlOptions.contains($0.identifierName)
        }),
        !Self.isGated(call, in: context)
      else { return }
      let name = option.identifierName
      let verb = name.hasPrefix("transitionCurl") ? "curls" : "flips"
      violations.append(
        Violation(
          at: option,
          message: "Transition `.\(name)` \(verb) the view even when Reduce Motion is on"))
    case .springAnimation:
      reportSpringAnimation(call, at: token, in: context, violations: &violations)
    case .layerAnimation:
      reportLayerAnimation(call, at: token, in: context, violations: &violations)
    }
  }

  static func isGated(_ call: FunctionCallExprSyntax, in context: AuditContext) -> Bool {
    context.isGated(call) || UIKitMotionQueries.isInsidePerformWithoutAnimation(call)
  }
}
