import Foundation
import MotionAuditCLI
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the report cannot go: the built executable with its standard output closed or full.
@Suite struct HostileOutputTests {
  /// A standard output that fails, how the parent treats SIGPIPE, and how the run must end.
  struct OutputCase: Sendable, CustomTestStringConvertible {
    var name: String
    var output: ChildOutput
    var ignoringSIGPIPE: Bool
    var termination: Termination
    var error: String

    var testDescription: String { name }
  }

  static let cases = [
    OutputCase(
      name: "reader gone (`| head`): ends by SIGPIPE, like other tools", output: .closedPipe,
      ignoringSIGPIPE: false, termination: .signaled(SIGPIPE), error: ""),
    OutputCase(
      name: "reader gone, parent ignoring SIGPIPE: still ends by SIGPIPE, no crash",
      output: .closedPipe, ignoringSIGPIPE: true, termination: .signaled(SIGPIPE), error: ""),
    OutputCase(
      name: "disk full: an error line and exit 2, no crash", output: .fullDevice,
      ignoringSIGPIPE: false, termination: .exited(ExitCode.usageError.rawValue),
      error: "motion-audit: error: could not write to standard output: No space left on device\n"),
  ]

  @Test(arguments: cases)
  func reportThatCannotBeWrittenEndsTheRunCleanly(_ outputCase: OutputCase) throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    for index in 0..<50 {
      try scratch.write("App/Card\(index).swift", GeneratedSources.motion)
    }
    let outcome = try runMotionAuditProcess(
      ["App"], in: scratch.path, timeLimit: 10, output: outputCase.output,
      ignoringSIGPIPE: outputCase.ignoringSIGPIPE)
    #expect(!outcome.timedOut)
    #expect(outcome.termination == outputCase.termination)
    #expect(outcome.error == outputCase.error)
  }
}
