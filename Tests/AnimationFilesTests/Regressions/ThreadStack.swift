import Foundation

/// Runs `body` on a new thread with a stack of `stackSize` bytes and returns its result.
///
/// The fuzz targets run on a small stack so that recursion growing with the input shows up as a
/// crash; the regression tests for such crashes read their input the same way. 512 KiB is what
/// Apple platforms give secondary threads and Swift concurrency's threads.
func onThread<Result: Sendable>(
  stackSize: Int, _ body: @escaping @Sendable () -> Result
) async -> Result {
  await withCheckedContinuation { continuation in
    let thread = Thread { continuation.resume(returning: body()) }
    thread.stackSize = stackSize
    thread.start()
  }
}
