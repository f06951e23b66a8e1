import Foundation
import MotionAudit
import MotionAuditCLI
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax
import TestSupport

/// What a command printed and returned.
struct CommandOutcome {
  var exitCode: ExitCode
  var output: String
  var error: String
}

/// Collects what a command writes (the command may write from another thread).
private final class Capture: @unchecked Sendable {
  private let lock = NSLock()
  private var output = ""
  private var error = ""

  func appendOutput(_ text: String) { lock.withLock { output += text } }
  func appendError(_ text: String) { lock.withLock { error += text } }
  var captured: (String, String) { lock.withLock { (output, error) } }
}

/// Runs `motion-audit` in-process with `arguments`.
func runCommand(
  _ arguments: [String], in directory: String = repositoryRoot, terminal: Bool = false,
  environment: [String: String] = [:], reader: any SourceReading = FileSystemSourceReader(),
  input: [UInt8] = [], errorTerminal: Bool = false
) -> CommandOutcome {
  let capture = Capture()
  let context = CommandContext(
    currentDirectory: directory, outputIsTerminal: terminal, environment: environment,
    writeOutput: { capture.appendOutput($0) }, writeError: { capture.appendError($0) },
    reader: reader, errorIsTerminal: errorTerminal, readInput: { input })
  let exitCode = MotionAuditCommand.run(arguments, in: context)
  let (output, error) = capture.captured
  return CommandOutcome(exitCode: exitCode, output: output, error: error)
}

/// The repository's root directory, as a path.
let repositoryRoot = RepositoryFiles.root.path

/// A scratch directory with files, removed when the value is discarded by `remove()`.
struct ScratchDirectory {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("motion-audit-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `contents` at `relativePath`, creating folders.
  func write(_ relativePath: String, _ contents: String) throws {
    try write(relativePath, bytes: Array(contents.utf8))
  }

  func write(_ relativePath: String, bytes: [UInt8]) throws {
    let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// Reads from disk, except for the paths it refuses (an unreadable file, even for root).
struct RefusingReader: SourceReading {
  var refusedSuffixes: [String]

  func read(_ path: String) throws(ReadError) -> [UInt8] {
    if refusedSuffixes.contains(where: { path.hasSuffix($0) }) {
      throw ReadError(reason: "Permission denied")
    }
    return try FileSystemSourceReader().read(path)
  }
}

/// Runs the built `motion-audit` executable with `arguments` in `directory`.
func runBuiltCommand(_ arguments: [String], in directory: String = repositoryRoot) throws
  -> ChildOutcome
{
  try runMotionAuditProcess(arguments, in: directory, timeLimit: 300)
}
