import MotionAuditEngine
import MotionAuditReporting
import MotionAuditSources
import Testing

/// Workflow commands that GitHub turns into pull-request annotations.
@Suite struct GitHubActionsReporterTests {
  @Test func oneAnnotationPerFindingWithRangeAndTitle() {
    let report = ReportFixtures.report([("App/Card.swift", ReportFixtures.springCard)])
    let output = GitHubActionsReporter(paths: ReportFixtures.projectPaths).render(report)
    let lines = output.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix(
        "::warning file=App/Card.swift,line=4,col=41,endLine=4,endColumn=46,"
          + "title=ungated-explicit-animation::Spring animation `.bouncy` bounces") == true)
    #expect(lines.first?.contains("%0AFix: Pass `reduceMotion ? nil : <animation>`") == true)
  }

  @Test func severitiesMapToNoticeWarningAndError() {
    #expect(GitHubActionsReporter.level(of: .note) == "notice")
    #expect(GitHubActionsReporter.level(of: .warning) == "warning")
    #expect(GitHubActionsReporter.level(of: .error) == "error")
  }

  @Test func messagesEscapePercentAndLineBreaks() {
    #expect(GitHubActionsReporter.escapedMessage("100% a\r\nb: c, d") == "100%25 a%0D%0Ab: c, d")
  }

  @Test func propertiesAlsoEscapeColonsAndCommas() {
    #expect(GitHubActionsReporter.escapedProperty("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae")
  }

  @Test func hostileFileNamesCannotAddProperties() {
    let finding = Finding(
      file: "A,line=1:x.swift", line: 2, column: 3, utf8Offset: 0, ruleID: "rule",
      severity: .note, message: "50%\nmore", fix: "f", sourceLine: "  x")
    let output = GitHubActionsReporter(paths: ReportFixtures.projectPaths).render(
      AuditReport(
        results: [FileAuditResult(file: finding.file, findings: [finding])], skipped: [],
        threshold: .warning))
    #expect(
      output
        == "::notice file=A%2Cline=1%3Ax.swift,line=2,col=3,endLine=2,endColumn=3,title=rule::50%25%0Amore%0AFix: f\n"
    )
  }

  @Test func skippedFilesAreNoticesAndUnreadableOnesErrors() {
    let report = ReportFixtures.report(
      [],
      skipped: [
        SkippedFile(file: "B.swift", kind: .binary, reason: "contains a NUL byte"),
        SkippedFile(file: "L.swift", kind: .unreadable, reason: "could not be read"),
      ])
    let output = GitHubActionsReporter(paths: ReportFixtures.projectPaths).render(report)
    #expect(
      output
        == "::notice file=B.swift,title=motion-audit::skipped: contains a NUL byte\n"
        + "::error file=L.swift,title=motion-audit::skipped: could not be read\n")
  }
}
