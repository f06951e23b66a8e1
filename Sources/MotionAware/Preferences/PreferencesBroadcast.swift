import Foundation

/// The current preferences and the streams following them, shared by every source.
///
/// Publishing a value equal to the current one does nothing, which is what makes a change
/// arrive once when several system notifications announce it.
final class PreferencesBroadcast: Sendable {
  private struct State {
    var current: MotionPreferences
    var continuations: [UUID: AsyncStream<MotionPreferences>.Continuation] = [:]
  }

  private let state: LockedState<State>

  init(_ initial: MotionPreferences) {
    state = LockedState(State(current: initial))
  }

  deinit {
    finish()
  }

  var current: MotionPreferences {
    state.withLock { $0.current }
  }

  /// Stores `preferences` and delivers it to every stream, unless nothing changed.
  func publish(_ preferences: MotionPreferences) {
    let receivers: [AsyncStream<MotionPreferences>.Continuation] = state.withLock { state in
      guard state.current != preferences else { return [] }
      state.current = preferences
      return Array(state.continuations.values)
    }
    for receiver in receivers {
      receiver.yield(preferences)
    }
  }

  func stream() -> AsyncStream<MotionPreferences> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: MotionPreferences.self, bufferingPolicy: .unbounded)
    let id = UUID()
    state.withLock { $0.continuations[id] = continuation }
    continuation.onTermination = { [weak self] _ in
      self?.state.withLock { _ = $0.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// Ends every stream.
  func finish() {
    let receivers = state.withLock { state in
      defer { state.continuations.removeAll() }
      return Array(state.continuations.values)
    }
    for receiver in receivers {
      receiver.finish()
    }
  }
}
