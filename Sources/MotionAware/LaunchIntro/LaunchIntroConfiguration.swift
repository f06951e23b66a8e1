/// How an app's launch intro behaves: when it shows, how it ends, how long it may last at most,
/// whether a tap skips it, what it does under Reduce Motion, and how it fades out.
///
/// ```swift
/// // Charmotion's LaunchStateMachine: a 2.6 s intro, shown on the first launch and after updates.
/// let intro = LaunchIntroConfiguration(
///   schedule: .firstLaunchAndAfterUpdate, ending: .after(.milliseconds(2600)))
///
/// // A file that fires an end trigger, with a static intro covering loading under Reduce Motion.
/// let intro = LaunchIntroConfiguration(ending: .onEndTrigger, underReducedMotion: .staticIntro)
/// ```
public struct LaunchIntroConfiguration: Hashable, Sendable {
  /// On which launches the intro shows.
  public enum Schedule: String, Hashable, Sendable, CaseIterable, Codable {
    /// On every cold start; never when coming back from the background.
    case everyColdStart
    /// Only until it has been seen once.
    case firstLaunchOnly
    /// Until it has been seen once, and again once after each change of the app's version.
    case firstLaunchAndAfterUpdate
    /// Never: the app shows at once.
    case never
  }

  /// What ends the intro when nothing else does first (a tap, a failure, the timeout).
  public enum Ending: Hashable, Sendable {
    /// The intro's own length, counted from when its animation is loaded.
    case after(Duration)
    /// An end trigger the animation file fires (``LaunchIntroEvent/endTriggerFired``).
    case onEndTrigger
  }

  /// What the intro does when motion is reduced.
  public enum ReducedMotionBehavior: String, Hashable, Sendable, CaseIterable, Codable {
    /// No intro: the overlay is never inserted, not even for one frame, and the person goes
    /// straight from the launch screen to the content.
    case skip
    /// A static intro — the intro's background and a still pose — until the content is ready
    /// (``LaunchIntroEvent/contentReady``), then the fade: for an intro that hides loading.
    case staticIntro
  }

  /// The longest the intro may stay, by default: 3 seconds.
  public static let defaultTimeout = Duration.seconds(3)
  /// The fade-out's length, by default: 0.25 seconds, as in the guide.
  public static let defaultFadeOutDuration = Duration.milliseconds(250)

  /// On which launches the intro shows.
  public var schedule: Schedule
  /// What ends the intro when nothing else does first; a negative length counts as zero.
  public var ending: Ending {
    didSet { ending = Self.clamped(ending) }
  }
  /// The longest the intro stays, counted from the launch, whatever happens: a file that never
  /// loads or never fires its end trigger cannot keep the app hidden. The count starts again,
  /// once, when the overlay is on screen (`LaunchIntroContainer` reports it), so the time before
  /// the first frame is not taken from the intro. A fixed length that ends after the timeout is
  /// cut short by it.
  public var timeout: Duration {
    didSet { timeout = max(.zero, timeout) }
  }
  /// Whether a tap on the intro ends it.
  public var isSkippable: Bool
  /// What the intro does when motion is reduced: skip it, or show a static intro.
  public var reducedMotionBehavior: ReducedMotionBehavior
  /// How long the overlay takes to fade out once the intro finishes; zero removes it at once.
  /// A fade is an opacity change, so it stays under Reduce Motion.
  public var fadeOutDuration: Duration {
    didSet { fadeOutDuration = max(.zero, fadeOutDuration) }
  }

  /// Creates a configuration; negative durations count as zero.
  ///
  /// - Parameters:
  ///   - schedule: On which launches the intro shows; every cold start by default.
  ///   - ending: A fixed length (`.after(.milliseconds(2600))`), or the file's end trigger.
  ///   - timeout: The longest the intro stays, counted from the launch, and again, once, from
  ///     when its overlay is on screen (``LaunchIntroEvent/overlayAppeared``); 3 s by default.
  ///   - isSkippable: Whether a tap ends it; yes by default.
  ///   - underReducedMotion: Skip it (the default), or show a static intro until the content is
  ///     ready.
  ///   - fadeOutDuration: The fade-out; 0.25 s by default.
  public init(
    schedule: Schedule = .everyColdStart,
    ending: Ending,
    timeout: Duration = LaunchIntroConfiguration.defaultTimeout,
    isSkippable: Bool = true,
    underReducedMotion: ReducedMotionBehavior = .skip,
    fadeOutDuration: Duration = LaunchIntroConfiguration.defaultFadeOutDuration
  ) {
    self.schedule = schedule
    self.ending = Self.clamped(ending)
    self.timeout = max(.zero, timeout)
    self.isSkippable = isSkippable
    self.reducedMotionBehavior = underReducedMotion
    self.fadeOutDuration = max(.zero, fadeOutDuration)
  }

  private static func clamped(_ ending: Ending) -> Ending {
    if case .after(let length) = ending, length < .zero { return .after(.zero) }
    return ending
  }
}
