/// The SwiftUI names that mean motion, shared by the rules so they agree on what moves.
package enum MotionVocabulary {
  /// Animations that overshoot or bounce: `.spring`, `.bouncy`, `.snappy`, `interpolatingSpring`.
  package static let springAnimations: Set<String> = [
    "spring", "bouncy", "snappy", "interpolatingSpring", "interactiveSpring",
  ]

  /// Animations on a timing curve, and the default animation: they move whatever they animate
  /// without bouncing.
  package static let timingCurveAnimations: Set<String> = [
    "easeIn", "easeOut", "easeInOut", "linear", "timingCurve", "smooth", "default",
  ]

  /// Modifiers that turn an `Animation` into a loop or a repetition.
  package static let repeatingAnimationModifiers: Set<String> = ["repeatForever", "repeatCount"]

  /// View modifiers that displace, scale or rotate a view: movement under WCAG 2.3.3 and the HIG.
  package static let movementModifiers: Set<String> = [
    "offset", "scaleEffect", "rotationEffect", "rotation3DEffect", "position", "projectionEffect",
    "transformEffect",
  ]

  /// Transitions that move or scale the view they insert or remove.
  package static let movementTransitions: Set<String> = [
    "move", "slide", "scale", "push", "offset",
  ]

  /// Transition combinators that pass their arguments' motion through.
  package static let transitionCombinators: Set<String> = ["asymmetric", "combined", "animation"]

  /// Symbol effects that displace, scale or rotate the symbol.
  package static let displacementSymbolEffects: Set<String> = [
    "bounce", "wiggle", "rotate", "breathe", "scale",
  ]

  /// Displacement symbol effects that repeat while active when given no `value:`.
  package static let indefiniteDisplacementSymbolEffects: Set<String> = [
    "bounce", "wiggle", "rotate", "breathe",
  ]

  /// Lowercased fragments of names that say something is under way (`isLoading`,
  /// `connecting()`, `state == .progress`): an animation that plays only then is a progress
  /// indicator, which WCAG 2.2.2 does not ask to stop.
  package static let activityNameFragments = [
    "connecting", "loading", "refreshing", "syncing", "downloading", "uploading", "buffering",
    "busy", "progress", "processing", "fetching",
  ]

  /// Whether `name` says something is under way (see ``activityNameFragments``).
  package static func namesAnActivity(_ name: String) -> Bool {
    let lowercased = name.lowercased()
    return activityNameFragments.contains { lowercased.contains($0) }
  }
}
