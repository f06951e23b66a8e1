import Foundation
import Testing

/// Where the repository's files are, for tests that read them: found from this file's place in
/// it (`Tests/TestSupport/RepositoryFiles.swift`).
public enum RepositoryFiles {
  /// The repository's root directory.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `relativePath` inside the repository.
  public static func url(_ relativePath: String) -> URL {
    root.appendingPathComponent(relativePath)
  }
}

/// The shared sample files beside the repository (`../shared/fixtures`). Tests over them are
/// skipped, with ``skipMessage``, where the folder is absent (a clone without it); the project's
/// own tests build their inputs and always run.
public enum SharedFixtures {
  public static let directory: URL = RepositoryFiles.root.deletingLastPathComponent()
    .appendingPathComponent("shared/fixtures")

  public static let isAvailable = FileManager.default.fileExists(atPath: directory.path)

  public static let skipMessage: Comment =
    "Skipped: the shared fixtures folder (../shared/fixtures beside the repository) is absent."

  /// The fixture at `relativePath`.
  public static func url(_ relativePath: String) -> URL {
    directory.appendingPathComponent(relativePath)
  }

  /// The bytes of the fixture at `relativePath`.
  public static func data(_ relativePath: String) throws -> Data {
    try Data(contentsOf: url(relativePath))
  }
}
