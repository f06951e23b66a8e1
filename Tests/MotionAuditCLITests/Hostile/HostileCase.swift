import Foundation
import MotionAudit
import MotionAuditCLI
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
    atexit { try? FileManager.default.removeItem(atPath: HostileFixtures.root) }
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
