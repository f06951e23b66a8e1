import Foundation
import MotionAuditEngine
import MotionAuditSemantics

/// A progress line on standard error while many files are audited: `Auditing 120/800 files
/// (95 files/s)`, redrawn in place at most ten times a second and erased when the run ends.
///
/// Drawn only on a terminal, for the formats people read, and for runs of at least
/// ``minimumFileCount`` files; machine-readable output and redirected streams never see it.
final class ProgressLine: @unchecked Sendable {
  /// Runs over fewer files finish too fast to need a progress line.
  static let minimumFileCount = 50
  /// The shortest time between two redraws, in seconds.
  static let redrawInterval = 0.1
  /// The rate is measured over about this many recent seconds.
  static let rateWindow = 2.0

  private let write: @Sendable (String) -> Void
  private let clock: @Sendable () -> Double
  private let lock = NSLock()
  private var lastDraw = -Double.infinity
  private var samples: [(time: Double, done: Int)] = []
  private var isShown = false

  init(write: @escaping @Sendable (String) -> Void, clock: @escaping @Sendable () -> Double) {
    self.write = write
    self.clock = clock
  }

  /// A progress line for `context`, or `nil` when none should be drawn: standard error is not a
  /// terminal, the terminal is dumb, or `format` is read by programs.
  static func make(for format: AuditCommand.Format, in context: CommandContext) -> ProgressLine? {
    guard context.errorIsTerminal, !format.isMachineReadable, context.environment["TERM"] != "dumb"
    else { return nil }
    return ProgressLine(write: context.writeError, clock: context.clock)
  }

  /// Records that `progress.filesDone` files are done, redrawing the line when it is time.
  func update(_ progress: AuditProgress) {
    guard progress.fileCount >= Self.minimumFileCount else { return }
    lock.withLock {
      let now = clock()
      samples.append((now, progress.filesDone))
      while let first = samples.first, now - first.time > Self.rateWindow, samples.count > 2 {
        samples.removeFirst()
      }
      let isLast = progress.filesDone == progress.fileCount
      guard isLast || now - lastDraw >= Self.redrawInterval else { return }
      lastDraw = now
      var line = "Auditing \(progress.filesDone)/\(progress.fileCount) files"
      if let first = samples.first, now > first.time {
        let rate = Double(progress.filesDone - first.done) / (now - first.time)
        line += " (\(Int(rate.rounded())) files/s)"
      }
      write("\r\u{1B}[2K" + line)
      isShown = true
    }
  }

  /// Erases the line, so the report starts on a clean line.
  func finish() {
    lock.withLock {
      if isShown { write("\r\u{1B}[2K") }
      isShown = false
    }
  }
}
