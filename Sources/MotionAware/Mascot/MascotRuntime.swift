/// An animation runtime playing a mascot: what a Rive or Lottie adapter implements.
///
/// ``MascotController`` is the only caller, and it keeps these promises, so that an adapter can
/// forward each call as it is:
///
/// - Right after ``MascotController/attach(_:)`` the first call is ``play(showing:)`` or
///   ``pause()``, never a mood or a trigger, whatever state the runtime starts in.
/// - ``set(mood:)`` and ``fire(_:thenShowing:)`` come only while the runtime plays: after
///   ``play(showing:)`` and before the next ``pause()``. Nothing is sent to a paused runtime,
///   which matters for the legacy Rive runtime, where every `setInput` and `triggerInput` calls
///   `play()` and would resume a paused view.
/// - Before ``pause()`` the runtime is set to the calm mood, so the frozen frame reads as a pose.
/// - Triggers fired while paused are never replayed when playback resumes.
///
/// Adapters hide their view whenever ``MascotPresentation/content`` is a still: a paused Rive
/// view still draws one frame when its Rive object attaches.
@MainActor
public protocol MascotRuntime: AnyObject {
  /// Moves the animation to `mood`; called only while playing.
  ///
  /// A Rive adapter sets the state machine input or view-model property the mood maps to; a
  /// Lottie adapter plays the mood's marker in a loop.
  func set(mood: MascotMood)

  /// Plays the one-shot reaction `trigger`; called only while playing.
  ///
  /// - Parameters:
  ///   - trigger: The declared trigger, as the mascot describes it.
  ///   - mood: The mood to be in once the reaction is over: the trigger's outcome mood, or the
  ///     current mood. A Rive state machine that returns by itself can ignore it; a Lottie
  ///     adapter plays the trigger's marker once, then loops this mood's marker.
  func fire(_ trigger: MascotTrigger, thenShowing mood: MascotMood)

  /// Stops playback and keeps the current frame.
  func pause()

  /// Shows `mood` and resumes playback: the mood first, then play, as one call.
  ///
  /// One call rather than ``set(mood:)`` then a bare play, because a mood sent to a paused
  /// runtime is exactly what the controller promises never to do. A legacy Rive adapter can
  /// implement it with `setInput` alone (which plays); a Lottie adapter with
  /// `play(marker:loopMode:)`.
  func play(showing mood: MascotMood)
}
