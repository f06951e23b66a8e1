import Foundation
import MotionAudit
import MotionAuditSemantics
import TestSupport
import Testing

/// `motion-audit [paths…]`: formats, thresholds, configuration and exit codes.
@Suite struct AuditCommandTests {
  private let springView = """
    struct Card: View {
        @State private var isOpen = false
        var body: some View {
            Button("Open") { withAnimation(.bouncy) { isOpen.toggle() } }
        }
    }

    """

  private let timingView = """
    struct Dot: View {
        @State private var isOn = false
        var body: some View {
            VStack { if isOn { Text("Details") }; Text("More") }.animation(.linear, value: isOn)
        }
    }

    """

  @Test func jsonOutputHasTheDocumentedShape() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("App/Card.swift", springView)
    try scratch.write(
      "App/Essential.swift",
      "// motion-audit:essential the game shows where pieces go\nText(\"a\").transition(.slide)\n")
    try scratch.write("App/Broken.swift", bytes: [0x6C, 0x65, 0x74, 0xFF])
    let outcome = runCommand(["App", "--format", "json"], in: scratch.path)
    #expect(outcome.exitCode == .findings)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "version", "tool", "threshold", "findings", "suppressed", "skipped", "summary",
      ])
    #expect(object["version"] as? Int == 1)
    #expect(
      (object["tool"] as? [String: String]) == [
        "name": "motion-audit", "version": MotionAuditVersion.current,
      ])
    #expect(object["threshold"] as? String == "warning")
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 1)
    let finding = try #require(findings.first)
    #expect(Set(finding.keys) == ["file", "line", "column", "rule", "severity", "message", "fix"])
    #expect(finding["file"] as? String == "App/Card.swift")
    #expect(finding["line"] as? Int == 4 && finding["column"] as? Int == 41)
    #expect(finding["rule"] as? String == "ungated-explicit-animation")
    #expect(finding["severity"] as? String == "warning")
    let suppressed = try #require((object["suppressed"] as? [[String: Any]])?.first)
    #expect(suppressed["rule"] as? String == "movement-transition-without-fade")
    let suppression = try #require(suppressed["suppression"] as? [String: Any])
    #expect(suppression["kind"] as? String == "essential")
    #expect(suppression["reason"] as? String == "the game shows where pieces go")
    #expect(suppression["line"] as? Int == 1)
    let skipped = try #require((object["skipped"] as? [[String: String]])?.first)
    #expect(
      skipped == [
        "file": "App/Broken.swift", "kind": "not-utf8",
        "reason": "not valid UTF-8 (invalid byte at offset 3)",
      ])
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["filesAudited"] as? Int == 2)
    #expect(summary["findings"] as? Int == 1 && summary["failing"] as? Int == 1)
    #expect(summary["suppressed"] as? Int == 1 && summary["skipped"] as? Int == 1)
    #expect((summary["bySeverity"] as? [String: Int]) == ["error": 0, "warning": 1, "note": 0])
    #expect((summary["byRule"] as? [String: Int]) == ["ungated-explicit-animation": 1])
  }

  @Test func xcodeOutputIsOneCompilerStyleLinePerFinding() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("Card.swift", springView)
    try scratch.write("Dot.swift", timingView)
    let outcome = runCommand(["--format", "xcode"], in: scratch.path)
    #expect(
      outcome.output == """
        Card.swift:4:41: warning: Spring animation `.bouncy` bounces even when Reduce Motion is on [ungated-explicit-animation]
        Dot.swift:4:73: note: Animating `isOn` inserts or removes a view, and the views after it slide, even when Reduce Motion is on [ungated-explicit-animation]

        """)
  }

  @Test func textOutputGroupsByFileWithTheLineACaretAndTheFix() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("Card.swift", springView)
    let outcome = runCommand(["."], in: scratch.path)
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "Card.swift")
    #expect(
      lines.dropFirst().first?.hasPrefix("  4:41  warning  Spring animation `.bouncy`") == true)
    #expect(
      lines.contains("    4 | Button(\"Open\") { withAnimation(.bouncy) { isOpen.toggle() } }"))
    #expect(lines.contains("      |                                 ^"))
    #expect(lines.contains { $0.hasPrefix("      = fix: Pass `reduceMotion ? nil : <animation>`") })
    #expect(outcome.output.contains("Summary by rule\n  ungated-explicit-animation  1 warning\n"))
    #expect(
      outcome.output.hasSuffix(
        "1 finding (0 errors, 1 warning, 0 notes) in 1 file of 1 audited; 1 at or above warning.\n")
    )
    #expect(!outcome.output.contains("\u{1B}["))
  }

  @Test func colourOnlyOnATerminalWithoutNoColor() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("Card.swift", springView)
    #expect(
      runCommand([], in: scratch.path, terminal: true).output.contains("\u{1B}[33mwarning\u{1B}[0m")
    )
    #expect(
      !runCommand([], in: scratch.path, terminal: true, environment: ["NO_COLOR": "1"]).output
        .contains("\u{1B}["))
    #expect(
      !runCommand(["--format", "xcode"], in: scratch.path, terminal: true).output.contains(
        "\u{1B}["))
  }

  @Test func exitCodeFollowsTheThreshold() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("Dot.swift", timingView)
    #expect(runCommand([], in: scratch.path).exitCode == .success)
    #expect(runCommand(["--severity", "note"], in: scratch.path).exitCode == .findings)
    try scratch.write("Card.swift", springView)
    #expect(runCommand([], in: scratch.path).exitCode == .findings)
    #expect(runCommand(["--severity", "error"], in: scratch.path).exitCode == .success)
    try scratch.write(
      ".motion-audit.json",
      #"{ "threshold": "error", "rules": { "ungated-explicit-animation": "error" } }"#)
    let configured = runCommand(["--format", "xcode"], in: scratch.path)
    #expect(configured.exitCode == .findings)
    #expect(configured.output.contains("Card.swift:4:41: error:"))
    #expect(configured.output.contains("Dot.swift:4:73: warning:"))
  }

  @Test func noFindingsExitsWithZero() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(
      "Plain.swift", "struct Plain: View { var body: some View { Text(\"Hi\") } }\n")
    let outcome = runCommand([], in: scratch.path)
    #expect(outcome.exitCode == .success)
    #expect(outcome.output == "No findings in 1 file.\n")
  }

  @Test func unreadableFilesExitWithThreeAndTheRestIsReported() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("Card.swift", springView)
    try scratch.write("Locked.swift", springView)
    let outcome = runCommand(
      ["--format", "xcode"], in: scratch.path,
      reader: RefusingReader(refusedSuffixes: ["/Locked.swift"]))
    #expect(outcome.exitCode == .unreadableFiles)
    #expect(outcome.output.contains("Card.swift:4:41: warning:"))
    #expect(
      outcome.output.contains(
        "Locked.swift:1:1: error: skipped: could not be read: Permission denied [motion-audit]"))
    #expect(
      outcome.error == "motion-audit: error: Locked.swift: could not be read: Permission denied\n")
  }

  /// The same with real file permissions; root reads everything, so it runs for other users only.
  @Test(.enabled(if: ProcessInfo.processInfo.userName != "root", "root can read unreadable files"))
  func filesWithoutReadPermissionExitWithThree() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("Card.swift", springView)
    try scratch.write("Locked.swift", springView)
    let locked = scratch.path + "/Locked.swift"
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked)
    }
    let outcome = runCommand(["--format", "xcode"], in: scratch.path)
    #expect(outcome.exitCode == .unreadableFiles)
    #expect(outcome.output.contains("Card.swift:4:41: warning:"))
    #expect(outcome.error.contains("Locked.swift: could not be read: Permission denied"))
  }

  @Test func nonUTF8AndBinaryFilesAreSkippedWithTheReasonAndTheRunGoesOn() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("Card.swift", springView)
    try scratch.write("Latin1.swift", bytes: Array("let café = 1 // caf".utf8) + [0xE9])
    try scratch.write("Binary.swift", bytes: [0xCA, 0xFE, 0x00, 0x01])
    let outcome = runCommand([], in: scratch.path)
    #expect(outcome.exitCode == .findings)
    #expect(
      outcome.output.contains(
        "Skipped\n  Binary.swift: contains a NUL byte at offset 2: not a text file\n  Latin1.swift: not valid UTF-8 (invalid byte at offset 20)\n"
      ))
  }

  @Test(arguments: [
    (
      #"{ "exclude": ["A"], "colour": true }"#,
      ".motion-audit.json:1:21: unknown key 'colour' (known keys: include, exclude, rules, signals, threshold, includeTests)"
    ),
    (
      #"{ "rules": { "ungated-everything": "off" } }"#,
      ".motion-audit.json:1:14: unknown rule 'ungated-everything' in 'rules' (run `motion-audit rules` to list rule ids)"
    ),
    (
      #"{ "include": "Sources" }"#,
      ".motion-audit.json:1:14: 'include' must be an array of strings, not a string"
    ),
    (
      "{\n  \"threshold\": \"loud\"\n}",
      ".motion-audit.json:2:16: 'threshold' must be one of note, warning, error"
    ),
    (
      #"{ "rules": { "ungated-explicit-animation": { "enabled": "yes" } } }"#,
      ".motion-audit.json:1:57: 'enabled' of rule 'ungated-explicit-animation' must be true or false, not a string"
    ),
    (
      "{ \"include\": [\"A\",] }",
      ".motion-audit.json:1:19: not valid JSON: unexpected character; expected a value"
    ),
    (
      #"{ "exclude": ["Pods", ""] }"#,
      ".motion-audit.json:1:23: 'exclude' entries must not be empty (use \"**\" for every file)"
    ),
    (
      "exclude: Pods",
      ".motion-audit.json:1:1: not valid JSON: unexpected character; expected a value"
    ),
    (
      #"{ "signals": ["settings.reduce animations!"] }"#,
      ".motion-audit.json:1:15: 'signals' entry \"settings.reduce animations!\" is not a name or dotted chain of names (for example \"settings.reduceAnimations\" or \"isCalmModeOn()\")"
    ),
  ])
  func badConfigurationIsAUsageErrorNamingFileAndKey(configuration: String, message: String) throws
  {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("Card.swift", springView)
    try scratch.write(".motion-audit.json", configuration)
    let outcome = runCommand([], in: scratch.path)
    #expect(outcome.exitCode == .usageError)
    #expect(outcome.output.isEmpty)
    #expect(outcome.error == "motion-audit: error: \(message)\n")
  }

  @Test func configurationIsFoundFromTheAuditedPathUpwards() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(
      "Project/.motion-audit.json", #"{ "exclude": ["Generated"], "signals": ["calmMode"] }"#)
    try scratch.write("Project/App/Card.swift", springView)
    try scratch.write("Project/App/Generated/Card.swift", springView)
    try scratch.write("Project/App/Calm.swift", "withAnimation(calmMode ? nil : .bouncy) {}\n")
    let outcome = runCommand(["Project/App", "--format", "xcode"], in: scratch.path)
    #expect(
      outcome.output
        == "Project/App/Card.swift:4:41: warning: Spring animation `.bouncy` bounces even when Reduce Motion is on [ungated-explicit-animation]\n"
    )
  }

  @Test func explicitConfigurationReplacesTheDiscoveredOne() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(
      ".motion-audit.json", #"{ "rules": { "ungated-explicit-animation": "off" } }"#)
    try scratch.write("strict.json", #"{ "include": ["App"] }"#)
    try scratch.write("App/Card.swift", springView)
    try scratch.write("Other/Card.swift", springView)
    #expect(runCommand([], in: scratch.path).exitCode == .success)
    let outcome = runCommand(["--config", "strict.json", "--format", "xcode"], in: scratch.path)
    #expect(
      outcome.output.split(separator: "\n").map { $0.split(separator: ":").first } == [
        "App/Card.swift"
      ])
    let missing = runCommand(["--config", "nowhere.json"], in: scratch.path)
    #expect(missing.exitCode == .usageError)
    #expect(
      missing.error
        == "motion-audit: error: nowhere.json: cannot read the configuration: No such file or directory\n"
    )
  }

  @Test func explicitFilesAreAuditedEvenWhenExcluded() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(".motion-audit.json", #"{ "exclude": ["Card.swift"] }"#)
    try scratch.write("Card.swift", springView)
    // Found in a folder, the file is excluded, and nothing is left: an error, not a pass.
    #expect(runCommand([], in: scratch.path).exitCode == .usageError)
    #expect(runCommand(["Card.swift"], in: scratch.path).exitCode == .findings)
  }

  @Test func missingPathIsAUsageError() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("notes.txt", "hello")
    let missing = runCommand(["Nowhere"], in: scratch.path)
    #expect(missing.exitCode == .usageError)
    #expect(missing.error == "motion-audit: error: no such file or directory: 'Nowhere'\n")
    let notSwift = runCommand(["notes.txt"], in: scratch.path)
    #expect(
      notSwift.error
        == "motion-audit: error: 'notes.txt' is neither a directory nor a .swift file\n")
  }

  @Test func outputOrderIsDeterministic() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    for name in ["b/Z.swift", "a/Y.swift", "B.swift", "a.swift", "c/d/E.swift"] {
      try scratch.write(name, springView + timingView)
    }
    let first = runCommand(["--format", "xcode", "--severity", "note"], in: scratch.path).output
    let files = first.split(separator: "\n").map { String($0.split(separator: ":")[0]) }
    #expect(files == files.sorted())
    #expect(Set(files) == ["B.swift", "a.swift", "a/Y.swift", "b/Z.swift", "c/d/E.swift"])
    #expect(
      runCommand(["--format", "xcode", "--severity", "note"], in: scratch.path).output == first)
  }
}
