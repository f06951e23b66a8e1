/// Runs a mascot: takes the app's moods and triggers, follows the motion preferences, drives the
/// animation runtime, and publishes what the views show.
///
/// ```swift
/// let mascot = MascotController(pip)          // follows the system's motion settings
/// mascot.set(mood: .loading)
/// mascot.fire(.celebrate)
///
/// // In the view that hosts it:
/// .task { await mascot.run() }                 // follow the preferences while on screen
/// .task { for await shown in mascot.presentations() { presentation = shown } }
/// ```
///
/// The animation view's adapter calls ``attach(_:)`` once its runtime is loaded, and
/// ``detach(_:)`` when it goes away. Until a runtime is attached the presentation is the still
/// pose, so the mascot keeps its meaning while a file loads or if it fails to.
@MainActor
public final class MascotController {
  /// The decisions this controller carries out.
  public let reducer: MascotReducer

  /// The state now.
  public private(set) var state: MascotState

  /// Called with every new presentation, synchronously, before ``presentations()`` delivers it:
  /// for a UIKit host that must update in the same turn.
  public var onPresentationChange: ((MascotPresentation) -> Void)?

  private let preferences: any MotionPreferencesSource
  private let broadcast: ValueBroadcast<MascotPresentation>
  private var runtime: (any MascotRuntime)?

  /// A controller for `mascot`, showing its calm mood.
  ///
  /// - Parameters:
  ///   - mascot: The mascot's moods, triggers and still poses.
  ///   - preferences: Where the motion preferences come from; the system's by default. The
  ///     first presentation follows them at once; ``run()`` follows their changes.
  ///   - policy: Decides whether motion is reduced; it follows the system by default.
  public init(
    _ mascot: Mascot,
    preferences: any MotionPreferencesSource = SystemMotionPreferencesSource.shared,
    policy: MotionPolicy = MotionPolicy()
  ) {
    reducer = MascotReducer(mascot: mascot, policy: policy)
    self.preferences = preferences
    state = reducer.initialState(preferences: preferences.current)
    broadcast = ValueBroadcast(reducer.presentation(of: state))
  }

  /// The mascot's description.
  public var mascot: Mascot {
    reducer.mascot
  }

  /// The mood the mascot is in.
  public var mood: MascotMood {
    state.mood
  }

  /// What the views show now.
  public var presentation: MascotPresentation {
    broadcast.current
  }

  /// The presentation now, then each time it changes.
  public func presentations() -> AsyncStream<MascotPresentation> {
    broadcast.stream()
  }

  /// Puts the mascot in `mood`; the runtime gets it only while motion plays.
  ///
  /// A mood the mascot does not declare is ignored.
  public func set(mood: MascotMood) {
    handle(.setMood(mood))
  }

  /// Fires the one-shot `trigger`: the runtime plays it when motion plays; otherwise its
  /// declared outcome shows in the still presentation, and the trigger is never replayed.
  ///
  /// A trigger the mascot does not declare is ignored.
  public func fire(_ trigger: MascotTrigger) {
    handle(.fire(trigger))
  }

  /// Hands the mascot to `runtime`, which at once gets the current mood and plays, or pauses if
  /// motion is reduced. Replaces any runtime attached before.
  public func attach(_ runtime: any MascotRuntime) {
    self.runtime = runtime
    handle(.runtimeAttached)
  }

  /// Takes the mascot away from `runtime`, if it is the attached one; the presentation becomes
  /// the still pose.
  public func detach(_ runtime: any MascotRuntime) {
    guard self.runtime === runtime else { return }
    self.runtime = nil
    handle(.runtimeDetached)
  }

  /// Follows the motion preferences until the calling task is cancelled (or the source ends).
  ///
  /// Call it from the hosting view's `.task`, or from a `Task` a UIKit host cancels when it goes
  /// away.
  public func run() async {
    // Subscribe before reading, so no change falls between the two.
    let changes = preferences.changes()
    handle(.preferencesChanged(preferences.current))
    for await changed in changes {
      handle(.preferencesChanged(changed))
    }
  }

  /// Applies `event`: runs the reducer, makes the runtime calls in order, then publishes the
  /// presentation.
  func handle(_ event: MascotEvent) {
    let effects = reducer.reduce(&state, event)
    if let runtime {
      for effect in effects {
        perform(effect, on: runtime)
      }
    }
    let presentation = reducer.presentation(of: state)
    guard presentation != broadcast.current else { return }
    onPresentationChange?(presentation)
    broadcast.publish(presentation)
  }

  private func perform(_ effect: MascotEffect, on runtime: any MascotRuntime) {
    switch effect {
    case .setMood(let mood): runtime.set(mood: mood)
    case .fire(let trigger, let mood): runtime.fire(trigger, thenShowing: mood)
    case .pause: runtime.pause()
    case .play(let mood): runtime.play(showing: mood)
    }
  }
}
