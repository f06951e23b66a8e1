import Foundation

/// Runs a batch of independent jobs on a bounded number of threads with audit-sized stacks, and
/// returns their results in job order, whatever order they finished in.
///
/// **Why threads, not the Swift concurrency pool.** Each job parses a file, and SwiftParser
/// recurses up to its nesting limit: a pathological file needs about 6 MB of stack (see
/// ``AuditThread``). The cooperative pool that runs Swift tasks has fixed, small stacks (512 KB
/// on Apple platforms), which a task cannot enlarge; a task executor backed by big-stack threads
/// would work but would only wrap these same threads in an async boundary the synchronous command
/// does not need. So each worker is a `Thread` with ``AuditThread/stackSize`` bytes of stack.
///
/// The scope is structured all the same: ``map(_:width:stackSize:_:)`` starts its workers, they
/// take job indices from a shared counter (a worker that draws short files takes more of them),
/// each result is written to the slot of its job, and the call returns only after every worker
/// has ended. Nothing outlives the call.
enum WorkerPool {
  /// `body(index)` for every index below `count`, on at most `width` threads, in index order.
  ///
  /// `order`, a permutation of those indices, is the order the jobs are handed out in (the
  /// largest first, say); the results stay in index order, in place, without a reordered copy.
  static func map<Result: Sendable>(
    _ count: Int, width: Int, order: [Int]? = nil, stackSize: Int = AuditThread.stackSize,
    _ body: @escaping @Sendable (Int) -> Result
  ) -> [Result] {
    guard count > 0 else { return [] }
    let workers = min(max(1, width), count)
    // One worker finishes at the same time whatever the order.
    guard workers > 1 else {
      return AuditThread.run(stackSize: stackSize) { (0..<count).map(body) }
    }
    let batch = Batch<Result>(count: count, order: order)
    let finished = DispatchGroup()
    for _ in 0..<workers {
      finished.enter()
      let thread = Thread {
        while let index = batch.claimNext() {
          batch.store(body(index), at: index)
        }
        finished.leave()
      }
      thread.stackSize = stackSize
      thread.start()
    }
    finished.wait()
    return batch.results()
  }
}

/// The shared state of one ``WorkerPool/map(_:width:order:stackSize:_:)`` call: the next job to
/// hand out and a slot per job. Each slot is written by exactly one worker, and read only after
/// every worker has left the dispatch group, which orders the writes before the reads.
private final class Batch<Result>: @unchecked Sendable {
  private let count: Int
  private let lock = NSLock()
  private var next = 0
  private let order: [Int]?
  private let slots: UnsafeMutablePointer<Result?>

  init(count: Int, order: [Int]?) {
    precondition(order.map { $0.count == count } ?? true, "the order must name every job once")
    self.count = count
    self.order = order
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
  }

  deinit {
    slots.deinitialize(count: count)
    slots.deallocate()
  }

  /// The next job's index, or `nil` when every job has been handed out.
  func claimNext() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < count else { return nil }
    next += 1
    return order.map { $0[next - 1] } ?? next - 1
  }

  func store(_ result: Result, at index: Int) {
    slots[index] = result
  }

  func results() -> [Result] {
    (0..<count).map { index in
      guard let result = slots[index] else {
        preconditionFailure("a worker ended without storing the result of job \(index)")
      }
      return result
    }
  }
}
