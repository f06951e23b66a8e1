extension MotionPreferencesSource {
  /// The preferences now, then each change, never the same value twice in a row.
  ///
  /// It subscribes before reading the current value, so a change made in between is not lost:
  /// it arrives as the first change unless the current value already holds it. The stream ends
  /// when the source's stream ends, and stops following it when the consumer stops listening.
  func currentAndChanges() -> AsyncStream<MotionPreferences> {
    let changes = changes()
    let first = current
    let (stream, continuation) = AsyncStream.makeStream(
      of: MotionPreferences.self, bufferingPolicy: .unbounded)
    continuation.yield(first)
    let forwarding = Task {
      var last = first
      for await preferences in changes where preferences != last {
        last = preferences
        continuation.yield(preferences)
      }
      continuation.finish()
    }
    continuation.onTermination = { _ in forwarding.cancel() }
    return stream
  }
}
