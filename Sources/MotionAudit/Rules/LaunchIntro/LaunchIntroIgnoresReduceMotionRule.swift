import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// A launch intro or splash overlay that plays whatever the Reduce Motion setting.
///
/// Reports a view statement inserted by an `if` or `switch` (the splash-screen guide's
/// `ZStack { ContentView(); if showIntro { IntroView { … } } }`) when it is an intro, at the
/// intro's name or, when only the flag says so, at the flag (once per branch):
/// - a view named like a splash or launch animation (`SplashView`, `LaunchScreen`,
///   `AnimatedLaunchView`, `IntroAnimation`, `OnboardingAnimation`), wherever it is inserted;
/// - a view named like an intro (`IntroView`) inserted in a `ZStack` or an `.overlay`;
/// - any view inserted while a flag named like an intro (`showIntro`, `isShowingSplash`) is on,
///   when the file switches that flag off (`showIntro = false`, `.toggle()`, or `$showIntro`
///   handed to the intro).
///
/// Not reported: an insertion a Reduce Motion signal decides (`if showIntro && !reduceMotion`,
/// or the guide's static branch `if reduceMotion { StaticIntro() } else { IntroView … }`), an
/// intro inside MotionAware's `LaunchIntroContainer`, MotionAware's intro players
/// (`LottieLaunchIntro`, `RiveLaunchIntro`, which hold still), a still version (`StaticIntro`,
/// `StillSplash`), an intro declared in the same file that reads Reduce Motion itself or does
/// not animate at all (a colour and an image, faded out: nothing to reduce), and previews.
///
/// Known false positives: an intro declared in another file that handles Reduce Motion inside
/// (gate it at the insertion, or suppress with the reason); an onboarding screen named `…Intro…`
/// shown in a `ZStack`. Known false negatives: an intro whose name and flag say nothing
/// (`if !ready { Pip() }`); one inserted by a ternary or `.opacity(showIntro ? 1 : 0)`; one
/// shown with `.fullScreenCover`.
package struct LaunchIntroIgnoresReduceMotionRule: Rule {
  package static let description = RuleDescription(
    id: "launch-intro-ignores-reduce-motion",
    name: "Launch intro not skipped under Reduce Motion",
    defaultSeverity: .warning,
    message: "Launch intro plays even when Reduce Motion is on",
    rationale: """
      An intro after the launch screen is decorative by definition, and skipping it is the \
      clearest improvement for people who turned Reduce Motion on: the splash-screen guide \
      inserts it with `if showIntro && !reduceMotion`, or shows a static version (the same \
      background and a still pose) when it also covers loading. Apple's HIG (Launching) asks \
      that launch feel instant and not be a branding opportunity, and (Motion) to reduce \
      automatic animation; WCAG 2.2.2 covers moving content that starts by itself.
      """,
    references: [
      "Splash-screen guide: how to skip the intro with Reduce Motion on",
      "Guide: Reduce Motion in SwiftUI and UIKit — should I still show the launch intro?",
      "Apple HIG: Launching",
      "Apple HIG: Accessibility › Motion",
      "WCAG 2.2.2 Pause, Stop, Hide",
    ],
    fix: """
      Insert the intro with `if showIntro && !reduceMotion`, or show a still version under \
      Reduce Motion (`if reduceMotion { StaticIntro() } else { IntroView … }`); or use \
      MotionAware's `LaunchIntroContainer` with \
      `LaunchIntroConfiguration(underReducedMotion: .skip)` or `.staticIntro`.
      """,
    matcher: RuleMatcher(calls: .capitalized(besides: [])),
    requiredTokens: LaunchIntroVocabulary.tokenCondition.tokens,
    requiredTokenCondition: LaunchIntroVocabulary.tokenCondition,
    triggeringExamples: triggeringExamples,
    nonTriggeringExamples: nonTriggeringExamples
  )

  /// Branches already reported: one finding per intro.
  private var reportedBranches: Set<SyntaxIdentifier> = []

  package init() {}

  package mutating func visit(
    _ node: MatchedNode, in context: AuditContext, violations: inout [Violation]
  ) {
    guard context.mayNameIntro, case .call(let call, let name) = node,
      ViewBuilderQueries.isTypeCreation(call, named: name), let token = call.calleeToken
    else { return }
    guard !LaunchIntroVocabulary.motionAwareIntroTypes.contains(name),
      let placement = ViewBuilderQueries.placement(of: ExprSyntax(call)),
      let innermost = placement.branches.first
    else { return }

    // The intro is reported at its name, or, when only its flag says it is one, at the flag.
    let reported: (branch: Syntax, position: TokenSyntax, message: String)
    if LaunchIntroVocabulary.isSplashView(name)
      || (LaunchIntroVocabulary.isIntroView(name) && Self.isOverlayContainer(placement.container))
    {
      reported = (
        innermost.decider, token, "Launch intro `\(name)` plays even when Reduce Motion is on"
      )
    } else if let (flag, branch) = Self.introFlag(showing: placement, in: context) {
      let flagName = flag.baseName.identifierName
      reported = (
        branch.decider, flag.baseName,
        "Intro shown while `\(flagName)` is on plays even when Reduce Motion is on"
      )
    } else {
      return
    }
    guard !reportedBranches.contains(reported.branch.id), !context.isGated(call),
      !MotionGateFinder.isInPreview(call), !Self.isStillOrDecidesItself(name, in: context)
    else { return }
    reportedBranches.insert(reported.branch.id)
    violations.append(Violation(at: reported.position, message: reported.message))
  }

  /// `ZStack { … }` and `.overlay { … }` put the intro above the content.
  private static func isOverlayContainer(_ container: FunctionCallExprSyntax?) -> Bool {
    guard let name = container?.calleeName else { return false }
    return name == "ZStack" || name == "overlay"
  }

  /// The intro flag that inserts the view, and the branch it decides.
  private static func introFlag(
    showing placement: ViewBuilderQueries.Placement, in context: AuditContext
  ) -> (DeclReferenceExprSyntax, ViewBuilderQueries.Branch)? {
    for branch in placement.branches {
      if let flag = LaunchIntroQueries.introFlag(deciding: branch, in: context) {
        return (flag, branch)
      }
    }
    return nil
  }

  /// An intro declared in this file that reads Reduce Motion decides its own motion; one that
  /// does not animate at all (a colour and an image) has no motion to reduce.
  private static func isStillOrDecidesItself(_ name: String, in context: AuditContext) -> Bool {
    guard let declarations = context.index.typeDeclarations[name] else { return false }
    return declarations.contains { context.containsSignal($0) }
      || !declarations.contains { LaunchIntroQueries.animates($0, index: context.index) }
  }
}
