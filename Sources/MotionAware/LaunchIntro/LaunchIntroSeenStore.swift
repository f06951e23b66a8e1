import Foundation

/// The persisted trace of a launch intro that finished: the app version it finished under.
public struct LaunchIntroSeenRecord: Hashable, Sendable, Codable {
  /// The app's version when the intro last finished (`CFBundleShortVersionString`).
  public var appVersion: String

  /// Creates a record.
  public init(appVersion: String) {
    self.appVersion = appVersion
  }
}

/// Where the "intro seen" record is kept between launches.
public protocol LaunchIntroSeenStore: AnyObject, Sendable {
  /// The record of the last time the intro finished, or `nil` if it never did.
  var seenRecord: LaunchIntroSeenRecord? { get }

  /// Keeps `record`, replacing any earlier one.
  func save(_ record: LaunchIntroSeenRecord)
}

/// Keeps the "intro seen" record in `UserDefaults`, as the app version string under one key, so
/// an app can also read it with `@AppStorage`.
public final class UserDefaultsLaunchIntroSeenStore: LaunchIntroSeenStore, @unchecked Sendable {
  // UserDefaults is thread-safe; it is not marked Sendable on every platform.
  private let defaults: UserDefaults
  /// The key the app version is stored under.
  public let key: String

  /// The key used unless another is given.
  public static let defaultKey = "MotionAware.LaunchIntro.seenAppVersion"

  /// A store in `defaults` (the standard defaults unless given) under `key`.
  public init(defaults: UserDefaults = .standard, key: String = defaultKey) {
    self.defaults = defaults
    self.key = key
  }

  public var seenRecord: LaunchIntroSeenRecord? {
    defaults.string(forKey: key).map(LaunchIntroSeenRecord.init(appVersion:))
  }

  public func save(_ record: LaunchIntroSeenRecord) {
    defaults.set(record.appVersion, forKey: key)
  }
}

/// Keeps the "intro seen" record in memory: for tests and previews.
public final class InMemoryLaunchIntroSeenStore: LaunchIntroSeenStore {
  private let record: LockedState<LaunchIntroSeenRecord?>

  /// A store holding `record` (none by default: the intro was never seen).
  public init(_ record: LaunchIntroSeenRecord? = nil) {
    self.record = LockedState(record)
  }

  public var seenRecord: LaunchIntroSeenRecord? {
    record.withLock { $0 }
  }

  public func save(_ record: LaunchIntroSeenRecord) {
    self.record.withLock { $0 = record }
  }
}
