import Foundation
import TestSupport
import Testing

/// A configuration whose globs leave no Swift file fails, as a mistyped path does, instead of
/// passing with "No findings in 0 files".
@Suite struct ExcludedEverythingTests {
  @Test func configurationThatExcludesEveryFileIsAnError() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(".motion-audit.json", #"{ "exclude": ["**/*.swift"] }"#)
    try scratch.write("App/Card.swift", "struct Card {}\n")
    let outcome = try runBuiltCommand(["App"], in: scratch.path)
    #expect(outcome.termination == .exited(2))
    #expect(
      outcome.error
        == "motion-audit: error: no Swift files left to audit after the include and exclude of "
        + ".motion-audit.json; check its globs\n")
    #expect(outcome.output.isEmpty)
  }

  @Test func configurationThatKeepsAFilePasses() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(".motion-audit.json", #"{ "exclude": ["App/Generated/**"] }"#)
    try scratch.write("App/Card.swift", "struct Card {}\n")
    try scratch.write("App/Generated/Strings.swift", "enum Strings {}\n")
    let outcome = try runBuiltCommand(["App"], in: scratch.path)
    #expect(outcome.termination == .exited(0))
    #expect(outcome.output == "No findings in 1 file.\n")
  }

  @Test func excludedFileNamedOnTheCommandLineWithForceExcludeStillPasses() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(".motion-audit.json", #"{ "exclude": ["**/*.swift"] }"#)
    try scratch.write("App/Card.swift", "struct Card {}\n")
    // A pre-commit hook names staged files: an excluded one is simply not audited.
    let outcome = try runBuiltCommand(["--force-exclude", "App/Card.swift"], in: scratch.path)
    #expect(outcome.termination == .exited(0))
  }
}
