import Foundation

/// A directory of scratch files for one test, in the system's temporary directory, removed by
/// ``remove()``.
public struct ScratchDirectory: Sendable {
  public let path: String

  public init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("motion-audit-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `contents` at `relativePath`, creating folders.
  public func write(_ relativePath: String, _ contents: String) throws {
    try write(relativePath, bytes: Array(contents.utf8))
  }

  /// Writes `bytes` at `relativePath`, creating folders.
  public func write(_ relativePath: String, bytes: [UInt8]) throws {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  public func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
