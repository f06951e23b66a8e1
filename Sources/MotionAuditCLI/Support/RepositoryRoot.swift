import Foundation
import MotionAuditReporting

/// Finds the root of the repository the command runs in, for repository-relative paths in
/// SARIF and GitHub annotations.
enum RepositoryRoot {
  /// The nearest directory at or above `directory` holding `.git` (a folder, or a file in a
  /// worktree), else `directory` itself.
  static func locate(from directory: String) -> String {
    var url = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) {
        return url.path
      }
      let parent = url.deletingLastPathComponent()
      guard parent.path != url.path, !url.path.isEmpty, url.path != "/" else { return directory }
      url = parent
    }
  }

  /// Paths relative to the repository around `context`'s current directory.
  static func paths(in context: CommandContext) -> RepositoryPaths {
    RepositoryPaths(
      root: locate(from: context.currentDirectory), currentDirectory: context.currentDirectory)
  }
}
