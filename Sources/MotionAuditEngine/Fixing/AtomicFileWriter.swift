import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file was not written.
package enum FileWriteError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file has no write permission: it is reported, never changed.
  case readOnly(String)
  /// The system refused (the reason in its words).
  case failed(String, reason: String)

  package var description: String {
    switch self {
    case .readOnly(let path): "\(path): read-only, not changed"
    case .failed(let path, let reason): "\(path): could not be written: \(reason)"
    }
  }
}

/// Replaces a file's contents all at once: the new bytes go to a temporary file in the same
/// directory, which is flushed, given the original's permissions (and owner, where allowed) and
/// renamed over the original. A reader sees the old file or the new one, never half of one.
package enum AtomicFileWriter {
  /// Writes `bytes` to `path` (following a symbolic link to the file it names).
  ///
  /// An existing file without write permission for its owner, or that the process may not
  /// write, is refused with ``FileWriteError/readOnly(_:)`` and left as it is. A new file gets
  /// mode 0644.
  package static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
    var target = path
    var mode: mode_t = 0o644
    var owner: (uid_t, gid_t)?
    var info = stat()
    if stat(path, &info) == 0 {
      if let resolved = realpath(path, nil) {
        target = String(cString: resolved)
        free(resolved)
      }
      // Root may write anything: the permission bits say what the owner wants.
      guard info.st_mode & S_IWUSR != 0, access(target, W_OK) == 0 else {
        throw .readOnly(path)
      }
      mode = info.st_mode & 0o7777
      owner = (info.st_uid, info.st_gid)
    }
    let directory = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    var template = Array(
      ((directory.isEmpty ? "." : directory) + "/." + name + ".motion-audit-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw .failed(path, reason: systemReason()) }
    let temporary = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var succeeded = false
    defer {
      if !succeeded { unlink(temporary) }
    }
    let failure = fill(descriptor, with: bytes, mode: mode, owner: owner)
    close(descriptor)
    if let failure { throw .failed(path, reason: failure) }
    guard rename(temporary, target) == 0 else { throw .failed(path, reason: systemReason()) }
    succeeded = true
  }

  /// Writes everything, sets owner and mode, flushes; the system's reason when something fails.
  private static func fill(
    _ descriptor: Int32, with bytes: [UInt8], mode: mode_t, owner: (uid_t, gid_t)?
  ) -> String? {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return systemReason()
      }
      written += count
    }
    if let (uid, gid) = owner { _ = fchown(descriptor, uid, gid) }
    guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else { return systemReason() }
    return nil
  }

  private static func systemReason() -> String {
    String(cString: strerror(errno))
  }
}

/// The POSIX `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}
