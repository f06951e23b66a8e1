// Lottie's API as the analyzer knows it, written once for the fact collector (which records the
// animation files the code loads and how it plays them) and the rules that report Lottie loops.

/// How a Lottie animation repeats, by the member that names its loop mode (`.loop`,
/// `.repeat(3)`).
package enum LottieLoopMode: CaseIterable, Sendable {
  /// `.loop`, `.autoReverse`: it never ends.
  case endless
  /// `.repeat(n)`, `.repeatBackwards(n)`: it ends, unless `n` is infinite.
  case counted

  package var names: Set<String> {
    switch self {
    case .endless: ["loop", "autoReverse"]
    case .counted: ["repeat", "repeatBackwards"]
    }
  }

  /// The label of the argument, and the name of the property, that hold a loop mode.
  package static let label = "loopMode"
}

/// The calls that play a Lottie animation, by where a loop is written.
package enum LottiePlayback: CaseIterable, Sendable {
  /// `LottieView(…).looping()`.
  case looping
  /// `.playbackMode(…)`, which plays with `.playing(…)` inside (and may hold a `loopMode:`).
  case playbackMode
  /// `.playing(…)` on a view, with or without a `loopMode:`.
  case playing
  /// `play(…)` on an animation view; a loop mode assigned before counts when it is played.
  case play

  package var names: Set<String> {
    switch self {
    case .looping: ["looping"]
    case .playbackMode: ["playbackMode"]
    case .playing: ["playing"]
    case .play: ["play"]
    }
  }
}

/// The types and calls that load a Lottie file by name.
package enum LottieLoading {
  /// The types whose `named(_:)` loads a file, with the file's format.
  package static let fileTypes: [String: AnimationReference.Format] = [
    "LottieAnimation": .lottie, "DotLottieFile": .dotLottie,
  ]

  /// SwiftUI's view, whose `looping()` loops.
  package static let swiftUIView = "LottieView"

  /// UIKit's views (`AnimationView` before Lottie 4), created with `name:` or `dotLottieName:`.
  package static let uiKitViews: Set<String> = ["LottieAnimationView", "AnimationView"]

  /// MotionAware's Lottie components, created with `named:`: they handle Reduce Motion
  /// themselves.
  package static let motionAwareCalls: Set<String> = [
    motionAwareIntro, "LottieMascotAnimation", "loadView",
  ]

  /// MotionAware's Lottie intro, which plays once; the other components are mascots that loop.
  package static let motionAwareIntro = "LottieLaunchIntro"

  /// The identifiers a file needs for the Lottie project rules to find a file it plays: each name
  /// above holds one (`LottieAnimationView` holds `AnimationView`), except MotionAware's intro,
  /// which never loops and handles Reduce Motion itself, and `loadView`, whose mascot does too.
  package static let requiredTokens = [
    "LottieAnimation", "LottieMascotAnimation", "LottieView", "DotLottieFile", "AnimationView",
  ]
}
