import Foundation
import MotionAudit
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
