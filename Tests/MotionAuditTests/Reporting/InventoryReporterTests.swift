import Foundation
import MotionAudit
import MotionAuditEngine
import MotionAuditReporting
import Testing

/// The inventory's formats: grouped by screen, each site with its place, gate and both states;
/// text from the audited code cannot break a table or add markup.
@Suite struct InventoryReporterTests {
  static let inventory = MotionInventory(
    sites: [
      MotionSite(
        file: "App/Root.swift", line: 12, column: 5, screen: "RootView", kind: .explicitAnimation,
        property: "showIntro", whenMotionOn: "bounces; slides in and out",
        whenReduced: .stillMoves),
      MotionSite(
        file: "App/Badge.swift", line: 9, column: 8, screen: "Badge", kind: .loop,
        gate: "argument", whenMotionOn: "loops", whenReduced: .holdsStill),
      MotionSite(
        file: "App/Root.swift", line: 3, column: 1, screen: "RootView", kind: .transition,
        property: "a|<b>", whenMotionOn: "slides <in>", whenReduced: .fades),
    ], fileCount: 2, skipped: [])

  @Test func textGroupsByScreenInNameOrderAndSitesByLine() {
    let text = InventoryReporter(format: .text).render(Self.inventory)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.first == "Badge")
    #expect(lines.firstIndex(of: "RootView") == 4)
    #expect(lines[5].hasPrefix("  App/Root.swift:3:1  transition"))
    #expect(lines[8].hasPrefix("  App/Root.swift:12:5  explicit animation `showIntro`, no gate"))
    #expect(lines.contains("    on:  holds still"))
    #expect(
      lines.last
        == "3 motion sites on 2 screens in 2 files: 1 gated, 1 still moves with Reduce Motion on")
  }

  @Test func jsonCarriesEverySiteWithBothStates() throws {
    let json = InventoryReporter(format: .json).render(Self.inventory)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let screens = try #require(document["screens"] as? [[String: Any]])
    #expect(screens.map { $0["screen"] as? String } == ["Badge", "RootView"])
    let loop = try #require((screens[0]["sites"] as? [[String: Any]])?.first)
    #expect(loop["gated"] as? Bool == true)
    #expect(loop["gate"] as? String == "argument")
    #expect(loop["whenReduced"] as? String == "holds still")
    #expect(loop["property"] is NSNull)
    let summary = try #require(document["summary"] as? [String: Any])
    #expect(summary["sites"] as? Int == 3)
    #expect((summary["byReducedBehaviour"] as? [String: Int])?["still moves"] == 1)
  }

  @Test func markdownAndHTMLEscapeTheCode() {
    let markdown = InventoryReporter(format: .markdown).render(Self.inventory)
    #expect(
      markdown.contains("| [ ] | `App/Root.swift:3:1` | transition | `a\\|<b>` | slides &lt;in>"))
    #expect(markdown.contains("still moves (no gate) |"))
    let html = InventoryReporter(format: .html).render(Self.inventory)
    #expect(html.contains("<code>a|&lt;b&gt;</code>"))
    #expect(html.contains("slides &lt;in&gt;"))
    #expect(!html.contains("<in>"))
    #expect(html.contains("<h2>RootView</h2>"))
  }
}
