#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that could not be read, and why (the system's words: "Permission denied").
package struct ReadError: Error, Sendable, Hashable {
  package var reason: String
  /// How the audit reports the file: `.unreadable` (the run exits with 3), or `.tooLarge` (a
  /// skip note).
  package var kind: SkippedFile.Kind

  package init(reason: String, kind: SkippedFile.Kind = .unreadable) {
    self.reason = reason
    self.kind = kind
  }

  /// The skipped-file entry for `file`.
  package func skippedFile(_ file: String) -> SkippedFile {
    SkippedFile(
      file: file, kind: kind, reason: kind == .unreadable ? "could not be read: \(reason)" : reason)
  }
}

/// Reads files for the audit; tests substitute their own.
package protocol SourceReading: Sendable {
  /// The bytes of the file at `path`.
  func read(_ path: String) throws(ReadError) -> [UInt8]

  /// The status of the file at `path` (see ``FileStatus``), or `nil` when the reader cannot tell
  /// one version of the file from another without reading it. By default, `nil`.
  func status(of path: String) -> FileStatus?

  /// ``read(_:)``, with the file's status taken before its bytes were read (`nil` as for
  /// ``status(of:)``). By default, the bytes alone.
  func readWithStatus(_ path: String) throws(ReadError) -> (bytes: [UInt8], status: FileStatus?)
}

extension SourceReading {
  package func status(of path: String) -> FileStatus? { nil }

  package func readWithStatus(_ path: String) throws(ReadError) -> (
    bytes: [UInt8], status: FileStatus?
  ) {
    (try read(path), nil)
  }
}

/// Reads files with POSIX calls, so errors carry the system's reason.
///
/// Only regular files are read: a FIFO, a device or a directory is an error, found without
/// waiting for a writer or reading forever (a FIFO is opened without blocking). A file larger
/// than ``maximumSize`` is not read (a `.tooLarge` error), even if it grows while being read.
package struct FileSystemSourceReader: SourceReading {
  /// The largest file read by default: room for the largest Swift source audited
  /// (``SourceLimits/maximumSourceSize``) and project file read.
  package static let defaultMaximumSize = 64 << 20

  /// The largest file this reader reads, in bytes.
  package var maximumSize: Int

  package init(maximumSize: Int = FileSystemSourceReader.defaultMaximumSize) {
    self.maximumSize = maximumSize
  }

  package func read(_ path: String) throws(ReadError) -> [UInt8] {
    try readWithStatus(path).bytes
  }

  package func status(of path: String) -> FileStatus? {
    FileStatus.of(path: path)
  }

  package func readWithStatus(_ path: String) throws(ReadError) -> (
    bytes: [UInt8], status: FileStatus?
  ) {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw ReadError(reason: Self.systemReason()) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw ReadError(reason: Self.systemReason()) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw ReadError(reason: "not a regular file (\(Self.fileType(info.st_mode)))")
    }
    // Regular files never block; clear the flag in case a file system treats it otherwise.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    guard Int(info.st_size) <= maximumSize else { throw tooLarge }
    // Read straight into an array of the file's size, with a byte to spare so that reaching
    // the end shows in the same reads; a file that grew meanwhile is read on in chunks.
    var failure: ReadError?
    var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size) + 1) { buffer, count in
      count = 0
      while count < buffer.count {
        let read = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
        if read < 0 {
          if errno == EINTR { continue }
          failure = ReadError(reason: Self.systemReason())
          return
        }
        if read == 0 { return }
        count += read
      }
    }
    if let failure { throw failure }
    // Taken before the bytes were read: a write meanwhile shows in the next run's status.
    let status = FileStatus(info)
    guard bytes.count > Int(info.st_size) else { return (bytes, status) }
    guard bytes.count <= maximumSize else { throw tooLarge }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw ReadError(reason: Self.systemReason())
      }
      if count == 0 { return (bytes, status) }
      guard bytes.count + count <= maximumSize else { throw tooLarge }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  private var tooLarge: ReadError {
    ReadError(reason: "larger than \(maximumSize >> 20) MiB: not read", kind: .tooLarge)
  }

  private static func systemReason() -> String {
    String(cString: strerror(errno))
  }

  /// What a file that is not a regular file is, for people.
  static func fileType(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a directory"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "not a file"
    }
  }
}

/// The POSIX `read`, named apart from ``SourceReading/read(_:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
  #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
  #else
    Darwin.read(descriptor, buffer, count)
  #endif
}
