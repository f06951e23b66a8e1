#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that could not be read, and why (the system's words: "Permission denied").
public struct ReadError: Error, Sendable, Hashable {
  public var reason: String

  public init(reason: String) {
    self.reason = reason
  }
}

/// Reads files for the audit; tests substitute their own.
public protocol SourceReading: Sendable {
  /// The bytes of the file at `path`.
  func read(_ path: String) throws(ReadError) -> [UInt8]
}

/// Reads files with POSIX calls, so errors carry the system's reason.
///
/// Only regular files are read: a FIFO, a device or a directory is an error, found without
/// waiting for a writer or reading forever (a FIFO is opened without blocking).
public struct FileSystemSourceReader: SourceReading {
  public init() {}

  public func read(_ path: String) throws(ReadError) -> [UInt8] {
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
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw ReadError(reason: Self.systemReason())
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: buffer[0..<count])
    }
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
