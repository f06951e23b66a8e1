import Foundation

/// A value guarded by a lock, for state shared between the main thread and any other.
///
/// `NSLock` rather than `Synchronization.Mutex` because the library supports systems older than
/// the ones `Mutex` requires.
final class LockedState<State>: @unchecked Sendable {
  private let lock = NSLock()
  private var state: State

  init(_ initial: State) {
    state = initial
  }

  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
