#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the file system says of a file without reading it: which file it is (device and inode),
/// its size, and when its bytes (modified) and its inode (changed) last changed, to the
/// nanosecond where the file system keeps them.
///
/// A file whose status is the same as when a run read it holds the bytes that run read: writing
/// a file changes its modification and change times, and replacing it changes its inode. The one
/// exception is a write in the same clock tick as the read it follows, which leaves both times
/// as they were; ``isSettled(before:)`` tells the statuses no such write can hide behind.
package struct FileStatus: Sendable, Hashable {
  package var device: UInt64
  package var inode: UInt64
  package var size: Int
  /// Seconds and nanoseconds since 1970 of the last write to the file's bytes.
  package var modified: Timestamp
  /// Seconds and nanoseconds since 1970 of the last change to the file's inode (a write, a
  /// rename, `chmod`, `touch`), which no program sets back.
  package var changed: Timestamp

  /// A time as the file system keeps it.
  package struct Timestamp: Sendable, Hashable, Comparable {
    package var seconds: Int
    package var nanoseconds: Int

    package init(seconds: Int, nanoseconds: Int) {
      self.seconds = seconds
      self.nanoseconds = nanoseconds
    }

    /// The system clock's time now.
    package static var now: Timestamp {
      var now = timespec()
      clock_gettime(CLOCK_REALTIME, &now)
      return Timestamp(seconds: Int(now.tv_sec), nanoseconds: Int(now.tv_nsec))
    }

    package static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
      (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }
  }

  package init(device: UInt64, inode: UInt64, size: Int, modified: Timestamp, changed: Timestamp) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modified = modified
    self.changed = changed
  }

  /// The status `stat` or `fstat` reported.
  init(_ info: stat) {
    #if canImport(Darwin)
      let modified = info.st_mtimespec
      let changed = info.st_ctimespec
    #else
      let modified = info.st_mtim
      let changed = info.st_ctim
    #endif
    self.init(
      device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(info.st_ino),
      size: Int(info.st_size),
      modified: Timestamp(seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec)),
      changed: Timestamp(seconds: Int(changed.tv_sec), nanoseconds: Int(changed.tv_nsec)))
  }

  /// The status of the regular file at `path` (following links, as reading it does), or `nil`.
  package static func of(path: String) -> FileStatus? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return FileStatus(info)
  }

  /// How long before a run's start a file must have last changed for its status to vouch for
  /// its bytes: longer than the coarsest clock tick of common file systems (FAT keeps
  /// modification times to two seconds).
  package static let settlingTime = 3

  /// Whether the file last changed at least ``settlingTime`` seconds before `start`, so that a
  /// write after it was read at `start` or later would show in its times.
  package func isSettled(before start: Timestamp) -> Bool {
    let limit = Timestamp(
      seconds: start.seconds - Self.settlingTime, nanoseconds: start.nanoseconds)
    return modified < limit && changed < limit
  }

  /// The status as bytes, for a cache key.
  package var bytes: [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(56)
    for value in [
      device, inode, UInt64(bitPattern: Int64(size)),
      UInt64(bitPattern: Int64(modified.seconds)), UInt64(bitPattern: Int64(modified.nanoseconds)),
      UInt64(bitPattern: Int64(changed.seconds)), UInt64(bitPattern: Int64(changed.nanoseconds)),
    ] {
      for shift in stride(from: 0, to: 64, by: 8) {
        bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
      }
    }
    return bytes
  }
}
