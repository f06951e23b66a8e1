import Foundation
import MotionAuditSemantics
import TestSupport
import Testing

/// The HTML report as a browser shows it: every finding on the page, filters (rule, severity,
/// file, text) that work, links to the source, and no script smuggled in through a finding.
@Suite(
  .enabled(
    if: Chromium.isRequired,
    "Chromium is not installed (apt-get install -y chromium); CI always runs these tests"))
struct HTMLReportBrowserTests {
  /// The naive app's HTML report, written to a scratch file.
  private func naiveAppReport() throws -> (file: URL, findings: Int, scratch: ScratchDirectory) {
    let outcome = runCommand(["Examples/NaiveApp", "--format", "html"])
    #expect(outcome.exitCode == .findings)
    let findings = runCommand(["Examples/NaiveApp", "--format", "xcode"]).output
      .split(separator: "\n").count
    let scratch = try ScratchDirectory()
    try scratch.write("report.html", outcome.output)
    return (URL(fileURLWithPath: scratch.path + "/report.html"), findings, scratch)
  }

  @Test func thePageShowsEveryFindingOfTheNaiveApp() throws {
    let (file, count, scratch) = try naiveAppReport()
    defer { scratch.remove() }
    let dom = try Chromium.renderedDOM(of: file)
    #expect(dom.components(separatedBy: "<article class=\"finding").count - 1 == count)
    #expect(!dom.contains("<article class=\"finding warning\" hidden"))
    #expect(dom.contains("Showing \(count) of \(count) findings"))
    #expect(dom.contains("Audited <code>Examples/NaiveApp</code>"))
    #expect(dom.contains(">RootView.swift:14:22<"))
    #expect(dom.contains("<mark>move</mark>"))
    #expect(
      dom.contains("Transition <code>.move</code> moves the view even when Reduce Motion is on"))
  }

  @Test func theRuleFilterHidesOtherRulesFindings() throws {
    let (file, count, scratch) = try naiveAppReport()
    defer { scratch.remove() }
    let dom = try Chromium.renderedDOM(of: file, fragment: "rule=movement-transition-without-fade")
    let articles = dom.components(separatedBy: "<article ").dropFirst()
    let shown = articles.filter { !$0.prefix(while: { $0 != ">" }).contains("hidden") }
    #expect(shown.count == 4)
    #expect(shown.allSatisfy { $0.contains("data-rule=\"movement-transition-without-fade\"") })
    #expect(dom.contains("Showing 4 of \(count) findings"))
  }

  @Test func theSeverityFilterHidesUncheckedSeverities() throws {
    let (file, count, scratch) = try naiveAppReport()
    defer { scratch.remove() }
    let dom = try Chromium.renderedDOM(of: file, fragment: "severity=error,note")
    let articles = dom.components(separatedBy: "<article ").dropFirst()
    let shown = articles.filter { !$0.prefix(while: { $0 != ">" }).contains("hidden") }
    let checked = articles.filter {
      $0.contains("data-severity=\"error\"") || $0.contains("data-severity=\"note\"")
    }
    #expect(!shown.isEmpty && shown.count < count)
    #expect(shown.count == checked.count)
    #expect(shown.allSatisfy { !$0.contains("data-severity=\"warning\"") })
    #expect(dom.contains("Showing \(shown.count) of \(count) findings"))
  }

  /// The findings the address's filters leave shown.
  private func shownArticles(_ dom: String) -> [Substring] {
    dom.components(separatedBy: "<article class=\"finding").dropFirst()
      .filter { !$0.prefix(while: { $0 != ">" }).contains("hidden") }.map { Substring($0) }
  }

  @Test func theTextSearchKeepsOnlyFindingsHoldingEveryWord() throws {
    let (file, count, scratch) = try naiveAppReport()
    defer { scratch.remove() }
    let expected = runCommand(["Examples/NaiveApp", "--format", "xcode"]).output
      .split(separator: "\n").filter {
        $0.lowercased().contains("spring") && $0.lowercased().contains("bounces")
      }.count
    let dom = try Chromium.renderedDOM(of: file, fragment: "q=BOUNCES%20%20spring")
    let shown = shownArticles(dom)
    #expect(expected > 1 && shown.count == expected)
    #expect(shown.allSatisfy { $0.lowercased().contains("spring") && $0.contains("bounces") })
    #expect(dom.contains("Showing \(expected) of \(count) findings"))
  }

  @Test func theFileFilterKeepsOneFilesFindings() throws {
    let (file, count, scratch) = try naiveAppReport()
    defer { scratch.remove() }
    let path = "Examples/NaiveApp/CardList.swift"
    let expected = runCommand(["Examples/NaiveApp", "--format", "xcode"]).output
      .split(separator: "\n").filter { $0.hasPrefix(path + ":") }.count
    let dom = try Chromium.renderedDOM(of: file, fragment: "file=" + path)
    let shown = shownArticles(dom)
    #expect(expected > 1 && shown.count == expected)
    #expect(shown.allSatisfy { $0.contains("data-file=\"\(path)\"") })
    #expect(dom.contains("Showing \(expected) of \(count) findings"))
  }

  @Test func locationsLinkToTheSourceTemplate() throws {
    let outcome = runCommand([
      "Examples/NaiveApp", "--format", "html", "--source-url-template",
      "https://example.com/repo/blob/abc123/{path}#L{line}",
    ])
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("report.html", outcome.output)
    let dom = try Chromium.renderedDOM(of: URL(fileURLWithPath: scratch.path + "/report.html"))
    #expect(
      dom.contains(
        "href=\"https://example.com/repo/blob/abc123/Examples/NaiveApp/RootView.swift#L14\""))
  }

  @Test func aFindingHoldingMarkupCannotRunScript() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write(
      "Evil.swift",
      """
      struct Evil: View {
          var body: some View {
              // </script><script>document.title = "injected"</script><img src=x onerror="document.title='img'">
              Text("<script>document.title = 'x'</script>").transition(.slide)
          }
      }

      """)
    let outcome = runCommand(["Evil.swift", "--format", "html"], in: scratch.path)
    try scratch.write("report.html", outcome.output)
    let dom = try Chromium.renderedDOM(of: URL(fileURLWithPath: scratch.path + "/report.html"))
    #expect(dom.contains("<title>motion-audit report</title>"))
    #expect(dom.contains("&lt;script&gt;document.title = 'x'&lt;/script&gt;"))
    #expect(dom.contains("&lt;img src=x onerror="))
    #expect(!dom.contains("<img"))
    #expect(dom.components(separatedBy: "<script").count == 2)
  }
}
