import MotionAudit
import MotionAuditEngine
import MotionAuditSources

/// The motion inventory (`motion-audit inventory`) as a checklist a tester walks through: every
/// motion site grouped by screen, each with its place, kind, the state that starts it, its gate,
/// and what it does with Reduce Motion off and on.
///
/// Screens come in name order and sites within one in file, line and column order, so the output
/// is the same whatever order the files were read in. JSON's shape:
///
/// ```json
/// { "version": 1, "tool": { "name", "version" },
///   "screens": [ { "screen", "sites": [ { "file", "line", "column", "kind", "property",
///                  "gated", "gate", "whenMotionOn", "whenReduced" } ] } ],
///   "summary": { "files", "sites", "gated", "stillMoving", "byReducedBehaviour": { … } } }
/// ```
package struct InventoryReporter: Sendable {
  package enum Format: String, Sendable, CaseIterable {
    case text, json, markdown, html
  }

  /// Raised when a field changes meaning or disappears; new fields do not raise it.
  package static let schemaVersion = 1

  package var format: Format

  package init(format: Format) {
    self.format = format
  }

  package func render(_ inventory: MotionInventory) -> String {
    switch format {
    case .text: text(inventory)
    case .json: json(inventory)
    case .markdown: markdown(inventory)
    case .html: html(inventory)
    }
  }

  /// The sites by screen, screens in name order.
  static func screens(of inventory: MotionInventory) -> [(screen: String, sites: [MotionSite])] {
    Dictionary(grouping: inventory.sites, by: \.screen)
      .map { ($0.key, $0.value.sorted(by: MotionSite.inventoryOrder)) }
      .sorted { $0.screen < $1.screen }
  }

  static func summary(of inventory: MotionInventory) -> String {
    let gated = inventory.sites.filter(\.isGated).count
    let moving = inventory.sites.filter { $0.whenReduced == .stillMoves }.count
    return "\(counted(inventory.sites.count, "motion site")) on "
      + "\(counted(screens(of: inventory).count, "screen")) in "
      + "\(counted(inventory.fileCount, "file")): \(gated) gated, \(moving) still "
      + "\(moving == 1 ? "moves" : "move") with Reduce Motion on"
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  private static func location(_ site: MotionSite) -> String {
    "\(site.file):\(site.line):\(site.column)"
  }

  private static func gateText(_ site: MotionSite) -> String {
    site.gate.map { "gated (\($0))" } ?? "no gate"
  }

  // MARK: Text

  private func text(_ inventory: MotionInventory) -> String {
    var output = ""
    for (screen, sites) in Self.screens(of: inventory) {
      output += "\(screen.escapingControlCharacters)\n"
      for site in sites {
        let property = site.property.map { " `\($0)`" } ?? ""
        output +=
          "  \(Self.location(site).escapingControlCharacters)  \(site.kind.rawValue)"
          + "\(property.escapingControlCharacters), \(Self.gateText(site))\n"
          + "    off: \(site.whenMotionOn.escapingControlCharacters)\n"
          + "    on:  \(site.whenReduced.rawValue)\n"
      }
      output += "\n"
    }
    for skip in inventory.skipped {
      output +=
        "skipped \(skip.file.escapingControlCharacters): "
        + "\(skip.reason.escapingControlCharacters)\n"
    }
    return output + Self.summary(of: inventory) + "\n"
  }

  // MARK: JSON

  private func json(_ inventory: MotionInventory) -> String {
    func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    let byBehaviour: [(key: String, value: JSONValue)] = MotionSite.ReducedBehaviour.allCases.map {
      behaviour in
      (behaviour.rawValue, .int(inventory.sites.filter { $0.whenReduced == behaviour }.count))
    }
    let document = JSONValue.object([
      ("version", .int(Self.schemaVersion)),
      (
        "tool",
        .object([
          ("name", .string("motion-audit")), ("version", .string(MotionAuditVersion.current)),
        ])
      ),
      (
        "screens",
        .array(
          Self.screens(of: inventory).map { screen, sites in
            .object([
              ("screen", .string(screen)),
              (
                "sites",
                .array(
                  sites.map { site in
                    .object([
                      ("file", .string(site.file)), ("line", .int(site.line)),
                      ("column", .int(site.column)), ("kind", .string(site.kind.rawValue)),
                      ("property", optional(site.property)), ("gated", .bool(site.isGated)),
                      ("gate", optional(site.gate)), ("whenMotionOn", .string(site.whenMotionOn)),
                      ("whenReduced", .string(site.whenReduced.rawValue)),
                    ])
                  })
              ),
            ])
          })
      ),
      (
        "skipped",
        .array(
          inventory.skipped.map {
            .object([("file", .string($0.file)), ("reason", .string($0.reason))])
          })
      ),
      (
        "summary",
        .object([
          ("files", .int(inventory.fileCount)), ("sites", .int(inventory.sites.count)),
          ("gated", .int(inventory.sites.filter(\.isGated).count)),
          ("byReducedBehaviour", .object(byBehaviour)),
        ])
      ),
    ])
    return document.serialized() + "\n"
  }

  // MARK: Markdown

  private func markdown(_ inventory: MotionInventory) -> String {
    var output = "### Motion inventory\n\n" + Self.summary(of: inventory) + ".\n"
    for (screen, sites) in Self.screens(of: inventory) {
      output += "\n#### \(MarkdownReporter.cell(screen, inTable: false))\n\n"
      output += "| Check | Location | Kind | State | Reduce Motion off | Reduce Motion on |\n"
      output += "| --- | --- | --- | --- | --- | --- |\n"
      for site in sites {
        let state = site.property.map { MarkdownReporter.codeSpan($0) } ?? ""
        let reduced = site.whenReduced.rawValue + (site.isGated ? "" : " (no gate)")
        output +=
          "| [ ] | \(MarkdownReporter.codeSpan(Self.location(site))) | \(site.kind.rawValue) "
          + "| \(state) | \(MarkdownReporter.cell(site.whenMotionOn)) | \(reduced) |\n"
      }
    }
    return output
  }

  // MARK: HTML

  private func html(_ inventory: MotionInventory) -> String {
    var body = ""
    for (screen, sites) in Self.screens(of: inventory) {
      body += "<section><h2>\(screen.xmlEscaped)</h2><table><thead><tr><th>Location</th>"
      body += "<th>Kind</th><th>State</th><th>Gate</th><th>Reduce Motion off</th>"
      body += "<th>Reduce Motion on</th></tr></thead><tbody>\n"
      for site in sites {
        let moving = site.whenReduced == .stillMoves ? " class=\"moving\"" : ""
        body += "<tr\(moving)><td><code>\(Self.location(site).xmlEscaped)</code></td>"
        body += "<td>\(site.kind.rawValue.xmlEscaped)</td>"
        body += "<td>\(site.property.map { "<code>\($0.xmlEscaped)</code>" } ?? "")</td>"
        body += "<td>\(Self.gateText(site).xmlEscaped)</td>"
        body += "<td>\(site.whenMotionOn.xmlEscaped)</td>"
        body += "<td>\(site.whenReduced.rawValue.xmlEscaped)</td></tr>\n"
      }
      body += "</tbody></table></section>\n"
    }
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Motion inventory</title>
      <style>\(Self.style)</style></head>
      <body><h1>Motion inventory</h1><p>\(Self.summary(of: inventory).xmlEscaped)</p>
      \(body)</body></html>

      """
  }

  private static let style = """
    :root{color-scheme:light dark;font-family:-apple-system,system-ui,sans-serif}\
    table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 8px;\
    border-bottom:1px solid #8884;vertical-align:top}tr.moving td:last-child{font-weight:600}
    """
}
