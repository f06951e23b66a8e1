import Foundation
import TestSupport
import Testing

/// `motion-audit inventory`: the checklist on standard output or in a file, never written over a
/// folder, and the configuration's excludes applied as the audit applies them.
@Suite struct InventoryCommandTests {
  static let source = """
    struct Badge: View {
      @State private var pulsing = false
      var body: some View {
        Circle().scaleEffect(pulsing ? 1.2 : 1)
          .animation(.easeInOut.repeatForever(), value: pulsing)
      }
    }

    """

  @Test func listsTheSitesOfTheAppByScreen() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("App/Badge.swift", Self.source)
    let outcome = try runBuiltCommand(["inventory", "App"], in: scratch.path)
    #expect(outcome.termination == .exited(0))
    #expect(outcome.output.hasPrefix("Badge\n  App/Badge.swift:4:14  movement modifier `pulsing`"))
    #expect(outcome.output.contains("  App/Badge.swift:5:29  loop, no gate\n    off: loops\n"))
    #expect(outcome.output.hasSuffix("2 still move with Reduce Motion on\n"))
  }

  @Test func writesTheChosenFormatToAFileButNeverOverAFolder() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("App/Badge.swift", Self.source)
    try scratch.write("Reports/keep.txt", "kept\n")
    let refused = try runBuiltCommand(
      ["inventory", "App", "--format", "json", "--output", "Reports"], in: scratch.path)
    #expect(refused.termination == .exited(2))
    #expect(refused.error.contains("Reports: a directory, not written"))
    #expect(
      try String(contentsOfFile: scratch.path + "/Reports/keep.txt", encoding: .utf8) == "kept\n")
    let written = try runBuiltCommand(
      ["inventory", "App", "--format", "markdown", "--output", "Reports/checklist.md"],
      in: scratch.path)
    #expect(written.termination == .exited(0))
    #expect(written.output.isEmpty)
    let checklist = try String(
      contentsOfFile: scratch.path + "/Reports/checklist.md", encoding: .utf8)
    #expect(checklist.contains("| [ ] | `App/Badge.swift:5:29` | loop |"))
  }

  @Test func excludedFilesAreLeftOut() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(".motion-audit.json", #"{ "exclude": ["App/Generated/**"] }"#)
    try scratch.write("App/Badge.swift", "struct Plain {}\n")
    try scratch.write("App/Generated/Badge.swift", Self.source)
    let outcome = try runBuiltCommand(["inventory", "App"], in: scratch.path)
    #expect(
      outcome.output
        == "0 motion sites on 0 screens in 1 file: 0 gated, 0 still move with Reduce Motion on\n")
  }

  @Test func badJobsCountIsAUsageError() throws {
    let outcome = try runBuiltCommand(["inventory", "--jobs", "0"], in: "/")
    #expect(outcome.termination == .exited(2))
    #expect(outcome.error.contains("'--jobs' must be a whole number from 1 to 64 (got '0')"))
  }
}
