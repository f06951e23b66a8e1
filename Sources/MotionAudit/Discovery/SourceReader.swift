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
public struct FileSystemSourceReader: SourceReading {
  public init() {}

  public func read(_ path: String) throws(ReadError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw ReadError(reason: Self.systemReason()) }
    defer { close(descriptor) }
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
