import Foundation
import MotionAuditSemantics
import TestSupport
import Testing

/// The one-line summary on standard error when the report goes where nobody reads it as it is
/// written: a file, or a machine format on standard output while standard error is a terminal.
@Suite struct RunSummaryTests {
  @Test func reportToAFileIsSummedUp() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let report = scratch.path + "/r.html"
    let outcome = try runBuiltCommand(["Examples/NaiveApp", "--format", "html", "--output", report])
    #expect(outcome.termination == .exited(1))
    #expect(outcome.output.isEmpty)
    #expect(
      outcome.error
        == "motion-audit: 51 findings (1 error, 42 warnings, 8 notes) in 21 files of 27 audited; "
        + "43 at or above warning; report written to \(report)\n")
    #expect(FileManager.default.fileExists(atPath: report))
  }

  @Test func quietSilencesTheSummary() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let outcome = try runBuiltCommand([
      "Examples/NaiveApp", "--format", "json", "--output", scratch.path + "/r.json", "--quiet",
    ])
    #expect(outcome.termination == .exited(1))
    #expect(outcome.error.isEmpty)
  }

  @Test func machineFormatOnStandardOutputIsSummedUpOnATerminal() {
    let onTerminal = runCommand(["Examples/PipApp", "--format", "json"], errorTerminal: true)
    #expect(onTerminal.exitCode == .success)
    #expect(
      onTerminal.error
        == "motion-audit: No findings in 11 files; json report on standard output\n")
    let redirected = runCommand(["Examples/PipApp", "--format", "json"])
    #expect(redirected.error.isEmpty)
  }

  @Test func textOnStandardOutputEndsWithItsOwnTotals() {
    let outcome = runCommand(["Examples/PipApp"], errorTerminal: true)
    #expect(outcome.error.isEmpty)
    #expect(outcome.output.hasSuffix("No findings in 11 files.\n"))
  }
}
