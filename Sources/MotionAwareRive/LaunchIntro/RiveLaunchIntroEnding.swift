import MotionAware

/// What ends a Rive launch intro, once its file has loaded.
///
/// The new Rive runtime has no state-change callback, so the cleanest signal is a view-model
/// trigger the file fires when the intro is over, observed with `stream(of:)`. A file without
/// one (Charmotion's `LaunchStateMachine` plays 2.6 s and settles on idle) ends at its fixed
/// length. Either way the controller's timeout is the backstop.
public enum RiveLaunchIntroEnding: Hashable, Sendable {
  /// Observe this view-model trigger and report ``LaunchIntroEvent/endTriggerFired``.
  case endTrigger(path: String)
  /// Nothing to observe: the controller's length timer, started when the file loaded, ends it.
  case length
  /// Nothing to observe and no length: only the controller's timeout ends it.
  case timeout

  /// What ends an intro configured with `ending`, whose file fires the trigger at
  /// `endTriggerPath` (if any) and has a view-model instance or not.
  ///
  /// An end trigger is observed whenever the file can fire it, even with a fixed length: either
  /// one ends the intro, whichever comes first. A file without a view model has no trigger to
  /// observe.
  public static func resolve(
    _ ending: LaunchIntroConfiguration.Ending, endTriggerPath: String?,
    fileHasViewModel: Bool
  ) -> RiveLaunchIntroEnding {
    if let endTriggerPath, fileHasViewModel { return .endTrigger(path: endTriggerPath) }
    switch ending {
    case .after: return .length
    case .onEndTrigger: return .timeout
    }
  }
}
