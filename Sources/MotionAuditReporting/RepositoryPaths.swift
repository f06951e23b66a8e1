import MotionAuditSources

/// Turns the paths findings carry (as the user named them, relative to the current directory)
/// into paths relative to the repository root, as code scanning and pull-request annotations
/// expect.
///
/// Pure string arithmetic: finding the root is the caller's business (the command looks for
/// `.git` above the current directory).
package struct RepositoryPaths: Sendable, Hashable {
  /// Absolute path of the repository (or project) root.
  package var root: String
  /// Absolute path relative paths are relative to.
  package var currentDirectory: String

  package init(root: String, currentDirectory: String) {
    self.root = Self.standardized(root)
    self.currentDirectory = Self.standardized(currentDirectory)
  }

  /// Paths stay as they are: the root is the current directory.
  package static func relativeToCurrentDirectory(_ directory: String) -> RepositoryPaths {
    RepositoryPaths(root: directory, currentDirectory: directory)
  }

  /// `file` relative to the root with `/` separators, or `nil` when it lies outside the root.
  package func relativePath(of file: String) -> String? {
    let absolute = absolutePath(of: file)
    if absolute == root { return nil }
    let prefix = root == "/" ? "/" : root + "/"
    guard absolute.hasPrefix(prefix) else { return nil }
    return String(absolute.dropFirst(prefix.count))
  }

  /// `file` relative to the root, climbing out of it with `..` when it lies outside (as a
  /// baseline in a subfolder names the project's files).
  package func pathFromRoot(to file: String) -> String {
    let target = absolutePath(of: file).split(separator: "/")
    let base = root.split(separator: "/")
    var common = 0
    while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
    let climbs = Array(repeating: "..", count: base.count - common)
    let rest = target[common...].map(String.init)
    return (climbs + rest).joined(separator: "/")
  }

  /// `file` as an absolute, standardized path.
  package func absolutePath(of file: String) -> String {
    file.hasPrefix("/")
      ? Self.standardized(file) : Self.standardized(currentDirectory + "/" + file)
  }

  /// The path relative to the root when it is inside, else absolute: never `./` or `..`.
  package func displayPath(of file: String) -> String {
    relativePath(of: file) ?? absolutePath(of: file)
  }

  private static func standardized(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": if !components.isEmpty { components.removeLast() }
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }
}

extension Finding {
  /// How many characters the finding covers on its line: the identifier it points at (at
  /// least one character), for reports that underline a range.
  package var highlightedLength: Int {
    let characters = Array(sourceLine)
    let start = column - sourceLineColumn
    guard characters.indices.contains(start) else { return 1 }
    var end = start
    while end < characters.count,
      characters[end] == "_" || characters[end].isLetter || characters[end].isNumber
    {
      end += 1
    }
    return max(1, end - start)
  }
}
