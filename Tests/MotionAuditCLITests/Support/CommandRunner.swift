import Foundation
import MotionAuditCLI
import MotionAuditSources
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
