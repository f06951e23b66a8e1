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

  /// Reads the preferences on the main actor, as the system settings APIs must be read.
  public typealias MainActorReader = @MainActor @Sendable () -> MotionPreferences

  /// Where the reader may run.
  private enum Reading: Sendable {
    case anywhere(Reader)
    case onMainActor(MainActorReader)
  }

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

  private let broadcast: ValueBroadcast<MotionPreferences>
  private let reading: Reading
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
    self.reading = .anywhere(read)
    self.broadcast = ValueBroadcast(read())
    self.registrations = LockedState([])
    register(triggers, queue: queue)
  }

  /// Reads the preferences now, on the main actor, and reads them again there after each of
  /// `triggers`, which are delivered on the main queue.
  ///
  /// ``refresh()`` may then be called from any thread: off the main thread it reads on the main
  /// actor soon after, and followers are told then.
  @MainActor
  public init(observing triggers: [Trigger], readingOnMainActor read: @escaping MainActorReader) {
    self.reading = .onMainActor(read)
    self.broadcast = ValueBroadcast(read())
    self.registrations = LockedState([])
    register(triggers, queue: .main)
  }

  private func register(_ triggers: [Trigger], queue: OperationQueue?) {
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
    broadcast.stream(includingCurrent: false)
  }

  /// Reads the preferences again; followers are told if they changed.
  ///
  /// A source that reads on the main actor reads now when called there, and otherwise as soon
  /// as the main actor is free.
  public func refresh() {
    switch reading {
    case .anywhere(let read):
      broadcast.publish(read())
    case .onMainActor(let read):
      if Thread.isMainThread {
        broadcast.publish(MainActor.assumeIsolated { read() })
      } else {
        Task { @MainActor [broadcast] in broadcast.publish(read()) }
      }
    }
  }
}
