/// Follows the motion preferences on the main actor for as long as it lives: the current value,
/// a callback with the value now and after each change, and a stream of the changes.
///
/// It replaces the notification boilerplate of a view controller (the guide's
/// `MascotViewController`): no observer token to keep, no `deinit` to write, no thread hop.
///
/// ```swift
/// motion = MotionPreferencesObserver { [weak self] preferences in
///   self?.riveView.isPaused = preferences.reduceMotion   // now, and after each change
/// }
/// ```
///
/// The callback runs on the main actor, once when the observer is created and then only when
/// the preferences the policy honours change. Releasing the observer, or calling ``cancel()``,
/// stops following the source and ends the streams from ``changes()``.
@MainActor
public final class MotionPreferencesObserver {
  /// The preferences now, after the policy's mode.
  public private(set) var preferences: MotionPreferences

  /// The policy whose mode applies to the preferences. Changing it delivers the result, if it
  /// differs, like any other change.
  public var policy: MotionPolicy {
    didSet { deliver(policy.effectivePreferences(latest)) }
  }

  private var latest: MotionPreferences
  private let apply: (@MainActor (MotionPreferences) -> Void)?
  private let followers: ValueBroadcast<MotionPreferences>
  private var following: Task<Void, Never>?

  /// Follows `source` and calls `apply` with its preferences now and after each change.
  ///
  /// - Parameters:
  ///   - source: Where the preferences come from: the system's, or a
  ///     ``ManualMotionPreferencesSource`` for tests and an in-app switch.
  ///   - policy: Applies its mode: `.alwaysReduce` reports Reduce Motion on whatever the setting.
  ///   - apply: Called on the main actor before `init` returns, then after each change.
  public init(
    source: any MotionPreferencesSource,
    policy: MotionPolicy = MotionPolicy(),
    apply: (@MainActor (MotionPreferences) -> Void)? = nil
  ) {
    let updates = source.currentAndChanges()
    let current = source.current
    self.latest = current
    self.policy = policy
    self.apply = apply
    self.preferences = policy.effectivePreferences(current)
    self.followers = ValueBroadcast(preferences)
    apply?(preferences)
    following = Task { [weak self] in
      for await update in updates {
        guard let self else { return }
        self.receive(update)
      }
    }
  }

  /// Follows the device's settings (``SystemMotionPreferencesSource/shared``) and calls `apply`
  /// with them now and after each change.
  public convenience init(
    policy: MotionPolicy = MotionPolicy(),
    apply: (@MainActor (MotionPreferences) -> Void)? = nil
  ) {
    self.init(source: SystemMotionPreferencesSource.shared, policy: policy, apply: apply)
  }

  deinit {
    following?.cancel()
  }

  /// The preferences each time they change from now on, delivered once each, on the main actor.
  /// The stream ends when the observer is cancelled or released; after ``cancel()`` it is empty.
  public func changes() -> AsyncStream<MotionPreferences> {
    guard following != nil else { return AsyncStream { $0.finish() } }
    return followers.stream(includingCurrent: false)
  }

  /// Stops following the source: no more callbacks, and every stream from ``changes()`` ends.
  public func cancel() {
    following?.cancel()
    following = nil
    followers.finish()
  }

  private func receive(_ update: MotionPreferences) {
    guard following != nil else { return }
    latest = update
    deliver(policy.effectivePreferences(update))
  }

  private func deliver(_ effective: MotionPreferences) {
    guard effective != preferences else { return }
    preferences = effective
    followers.publish(effective)
    apply?(effective)
  }
}
