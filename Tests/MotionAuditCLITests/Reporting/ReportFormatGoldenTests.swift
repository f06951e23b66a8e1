import Foundation
import MotionAuditSemantics
import Testing

/// Each CI format's report of `Examples/NaiveApp` matches its golden file in `Golden/`.
///
/// After an intended change, regenerate the files with `MOTION_AUDIT_UPDATE_GOLDEN=1 swift test
/// --filter ReportFormatGolden` and review the diff.
@Suite struct ReportFormatGoldenTests {
  static let links = [
    "--source-url-template", "https://example.com/repo/blob/abc123/{path}#L{line}",
    "--docs-url", "https://example.com/repo/blob/abc123/docs",
  ]

  static let cases: [(format: String, golden: String, extra: [String])] = [
    ("junit", "NaiveApp.junit.xml", []),
    ("checkstyle", "NaiveApp.checkstyle.xml", []),
    ("codeclimate", "NaiveApp.codeclimate.json", []),
    ("sonarqube", "NaiveApp.sonarqube.json", []),
    ("csv", "NaiveApp.csv", []),
    ("markdown", "NaiveApp.markdown.md", links),
  ]

  @Test(arguments: cases.indices)
  func naiveAppReportMatchesItsGoldenFile(index: Int) throws {
    let entry = Self.cases[index]
    let outcome = runCommand(["Examples/NaiveApp", "--format", entry.format] + entry.extra)
    #expect(outcome.exitCode == .findings)
    #expect(outcome.error.isEmpty)
    let path = repositoryRoot + "/Tests/MotionAuditCLITests/Golden/" + entry.golden
    if ProcessInfo.processInfo.environment["MOTION_AUDIT_UPDATE_GOLDEN"] == "1" {
      try outcome.output.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    #expect(outcome.output == expected, "\(entry.format) differs from \(entry.golden)")
  }

  @Test func badLinkOptionsAreUsageErrorsThatSayWhy() {
    let template = runCommand(["Examples/NaiveApp", "--source-url-template", "https://x/"])
    #expect(template.exitCode == .usageError)
    #expect(template.error.contains("must contain {path}"))
    let docs = runCommand(["Examples/NaiveApp", "--docs-url", "docs/"])
    #expect(docs.exitCode == .usageError)
    #expect(docs.error.contains("'--docs-url' must be an absolute http(s) URL"))
  }

  @Test func theHelpListsTheCIFormats() {
    let help = runCommand(["audit", "--help"]).output
    for word in [
      "junit", "checkstyle", "codeclimate", "sonarqube", "csv", "markdown",
      "--source-url-template", "--docs-url",
    ] {
      #expect(help.contains(word), "\(word) is not in the help")
    }
  }
}
