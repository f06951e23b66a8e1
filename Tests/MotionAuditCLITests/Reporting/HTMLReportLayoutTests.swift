import Foundation
import MotionAuditSemantics
import Testing

/// The HTML report on a phone-sized and a desktop window: nothing wider than the window, paths
/// shown relative to the audited folder (named once), and a word when the filters hide
/// everything.
@Suite(
  .enabled(
    if: Chromium.isRequired,
    "Chromium is not installed (apt-get install -y chromium); CI always runs these tests"))
struct HTMLReportLayoutTests {
  static let widths = [480, 1_400]

  /// The naive app's report, audited by its absolute path (the longest paths a report shows).
  private func report() -> (html: String, root: String) {
    let root = repositoryRoot + "/Examples/NaiveApp"
    let outcome = runCommand([root, "--format", "html"])
    #expect(outcome.exitCode == .findings)
    return (outcome.output, root)
  }

  @Test(arguments: widths) func nothingIsWiderThanTheWindow(width: Int) throws {
    let dom = try Chromium.measuredDOM(of: report().html, width: width)
    #expect(Chromium.overflow(in: dom) == 0)
  }

  @Test(arguments: widths) func filtersThatHideEverythingSaySo(width: Int) throws {
    let html = report().html
    let hidden = try Chromium.measuredDOM(
      of: html, width: width, fragment: "q=nothing-matches-this")
    #expect(hidden.contains("Showing 0 of "))
    #expect(hidden.contains("<p id=\"no-match\">No findings match these filters"))
    #expect(Chromium.overflow(in: hidden) == 0)
    let shown = try Chromium.measuredDOM(of: html, width: width)
    #expect(shown.contains("<p id=\"no-match\" hidden=\"\">"))
  }

  @Test func pathsAreRelativeToTheAuditedFolderNamedOnce() throws {
    let (html, root) = report()
    let file = try write(html)
    defer { try? FileManager.default.removeItem(at: file) }
    let dom = try Chromium.renderedDOM(of: file)
    #expect(dom.components(separatedBy: root).count - 1 == 1 + findingsFileCount(dom))
    #expect(dom.contains("Audited <code>\(root)</code>"))
    #expect(dom.contains("<h3><code>RootView.swift</code></h3>"))
    #expect(dom.contains(">RootView.swift:14:22<"))
    // The file filter still selects by the finding's own path.
    #expect(dom.contains("data-file=\"\(root)/RootView.swift\""))
  }

  /// Each finding's `data-file` and each file option's value keep the full path, for filters
  /// and the address; only the text people read is shortened.
  private func findingsFileCount(_ dom: String) -> Int {
    dom.components(separatedBy: "data-file=\"").count - 1
      + dom.components(separatedBy: "<option value=\"/").count - 1
  }

  private func write(_ html: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("motion-audit-layout-\(UUID().uuidString).html")
    try Data(html.utf8).write(to: file)
    return file
  }
}
