/// Turns a scene's phases into the launches a launch intro knows: coming back to the foreground
/// from the background is a warm launch, which ends an intro still on screen.
///
/// The guide: play the intro once per cold start; back from the background, the app shows at
/// once. A container reports each phase of its scene:
///
/// ```swift
/// var phases = LaunchIntroScenePhaseTracker()
/// if let event = phases.enter(.active) { intro.handle(event) }   // .launched(.warm)
/// ```
public struct LaunchIntroScenePhaseTracker: Hashable, Sendable {
  /// A scene's phase, as SwiftUI's `ScenePhase` and UIKit's scene activation states have it.
  public enum Phase: String, Hashable, Sendable, CaseIterable {
    /// In the foreground and interactive.
    case active
    /// In the foreground, not interactive (the app switcher, a system alert).
    case inactive
    /// Not visible.
    case background
  }

  /// Whether the scene went to the background since it was last active.
  public private(set) var wasInBackground = false

  /// A tracker for a scene that has not been to the background.
  public init() {}

  /// Records that the scene entered `phase`, and returns the event to report: a warm launch when
  /// it becomes active after having been in the background, otherwise nothing. An inactive phase
  /// in between (the app switcher) does not matter.
  public mutating func enter(_ phase: Phase) -> LaunchIntroEvent? {
    switch phase {
    case .background:
      wasInBackground = true
      return nil
    case .inactive:
      return nil
    case .active:
      guard wasInBackground else { return nil }
      wasInBackground = false
      return .launched(.warm)
    }
  }
}
