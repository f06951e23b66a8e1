import Foundation

/// Runs audits on a thread with a known, large stack.
///
/// The analyzer's own traversals use explicit stacks, but SwiftParser recurses up to its nesting
/// limit: a file nested thousands of levels deep needs about 6 MB of stack to parse, more than a
/// secondary thread gets by default on some platforms. Whoever audits untrusted files (the
/// command, a worker pool, a fuzzer) does it here, or on another thread with at least
/// ``stackSize`` bytes of stack.
package enum AuditThread {
  /// The stack size audits run with: room for the parser's worst case, with a wide margin.
  package static let stackSize = 32 << 20

  /// Runs `body` on a new thread with `stackSize` bytes of stack and waits for its result.
  package static func run<Result: Sendable>(
    stackSize: Int = AuditThread.stackSize, _ body: @escaping @Sendable () -> Result
  ) -> Result {
    start(stackSize: stackSize, body).wait()
  }
}

extension AuditThread {
  /// A value being worked out on a thread of its own, for the starter to wait for later.
  package final class Pending<Result: Sendable>: @unchecked Sendable {
    private var result: Result?
    private let condition = NSCondition()

    fileprivate init() {}

    fileprivate func finish(with value: Result) {
      condition.withLock {
        result = value
        condition.broadcast()
      }
    }

    /// Waits until the value is worked out, and returns it; any number of threads may wait.
    package func wait() -> Result {
      condition.withLock {
        while true {
          if let result { return result }
          condition.wait()
        }
      }
    }
  }

  /// Starts `body` on a new thread with `stackSize` bytes of stack and returns at once: the
  /// caller goes on with other work and waits for the result when it needs it.
  package static func start<Result: Sendable>(
    stackSize: Int = AuditThread.stackSize, _ body: @escaping @Sendable () -> Result
  ) -> Pending<Result> {
    let pending = Pending<Result>()
    let thread = Thread { pending.finish(with: body()) }
    thread.stackSize = stackSize
    thread.start()
    return pending
  }
}
