import Foundation
import MotionAudit
import MotionAuditSemantics
import TestSupport
import Testing

/// What a team adopting motion-audit runs into: the bugs of issue 17 (named `bug<N>…` after the
/// issue's list) and the options it expects.
@Suite struct AdoptionTests {
  private let slide = """
    struct Card: View {
        var body: some View { Text("a").transition(.slide) }
    }

    """
  private let spring = """
    struct Toggle: View {
        @State private var isOn = false
        var body: some View { Button("a") { withAnimation(.bouncy) { isOn.toggle() } } }
    }

    """

  // MARK: - Bugs

  @Test func bug3ABaselineKeepsProjectFilesAndTheirFindingsInTheReport() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(
      "empty-baseline.json",
      #"{ "format": "motion-audit-baseline", "version": 1, "findings": [] }"# + "\n")
    let baseline = scratch.path + "/empty-baseline.json"
    for format in ["json", "text"] {
      let plain = runCommand(["Examples/NaiveApp", "--format", format, "--no-cache"])
      let filtered = runCommand(
        ["Examples/NaiveApp", "--format", format, "--no-cache", "--baseline", baseline])
      #expect(filtered.output == plain.output)
      #expect(filtered.exitCode == plain.exitCode)
    }
    let json = runCommand(["Examples/NaiveApp", "--format", "json", "--baseline", baseline])
    #expect(
      json.output.contains(#""filesAudited" : 27"#) || json.output.contains(#""filesAudited": 27"#))
  }

  @Test func bug4ANestedConfigurationAppliesToTheFilesBelowIt() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("App/Card.swift", slide)
    try scratch.write("App/Legacy/Old.swift", slide)
    try scratch.write(
      "App/Legacy/.motion-audit.json",
      #"{ "rules": { "movement-transition-without-fade": "off" } }"#)
    let outcome = runCommand(["App", "--format", "xcode"], in: scratch.path)
    #expect(outcome.exitCode == .findings)
    #expect(Self.locations(outcome.output) == ["App/Card.swift:2: warning"])
  }

  @Test func aNestedConfigurationOverridesItsParentPerKey() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(
      ".motion-audit.json",
      #"""
      { "rules": { "ungated-explicit-animation": "error" },
        "exclude": ["**/Generated/**"] }
      """#)
    // Changes one rule; the parent's other rule settings and its exclude still apply.
    try scratch.write(
      "App/Feature/.motion-audit.json",
      #"{ "rules": { "movement-transition-without-fade": "note" } }"#)
    try scratch.write("App/Feature/Card.swift", slide)
    try scratch.write("App/Feature/Toggle.swift", spring)
    try scratch.write("App/Feature/Generated/Card.swift", slide)
    try scratch.write("App/Toggle.swift", spring)
    try scratch.write("App/Card.swift", slide)
    let outcome = runCommand(["App", "--format", "xcode"], in: scratch.path)
    #expect(
      Self.locations(outcome.output) == [
        "App/Card.swift:2: warning", "App/Feature/Card.swift:2: note",
        "App/Feature/Toggle.swift:3: error", "App/Toggle.swift:3: error",
      ])
  }

  @Test func aNestedExcludeIsRelativeToItsOwnFolderAndReplacesTheParents() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(".motion-audit.json", #"{ "exclude": ["App/Old.swift"] }"#)
    try scratch.write("App/Old.swift", slide)
    try scratch.write("App/Feature/.motion-audit.json", #"{ "exclude": ["Skipped.swift"] }"#)
    try scratch.write("App/Feature/Skipped.swift", slide)
    try scratch.write("App/Feature/Old.swift", slide)
    let outcome = runCommand(["App", "--format", "xcode"], in: scratch.path)
    #expect(
      outcome.output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) } == [
        "App/Feature/Old.swift"
      ])
  }

  @Test func bug5APathWithNoSwiftFilesIsAUsageError() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("Docs/README.md", "notes\n")
    try scratch.write("App/Card.swift", slide)
    let outcome = runCommand(["App", "Docs"], in: scratch.path)
    #expect(outcome.exitCode == .usageError)
    #expect(outcome.output.isEmpty)
    #expect(
      outcome.error
        == "motion-audit: error: 'Docs' holds no .swift files (skipping .build, DerivedData, Pods, "
        + "Carthage, .git and hidden folders); check the path\n")
  }

  @Test func bug6ASuppressionNamingAnUnknownRuleIsReported() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(
      "App/Card.swift",
      """
      struct Card: View {
          // motion-audit:disable:next ungated-everything
          var body: some View { Text("a").transition(.slide) }
      }

      """)
    let outcome = runCommand(["App", "--format", "xcode"], in: scratch.path)
    #expect(outcome.exitCode == .findings)
    #expect(
      outcome.error.hasPrefix(
        "App/Card.swift:2:5: warning: `motion-audit:disable:next` names unknown rule "
          + "'ungated-everything'"))
    #expect(outcome.error.hasSuffix("Run 'motion-audit rules' to list the rules.\n"))
    #expect(outcome.error.split(separator: "\n").count == 1)
    let typo = runCommand(
      ["App", "--format", "xcode", "--only-rule", "movement-transition-without-fade"],
      in: scratch.path)
    #expect(typo.error == outcome.error)
  }

  @Test func aSuppressionThatSuppressesNothingIsReported() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(
      "App/Card.swift",
      """
      struct Card: View {
          // motion-audit:disable:next movement-transition-without-fade
          var title: String { "a" }
          // motion-audit:disable:next movement-transition-without-fade
          var body: some View { Text(title).transition(.slide) }
      }

      """)
    let outcome = runCommand(["App", "--format", "xcode"], in: scratch.path)
    #expect(outcome.exitCode == .success)
    #expect(outcome.output.isEmpty)
    #expect(
      outcome.error
        == "App/Card.swift:2:5: warning: `motion-audit:disable:next` suppresses no finding of "
        + "'movement-transition-without-fade'; remove it\n")
  }

  @Test func bug7TheIntroBackgroundFixNamesTheLaunchScreensColour() throws {
    let outcome = runCommand(["Examples/NaiveApp", "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8))
    let findings = try #require((object as? [String: Any])?["findings"] as? [[String: Any]])
    let mismatch = try #require(
      findings.first { $0["rule"] as? String == "intro-background-mismatch" })
    let fix = try #require(mismatch["fix"] as? String)
    #expect(fix.contains(#"`Color("SplashBackground")`"#))
    #expect(!fix.contains("LaunchBackground"))
  }

  @Test(arguments: ["65", "1000000"])
  func bug8JobsAboveSixtyFourAreRefused(value: String) {
    let outcome = runCommand(["Examples/NaiveApp", "--jobs", value])
    #expect(outcome.exitCode == .usageError)
    #expect(
      outcome.error
        == "motion-audit: error: '--jobs' must be a whole number from 1 to 64 (got '\(value)')\n")
  }

  @Test func bug9AnAnimationFileFindingShowsNoEmptyExcerpt() {
    let outcome = runCommand(["Examples/NaiveApp"])
    let section = outcome.output.components(separatedBy: "Examples/NaiveApp/pip-mascot.riv\n")
    #expect(section.count == 2)
    let lines = (section.last ?? "").split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("  1:1  note  Mascot pip-mascot.riv loops") == true)
    #expect(lines.dropFirst().first?.hasPrefix("      = fix: ") == true)
  }

  @Test func bug9TheSameFixIsPrintedOnceForIdenticalFindings() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let rows = (1...25).map { "        Text(\"\($0)\").transition(.slide)" }.joined(separator: "\n")
    try scratch.write(
      "App/List.swift",
      "struct List: View {\n    var body: some View {\n" + rows + "\n    }\n}\n")
    let outcome = runCommand(["App"], in: scratch.path)
    let fix = try #require(RuleRegistry.rule(withID: "movement-transition-without-fade"))
      .description.fix
    let firstWords = String(fix.prefix(30))
    #expect(outcome.output.components(separatedBy: firstWords).count == 2)
    #expect(
      outcome.output.components(separatedBy: "= fix: as for line 3 above\n").count == 25)
  }

  @Test func bug9InspectGivesTheLengthAtTheAnimationsSpeed() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("fast.riv", bytes: Self.rive(animation: "intro", frames: 156, speed: 2))
    let outcome = runCommand(["inspect", "fast.riv"], in: scratch.path)
    #expect(outcome.exitCode == .success)
    #expect(
      outcome.output.contains(
        "\"intro\": 1.3 s one-shot (156 frames at 60 fps, speed 2; 2.6 s at speed 1)\n"))
  }

  @Test func bug10TheReadmeInstallsTheVersionTheToolReports() throws {
    let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
    let version = runCommand(["--version"]).output
    #expect(version == MotionAuditVersion.current + "\n")
    #expect(!readme.contains("<owner>"))
    let dependencyLines = readme.split(separator: "\n").filter { $0.hasPrefix(".package(") }
    #expect(!dependencyLines.isEmpty)
    #expect(
      dependencyLines.allSatisfy {
        $0.contains("path:") || $0.contains("from: \"\(MotionAuditVersion.current)\"")
      })
    #expect(readme.contains("MotionAware is at version \(MotionAuditVersion.current) "))
    #expect(readme.contains("from: \"\(MotionAuditVersion.current)\""))
  }

  // MARK: - Options

  @Test func onlyRuleRunsTheNamedRulesEvenWhenTheConfigurationTurnsThemOff() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(
      ".motion-audit.json", #"{ "rules": { "ungated-explicit-animation": "off" } }"#)
    try scratch.write("App/Card.swift", slide)
    try scratch.write("App/Toggle.swift", spring)
    let only = runCommand(
      ["App", "--format", "xcode", "--only-rule", "ungated-explicit-animation"], in: scratch.path)
    #expect(only.output.split(separator: "\n").count == 1)
    #expect(only.output.hasSuffix("[ungated-explicit-animation]\n"))
    let both = runCommand(
      [
        "App", "--format", "xcode", "--only-rule", "ungated-explicit-animation", "--only-rule",
        "movement-transition-without-fade",
      ], in: scratch.path)
    #expect(both.output.split(separator: "\n").count == 2)
    let unknown = runCommand(
      ["App", "--only-rule", "movement-transtion-without-fade"], in: scratch.path)
    #expect(unknown.exitCode == .usageError)
    #expect(
      unknown.error
        == "motion-audit: error: '--only-rule': unknown rule 'movement-transtion-without-fade'; "
        + "did you mean "
        + "'movement-transition-without-fade'? Run 'motion-audit rules' to list the rules.\n")
  }

  @Test func quietPrintsOnlyTheFindings() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("App/Card.swift", slide)
    try scratch.write("App/Model.swift", "struct Model {}\n")
    let outcome = runCommand(["App", "--quiet"], in: scratch.path)
    #expect(outcome.exitCode == .findings)
    #expect(outcome.output.hasPrefix("App/Card.swift\n  2:"))
    #expect(outcome.output.contains("  warning  "))
    #expect(!outcome.output.contains("Summary by rule"))
    #expect(!outcome.output.contains("audited"))
    #expect(outcome.error.isEmpty)
    try scratch.write("App/Card.swift", "struct Card {}\n")
    let clean = runCommand(["App", "--quiet"], in: scratch.path)
    #expect(clean.exitCode == .success)
    #expect(clean.output.isEmpty)
  }

  @Test func outputWritesTheReportToAFileInsteadOfStandardOutput() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("App/Card.swift", slide)
    let printed = runCommand(["App", "--format", "json"], in: scratch.path)
    let written = runCommand(
      ["App", "--format", "json", "--output", "reports/audit.json"], in: scratch.path)
    #expect(written.exitCode == .usageError)
    #expect(
      written.error
        == "motion-audit: error: reports/audit.json: could not be written: No such file or "
        + "directory\n")
    try FileManager.default.createDirectory(
      atPath: scratch.path + "/reports", withIntermediateDirectories: true)
    let again = runCommand(
      ["App", "--format", "json", "--output", "reports/audit.json"], in: scratch.path)
    #expect(again.exitCode == .findings)
    #expect(again.output.isEmpty)
    let file = try String(contentsOfFile: scratch.path + "/reports/audit.json", encoding: .utf8)
    #expect(file == printed.output)
  }

  @Test func useStdinAuditsTheBufferAsTheNamedFile() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(
      "App/Legacy/.motion-audit.json", #"{ "rules": { "ungated-explicit-animation": "note" } }"#)
    try scratch.write("App/Legacy/Toggle.swift", "struct Toggle {}\n")
    let outcome = runCommand(
      ["--use-stdin", "--stdin-path", "App/Legacy/Toggle.swift", "--format", "xcode"],
      in: scratch.path, input: Array(spring.utf8))
    #expect(outcome.exitCode == .success)
    #expect(Self.locations(outcome.output) == ["App/Legacy/Toggle.swift:3: note"])
    #expect(outcome.output.hasSuffix("[ungated-explicit-animation]\n"))
    // The file need not exist: an editor's unsaved buffer.
    let unsaved = runCommand(
      ["--use-stdin", "--stdin-path", "App/New.swift", "--format", "xcode"], in: scratch.path,
      input: Array(slide.utf8))
    #expect(unsaved.exitCode == .findings)
    #expect(Self.locations(unsaved.output) == ["App/New.swift:2: warning"])
  }

  @Test(arguments: [
    (
      ["--use-stdin"],
      "'--use-stdin' needs '--stdin-path <path>': the file the text is (for its configuration and the report)"
    ),
    (
      ["--use-stdin", "--stdin-path", "A.swift", "App"],
      "'--use-stdin' audits standard input; give no <paths> with it"
    ),
    (
      ["--use-stdin", "--stdin-path", "A.swift", "--fix"],
      "'--fix' writes files; it cannot correct standard input"
    ),
    (["--stdin-path", "A.swift"], "'--stdin-path' needs '--use-stdin'"),
  ])
  func stdinOptionsExplainTheirMistakes(arguments: [String], message: String) {
    let outcome = runCommand(arguments, input: [])
    #expect(outcome.exitCode == .usageError)
    #expect(outcome.error == "motion-audit: error: \(message)\n")
  }

  @Test func forceExcludeKeepsExcludedFilesOutWhenTheyAreNamed() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(".motion-audit.json", #"{ "exclude": ["**/Generated/**"] }"#)
    try scratch.write("App/Generated/Card.swift", slide)
    try scratch.write("App/Card.swift", slide)
    let named = ["App/Generated/Card.swift", "App/Card.swift", "--format", "xcode"]
    let plain = runCommand(named, in: scratch.path)
    #expect(plain.output.split(separator: "\n").count == 2)
    let forced = runCommand(named + ["--force-exclude"], in: scratch.path)
    #expect(
      forced.output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) } == [
        "App/Card.swift"
      ])
    let onlyExcluded = runCommand(
      ["App/Generated/Card.swift", "--force-exclude", "--quiet"], in: scratch.path)
    #expect(onlyExcluded.exitCode == .success)
    #expect(onlyExcluded.output.isEmpty)
  }

  /// Every hook of `.pre-commit-hooks.yaml` runs a command line the tool accepts.
  @Test func thePreCommitHooksRunValidCommandLines() throws {
    let text = try String(
      contentsOfFile: repositoryRoot + "/.pre-commit-hooks.yaml", encoding: .utf8)
    let entries = text.split(separator: "\n").compactMap { line -> [String]? in
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("entry:") else { return nil }
      return trimmed.dropFirst("entry:".count).split(separator: " ").map(String.init)
    }
    #expect(entries.count == 2)
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("App/Card.swift", slide)
    for entry in entries {
      #expect(entry.first == "motion-audit")
      let outcome = runCommand(Array(entry.dropFirst()) + ["App/Card.swift"], in: scratch.path)
      #expect(outcome.exitCode == .findings, "\(entry)")
    }
  }

  @Test func theHelpListsEveryNewOption() {
    let help = runCommand(["audit", "--help"]).output
    for option in [
      "--only-rule <id>", "--quiet", "--output <file>", "--use-stdin", "--stdin-path <path>",
      "--force-exclude", "--include-tests",
    ] {
      #expect(help.contains("  \(option)"), "\(option)")
    }
  }

  /// `file:line: severity` of each line of an xcode report.
  static func locations(_ report: String) -> [String] {
    report.split(separator: "\n").map { line in
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      return parts.count > 3 ? "\(parts[0]):\(parts[1]):\(parts[3])" : String(line)
    }
  }

  /// A `.riv` with one artboard holding one one-shot animation at 60 fps.
  static func rive(animation: String, frames: Int, speed: Float) -> [UInt8] {
    var rive = RiveWriter.file()
    rive.object(RiveKey.artboard, [(RiveKey.componentName, .string("Fast"))])
    rive.object(
      RiveKey.linearAnimation,
      [
        (RiveKey.animationName, .string(animation)), (RiveKey.duration, .uint(UInt64(frames))),
        (RiveKey.speed, .float(speed)),
      ])
    return rive.bytes
  }
}
