import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Swift file found for auditing.
package struct DiscoveredFile: Sendable, Hashable {
  /// The path as reported: the audited path as the user wrote it, joined with the path inside it.
  package var path: String
  /// Absolute, with symbolic links resolved: the file's identity.
  package var resolvedPath: String
  /// The path relative to the audited directory (the file name for an explicit file).
  package var relativePath: String
  /// Named on the command line rather than found in a directory (excludes do not apply).
  package var isExplicit: Bool

  package init(path: String, resolvedPath: String, relativePath: String, isExplicit: Bool) {
    self.path = path
    self.resolvedPath = resolvedPath
    self.relativePath = relativePath
    self.isExplicit = isExplicit
  }
}

/// What a path given to the audit holds.
package struct DiscoveryResult: Sendable, Hashable {
  /// In path order.
  package var files: [DiscoveredFile] = []
  /// Entries passed over with a reason: symbolic links leaving the tree, unreadable directories.
  package var skipped: [SkippedFile] = []
  /// Files project rules read (Info.plists, asset catalog entries, animation files, …; see
  /// ``ProjectFileKind``), found by the same walk with the same skipping rules, in path order.
  package var projectFiles: [DiscoveredFile] = []

  package init(
    files: [DiscoveredFile] = [], skipped: [SkippedFile] = [], projectFiles: [DiscoveredFile] = []
  ) {
    self.files = files
    self.skipped = skipped
    self.projectFiles = projectFiles
  }
}

/// A path that cannot be audited at all.
package enum DiscoveryError: Error, Sendable, Hashable, CustomStringConvertible {
  case notFound(String)
  case notSwiftSource(String)
  /// A FIFO, device or socket: never read (it could block or never end). The second value says
  /// what it is ("a FIFO").
  case notRegularFile(String, String)

  package var description: String {
    switch self {
    case .notFound(let path): "no such file or directory: '\(path)'"
    case .notSwiftSource(let path): "'\(path)' is neither a directory nor a .swift file"
    case .notRegularFile(let path, let type): "'\(path)' is not a regular file (\(type))"
    }
  }
}

/// Finds the `.swift` files under a path.
///
/// Skips `.build`, `DerivedData`, `Pods`, `Carthage`, `.git` and every hidden directory; follows a
/// symbolic link only when it stays inside the audited tree, and visits each real directory once,
/// so link cycles end; a directory named `X.swift` is a directory. Entries come in name order.
package enum SourceDiscovery {
  package static let skippedDirectoryNames: Set<String> = [
    ".build", "DerivedData", "Pods", "Carthage", ".git",
  ]

  /// The Swift files at or under `path` (relative to `currentDirectory` unless absolute).
  package static func discover(
    _ path: String, currentDirectory: String
  ) throws(DiscoveryError) -> DiscoveryResult {
    let display = displayRoot(path)
    let absolute = URL(
      fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true)
    ).standardizedFileURL.path
    guard let root = resolvedPath(absolute), let kind = kind(of: root, followingLinks: true) else {
      throw .notFound(path)
    }
    var result = DiscoveryResult()
    switch kind {
    case .directory:
      walk(root: root, display: display, into: &result)
    case .file where root.hasSuffix(".swift") || path.hasSuffix(".swift"):
      let name = URL(fileURLWithPath: absolute).lastPathComponent
      result.files.append(
        DiscoveredFile(path: display, resolvedPath: root, relativePath: name, isExplicit: true))
    case .other where root.hasSuffix(".swift") || path.hasSuffix(".swift"):
      var info = stat()
      _ = stat(root, &info)
      throw .notRegularFile(path, FileSystemSourceReader.fileType(info.st_mode))
    default:
      throw .notSwiftSource(path)
    }
    return result
  }

  private enum Kind {
    case directory
    case file
    case symbolicLink
    case other
  }

  private static func walk(root: String, display: String, into result: inout DiscoveryResult) {
    var pending: [(real: String, display: String, relative: String)] = [(root, display, "")]
    var visitedDirectories: Set<String> = [root]
    // A file is listed twice only by way of a link to it: without one, the walk's paths are
    // distinct, and only a run that followed a link to a file asks which came first.
    var followedFileLink = false
    while let directory = pending.popLast() {
      let entries: [(name: String, kind: Kind?)]
      do {
        entries = try listing(of: directory.real).sorted { $0.name < $1.name }
      } catch {
        result.skipped.append(
          SkippedFile(
            file: directory.display, kind: .unreadable,
            reason: "directory could not be read: \(Self.reason(of: error))"))
        continue
      }
      var subdirectories: [(real: String, display: String, relative: String)] = []
      for (name, listedKind) in entries {
        let full = directory.real == "/" ? "/" + name : directory.real + "/" + name
        // The shown and relative paths only for the entries kept or reported: most are not.
        var shown: String { join(directory.display, name) }
        var target = full
        // A path too long to open is examined, so it is reported as `lstat` finds it.
        let known = full.utf8.count < Int(PATH_MAX) ? listedKind : nil
        guard var entryKind = known ?? kind(of: full, followingLinks: false) else {
          // Listed but not found: removed since, or a name the system cannot give back.
          if let skipped = unexaminable(name, shown: shown, error: errno) {
            result.skipped.append(skipped)
          }
          continue
        }
        if entryKind == .symbolicLink {
          guard let resolved = resolvedPath(full),
            let resolvedKind = kind(of: resolved, followingLinks: true)
          else {
            let reason = errno == ELOOP ? "symbolic link loop" : "broken symbolic link"
            if name.hasSuffix(".swift") {
              result.skipped.append(SkippedFile(file: shown, kind: .symbolicLink, reason: reason))
            }
            continue
          }
          guard resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/") else {
            if name.hasSuffix(".swift") || resolvedKind == .directory {
              result.skipped.append(
                SkippedFile(
                  file: shown, kind: .symbolicLink,
                  reason: "symbolic link leads outside the audited tree (to \(resolved))"))
            }
            continue
          }
          target = resolved
          entryKind = resolvedKind
          followedFileLink = followedFileLink || resolvedKind == .file
        }
        switch entryKind {
        case .directory:
          guard !name.hasPrefix("."), !skippedDirectoryNames.contains(name),
            visitedDirectories.insert(target).inserted
          else { continue }
          subdirectories.append((target, shown, join(directory.relative, name)))
        case .file:
          let isSwift = name.hasSuffix(".swift")
          guard isSwift || ProjectFileKind(relativePath: full) != nil else { continue }
          let file = DiscoveredFile(
            path: shown, resolvedPath: target, relativePath: join(directory.relative, name),
            isExplicit: false)
          if isSwift { result.files.append(file) } else { result.projectFiles.append(file) }
        default:
          continue
        }
      }
      // Depth-first, in name order.
      pending.append(contentsOf: subdirectories.reversed())
    }
    if followedFileLink {
      var seenFiles: Set<String> = []
      result.files.removeAll { !seenFiles.insert($0.resolvedPath).inserted }
      result.projectFiles.removeAll { !seenFiles.insert($0.resolvedPath).inserted }
    }
  }

  /// The skip note of a directory entry that `lstat` failed on with `error`, or `nil` when there
  /// is nothing to say: the entry was removed since it was listed, or would be passed over anyway.
  ///
  /// A name that is not UTF-8 comes back from the listing with U+FFFD in place of its bad bytes,
  /// which names no file; a path longer than `PATH_MAX` cannot be examined at all.
  private static func unexaminable(_ name: String, shown: String, error: Int32) -> SkippedFile? {
    guard !name.hasPrefix("."), !skippedDirectoryNames.contains(name) else { return nil }
    if error == ENOENT {
      guard name.unicodeScalars.contains("\u{FFFD}") else { return nil }
      return SkippedFile(file: shown, kind: .notUTF8, reason: "the file name is not valid UTF-8")
    }
    return SkippedFile(
      file: shown, kind: .unreadable,
      reason: "could not be read: \(String(cString: strerror(error)))")
  }

  /// The path as the user wrote it, without `./` and trailing slashes (`.` stays `.`).
  private static func displayRoot(_ path: String) -> String {
    var text = Substring(path)
    while text.hasPrefix("./"), text.count > 2 { text = text.dropFirst(2) }
    while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
    return String(text)
  }

  private static func join(_ directory: String, _ name: String) -> String {
    if directory.isEmpty || directory == "." { return name }
    return directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  private static func kind(of path: String, followingLinks: Bool) -> Kind? {
    var info = stat()
    let status = followingLinks ? stat(path, &info) : lstat(path, &info)
    guard status == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .file
    case S_IFLNK: return .symbolicLink
    default: return .other
    }
  }

  /// The absolute path with every symbolic link resolved, or `nil` when it leads nowhere.
  private static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func reason(of error: Error) -> String {
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(nsError.code)))
    }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }

  /// The names in `directory` (without `.` and `..`), each with its kind when the listing says
  /// it (`d_type`), so most entries need no `lstat`; `nil` where the file system does not say.
  /// A directory `opendir` cannot open (a path longer than `PATH_MAX`) is listed by Foundation,
  /// without kinds.
  private static func listing(of directory: String) throws -> [(name: String, kind: Kind?)] {
    guard let stream = opendir(directory) else {
      return try FileManager.default.contentsOfDirectory(atPath: directory).map { ($0, nil) }
    }
    defer { closedir(stream) }
    var entries: [(name: String, kind: Kind?)] = []
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        if errno != 0 { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
        return entries
      }
      // A name that is not UTF-8 gets U+FFFD in place of its bad bytes, and no kind: `lstat`
      // then finds no such file, and the walk reports it (see `unexaminable`).
      let (name, isUTF8) = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
        let characters = buffer.baseAddress!.assumingMemoryBound(to: CChar.self)
        return String(validatingCString: characters).map { ($0, true) }
          ?? (String(cString: characters), false)
      }
      guard name != ".", name != ".." else { continue }
      let kind: Kind? =
        switch isUTF8 ? Int32(entry.pointee.d_type) : Int32(DT_UNKNOWN) {
        case Int32(DT_DIR): .directory
        case Int32(DT_REG): .file
        case Int32(DT_LNK): .symbolicLink
        case Int32(DT_UNKNOWN): nil
        default: .other
        }
      entries.append((name, kind))
    }
  }
}
