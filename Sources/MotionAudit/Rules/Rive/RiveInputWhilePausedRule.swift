import MotionAuditSemantics
import SwiftSyntax

/// A legacy Rive input (`triggerInput`, `setInput`) sent where Reduce Motion is on: on the legacy
/// runtime every input calls `play()`, so it resumes the view the app paused for Reduce Motion.
///
/// Reported at the input's name when:
/// - the signal analysis puts the call on the reduced path (`if reduceMotion { … }`, the `else`
///   of `if !reduceMotion`, a ternary's reduced branch, after `if !reduceMotion { …; return }`,
///   inside `guard !reduceMotion else { … }`) and no `pause()` of the same view model follows it
///   in its block;
/// - one step lower, when the path is not decided but the type pauses the same view model on a
///   reduced path (`reduceMotion ? riveViewModel.pause() : riveViewModel.play()`): the input may
///   reach the paused view.
///
/// Not reported: inputs on the full-motion path; the calm pose set before pausing (`setInput`
/// followed by `pause()` in the same block, as the guide advises); inputs guarded by a check of
/// `isPlaying` / `isPaused`; view models the type never pauses under Reduce Motion; MotionAware's
/// `LegacyRiveMascotRuntime`, which never sends an input while paused.
///
/// Known false positives: an input meant to resume the view (a tap that plays on purpose).
/// Known false negatives: a view paused or an input sent from another file or type; a path
/// decided in a caller (a method called only from a reduced branch).
package struct RiveInputWhilePausedRule: Rule {
  /// The calls the rule reports: the legacy view model's inputs, which call `play()`.
  enum Call: CallRoute {
    /// `riveViewModel.triggerInput(…)`, `riveViewModel.setInput(…)`.
    case input

    var names: Set<String> {
      switch self {
      case .input: ["triggerInput", "setInput"]
      }
    }
  }

  package static var routes: [any CallRoute.Type] { [Call.self] }

  package static let description = RuleDescription(
    id: "rive-input-while-paused",
    name: "Rive input sent while paused for Reduce Motion",
    defaultSeverity: .warning,
    message: "Rive input resumes the view paused for Reduce Motion",
    rationale: """
      On Rive's legacy runtime every `setInput` and `triggerInput` calls `play()`: an input sent \
      to a view paused for Reduce Motion starts it moving again. The guide warns not to fire \
      triggers while paused — show the outcome in the still or in text instead — and to set a \
      calm mood before pausing, so the frozen frame reads as a pose. Apple's HIG asks that \
      motion respect the setting; WCAG 2.3.3 asks that motion triggered by interaction can be \
      turned off.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — pausing Rive or Lottie: don't fire triggers while paused",
      "Rive: legacy runtime, RiveViewModel.setInput / triggerInput call play()",
      "Apple HIG: Accessibility › Motion",
      "WCAG 2.3.3 Animation from Interactions",
    ],
    fix: """
      Under Reduce Motion, show the reaction's outcome in the still pose or in text instead of \
      sending the input, and send a mood input only before `pause()`; or drive the view model \
      with MotionAware's `LegacyRiveMascotRuntime`, which never sends an input while paused.
      """,
    matcher: RuleMatcher(calls: .routes(Call.self)),
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples
  )

  /// Calls that pause a legacy view model.
  static let pausingCalls: Set<String> = ["pause", "stop"]

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard case .call(let call, let name) = node, let token = call.calleeToken,
      Call(name: name) == .input,
      let receiver = call.receiver?.textWithoutSelf
    else { return }
    let paths = ReducedMotionPaths(context: context)
    let state = paths.state(at: call)
    guard state != .full, !Self.isFollowedByPause(call, of: receiver),
      !Self.isCheckedForPlayback(call)
    else { return }
    if state == .reduced {
      violations.append(
        Violation(
          at: token,
          message: "`\(name)` under Reduce Motion resumes the paused Rive view: every input "
            + "calls `play()`"))
    } else if Self.isPausedOnReducedPath(receiver, around: call, paths: paths, context: context) {
      violations.append(
        Violation(
          at: token,
          message: "`\(name)` may resume the Rive view paused for Reduce Motion: every input "
            + "calls `play()`",
          emphasis: .lowered))
    }
  }

  /// Whether a later statement of the call's block pauses the same view model: the calm pose
  /// set before pausing.
  private static func isFollowedByPause(_ call: FunctionCallExprSyntax, of receiver: String)
    -> Bool
  {
    guard let item = call.ancestors.first(where: { $0.is(CodeBlockItemSyntax.self) }),
      let list = item.parent?.as(CodeBlockItemListSyntax.self)
    else { return false }
    return list.contains { later in
      later.position > item.position
        && later.firstDescendant { node in
          guard let pause = node.as(FunctionCallExprSyntax.self), let name = pause.calleeName
          else { return false }
          return pausingCalls.contains(name) && pause.receiver?.textWithoutSelf == receiver
        } != nil
    }
  }

  /// Whether the code around the call checks `isPlaying` or `isPaused` before it.
  private static func isCheckedForPlayback(_ call: FunctionCallExprSyntax) -> Bool {
    guard
      let body = call.ancestors.first(where: {
        $0.is(FunctionDeclSyntax.self) || $0.is(AccessorDeclSyntax.self)
          || $0.is(InitializerDeclSyntax.self) || $0.is(ClosureExprSyntax.self)
          || $0.is(SourceFileSyntax.self)
      })
    else { return false }
    return body.firstDescendant { node in
      guard node.position < call.position,
        let reference = node.as(DeclReferenceExprSyntax.self)
      else { return false }
      let name = reference.baseName.identifierName
      return name == "isPlaying" || name == "isPaused"
    } != nil
  }

  /// Whether the type pauses `receiver` on a reduced path somewhere.
  private static func isPausedOnReducedPath(
    _ receiver: String, around call: FunctionCallExprSyntax, paths: ReducedMotionPaths,
    context: AuditContext
  ) -> Bool {
    context.typeScope(of: call).contains { declaration in
      context.index.firstCall(named: pausingCalls, within: declaration) { pause in
        pause.receiver?.textWithoutSelf == receiver && paths.state(at: pause) == .reduced
      } != nil
    }
  }
}
