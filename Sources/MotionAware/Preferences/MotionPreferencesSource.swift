/// Something that knows the motion preferences now and tells when they change.
///
/// The library's components read preferences only through this protocol, so the live system
/// source, a preview override and a test's ``ManualMotionPreferencesSource`` are interchangeable.
public protocol MotionPreferencesSource: AnyObject, Sendable {
  /// The preferences now. Safe to read from any thread.
  var current: MotionPreferences { get }

  /// A stream of the preferences each time they change, starting after ``current``.
  ///
  /// Each call returns a new stream, so several observers can follow the same source. A change
  /// is delivered once, even when the system posts several notifications for it; a value equal
  /// to the previous one is not delivered. The stream ends when the source goes away.
  func changes() -> AsyncStream<MotionPreferences>
}
