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
    guard case .call(let call, let name) = node, let token = call.calleeToken else { return nil }
    switch name {
    case "looping":
      guard call.receiver?.rootName == "LottieView" else { return nil }
      return AutoplayingLoop(
        site: Syntax(call), token: token,
        message: "`LottieView` loops by itself even when Animated Images is off")
    case "repeatForever":
      guard call.receiver != nil || call.calledExpression.is(MemberAccessExprSyntax.self),
        startsByItself(call, in: context)
      else { return nil }
      return AutoplayingLoop(
        site: Syntax(call), token: token,
        message: "Animation repeats forever by itself even when Animated Images is off",
        isReduceMotionHandled: { context in isApplyingCallGated(call, in: context) })
    case "TimelineView":
      guard let schedule = call.firstUnlabeledArgument,
        schedule.references(anyOf: ["animation"]),
        !ConditionQueries.isPausedOutsideAnActivity(schedule)
      else { return nil }
      return AutoplayingLoop(
        site: Syntax(call), token: token,
        message: "TimelineView animates by itself even when Animated Images is off",
        isReduceMotionHandled: { context in isMovementGated(in: call, context: context) })
    case "phaseAnimator", "PhaseAnimator":
      guard SharedCase.triggerlessPhaseAnimator.holds(.call(call, name: name)) else { return nil }
      return AutoplayingLoop(
        site: Syntax(call), token: token,
        message: "Phase animator cycles by itself even when Animated Images is off",
        isReduceMotionHandled: { context in isMovementGated(in: call, context: context) })
    case "keyframeAnimator", "KeyframeAnimator":
      guard SharedCase.repeatingKeyframeAnimator.holds(.call(call, name: name)) else { return nil }
      return AutoplayingLoop(
        site: Syntax(call), token: token,
        message: "Keyframe animator repeats by itself even when Animated Images is off",
        isReduceMotionHandled: { context in isMovementGated(in: call, context: context) })
    default:
      guard AnimatedImagePlayerCalls.isPlayer(call, name: name) else { return nil }
      return AutoplayingLoop(
        site: Syntax(call), token: token,
        message: "Animated image plays by itself even when Animated Images is off",
        isImagePlayer: true)
    }
  }

  /// `loopMode: .loop` (or `.autoReverse`) inside `.playing(…)` / `.playbackMode(…)` of a
  /// `LottieView`.
  static func lottieLoopMode(_ argument: LabeledExprSyntax) -> AutoplayingLoop? {
    guard argument.label?.identifierName == "loopMode",
      let mode = argument.expression.withoutWrappers.as(MemberAccessExprSyntax.self),
      ["loop", "autoReverse"].contains(mode.declName.baseName.identifierName)
    else { return nil }
    for ancestor in argument.ancestors {
      if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(ClosureExprSyntax.self) {
        return nil
      }
      guard let call = ancestor.as(FunctionCallExprSyntax.self), let name = call.calleeName,
        name == "playbackMode" || name == "playing", let receiver = call.receiver
      else { continue }
      guard receiver.rootName == "LottieView" else { return nil }
      return AutoplayingLoop(
        site: Syntax(mode), token: mode.declName.baseName,
        message: "`LottieView` loops by itself even when Animated Images is off")
    }
    return nil
  }
}
