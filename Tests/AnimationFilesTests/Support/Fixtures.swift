import Foundation
import Testing

/// The shared sample files, found beside the repository (`../shared/fixtures`).
///
/// Tests over them are skipped, with this type's message, where that folder is absent (a clone
/// without the shared folder); the project's own tests build their inputs and always run.
enum Fixtures {
  /// `<repository>/../shared/fixtures`, found from this source file's path.
  static let directory: URL = {
    var url = URL(fileURLWithPath: #filePath)
    // Support → AnimationFilesTests → Tests → repository root.
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent().appendingPathComponent("shared/fixtures")
  }()

  static let isAvailable = FileManager.default.fileExists(atPath: directory.path)

  static let skipMessage: Comment =
    "Skipped: the shared fixtures folder (../shared/fixtures beside the repository) is absent."

  static func url(_ relativePath: String) -> URL {
    directory.appendingPathComponent(relativePath)
  }

  static func data(_ relativePath: String) throws -> Data {
    try Data(contentsOf: url(relativePath))
  }
}
