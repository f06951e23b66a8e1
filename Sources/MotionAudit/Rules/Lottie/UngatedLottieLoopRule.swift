import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// A Lottie animation set to loop with no Reduce Motion handling in the code.
///
/// Reports, at what makes it loop:
/// - SwiftUI: `LottieView(…).looping()`, and `.playbackMode(…)` or `.playing(…)` on a view with
///   `loopMode: .loop` or `.autoReverse` (`.playing(.fromProgress(0, toProgress: 1, loopMode:
///   .loop))`, `.playing(.marker("idle", loopMode: .loop))`);
/// - UIKit: `LottieAnimationView.play(…, loopMode: .loop)`, and `animationView.loopMode = .loop`
///   when the type plays that view (`animationView.play()`) without a gate.
///
/// `.repeat(n)` and `.repeatBackwards(n)` are reported one step lower: they end.
///
/// Not reported: loops a signal decides (the guide's `.playbackMode(reduceMotion ?
/// .paused(at: .progress(0)) : .playing(… loopMode: .loop))`, `if !reduceMotion`, a
/// `loopMode:` chosen from the flag, every `play()` of the view gated); MotionAware's
/// `.motionAwarePlaying(…)`, `LottieMascotRuntime` and `LottieMascotAnimation`; playback modes
/// built elsewhere (`.playbackMode(runtime.playbackMode)`); a `loopMode` set on a view the type
/// never plays.
///
/// lottie-ios plays an animation's `reduced motion` marker by itself under Reduce Motion (4.3 and
/// later, by default) when the file has one; without the marker it plays the whole loop. This
/// rule sees only the code, so it reports the loop either way: the project-level check, which
/// reads the animation files, refines it (a file with the marker is handled).
///
/// Known false positives: a file with a `reduced motion` marker (see above); a loop of opacity
/// or colour only. Known false negatives: a loop mode held in a variable, chosen by a condition
/// (`loopMode = count < 0 ? .loop : .repeat(count)`) or built in another file; a view configured
/// under one name and played under another.
package struct UngatedLottieLoopRule: Rule {
  /// The calls the rule reports, by where their loop is written.
  typealias Call = LottiePlayback

  package static var routes: [any CallRoute.Type] { [Call.self] }

  /// The SwiftUI view whose `looping()` loops.
  static let view = LottieLoading.swiftUIView

  /// `playbackMode`, `playing` and `play` count only with a loop: `looping()` or a `loopMode`.
  private static let tokenCondition = TokenCondition.anyOf(
    [Call.playbackMode, .playing, .play].flatMap(\.names).sorted(),
    countingOnlyWith: .anyOf(Call.looping.names.sorted() + [LottieLoopMode.label]))

  package static let description = RuleDescription(
    id: "ungated-lottie-loop",
    name: "Lottie loop ignores Reduce Motion",
    defaultSeverity: .warning,
    message: "Lottie animation loops even when Reduce Motion is on",
    rationale: """
      lottie-ios pauses nothing by itself: under Reduce Motion it plays the animation's \
      `reduced motion` marker when the file has one, and otherwise the whole animation, loop \
      included. The guide pauses a decorative loop under Reduce Motion \
      (`.playbackMode(reduceMotion ? .paused(at: .progress(0)) : .playing(… loopMode: .loop))`) \
      and asks to check that loops stop; Apple's HIG asks to reduce automatic and repetitive \
      animation; WCAG 2.2.2 requires that moving content which starts by itself and lasts more \
      than five seconds can be paused, stopped or hidden.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — pausing Rive or Lottie",
      "lottie-ios 4.3.0 release notes: the reduced motion marker",
      "Apple HIG: Accessibility › Motion",
      "WCAG 2.2.2 Pause, Stop, Hide",
    ],
    fix: """
      Hold the loop still under Reduce Motion: `.playbackMode(reduceMotion ? \
      .paused(at: .progress(0)) : .playing(.fromProgress(0, toProgress: 1, loopMode: .loop)))`, \
      or in UIKit play the loop only when `!UIAccessibility.isReduceMotionEnabled` (and stop it \
      when the setting changes); or use MotionAware's `.motionAwarePlaying(…)` or \
      `LottieMascotRuntime`, which also honour a `reduced motion` marker in the file.
      """,
    matcher: RuleMatcher(calls: .routes(Call.self), kinds: [.sequenceExpr]),
    requiredTokens: tokenCondition.tokens,
    requiredTokenCondition: tokenCondition,
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples
  )

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    if case .node(let node) = node, let sequence = node.as(SequenceExprSyntax.self) {
      return visitLoopModeAssignment(sequence, in: context, violations: &violations)
    }
    // The name first: it rules out most calls, and is cheaper to test than the syntax.
    guard case .call(let call, let name) = node, let route = Call(name: name) else { return }
    switch route {
    case .looping:
      guard let token = Self.modifierToken(call), call.chainRootCall.calleeName == Self.view,
        !Self.isGated(call, in: context)
      else { return }
      violations.append(
        Violation(at: token, message: "`LottieView` loops even when Reduce Motion is on"))
    case .playbackMode, .playing, .play:
      // `.playing(…)` without a receiver is the playback mode inside `.playbackMode(…)`.
      guard Self.modifierToken(call) != nil, route == .playbackMode || call.receiver != nil,
        let loop = Self.loops(in: call).first(where: {
          !context.isGated($0.node) && !Self.isGated(call, in: context)
        })
      else { return }
      violations.append(Self.violation(for: loop))
    }
  }

  /// The called name of a modifier or method call (`view.looping()`, `.playing(…)`), or `nil` for
  /// a free function.
  private static func modifierToken(_ call: FunctionCallExprSyntax) -> TokenSyntax? {
    guard
      call.receiver != nil || call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self)
    else { return nil }
    return call.calleeToken
  }

  /// `animationView.loopMode = .loop`, when the type plays that view without a gate.
  private func visitLoopModeAssignment(
    _ sequence: SequenceExprSyntax, in context: AuditContext, violations: inout [Violation]
  ) {
    guard let assignment = AssignmentExpression(sequence), !assignment.isCompound,
      assignment.targetName == LottieLoopMode.label, assignment.value.count == 1,
      let view = assignment.target.withoutWrappers.as(MemberAccessExprSyntax.self)?.base?
        .textWithoutSelf,
      let loop = Self.loop(in: assignment.value[0]),
      !context.isGated(sequence)
    else { return }
    let plays = context.typeScope(of: sequence).flatMap { declaration in
      context.index.calls(named: Call.play.names, within: declaration).filter {
        $0.receiver?.textWithoutSelf == view
      }
    }
    guard plays.contains(where: { !context.isGated($0) }) else { return }
    violations.append(Self.violation(for: loop))
  }

  private struct Loop {
    var node: Syntax
    var token: TokenSyntax
    var ends: Bool
  }

  private static func violation(for loop: Loop) -> Violation {
    let name = loop.token.identifierName
    return Violation(
      at: loop.token,
      message: loop.ends
        ? "Lottie animation repeats (`.\(name)`) even when Reduce Motion is on"
        : "Lottie animation loops (`.\(name)`) even when Reduce Motion is on",
      emphasis: loop.ends ? .lowered : .standard)
  }

  /// The loop modes written in the call's `loopMode:` arguments, however deep.
  private static func loops(in call: FunctionCallExprSyntax) -> [Loop] {
    call.arguments.descendants(ofType: LabeledExprSyntax.self).filter {
      $0.label?.identifierName == LottieLoopMode.label
    }.flatMap { argument in
      argument.expression.descendants(ofType: MemberAccessExprSyntax.self).compactMap {
        loop(in: ExprSyntax($0))
      }
    }
  }

  /// `.loop`, `.autoReverse`, `LottieLoopMode.loop`; `.repeat(3)` and `.repeatBackwards(3)` end
  /// (`.repeat(.infinity)` does not).
  private static func loop(in expression: ExprSyntax) -> Loop? {
    guard let member = expression.withoutWrappers.as(MemberAccessExprSyntax.self) else {
      if let call = expression.withoutWrappers.as(FunctionCallExprSyntax.self) {
        return loop(in: call.calledExpression)
      }
      return nil
    }
    switch LottieLoopMode(name: member.declName.baseName.identifierName) {
    case .endless:
      return Loop(node: Syntax(member), token: member.declName.baseName, ends: false)
    case .counted:
      guard let call = member.parent?.as(FunctionCallExprSyntax.self) else { return nil }
      var names: Set<String> = []
      call.arguments.forEachToken { names.insert($0.identifierName) }
      let endless = !names.isDisjoint(with: ["infinity", "greatestFiniteMagnitude"])
      return Loop(node: Syntax(call), token: member.declName.baseName, ends: !endless)
    case nil:
      return nil
    }
  }

  /// The call is decided by a signal, or a modifier on its view chain reads one.
  private static func isGated(_ call: FunctionCallExprSyntax, in context: AuditContext) -> Bool {
    if context.isGated(call) { return true }
    let root = call.chainRootCall
    return ([root] + root.outerChainCalls).contains { link in
      link.valueArguments.contains { context.containsSignal($0) }
    }
  }
}
