import MotionAware
import Testing

/// Every kind of motion under every combination of Reduce Motion, Prefer Cross-Fade Transitions
/// and Animated Images, with the outcome each setting asks for in Apple's documentation:
///
/// - Reduce Motion: "UI should avoid large animations, especially those that simulate the third
///   dimension" (`EnvironmentValues.accessibilityReduceMotion`): movement becomes a short
///   cross-fade, loops stop, fades and colour changes stay.
/// - Prefer Cross-Fade Transitions: true only "whether the Reduce Motion and the Prefer
///   Cross-Fade Transitions settings are in an enabled state"; then "UI should avoid Slide
///   animations and prefer Cross-Fade transitions instead"
///   (`UIAccessibility.prefersCrossFadeTransitions`,
///   `EnvironmentValues.accessibilityPrefersCrossFadeTransitions`): what would jump becomes a
///   cross-fade, and what already fades keeps fading.
/// - Animated Images off: "any presented image that contains animation should not play
///   automatically" (`EnvironmentValues.accessibilityPlayAnimatedImages`): what starts by itself
///   holds still; what the person triggers is not an animated image.
@Suite("Motion policy: every preference combination")
struct MotionPolicyPreferenceTableTests {
  /// One row: a motion and its outcome with Reduce Motion off, on, and on with Prefer Cross-Fade.
  struct Row: CustomTestStringConvertible {
    let name: String
    let motion: Motion
    let standard: MotionOutcome
    let reduced: MotionOutcome
    let crossFading: MotionOutcome

    var testDescription: String { name }
  }

  static let fade02 = MotionOutcome.crossFade(duration: 0.2)
  static let colourEffect = MotionOutcome.alternativeSymbolEffect(.variableColor)

  static let rows: [Row] =
    [
      row("move", .move, reduced: fade02),
      row("scale", .scale, reduced: fade02),
      row("rotation", .rotation, reduced: fade02),
      row("depth", .depth, reduced: fade02),
      row("fade", .fade, reduced: .play(.fade)),
      row("colorChange", .colorChange, reduced: .play(.colorChange)),
      row("blur", .blur, reduced: fade02),
      // A hero animation jumps under Reduce Motion, and cross-fades when cross-fades are asked for.
      row("matchedGeometry", .matchedGeometry, reduced: .applyInstantly, crossFading: fade02),
      row("parallax", .parallax, reduced: .identity),
      row(
        "scrollEffect(scale, opacity)", .scrollEffect([.scale, .opacity]),
        reduced: .play(.scrollEffect([.opacity]))),
      row("unknown, bouncy", Motion([], timing: .bouncy), reduced: fade02),
      row("fade, bouncy", Motion.fade.timed(.bouncy), reduced: .play(.fade.timed(.spring()))),
      row("move, forever", .move.repeatingForever(), reduced: .holdStill),
      row("fade, three times", .fade.repeating(3), reduced: .holdStill),
      row("scale, autoplaying", .scale.autoplaying(), reduced: fade02),
      row("fade, autoplaying", .fade.autoplaying(), reduced: .play(.fade.autoplaying())),
      row("essential move", .move.essential("drag"), reduced: .play(.move.essential("drag"))),
    ]
    + SymbolEffectKind.allCases.map { kind in
      let motion = Motion.symbolEffect(kind)
      let reduced: MotionOutcome =
        kind.changesVisibility ? fade02 : kind.displacesContent ? colourEffect : .play(motion)
      return row("symbolEffect(.\(kind))", motion, reduced: reduced)
    }

  static func row(
    _ name: String, _ motion: Motion, reduced: MotionOutcome, crossFading: MotionOutcome? = nil
  ) -> Row {
    Row(
      name: name, motion: motion, standard: .play(motion), reduced: reduced,
      crossFading: crossFading ?? reduced)
  }

  @Test(arguments: rows)
  func outcome(of row: Row) {
    for reduceMotion in [false, true] {
      for prefersCrossFade in [false, true] {
        for playsAnimatedImages in [false, true] {
          let preferences = MotionPreferences(
            reduceMotion: reduceMotion, prefersCrossFadeTransitions: prefersCrossFade,
            playsAnimatedImages: playsAnimatedImages)
          let expected: MotionOutcome
          if row.motion.startsAutomatically && !playsAnimatedImages && !row.motion.isEssential {
            expected = .holdStill
          } else if !reduceMotion {
            // Prefer Cross-Fade applies only with Reduce Motion on.
            expected = row.standard
          } else {
            expected = prefersCrossFade ? row.crossFading : row.reduced
          }
          #expect(
            MotionPolicy().resolve(row.motion, for: preferences) == expected,
            "Reduce Motion \(reduceMotion), Prefer Cross-Fade \(prefersCrossFade), Animated Images \(playsAnimatedImages)"
          )
        }
      }
    }
  }

  /// Every motion the vocabulary's scenario table knows has a row here.
  @Test func coversEveryMotionKind() {
    let covered = Set(Self.rows.map(\.motion))
    for motion in MotionPolicyScenarioTests.everyMotion {
      #expect(covered.contains(motion), "\(motion)")
    }
  }
}

/// Prefer Cross-Fade Transitions asks for cross-fades instead of slides: a motion that already
/// fades or changes colour keeps playing, so the mascot's fade and the intro's fade-out do not
/// become hard cuts.
@Suite("Prefer Cross-Fade keeps fades")
struct PreferCrossFadeKeepsFadesTests {
  let crossFade = MotionPreferences(reduceMotion: true, prefersCrossFadeTransitions: true)

  @Test func preferCrossFadeKeepsFadesAndColourChanges() {
    for motion in [Motion.fade, .colorChange, .fade.timed(.easeOut(duration: 0.6))] {
      #expect(MotionPolicy().resolve(motion, for: crossFade) == .play(motion))
    }
    #expect(
      MotionPolicy().resolve(.symbolEffect(.pulse), for: crossFade)
        == .play(.symbolEffect(.pulse)))
  }
}
