import Foundation
import MotionAuditCLI
import MotionAuditSources
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A hostile input for `motion-audit` and what the command must do with it.
struct HostileCase: Sendable, CustomTestStringConvertible {
  /// How the case is run.
  enum Runs: Sendable {
    /// In-process through `MotionAuditCommand.run` and as the built executable.
    case inProcessAndExecutable
    /// Only as the built executable (large inputs: the process's memory is what matters).
    case executableOnly
    /// Only in-process, where a reader can change the file system at the right moment.
    case inProcessOnly
  }

  var name: String
  /// Creates the inputs in the case's directory.
  var setUp: @Sendable (HostileDirectory) throws -> Void
  /// The arguments after `motion-audit`; the case adds `--format`.
  var arguments: [String] = ["."]
  /// Every finding, skip note and error line the run must print, and nothing else.
  var expected: [ExpectedLine]
  var exitCode: ExitCode
  /// How many Swift files the report counts as audited (checked in-process).
  var audited: Int
  var runs: Runs = .inProcessAndExecutable
  /// The hang guard for the executable: about ten times what the case takes on the development
  /// machine, never less than 10 s, so a loaded CI machine does not trip it.
  var timeLimit: Double = 10
  /// The memory guard for the executable.
  var memoryLimit = MemoryLimit()
  /// Whether the run reads every file of the tree (and so holds its bytes at some point).
  var readsEveryFile = true
  /// Reads the files in-process instead of the file system (to change it between discovery and
  /// reading).
  var reader: (@Sendable (HostileDirectory) -> any SourceReading)?

  var testDescription: String { name }
}

/// One line of a run's outcome.
enum ExpectedLine: Hashable, Sendable, CustomStringConvertible {
  /// A finding: `file:line:column: severity: message [rule]`.
  case finding(String, line: Int, column: Int, rule: String)
  /// A file that was not audited, with the reason; an unreadable file is also an error line on
  /// standard error (`motion-audit: error: file: reason`) and makes the run exit with 3.
  case skipped(String, kind: SkippedFile.Kind, reason: ExpectedText)
  /// A usage or configuration error on standard error: `motion-audit: error: message`.
  case error(ExpectedText)

  var description: String {
    switch self {
    case .finding(let file, let line, let column, let rule): "\(file):\(line):\(column) [\(rule)]"
    case .skipped(let file, let kind, let reason): "skipped \(file) (\(kind.rawValue)): \(reason)"
    case .error(let message): "error: \(message)"
    }
  }
}

/// Text that must match exactly, or only its start (where the system's words vary).
enum ExpectedText: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  case exactly(String)
  case starting(String)

  init(stringLiteral value: String) {
    self = .exactly(value)
  }

  func matches(_ text: String) -> Bool {
    switch self {
    case .exactly(let expected): Array(text.utf8) == Array(expected.utf8)
    case .starting(let prefix): text.utf8.starts(with: prefix.utf8)
    }
  }

  var description: String {
    switch self {
    case .exactly(let text): text
    case .starting(let text): text + "…"
    }
  }
}

/// Peak memory allowed for a run: a fixed base (the process, the toolchain's libraries, the
/// rules) plus a multiple of the bytes given to it.
struct MemoryLimit: Sendable {
  var baseBytes = 160 << 20
  var bytesPerInputByte = 64

  func bytes(forInput inputBytes: Int) -> Int {
    baseBytes + bytesPerInputByte * inputBytes
  }
}

/// The directory a case builds its inputs in: `tree` is where the command runs; `outside` is a
/// sibling, outside the audited tree.
struct HostileDirectory: Sendable {
  let root: String

  var tree: String { root + "/tree" }
  var outside: String { root + "/outside" }

  /// Writes `text` at `path` (relative to the tree), creating folders.
  func write(_ path: String, _ text: String) throws {
    try write(path, bytes: Array(text.utf8))
  }

  func write(_ path: String, bytes: [UInt8]) throws {
    let url = URL(fileURLWithPath: tree).appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  /// Writes `text` at `path` relative to the directory outside the tree.
  func writeOutside(_ path: String, _ text: String) throws {
    let url = URL(fileURLWithPath: outside).appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func makeDirectory(_ path: String) throws {
    try FileManager.default.createDirectory(
      atPath: tree + "/" + path, withIntermediateDirectories: true)
  }

  /// A symbolic link at `path` whose target is `destination`, written as given.
  func link(_ path: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: tree + "/" + path, withDestinationPath: destination)
  }

  /// A file of `size` bytes at `path` that takes no room on disk (sparse, all zeros).
  func makeSparseFile(_ path: String, size: Int) throws {
    try write(path, "")
    guard truncate(tree + "/" + path, off_t(size)) == 0 else {
      throw ChildProcessError("truncate \(path) failed: errno \(errno)")
    }
  }

  /// A chain of `depth` directories named `name` with `file` in the last, created one level at
  /// a time (relative to the level above), so the whole path may be longer than `PATH_MAX`.
  func makeDeepDirectories(depth: Int, name: String, file: String, contents: String) throws {
    var directory = open(tree, O_RDONLY | O_DIRECTORY)
    for _ in 0..<depth {
      guard directory >= 0, mkdirat(directory, name, 0o755) == 0 || errno == EEXIST else {
        throw ChildProcessError("mkdirat failed: errno \(errno)")
      }
      let next = openat(directory, name, O_RDONLY | O_DIRECTORY)
      close(directory)
      directory = next
    }
    let descriptor = openat(directory, file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    close(directory)
    guard descriptor >= 0 else { throw ChildProcessError("openat failed: errno \(errno)") }
    defer { close(descriptor) }
    try writeAll(Array(contents.utf8), to: descriptor)
  }

  /// A file whose name is `nameBytes`, which need not be UTF-8.
  func write(nameBytes: [UInt8], _ text: String) throws {
    let path = Array(tree.utf8) + [UInt8(ascii: "/")] + nameBytes + [0]
    let descriptor = path.withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
    }
    guard descriptor >= 0 else { throw ChildProcessError("open failed: errno \(errno)") }
    defer { close(descriptor) }
    try writeAll(Array(text.utf8), to: descriptor)
  }

  /// A named pipe at `path`, with no writer: opening it for reading blocks.
  func makeFIFO(_ path: String) throws {
    guard mkfifo(tree + "/" + path, 0o644) == 0 else {
      throw ChildProcessError("mkfifo \(path) failed: errno \(errno)")
    }
  }

  /// The total size of the regular files in the tree (the input the memory limit scales with).
  var inputBytes: Int {
    guard let enumerator = FileManager.default.enumerator(atPath: tree) else { return 0 }
    var total = 0
    while let path = enumerator.nextObject() as? String {
      var info = stat()
      if lstat(tree + "/" + path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
        total += Int(info.st_size)
      }
    }
    return total
  }
}

/// Writes `bytes` to an open file (small files: one call).
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
  let written = bytes.withUnsafeBytes { buffer in
    #if canImport(Glibc)
      Glibc.write(descriptor, buffer.baseAddress, buffer.count)
    #elseif canImport(Musl)
      Musl.write(descriptor, buffer.baseAddress, buffer.count)
    #else
      Darwin.write(descriptor, buffer.baseAddress, buffer.count)
    #endif
  }
  guard written == bytes.count else { throw ChildProcessError("write failed: errno \(errno)") }
}

/// Builds each case's inputs once per test run, shared by its in-process and executable runs,
/// and removes them all when the test process exits.
enum HostileFixtures {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var built: [String: HostileDirectory] = [:]

  /// Where every case's directory lives.
  static let root: String = {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("motion-audit-hostile-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    atexit { removeTree(HostileFixtures.root) }
    return path
  }()

  /// The case's directory, built on first use.
  static func directory(for hostileCase: HostileCase) throws -> HostileDirectory {
    try lock.withLock {
      if let known = built[hostileCase.name] { return known }
      let directory = HostileDirectory(root: root + "/case-\(built.count)")
      try FileManager.default.createDirectory(
        atPath: directory.tree, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        atPath: directory.outside, withIntermediateDirectories: true)
      try hostileCase.setUp(directory)
      built[hostileCase.name] = directory
      return directory
    }
  }
}

/// Removes a directory tree however long its paths and whatever its names (FileManager fails past
/// `PATH_MAX`): each directory is opened relative to the one above.
func removeTree(_ path: String) {
  let directory = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
  guard directory >= 0 else {
    unlink(path)
    return
  }
  removeContents(of: directory)
  rmdir(path)
}

/// Removes what the open directory holds, and closes it.
private func removeContents(of directory: Int32) {
  guard let stream = fdopendir(directory) else {
    close(directory)
    return
  }
  defer { closedir(stream) }
  while let entry = readdir(stream) {
    withUnsafeBytes(of: entry.pointee.d_name) { raw in
      let name = raw.bindMemory(to: CChar.self).baseAddress!
      guard strcmp(name, ".") != 0, strcmp(name, "..") != 0 else { return }
      var info = stat()
      if fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0,
        info.st_mode & S_IFMT == S_IFDIR
      {
        let child = openat(directory, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        if child >= 0 { removeContents(of: child) }
        unlinkat(directory, name, AT_REMOVEDIR)
      } else {
        unlinkat(directory, name, 0)
      }
    }
  }
}
