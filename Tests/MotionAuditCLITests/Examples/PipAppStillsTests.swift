import Foundation
import MotionAudit
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSources
import Testing

/// The reference app's mood stills are what `motion-audit stills` makes from its mascot.
@Suite struct PipAppStillsTests {
  static let command = [
    "stills", "Examples/PipApp/PipApp/pip-mascot.json", "--into",
    "Examples/PipApp/PipApp/Assets.xcassets", "--moods", "idle,loading,ready,error",
  ]

  @Test func theStillsAreGeneratedFromTheMascotAndUpToDate() {
    let outcome = runCommand(Self.command + ["--dry-run"])
    #expect(outcome.exitCode == .success, "\(outcome.error)")
    let lines = outcome.output.split(separator: "\n")
    #expect(lines.count == 4)
    for line in lines {
      #expect(
        line.hasPrefix("up to date "),
        "\(line): regenerate with motion-audit \(Self.command.joined(separator: " "))")
    }
  }
}
