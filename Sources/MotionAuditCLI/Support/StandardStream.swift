import Foundation
import MotionAuditEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard output or standard error, written with `write(2)`.
///
/// A write that fails (a full disk) is remembered rather than a crash, and nothing more is
/// written to that stream; the command turns a failed standard output into an error.
final class StandardStream: @unchecked Sendable {
  static let output = StandardStream(descriptor: STDOUT_FILENO)
  static let error = StandardStream(descriptor: STDERR_FILENO)

  private let descriptor: Int32
  private let lock = NSLock()
  private var failureReason: String?

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The system's reason for the first failed write, if one failed.
  var failure: String? { lock.withLock { failureReason } }

  func write(_ text: String) {
    lock.withLock {
      guard failureReason == nil else { return }
      let bytes = Array(text.utf8)
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeBytes {
          systemWrite(descriptor, $0.baseAddress! + offset, $0.count - offset)
        }
        if written < 0 {
          if errno == EINTR { continue }
          failureReason = String(cString: strerror(errno))
          return
        }
        offset += written
      }
    }
  }
}

/// The POSIX `write`, named apart from ``StandardStream/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}
