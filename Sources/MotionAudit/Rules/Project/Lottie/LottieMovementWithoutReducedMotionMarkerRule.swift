import MotionAuditSemantics

/// A Lottie animation played once whose file moves content across the canvas or zooms it, with
/// no `reduced motion` marker and no Reduce Motion check in the code: lottie-ios plays the whole
/// movement for people who asked for less.
///
/// Movement comes from the file in the project (the `<name>.json` or `.lottie` nearest to the
/// code): a layer whose keyframed position spans a quarter of the canvas or more, or whose
/// keyframed scale grows it to twice its size or more (a pop-in from zero scale is an
/// appearance, not a zoom). Played: `.playing(…)`, `play()` on the variable holding the view, or
/// a dotLottie manifest's `autoplay`. References are those of
/// `lottie-loop-without-reduced-motion-marker`, which reports the looping ones; launch intros
/// are left to `launch-intro-ignores-reduce-motion`. A Rive view that plays without a check is
/// reported by `unpaused-rive-view` whatever its file moves, so Rive files are not reported
/// here a second time; `motion-audit inspect` shows how far each Rive animation moves.
///
/// Known false positives: a check in another file, a layer that travels off a tiny canvas
/// shown small on screen. Known false negatives: files loaded from a URL or a variable;
/// movement through parenting, paths or expressions.
package struct LottieMovementWithoutReducedMotionMarkerRule: ProjectRule {
  package static let description = RuleDescription(
    id: "lottie-movement-without-reduced-motion-marker",
    name: "Moving Lottie animation without a reduced-motion marker",
    defaultSeverity: .warning,
    message: "Lottie animation moves content across the screen, has no \"reduced motion\" "
      + "marker and is played without a Reduce Motion check",
    rationale: """
      Content that travels across the screen or zooms is what the Reduce Motion setting asks \
      apps to leave out, even when it plays once. lottie-ios (4.3 and later) plays a marker \
      named "reduced motion" instead of the whole animation when the setting is on; without \
      the marker it plays the movement in full.
      """,
    references: [
      "Guide: Reduce Motion in SwiftUI and UIKit — pausing Rive or Lottie",
      "lottie-ios 4.3.0 release notes",
      "Apple HIG: Motion",
    ],
    fix: """
      Under Reduce Motion show the last frame instead: `.playbackMode(reduceMotion ? \
      .paused(at: .progress(1)) : .playing(.fromProgress(0, toProgress: 1, loopMode: \
      .playOnce)))`, or check `UIAccessibility.isReduceMotionEnabled` before `play()`. Or ask \
      the designer for a `reduced motion` marker (a calm version), or use MotionAware's \
      `.motionAwarePlaying(…)`.
      """,
    requiredTokens: LottieLoading.requiredTokens,
    examples: projectExamples)

  package init() {}

  package static func check(_ project: ProjectContext, violations: inout [ProjectViolation]) {
    for swiftFile in project.swiftFiles {
      for reference in swiftFile.facts.animations
      where reference.role != .intro && !reference.isHandledUnderReducedMotion {
        // Loops are the loop rule's.
        guard let played = project.playedLottie(reference, from: swiftFile.file),
          played.isPlayed, !played.loops, played.animation.reducedMotionMarker == nil,
          let movement = played.animation.movement, movement.movesContent
        else { continue }
        violations.append(
          ProjectViolation(
            swiftFile.file, reference.site,
            message: "Lottie animation `\(reference.name)` moves content (\(played.fileName): "
              + "\(movement.phrase)), has no \"reduced motion\" marker and is played without "
              + "a Reduce Motion check"))
      }
    }
  }
}
