import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// Animation that starts by itself and loops while ignoring the Animated Images setting.
///
/// Autoplaying loops are: a `LottieView` with `.looping()` or `loopMode: .loop` / `.autoReverse`
/// in `.playing(…)` / `.playbackMode(…)`; `repeatForever` started from `onAppear` or `.task`
/// (inside them, or in `.animation(_:value:)` whose value they set); `TimelineView(.animation)`;
/// a phase animator without `trigger:` and a repeating keyframe animator; and animated-image
/// players (`AnimatedImage`, `KFAnimatedImage`, `GIFImage`, `UIImage.animatedImage(with:…)`,
/// `imageView.startAnimating()`, Gifu's `startAnimatingGIF()`). A project's own player view is
/// judged where it starts playing, not where it is used.
///
/// **Overlap with the Reduce Motion rules**, decided so that a loop is reported once, for one
/// reason: a loop that no Reduce Motion signal decides belongs to `ungated-looping-animation`
/// (and to the Lottie and Rive rules), whose fix is to gate it; this rule then stays silent. It
/// reports a loop only when Reduce Motion already decides it (the guide's
/// `.playbackMode(reduceMotion ? .paused(…) : .playing(… loopMode: .loop))`, `TimelineView(
/// .animation(paused: reduceMotion))`, an animator whose movement is gated) — or, for
/// animated-image players, which no Reduce Motion rule covers, whatever the Reduce Motion
/// handling. In both cases only when nothing in the enclosing type reads Animated Images
/// (``AnimatedImagesSignals``) and the loop does not go through MotionAware's API, which honours
/// both settings.
///
/// Default severity `note`: Animated Images is the newer, lesser-known setting, and a loop
/// already stopped under Reduce Motion is the bigger part of the job done.
///
/// **What is not reported.** A loop that plays only where the app's own motion setting lets it
/// (`if theme.avatarAnimated { gifView.startAnimatingGIF() }`, an `@AppStorage` or settings
/// member of another file; see ``ProjectFacts/appMotionSettings``): the app offers a way to stop
/// it, which is what WCAG 2.2.2 asks. A player given a URL or image that setting chose
/// (`AnimatedImage(imageURL: model.avatarURL)`, where `avatarURL` is assigned from an
/// `avatarImageURL()` that serves the static avatar under a `preferredStaticAvatar` setting; see
/// ``ProjectFacts/settingDecidedMedia``). A player whose own switch holds it still, given `true` or
/// that setting (`.imageContext(.note, disable_animation: settings.disable_animation)`; see
/// ``AnimatedImagePlayer/isSwitchedOffByTheApp(_:in:)``). A progress indicator, which plays only while something is
/// under way (`if manager.connecting() { imageView.startAnimating() }`,
/// `TimelineView(.animation(paused: state != .progress))`): WCAG 2.2.2 does not ask to stop
/// those. Previews, which never ship.
///
/// Known false negatives: Rive views (whether a state machine loops is in the file, not the
/// code); a loop started by a tap and never stopped; UIKit's `LottieAnimationView` loops.
/// Known false positives: a loop that reads Animated Images in another type or file.
package struct AutoplayIgnoresAnimatedImagesRule: Rule {
  /// The calls that start a loop by themselves, judged in ``autoplayingLoop(_:in:)``; a
  /// `loopMode:` argument is the other way a loop starts.
  enum Call: CallRoute {
    /// `LottieView(…).looping()`.
    case lottieLooping
    /// `.repeatForever(…)` applied from `onAppear` or `.task`.
    case repeatForever
    /// `TimelineView(.animation)`.
    case timelineView
    /// A phase animator without `trigger:` (``SharedCase/triggerlessPhaseAnimator``).
    case phaseAnimator
    /// A repeating keyframe animator (``SharedCase/repeatingKeyframeAnimator``).
    case keyframeAnimator
    /// An animated GIF, APNG or image sequence (``AnimatedImagePlayer``).
    case imagePlayer

    var names: Set<String> {
      switch self {
      case .lottieLooping: UngatedLottieLoopRule.Call.looping.names
      case .repeatForever: UngatedLoopingAnimationRule.Call.repeatForever.names
      case .timelineView: UngatedLoopingAnimationRule.Call.timelineView.names
      case .phaseAnimator: SharedCase.triggerlessPhaseAnimator.calls
      case .keyframeAnimator: SharedCase.repeatingKeyframeAnimator.calls
      case .imagePlayer: AnimatedImagePlayer.allNames
      }
    }
  }

  package static var routes: [any CallRoute.Type] { [Call.self] }

  /// `loopMode` counts only with the loop it is given, `.loop` or `.autoReverse`.
  private static let tokenCondition = TokenCondition.anyOf(
    [LottieLoopMode.label], countingOnlyWith: loops)

  private static let loops = TokenCondition.oneOf([
    .anyOf(
      [Call.repeatForever, .phaseAnimator, .keyframeAnimator].flatMap(\.names)
        + [AnimatedImagePlayer.view, .animatedImage].flatMap(\.names)),
    // `.loop`, `.autoReverse` and `.looping()`, not `runLoop` or `loops`;
    // `TimelineView(.animation)`, not `TimelineViewController`.
    .anyOf(
      LottieLoopMode.endless.names.union(Call.lottieLooping.names).sorted(),
      matching: .wholeIdentifier),
    .anyOf(Call.timelineView.names.sorted(), matching: .callee),
    // `imageView.startAnimating()` and Gifu's `view.startAnimatingGIF()`, not a spinner's
    // `startAnimating()` (see ``AnimatedImagePlayer``).
    .anyOf(
      AnimatedImagePlayer.imageSequence.names.union(AnimatedImagePlayer.gifView.names).sorted(),
      inIdentifiersThat: AnimatedImagePlayer.startsAPlayer),
  ])

  package static let description = RuleDescription(
    id: "autoplay-ignores-animated-images",
    name: "Autoplaying animation ignores the Animated Images setting",
    defaultSeverity: .note,
    message: "Animation plays by itself even when Animated Images is off",
    rationale: """
      Settings › Accessibility › Motion › Animated Images off (SwiftUI's \
      `accessibilityPlayAnimatedImages` is false) asks that animated images and other animation \
      do not play by themselves. A loop paused only for Reduce Motion still autoplays for people \
      who keep motion but turned autoplay off. WCAG 2.2.2 (Pause, Stop, Hide) requires that \
      moving content which starts automatically and lasts more than five seconds can be \
      paused, stopped or hidden; Apple's HIG asks to reduce automatic and repetitive animation.
      """,
    references: [
      "Apple documentation: EnvironmentValues.accessibilityPlayAnimatedImages",
      "WCAG 2.2.2 Pause, Stop, Hide",
      "Apple HIG: Accessibility › Motion",
    ],
    fix: """
      Read `@Environment(\\.accessibilityPlayAnimatedImages)` and hold the animation still when \
      it is false (`reduceMotion || !playAnimatedImages ? .paused(at: .progress(0)) : .playing(…)`), \
      or with MotionAware read `\\.motionPreferences.playsAnimatedImages`, check \
      `policy.allowsAutoplay(for: preferences)`, or use `.motionAwarePlaying(…)`, which honour \
      both settings.
      """,
    matcher: RuleMatcher(calls: .routes(Call.self), arguments: [LottieLoopMode.label]),
    requiredTokens: tokenCondition.tokens,
    requiredTokenCondition: tokenCondition,
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples
  )

  /// Computed on first use.
  private var animatedImages: AnimatedImagesSignals?
  /// Types known to read Animated Images, by name.
  private var readsAnimatedImages: [String: Bool] = [:]

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard let loop = Self.autoplayingLoop(node, in: context),
      !MotionGateFinder.isInPreview(loop.site),
      !ConditionQueries.playsOnlyAsTheAppDecides(loop.site, in: context)
    else { return }
    let gate = context.gate(of: loop.site)
    guard gate?.kind != .motionAwareAPI else { return }
    let reduceMotionDecides =
      gate != nil || loop.isReduceMotionHandled(context)
    guard reduceMotionDecides || loop.isImagePlayer,
      !readsAnimatedImages(around: loop.site, in: context)
    else { return }
    violations.append(Violation(at: loop.token, message: loop.message))
  }

  /// `withAnimation(….repeatForever()) { … }` inside `onAppear` or `.task`, or
  /// `.animation(….repeatForever(), value: flag)` whose `flag` they set.
  static func startsByItself(_ call: FunctionCallExprSyntax, in context: AuditContext)
    -> Bool
  {
    if isInAppearance(call) { return true }
    guard let applying = applyingCall(of: call), applying.calleeName == "animation",
      let value = applying.argument(labeled: "value")?.expression,
      let flag = context.defUse.rootDefinition(of: value)
    else { return false }
    return context.defUse.values(of: flag).contains { isInAppearance($0.site) }
  }

  /// Inside a closure passed to `onAppear` or `task`.
  private static func isInAppearance(_ node: some SyntaxProtocol) -> Bool {
    node.ancestors.contains { ancestor in
      guard let closure = ancestor.as(ClosureExprSyntax.self),
        let name = ViewBuilderQueries.call(owning: closure)?.calleeName
      else { return false }
      return AppearanceCall.appearance.names.contains(name)
    }
  }

  /// The `.animation(…)` or `withAnimation(…)` whose animation argument holds `animation`.
  private static func applyingCall(of animation: FunctionCallExprSyntax)
    -> FunctionCallExprSyntax?
  {
    for ancestor in animation.ancestors {
      if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(ClosureExprSyntax.self) {
        return nil
      }
      guard let call = ancestor.as(FunctionCallExprSyntax.self), let name = call.calleeName,
        name == "animation" || name == "withAnimation",
        call.arguments.contains(where: { $0.contains(animation) })
      else { continue }
      return call
    }
    return nil
  }

  static func isApplyingCallGated(
    _ animation: FunctionCallExprSyntax, in context: AuditContext
  ) -> Bool {
    applyingCall(of: animation).map { context.isGated($0) } ?? false
  }

  /// The animator moves the view only where a Reduce Motion signal says so.
  static func isMovementGated(in call: FunctionCallExprSyntax, context: AuditContext)
    -> Bool
  {
    guard let closure = MotionQueries.contentClosure(of: call) else { return false }
    let isModifier = call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self)
    let names = MotionQueries.animatedNames(in: closure, firstParameterIsContent: isModifier)
    let moves =
      MotionQueries.firstMovementModifier(in: closure, index: context.index) {
        $0.arguments.references(anyOf: names)
      } != nil
    return moves
      && MotionQueries.firstUngatedMovement(in: closure, drivenBy: names, context: context) == nil
  }

  /// Whether the type around `site` (all its declarations in the file), or the file when there
  /// is none, reads Animated Images.
  private mutating func readsAnimatedImages(around site: Syntax, in context: AuditContext)
    -> Bool
  {
    let signals = animatedImages ?? AnimatedImagesSignals(index: context.index)
    animatedImages = signals
    guard let typeName = context.index.enclosingTypeDeclaration(of: site)?.typeDeclarationName
    else {
      return signals.containsSignal(context.tree)
    }
    if let known = readsAnimatedImages[typeName] { return known }
    let reads = (context.index.typeDeclarations[typeName] ?? []).contains {
      signals.containsSignal($0)
    }
    readsAnimatedImages[typeName] = reads
    return reads
  }
}
