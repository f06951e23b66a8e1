import Foundation
import MotionAuditSemantics
import TestSupport
import Testing

/// `--write-baseline` and `--baseline` from the command line.
@Suite struct BaselineCommandTests {
  private let card = """
    struct Card: View {
        @State private var isOpen = false
        var body: some View {
            Button("Open") { withAnimation(.bouncy) { isOpen.toggle() } }
        }
    }

    """

  @Test func aWrittenBaselineSilencesTodaysFindingsAndReportsNewOnes() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("App/Card.swift", card)
    let written = runCommand(
      ["App", "--write-baseline", "motion-audit-baseline.json", "--format", "xcode"],
      in: scratch.path)
    #expect(written.exitCode == .findings)
    #expect(written.output.split(separator: "\n").count == 1)
    #expect(written.error.contains("recorded 1 finding in motion-audit-baseline.json"))
    let text = try String(
      contentsOfFile: scratch.path + "/motion-audit-baseline.json", encoding: .utf8)
    #expect(text.contains("\"file\": \"App/Card.swift\""))

    let clean = runCommand(["App", "--baseline", "motion-audit-baseline.json"], in: scratch.path)
    #expect(clean.exitCode == .success)
    #expect(clean.output.contains("No findings"))
    #expect(clean.error.contains("1 finding recorded in motion-audit-baseline.json not shown"))

    // Lines added above, and a new finding below.
    try scratch.write(
      "App/Card.swift",
      "import SwiftUI\n\n"
        + card.replacingOccurrences(
          of: "    }\n}",
          with: "    }\n    func close() { withAnimation(.snappy) { isOpen = false } }\n}"))
    let new = runCommand(
      ["App", "--baseline", "motion-audit-baseline.json", "--format", "xcode"], in: scratch.path)
    #expect(new.exitCode == .findings)
    #expect(
      new.output
        == "App/Card.swift:8:35: warning: Spring animation `.snappy` bounces slightly even when "
        + "Reduce Motion is on [ungated-explicit-animation]\n")
    #expect(new.error.isEmpty)
  }

  @Test func baselinePathsAreRelativeToTheBaselineSoAnyDirectoryCanUseIt() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("App/Card.swift", card)
    try scratch.write("ci/README", "")
    _ = runCommand(["App", "--write-baseline", "ci/baseline.json"], in: scratch.path)
    let text = try String(contentsOfFile: scratch.path + "/ci/baseline.json", encoding: .utf8)
    #expect(text.contains("\"file\": \"../App/Card.swift\""))
    let fromApp = runCommand(
      ["Card.swift", "--baseline", "../ci/baseline.json"], in: scratch.path + "/App")
    #expect(fromApp.exitCode == .success)
    let elsewhere = runCommand(["App", "--write-baseline", "none/baseline.json"], in: scratch.path)
    #expect(elsewhere.exitCode == .usageError)
    #expect(
      elsewhere.error.contains(
        "none/baseline.json: could not be written: No such file or directory"))
  }

  @Test func aMissingCorruptOrForeignBaselineIsAnErrorNamingTheFile() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("App/Card.swift", card)
    try scratch.write("corrupt.json", "{\"format\": \"motion-audit-baseline\", \"version\": 1, ")
    _ = runCommand(["App", "--format", "json"], in: scratch.path)
    let report = runCommand(["App", "--format", "json"], in: scratch.path)
    try scratch.write("report.json", report.output)
    for (file, reason) in [
      ("missing.json", "missing.json: could not be read: No such file or directory"),
      ("corrupt.json", "corrupt.json:1:"),
      ("report.json", "report.json:1:1: not a motion-audit baseline"),
    ] {
      let outcome = runCommand(["App", "--baseline", file], in: scratch.path)
      #expect(outcome.exitCode == .usageError)
      #expect(outcome.output.isEmpty)
      #expect(outcome.error.hasPrefix("motion-audit: error: \(reason)"), "\(outcome.error)")
    }
  }
}
