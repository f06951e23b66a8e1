import Foundation

/// A source that reads the preferences from the system and reads them again whenever one of the
/// given notifications is posted.
///
/// The platform sources (``SystemMotionPreferencesSource``) are this type with the platform's
/// reader and notification names; everything else — observing, de-duplicating, streaming, and
/// removing the observers when the source goes away — is here, where tests can reach it.
public final class NotificationMotionPreferencesSource: MotionPreferencesSource {
  /// Reads the preferences. Called once at creation and then on the notifications' queue.
  public typealias Reader = @Sendable () -> MotionPreferences

  /// A notification after which the preferences may have changed, and where it is posted.
  public struct Trigger: @unchecked Sendable {
    // NotificationCenter is thread-safe; it is not marked Sendable on every platform.
    public var name: Notification.Name
    public var center: NotificationCenter

    public init(_ name: Notification.Name, on center: NotificationCenter = .default) {
      self.name = name
      self.center = center
    }
  }

  private struct Registration: @unchecked Sendable {
    let token: NSObjectProtocol
    let center: NotificationCenter
  }

  private let broadcast: PreferencesBroadcast
  private let read: Reader
  private let registrations: LockedState<[Registration]>

  /// Reads the preferences now and reads them again after each of `triggers`.
  ///
  /// - Parameters:
  ///   - triggers: Every notification after which the preferences may have changed.
  ///   - queue: Where notifications are delivered and `read` is called; the main queue by
  ///     default, which is where the system settings APIs must be read.
  ///   - read: Reads the preferences.
  public init(
    observing triggers: [Trigger],
    queue: OperationQueue? = .main,
    read: @escaping Reader
  ) {
    self.read = read
    self.broadcast = PreferencesBroadcast(read())
    self.registrations = LockedState([])
    let registered = triggers.map { trigger in
      Registration(
        token: trigger.center.addObserver(forName: trigger.name, object: nil, queue: queue) {
          [weak self] _ in
          self?.refresh()
        },
        center: trigger.center
      )
    }
    registrations.withLock { $0 = registered }
  }

  deinit {
    for registration in registrations.withLock({ $0 }) {
      registration.center.removeObserver(registration.token)
    }
    broadcast.finish()
  }

  public var current: MotionPreferences {
    broadcast.current
  }

  public func changes() -> AsyncStream<MotionPreferences> {
    broadcast.stream()
  }

  /// Reads the preferences again now; followers are told if they changed.
  public func refresh() {
    broadcast.publish(read())
  }
}
