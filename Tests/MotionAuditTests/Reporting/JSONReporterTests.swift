import Foundation
import MotionAuditReporting
import Testing

/// The JSON report's `related` array, present only on findings that have related locations.
@Suite struct JSONReporterTests {
  private func findings(_ files: [(name: String, source: String)]) throws -> [[String: Any]] {
    let text = JSONReporter().render(ReportFixtures.report(files))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    return try #require(document["findings"] as? [[String: Any]])
  }

  @Test func aPairedFindingListsItsRelatedLocation() throws {
    let finding = try #require(try findings([("Sheet.swift", ReportFixtures.slidingPanel)]).first)
    #expect(finding["rule"] as? String == "movement-transition-without-fade")
    let related = try #require(finding["related"] as? [[String: Any]])
    #expect(related.count == 1)
    #expect(related.first?["file"] as? String == "Sheet.swift")
    #expect(related.first?["line"] as? Int == 4)
    #expect(related.first?["column"] as? Int == 26)
    #expect(related.first?["message"] as? String == "`withAnimation` animates its insertion")
  }

  @Test func otherFindingsHaveNoRelatedField() throws {
    let finding = try #require(try findings([("Card.swift", ReportFixtures.springCard)]).first)
    #expect(finding["related"] == nil)
    #expect(
      finding.keys.sorted() == ["column", "file", "fix", "line", "message", "rule", "severity"])
  }
}
