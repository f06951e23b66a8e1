import Foundation
import MotionAuditSources

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a command touches outside itself, injectable so tests run commands in-process.
package struct CommandContext: Sendable {
  /// What relative paths are relative to.
  package var currentDirectory: String
  /// Whether standard output is a terminal (and colour is welcome).
  package var outputIsTerminal: Bool
  package var environment: [String: String]
  /// Writes to standard output.
  package var writeOutput: @Sendable (String) -> Void
  /// Writes to standard error.
  package var writeError: @Sendable (String) -> Void
  /// Reads the audited files.
  package var reader: any SourceReading
  /// Whether standard error is a terminal (where a progress line may be drawn).
  package var errorIsTerminal: Bool
  /// Seconds on a monotonic clock, for the progress line's rate.
  package var clock: @Sendable () -> Double
  /// Reads standard input to its end (`--use-stdin`).
  package var readInput: @Sendable () -> [UInt8]

  package init(
    currentDirectory: String, outputIsTerminal: Bool = false, environment: [String: String] = [:],
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    reader: any SourceReading = FileSystemSourceReader(),
    errorIsTerminal: Bool = false,
    clock: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime },
    readInput: @escaping @Sendable () -> [UInt8] = { [] }
  ) {
    self.currentDirectory = currentDirectory
    self.outputIsTerminal = outputIsTerminal
    self.environment = environment
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.reader = reader
    self.errorIsTerminal = errorIsTerminal
    self.clock = clock
    self.readInput = readInput
  }

  /// The process's own streams, directory and environment.
  package static func live() -> CommandContext {
    CommandContext(
      currentDirectory: FileManager.default.currentDirectoryPath,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      environment: ProcessInfo.processInfo.environment,
      writeOutput: { StandardStream.output.write($0) },
      writeError: { StandardStream.error.write($0) },
      errorIsTerminal: isatty(STDERR_FILENO) == 1,
      readInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) })
  }

  /// Colour only on a terminal, and never when `NO_COLOR` is set or the terminal is dumb.
  var usesColor: Bool {
    outputIsTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
  }

  /// `motion-audit: error: <message>` on standard error.
  func reportError(_ message: String) {
    writeError("motion-audit: error: \(message)\n")
  }

  /// `motion-audit: warning: <message>` on standard error, for what a run goes on despite.
  func reportWarning(_ message: String) {
    writeError("motion-audit: warning: \(message)\n")
  }
}
