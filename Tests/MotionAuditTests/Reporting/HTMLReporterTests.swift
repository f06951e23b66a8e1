import Foundation
import MotionAuditReporting
import Testing

/// The HTML report's text: self-contained, escaped, with summaries and excerpts.
@Suite struct HTMLReporterTests {
  private let hostile = """
    struct Evil: View {
        var body: some View {
            // </script><script>alert("x")</script>
            Text("<b>&amp;</b>").transition(.slide)
        }
    }

    """

  private func page(_ files: [(name: String, source: String)]) -> String {
    let report = ReportFixtures.report(files)
    var lines: [String: [String]] = [:]
    for file in files { lines[file.name] = HTMLReporter.lines(of: file.source) }
    return HTMLReporter(sourceLines: lines).render(report)
  }

  @Test func loadsNothingFromTheNetwork() {
    let html = page([("Evil.swift", hostile)])
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(!html.contains(" src=") && !html.contains("<link"))
    #expect(html.contains("default-src 'none'"))
  }

  @Test func onlyItsOwnScriptIsOnThePageAndTheSecurityPolicyPinsIt() throws {
    let html = page([("Evil.swift", hostile)])
    #expect(html.components(separatedBy: "<script").count == 2)
    #expect(html.contains("&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))
    #expect(html.contains("Text(&quot;&lt;b&gt;&amp;amp;&lt;/b&gt;&quot;)"))
    let start = try #require(html.range(of: "<script>"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let script = String(html[start.upperBound..<end.lowerBound])
    let hash = Data(SHA256.digest(of: Array(script.utf8))).base64EncodedString()
    #expect(html.contains("script-src 'sha256-\(hash)'"))
  }

  @Test func summarisesByRuleAndByFileWithCounts() {
    let html = page([
      ("A.swift", ReportFixtures.springCard), ("B.swift", "Text(\"a\").transition(.slide)\n"),
    ])
    #expect(html.contains("2 findings in 2 files of 2 audited"))
    #expect(html.contains("<h2>By rule</h2>") && html.contains("<h2>By file</h2>"))
    #expect(
      html.contains(
        "<option value=\"ungated-explicit-animation\">ungated-explicit-animation (1)</option>"))
    #expect(html.contains("<a href=\"#file-2\"><code>B.swift</code></a>"))
  }

  @Test func eachFindingShowsItsLinesTheMarkedTokenTheRationaleAndTheFix() {
    let html = page([("A.swift", ReportFixtures.springCard)])
    #expect(html.contains("data-rule=\"ungated-explicit-animation\" data-severity=\"warning\""))
    #expect(html.contains("<span class=\"number\">2</span>"))
    #expect(html.contains("<span class=\"number\">6</span>"))
    #expect(!html.contains("<span class=\"number\">7</span>"))
    #expect(html.contains("withAnimation(.<mark>bouncy</mark>)"))
    #expect(html.contains("<strong>Why.</strong> Springs overshoot"))
    #expect(
      html.contains(
        "<strong>Fix.</strong> Pass <code>reduceMotion ? nil : &lt;animation&gt;</code>"))
  }

  @Test func relatedLocationsAreListedWithTheFindingAndOnlyThere() {
    let html = page([("Sheet.swift", ReportFixtures.slidingPanel)])
    #expect(
      html.contains(
        "<div class=\"related\"><strong>Related.</strong><ul><li><code>Sheet.swift:4:26</code>: "
          + "<code>withAnimation</code> animates its insertion</li></ul></div>"))
    #expect(!page([("A.swift", ReportFixtures.springCard)]).contains("class=\"related\""))
  }

  @Test func withoutTheFileItShowsTheReportedLine() {
    let report = ReportFixtures.report([("A.swift", ReportFixtures.springCard)])
    let html = HTMLReporter().render(report)
    #expect(html.contains("<span class=\"number\">4</span>"))
    #expect(!html.contains("<span class=\"number\">3</span>"))
  }

  @Test func aCleanRunSaysSo() {
    let html = HTMLReporter().render(ReportFixtures.report([("A.swift", "let a = 1\n")]))
    #expect(html.contains("No findings"))
  }

  @Test func linesAreSplitAsTheAuditorCountsThem() {
    #expect(HTMLReporter.lines(of: "a\r\nb\rc\nd") == ["a", "b", "c", "d"])
  }
}

/// The report as a team reads it: findings first, each rule explained once, fixable findings
/// marked, links to the source, and the system's appearance.
@Suite struct HTMLReportLayoutTests {
  private let twoSprings = """
    struct Card: View {
        @State private var isOpen = false
        var body: some View {
            Button("A") { withAnimation(.bouncy) { isOpen.toggle() } }
            Button("B") { withAnimation(.snappy) { isOpen.toggle() } }
            Text("c").transition(.slide)
        }
    }

    """

  @Test func findingsComeFirstAndTheSummariesAreFolded() throws {
    let html = HTMLReporter().render(ReportFixtures.report([("A.swift", twoSprings)]))
    let findings = try #require(html.range(of: "<h2>Findings</h2>"))
    let summaries = try #require(html.range(of: "<details class=\"summaries\">"))
    #expect(findings.lowerBound < summaries.lowerBound)
    #expect(!html.contains("<details class=\"summaries\" open"))
    let byRule = try #require(html.range(of: "<h2>By rule</h2>"))
    #expect(summaries.lowerBound < byRule.lowerBound)
  }

  @Test func eachRulesRationaleIsShownOnceAndFindingsLinkToIt() {
    let html = HTMLReporter().render(ReportFixtures.report([("A.swift", twoSprings)]))
    #expect(html.components(separatedBy: "<strong>Why.</strong> Springs overshoot").count == 2)
    #expect(html.contains("id=\"why-ungated-explicit-animation\""))
    #expect(
      html.components(separatedBy: "href=\"#why-ungated-explicit-animation\"").count - 1 == 2)
  }

  @Test func fixableFindingsAreMarkedAndOnlyThose() {
    let report = ReportFixtures.report([
      ("A.swift", twoSprings),
      (
        "B.swift",
        "struct S: View { var body: some View { List { }.scrollTransition { c, p in c.rotationEffect(.degrees(p.value * 10)) } } }\n"
      ),
    ])
    let html = HTMLReporter().render(report)
    let fixable = report.findings.filter { !$0.edits.isEmpty }.count
    #expect(fixable > 0 && fixable < report.findings.count)
    #expect(html.components(separatedBy: "data-fixable=\"true\"").count - 1 == fixable)
    #expect(html.components(separatedBy: "<span class=\"fixable\"").count - 1 == fixable)
  }

  @Test func locationsLinkToTheSourceWhenGivenATemplate() throws {
    let links = ReportLinks(
      documentationBaseURL: "https://example.com/docs",
      sourceURLTemplate: try SourceURLTemplate("https://example.com/r/blob/abc/{path}#L{line}"))
    let html = HTMLReporter(
      links: links, paths: RepositoryPaths(root: "/project", currentDirectory: "/project/App")
    ).render(ReportFixtures.report([("Card.swift", ReportFixtures.springCard)]))
    #expect(
      html.contains(
        "<a class=\"location\" href=\"https://example.com/r/blob/abc/App/Card.swift#L4\">"
          + "Card.swift:4:41</a>"))
    #expect(
      html.contains(
        "<a href=\"https://example.com/docs/rules.md#ungated-explicit-animation\">documentation</a>"
      ))
    let plain = HTMLReporter().render(
      ReportFixtures.report([("Card.swift", ReportFixtures.springCard)]))
    #expect(plain.contains("<span class=\"location\">Card.swift:4:41</span>"))
    #expect(!plain.contains("documentation</a>"))
  }

  @Test func zeroCountsAreNotShownInTheSeveritysColour() {
    let html = HTMLReporter().render(
      ReportFixtures.report([("Card.swift", ReportFixtures.springCard)]))
    #expect(html.contains("<span class=\"badge zero\">0 errors</span>"))
    #expect(html.contains("<span class=\"badge warning\">1 warning</span>"))
    #expect(!html.contains("<span class=\"badge error\">0 errors</span>"))
  }

  @Test func thePageHasSearchAndFileFiltersAndFollowsDarkMode() {
    let html = HTMLReporter().render(ReportFixtures.report([("A.swift", twoSprings)]))
    #expect(html.contains("<input type=\"search\" id=\"text-filter\""))
    #expect(html.contains("<option value=\"A.swift\">A.swift (3)</option>"))
    #expect(html.contains("data-file=\"A.swift\""))
    #expect(html.contains("@media (prefers-color-scheme:dark)"))
    #expect(html.contains("color-scheme:light dark"))
  }
}
