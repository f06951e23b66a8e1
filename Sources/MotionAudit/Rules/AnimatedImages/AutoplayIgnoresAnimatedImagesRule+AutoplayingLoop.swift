import MotionAuditSemantics
import SwiftSyntax

// The loops that start by themselves: where each is reported and why.
extension AutoplayIgnoresAnimatedImagesRule {
  /// A loop that starts by itself: where to report it and why.
  struct AutoplayingLoop {
    var site: Syntax
    var token: TokenSyntax
    var message: String
    var isImagePlayer = false
    /// Whether Reduce Motion decides the loop in a way ``MotionGateFinder/gate(of:)`` does not
    /// see at the site itself: the call applying a `repeatForever`, or the movement inside an
    /// animator.
    var isReduceMotionHandled: (AuditContext) -> Bool = { _ in false }
  }

  static func autoplayingLoop(_ node: MatchedNode, in context: AuditContext)
    -> AutoplayingLoop?
  {
    if case .argument(let argument, _) = node {
      return lottieLoopMode(argument)
    }
    guard case .call(let call, let name) = node, let route = Call(name: name),
      let token = call.calleeToken
    else { return nil }
    switch route {
    case .lottieLooping:
      guard call.receiver?.rootName == UngatedLottieLoopRule.view else { return nil }
      return AutoplayingLoop(
        site: Syntax(call), token: token,
        message: "`LottieView` loops by itself even when Animated Images is off")
    case .repeatForever:
      guard call.receiver != nil || call.calledExpression.is(MemberAccessExprSyntax.self),
        startsByItself(call, in: context)
      else { return nil }
      return AutoplayingLoop(
        site: Syntax(call), token: token,
        message: "Animation repeats forever by itself even when Animated Images is off",
        isReduceMotionHandled: { context in isApplyingCallGated(call, in: context) })
    case .timelineView:
      guard let schedule = call.firstUnlabeledArgument,
        schedule.references(anyOf: ["animation"]),
        !ConditionQueries.isPausedOutsideAnActivity(schedule)
      else { return nil }
      return AutoplayingLoop(
        site: Syntax(call), token: token,
        message: "TimelineView animates by itself even when Animated Images is off",
        isReduceMotionHandled: { context in isMovementGated(in: call, context: context) })
    case .phaseAnimator:
      guard SharedCase.triggerlessPhaseAnimator.holds(.call(call, name: name)) else { return nil }
      return AutoplayingLoop(
        site: Syntax(call), token: token,
        message: "Phase animator cycles by itself even when Animated Images is off",
        isReduceMotionHandled: { context in isMovementGated(in: call, context: context) })
    case .keyframeAnimator:
      guard SharedCase.repeatingKeyframeAnimator.holds(.call(call, name: name)) else { return nil }
      return AutoplayingLoop(
        site: Syntax(call), token: token,
        message: "Keyframe animator repeats by itself even when Animated Images is off",
        isReduceMotionHandled: { context in isMovementGated(in: call, context: context) })
    case .imagePlayer:
      guard AnimatedImagePlayer(name: name)?.plays(call) == true,
        !AnimatedImagePlayer.isSwitchedOffByTheApp(call, in: context)
      else { return nil }
      return AutoplayingLoop(
        site: Syntax(call), token: token,
        message: "Animated image plays by itself even when Animated Images is off",
        isImagePlayer: true)
    }
  }

  /// `loopMode: .loop` (or `.autoReverse`) inside `.playing(…)` / `.playbackMode(…)` of a
  /// `LottieView`.
  static func lottieLoopMode(_ argument: LabeledExprSyntax) -> AutoplayingLoop? {
    guard argument.label?.identifierName == LottieLoopMode.label,
      let mode = argument.expression.withoutWrappers.as(MemberAccessExprSyntax.self),
      LottieLoopMode(name: mode.declName.baseName.identifierName) == .endless
    else { return nil }
    for ancestor in argument.ancestors {
      if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(ClosureExprSyntax.self) {
        return nil
      }
      guard let call = ancestor.as(FunctionCallExprSyntax.self), let name = call.calleeName,
        let route = UngatedLottieLoopRule.Call(name: name),
        route == .playbackMode || route == .playing, let receiver = call.receiver
      else { continue }
      guard receiver.rootName == UngatedLottieLoopRule.view else { return nil }
      return AutoplayingLoop(
        site: Syntax(mode), token: mode.declName.baseName,
        message: "`LottieView` loops by itself even when Animated Images is off")
    }
    return nil
  }
}
