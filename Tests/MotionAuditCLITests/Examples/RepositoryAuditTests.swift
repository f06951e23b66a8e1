import Foundation
import MotionAuditSemantics
import Testing

/// The repository audits itself clean and quiet: its root `.motion-audit.json` leaves out the
/// example app written wrong on purpose and the fuzzing corpus of malformed files, while the
/// example app is still audited as it is when named.
@Suite struct RepositoryAuditTests {
  @Test func theRepositoryAuditsCleanAndQuiet() throws {
    let outcome = try runBuiltCommand([])
    #expect(outcome.termination == .exited(0))
    #expect(outcome.error.isEmpty)
    let lines = outcome.output.split(separator: "\n")
    #expect(lines.count == 1, "\(outcome.output)")
    #expect(lines.first?.hasPrefix("No findings in ") == true)
    #expect(!outcome.output.contains("skipped"))
  }

  @Test func theNaiveAppIsStillAuditedWhenNamed() throws {
    let outcome = try runBuiltCommand(["Examples/NaiveApp", "--format", "xcode"])
    #expect(outcome.termination == .exited(1))
    #expect(outcome.output.contains("Examples/NaiveApp/CardList.swift:"))
  }
}
