import Foundation
import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSources
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The CI formats: their mappings, escaping and the handling of skipped files and thresholds.
@Suite struct CIReporterTests {
  private let paths = RepositoryPaths(root: "/project", currentDirectory: "/project/App")

  /// A finding whose file name and text hold every character the formats must escape.
  private let hostile = Finding(
    file: "A \"<&>'\u{1}|`, x.swift", line: 2, column: 3, utf8Offset: 0, ruleID: "rule",
    severity: .note, message: "=cmd|<b>`x|y` 50%\n\"q\"", fix: "f, \"g\"", sourceLine: "  x")

  private func report(
    _ findings: [Finding], skipped: [SkippedFile] = [], threshold: Severity = .warning
  )
    -> AuditReport
  {
    AuditReport(
      results: [FileAuditResult(file: findings.first?.file ?? "A.swift", findings: findings)],
      skipped: skipped, threshold: threshold)
  }

  private var card: AuditReport {
    ReportFixtures.report([("Card.swift", ReportFixtures.springCard)])
  }

  private func parsesAsXML(_ text: String) -> Bool {
    (try? XMLDocument(data: Data(text.utf8))) != nil
  }

  // MARK: JUnit

  @Test func junitFailsFindingsAtTheThresholdAndPassesThoseBelow() {
    let below = Finding(
      file: "Card.swift", line: 9, column: 1, utf8Offset: 0, ruleID: "quiet", severity: .note,
      message: "m", fix: "f", sourceLine: "x")
    var findings = card.findings
    findings.append(below)
    let output = JUnitReporter(paths: paths).render(report(findings))
    #expect(output.contains("<testsuites name=\"motion-audit\" tests=\"2\" failures=\"1\""))
    #expect(output.contains("<testsuite name=\"App/Card.swift\" tests=\"2\" failures=\"1\""))
    #expect(output.contains("<failure type=\"ungated-explicit-animation\""))
    #expect(output.contains("<system-out>App/Card.swift:9:1: note: m&#10;Fix: f</system-out>"))
    #expect(parsesAsXML(output))
  }

  @Test func junitMakesUnreadableFilesErrorsAndOtherSkipsSkipped() {
    let output = JUnitReporter(paths: paths).render(
      report(
        [],
        skipped: [
          SkippedFile(file: "L.swift", kind: .unreadable, reason: "could not be read"),
          SkippedFile(file: "B.swift", kind: .binary, reason: "contains a NUL byte"),
        ]))
    #expect(output.contains("errors=\"1\" skipped=\"1\""))
    #expect(output.contains("<error type=\"unreadable\" message=\"could not be read\"/>"))
    #expect(output.contains("<skipped message=\"contains a NUL byte\"/>"))
    #expect(parsesAsXML(output))
  }

  @Test func xmlFormatsStayWellFormedWhateverTheNames() {
    let reportWithHostileName = report([hostile])
    for output in [
      JUnitReporter(paths: paths).render(reportWithHostileName),
      CheckstyleReporter(paths: paths).render(reportWithHostileName),
    ] {
      #expect(parsesAsXML(output), "\(output)")
      #expect(output.contains("A &quot;&lt;&amp;&gt;&apos;\u{FFFD}|`, x.swift"))
    }
  }

  // MARK: Checkstyle

  @Test func checkstyleGroupsByFileAndNamesTheRuleAsSource() {
    let output = CheckstyleReporter(paths: paths).render(card)
    #expect(
      output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">"))
    #expect(output.contains("<file name=\"App/Card.swift\">"))
    #expect(output.contains("<error line=\"4\" column=\"41\" severity=\"warning\""))
    #expect(output.contains("source=\"motion-audit.ungated-explicit-animation\""))
    #expect(CheckstyleReporter.severity(.note) == "info")
    #expect(CheckstyleReporter.severity(.error) == "error")
  }

  // MARK: Code Climate

  @Test func codeClimateIssuesHaveWhatGitLabRequires() throws {
    let output = CodeClimateReporter(paths: paths).render(card)
    let issues = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    let issue = try #require(issues.first)
    #expect(issue["type"] as? String == "issue")
    #expect(issue["check_name"] as? String == "ungated-explicit-animation")
    #expect(issue["severity"] as? String == "minor")
    let location = try #require(issue["location"] as? [String: Any])
    #expect(location["path"] as? String == "App/Card.swift")
    #expect((location["lines"] as? [String: Int])?["begin"] == 4)
    #expect((issue["fingerprint"] as? String)?.count == 32)
    #expect(CodeClimateReporter.severity(.note) == "info")
    #expect(CodeClimateReporter.severity(.error) == "major")
  }

  @Test func codeClimateFingerprintsIgnoreLineNumbersButTellTwinsApart() throws {
    func fingerprints(_ source: String) throws -> [String] {
      let output = CodeClimateReporter(paths: paths).render(
        ReportFixtures.report([("Card.swift", source)]))
      let issues = try #require(
        try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
      return issues.compactMap { $0["fingerprint"] as? String }
    }
    #expect(
      try fingerprints(ReportFixtures.springCard)
        == fingerprints(ReportFixtures.springCardShifted))
    let twins = try fingerprints(
      "withAnimation(.bouncy) { a = 1 }\nwithAnimation(.bouncy) { a = 1 }\n")
    #expect(twins.count == 2 && Set(twins).count == 2)
  }

  // MARK: SonarQube

  @Test func sonarQubeListsUsedRulesAndZeroBasedColumns() throws {
    let output = SonarQubeReporter(paths: paths).render(card)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let rules = try #require(document["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == ["ungated-explicit-animation"])
    #expect(rules.first?["engineId"] as? String == "motion-audit")
    let impact = try #require((rules.first?["impacts"] as? [[String: String]])?.first)
    #expect(impact == ["softwareQuality": "RELIABILITY", "severity": "MEDIUM"])
    let issue = try #require((document["issues"] as? [[String: Any]])?.first)
    let location = try #require(issue["primaryLocation"] as? [String: Any])
    #expect(location["filePath"] as? String == "App/Card.swift")
    let range = try #require(location["textRange"] as? [String: Int])
    #expect(range == ["startLine": 4, "endLine": 4, "startColumn": 40, "endColumn": 46])
  }

  // MARK: CSV

  @Test func csvQuotesAsRFC4180AndDisarmsFormulas() {
    #expect(CSVReporter.field("plain") == "plain")
    #expect(CSVReporter.field("a,b") == "\"a,b\"")
    #expect(CSVReporter.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(CSVReporter.field("two\nlines") == "\"two\nlines\"")
    #expect(CSVReporter.field("=HYPERLINK(1)") == "'=HYPERLINK(1)")
    #expect(CSVReporter.field("-1") == "'-1")
    let output = CSVReporter(paths: paths).render(card)
    let lines = output.split(separator: "\n")
    #expect(lines.first == "file,line,column,severity,rule,message,fix")
    #expect(lines.count == 2)
    #expect(
      lines.last?.hasPrefix("App/Card.swift,4,41,warning,ungated-explicit-animation,") == true)
  }

  // MARK: Markdown

  @Test func markdownSummarisesAndLinksWhenGivenAddresses() throws {
    let links = ReportLinks(
      documentationBaseURL: "https://example.com/docs/",
      sourceURLTemplate: try SourceURLTemplate("https://example.com/blob/abc/{path}#L{line}"))
    let output = MarkdownReporter(paths: paths, links: links).render(card)
    #expect(output.contains("**1 finding** (1 warning) in 1 file of 1 audited"))
    #expect(
      output.contains(
        "| warning | [`App/Card.swift:4:41`](https://example.com/blob/abc/App/Card.swift#L4) | "
          + "[`ungated-explicit-animation`](https://example.com/docs/rules.md#ungated-explicit-animation) |"
      ))
    #expect(
      output.contains("<details>") && output.contains("Pass `reduceMotion ? nil : <animation>`"))
  }

  @Test func markdownTextCannotBreakTheTableOrAddHTML() {
    let output = MarkdownReporter(paths: paths).render(report([hostile]))
    let row = output.split(separator: "\n").first { $0.hasPrefix("| note |") } ?? ""
    #expect(row.contains("=cmd\\|&lt;b>`x\\|y` 50% \"q\""))
    #expect(!row.contains("<b>"))
    #expect(row.filter { $0 == "|" }.count - row.components(separatedBy: "\\|").count + 1 == 5)
  }

  @Test func markdownStopsAfterTheRowLimitAndSaysHowManyAreLeft() {
    let findings = (1...5).map {
      Finding(
        file: "A.swift", line: $0, column: 1, utf8Offset: 0, ruleID: "r", severity: .warning,
        message: "m", fix: "f", sourceLine: "x")
    }
    let output = MarkdownReporter(paths: paths, maximumRows: 3).render(report(findings))
    #expect(output.components(separatedBy: "| warning |").count - 1 == 3)
    #expect(output.contains("…and 2 more findings"))
  }

  @Test func aCleanRunIsOneSentence() {
    let output = MarkdownReporter(paths: paths).render(
      ReportFixtures.report([("A.swift", "let a = 1\n")]))
    #expect(output == "### motion-audit\n\nNo findings in 1 audited file.\n")
  }

  // MARK: Links

  @Test func sourceTemplatesNeedAnAbsoluteURLWithAPath() throws {
    let template = try SourceURLTemplate("https://example.com/r/blob/abc/{path}#L{line}")
    #expect(
      template.url(path: "App/My Card#1.swift", line: 7)
        == "https://example.com/r/blob/abc/App/My%20Card%231.swift#L7")
    #expect(throws: SourceURLTemplate.Problem.self) { try SourceURLTemplate("example.com/{path}") }
    #expect(throws: SourceURLTemplate.Problem.self) {
      try SourceURLTemplate("https://example.com/")
    }
    #expect(throws: SourceURLTemplate.Problem.self) {
      try SourceURLTemplate("https://example.com/{path}\" onclick=\"x")
    }
  }
}
