import MotionAuditSemantics

/// A looping Lottie animation loaded by name whose file has no `reduced motion` marker, while
/// the code does not pause it under Reduce Motion: lottie-ios then plays the whole loop for
/// people who asked for less motion.
///
/// References: `LottieAnimation.named("…")` and `.named("…")` in `LottieView(animation:)`,
/// `LottieAnimationView(name:)`, `DotLottieFile.named("…")`, `LottieAnimationView(dotLottieName:)`.
/// Looping: `.looping()` or a `loopMode:` of `.loop` / `.autoReverse` on the view or its
/// modifiers, `loopMode = .loop` or `play(loopMode: .loop)` on the variable holding a UIKit
/// view, or a dotLottie manifest that loops an animation the code plays. Paused: a Reduce
/// Motion signal decides the view or one of its modifiers (`.playbackMode(reduceMotion ? … : …)`),
/// or its `play`, `pause`, `stop` or `loopMode`; MotionAware's `motionAwarePlaying` and Lottie
/// components. The file is the `<name>.json` (`.lottie`) nearest to the code.
///
/// Known false positives: a pause decided in another file. Known false negatives: files loaded
/// from a URL or a variable; loops started in other files.
package struct LottieLoopWithoutReducedMotionMarkerRule: ProjectRule {
  package static let description = RuleDescription(
    id: "lottie-loop-without-reduced-motion-marker",
    name: "Looping Lottie animation without a reduced-motion marker",
    defaultSeverity: .warning,
    message: "Looping Lottie animation has no \"reduced motion\" marker and is not paused under "
      + "Reduce Motion",
    rationale: """
      lottie-ios (4.3 and later) plays a marker named "reduced motion" instead of the whole \
      animation when Reduce Motion is on, if the designer put one in the file. Without the \
      marker "the animation plays normally: Lottie pauses nothing for you". A loop that keeps \
      moving is what the setting asks to stop (the guide: "check that loops stop"), and WCAG \
      2.2.2 asks that moving content lasting more than five seconds can be paused.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — pausing Rive or Lottie",
      "lottie-ios 4.3.0 release notes",
      "WCAG 2.2.2 Pause, Stop, Hide",
    ],
    fix: """
      Ask the designer for a `reduced motion` marker (a calm pose), or pause the loop under \
      Reduce Motion: `.playbackMode(reduceMotion ? .paused(at: .progress(0)) : \
      .playing(.fromProgress(0, toProgress: 1, loopMode: .loop)))`, or MotionAware's \
      `.motionAwarePlaying(…)`.
      """,
    requiredTokens: LottieLoading.requiredTokens,
    examples: projectExamples)

  package init() {}

  package static func check(_ project: ProjectContext, violations: inout [ProjectViolation]) {
    for swiftFile in project.swiftFiles {
      for reference in swiftFile.facts.animations where !reference.isHandledUnderReducedMotion {
        guard let played = project.playedLottie(reference, from: swiftFile.file), played.loops,
          played.animation.reducedMotionMarker == nil
        else { continue }
        violations.append(
          ProjectViolation(
            swiftFile.file, reference.site,
            message: "Lottie animation `\(reference.name)` loops, but \(played.fileName) has no "
              + "\"reduced motion\" marker and the code does not pause it under Reduce Motion"))
      }
    }
  }
}
