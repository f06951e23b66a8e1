import Foundation

/// Streams of a value that changes over time: each stream receives every later value that
/// differs from the previous one, and starts with the current value when asked to.
///
/// Publishing a value equal to the current one does nothing, which is what makes a change arrive
/// once when several system notifications announce it.
final class ValueBroadcast<Value: Equatable & Sendable>: Sendable {
  private struct State {
    var current: Value
    var continuations: [UUID: AsyncStream<Value>.Continuation] = [:]
  }

  private let state: LockedState<State>

  init(_ initial: Value) {
    state = LockedState(State(current: initial))
  }

  deinit {
    finish()
  }

  var current: Value {
    state.withLock { $0.current }
  }

  /// Stores `value` and delivers it to every stream, unless nothing changed.
  func publish(_ value: Value) {
    let receivers: [AsyncStream<Value>.Continuation] = state.withLock { state in
      guard state.current != value else { return [] }
      state.current = value
      return Array(state.continuations.values)
    }
    for receiver in receivers {
      receiver.yield(value)
    }
  }

  /// A stream of the values published from now on, first yielding the current value when
  /// `includingCurrent` is true.
  func stream(includingCurrent: Bool = true) -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: .unbounded)
    let id = UUID()
    state.withLock { state in
      state.continuations[id] = continuation
      if includingCurrent {
        continuation.yield(state.current)
      }
    }
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
