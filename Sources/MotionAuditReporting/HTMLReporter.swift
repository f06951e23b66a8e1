import Foundation
import MotionAudit
import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources

/// One self-contained HTML page for people: every finding first, with its code excerpt (the
/// column marked), a link to the rule's rationale (shown once per rule, below) and the fix, and
/// whether `--fix` corrects it; then the summaries by rule and by file, folded. Filters by text,
/// file, rule and severity; the page follows the system's light or dark appearance.
///
/// Nothing is loaded from the network: the CSS and the script are inline, and a Content Security
/// Policy allows only that script (by its hash), so even a message or a line of code holding
/// `<script>` (which is escaped anyway) could not run. The filters can be preset from the
/// address: `report.html#rule=ungated-explicit-animation&severity=warning,error&file=App/A.swift&q=spring`.
/// Locations link to the source when ``ReportLinks/sourceURLTemplate`` is given.
package struct HTMLReporter: Reporter {
  /// The lines of audited files by the path findings carry; a file missing here shows only its
  /// reported line.
  package var sourceLines: [String: [String]]
  /// Lines shown above and below a finding's line.
  package var contextLineCount: Int
  /// Where locations and rules link to.
  package var links: ReportLinks
  /// Makes paths repository-relative for source links.
  package var paths: RepositoryPaths?
  /// The folder the audit was given, as the findings' paths begin with it: paths are shown
  /// relative to it (named once, in the header), so a long or absolute path is not repeated on
  /// every finding.
  package var auditedRoot: String?

  /// Lines longer than this many characters are shown as a window around the finding.
  static let maximumLineLength = 160

  package init(
    sourceLines: [String: [String]] = [:], contextLineCount: Int = 2,
    links: ReportLinks = ReportLinks(), paths: RepositoryPaths? = nil, auditedRoot: String? = nil
  ) {
    self.sourceLines = sourceLines
    self.contextLineCount = contextLineCount
    self.links = links
    self.paths = paths
    self.auditedRoot = auditedRoot
  }

  /// `file` as shown: relative to ``auditedRoot`` when it lies inside it.
  func shown(_ file: String) -> String {
    guard let auditedRoot, !auditedRoot.isEmpty, auditedRoot != "." else { return file }
    let prefix = auditedRoot.hasSuffix("/") ? auditedRoot : auditedRoot + "/"
    return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
  }

  /// Splits a file's text into lines as the auditor counts them (`\n`, `\r\n`, `\r`).
  package static func lines(of text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for character in text {
      if character == "\n" || character == "\r\n" || character == "\r" {
        lines.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    lines.append(current)
    return lines
  }

  package func render(_ report: AuditReport) -> String {
    var body = header(report)
    body += filters(report)
    body += findings(report)
    body += rules(report)
    body += summaries(report)
    body += skipped(report)
    let script = Self.script
    let scriptHash = Data(SHA256.digest(of: Array(script.utf8))).base64EncodedString()
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-\(scriptHash)'">
      <title>motion-audit report</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      <main>
      \(body)</main>
      <script>\(script)</script>
      </body>
      </html>

      """
  }

  // MARK: - Sections

  private func header(_ report: AuditReport) -> String {
    let counts = report.countsBySeverity
    let files = Set(report.findings.map(\.file)).count
    var summary =
      "\(Self.plural(report.findings.count, "finding")) in \(Self.plural(files, "file")) of "
      + "\(report.auditedFileCount) audited"
    if !report.suppressed.isEmpty { summary += " · \(report.suppressed.count) suppressed" }
    if !report.skipped.isEmpty { summary += " · \(report.skipped.count) skipped" }
    var badges = ""
    for severity in Severity.allCases.reversed() {
      let count = counts[severity] ?? 0
      // A zero count is not a problem: it is shown grey, not in the severity's colour.
      let kind = count == 0 ? "zero" : severity.rawValue
      badges += "<span class=\"badge \(kind)\">\(Self.plural(count, severity.rawValue))</span> "
    }
    var audited = ""
    if let auditedRoot, !auditedRoot.isEmpty, auditedRoot != "." {
      audited =
        "Audited <code>\(Self.escaped(auditedRoot))</code> (paths below are relative to it) · "
    }
    return """
      <header>
      <h1>motion-audit report</h1>
      <p class="totals">\(Self.escaped(summary)) \(badges)</p>
      <p class="meta">\(audited)motion-audit \(Self.escaped(MotionAuditVersion.current)) · findings at or above \
      <strong>\(report.threshold.rawValue)</strong> fail the run</p>
      </header>

      """
  }

  private func filters(_ report: AuditReport) -> String {
    var options = "<option value=\"\">All rules</option>"
    for (ruleID, counts) in report.countsByRule {
      let total = counts.values.reduce(0, +)
      options +=
        "<option value=\"\(Self.escaped(ruleID))\">\(Self.escaped(ruleID)) (\(total))</option>"
    }
    var boxes = ""
    for severity in Severity.allCases.reversed() {
      boxes += """
        <label><input type="checkbox" name="severity" value="\(severity.rawValue)" checked> \
        \(severity.rawValue)</label>
        """
    }
    var fileOptions = "<option value=\"\">All files</option>"
    for group in fileGroups(report) {
      let count = group.findings.count
      fileOptions +=
        "<option value=\"\(Self.escaped(group.file))\">\(Self.escaped(shown(group.file))) (\(count))</option>"
    }
    return """
      <nav class="filters" aria-label="Filters">
      <label>Search <input type="search" id="text-filter" placeholder="message, code, path"></label>
      <label>File <select id="file-filter">\(fileOptions)</select></label>
      <label>Rule <select id="rule-filter">\(options)</select></label>
      <fieldset><legend>Severity</legend>\(boxes)</fieldset>
      <span id="shown-count" role="status">Showing \(report.findings.count) of \
      \(report.findings.count) findings</span>
      </nav>
      <p id="no-match" hidden>No findings match these filters: clear the search, or choose all \
      files, all rules and every severity.</p>

      """
  }

  /// The summaries by rule and by file, folded: the findings come first.
  private func summaries(_ report: AuditReport) -> String {
    guard !report.findings.isEmpty else { return "" }
    return """
      <details class="summaries">
      <summary>Summary by rule and by file</summary>
      \(summaryByRule(report))\(summaryByFile(report))</details>

      """
  }

  private func summaryByRule(_ report: AuditReport) -> String {
    var rows = ""
    for (ruleID, counts) in report.countsByRule {
      let name = RuleRegistry.rule(withID: ruleID)?.description.name ?? ""
      rows += """
        <tr><td><a href="#rule=\(Self.escaped(ruleID))"><code>\(Self.escaped(ruleID))</code></a>\
        </td><td>\(Self.escaped(name))</td>\(Self.countCells(counts))</tr>

        """
    }
    return """
      <section class="summary">
      <h2>By rule</h2>
      <table><thead><tr><th>Rule</th><th>Name</th><th>Errors</th><th>Warnings</th><th>Notes</th>\
      <th>Total</th></tr></thead>
      <tbody>
      \(rows)</tbody></table>
      </section>

      """
  }

  private func summaryByFile(_ report: AuditReport) -> String {
    var rows = ""
    for (index, group) in fileGroups(report).enumerated() {
      var counts: [Severity: Int] = [:]
      for finding in group.findings { counts[finding.severity, default: 0] += 1 }
      rows += """
        <tr><td><a href="#file-\(index + 1)"><code>\(Self.escaped(shown(group.file)))</code></a></td>\
        \(Self.countCells(counts))</tr>

        """
    }
    return """
      <section class="summary">
      <h2>By file</h2>
      <table><thead><tr><th>File</th><th>Errors</th><th>Warnings</th><th>Notes</th><th>Total</th>\
      </tr></thead>
      <tbody>
      \(rows)</tbody></table>
      </section>

      """
  }

  private func findings(_ report: AuditReport) -> String {
    guard !report.findings.isEmpty else {
      return
        "<p class=\"clean\">No findings: motion respects Reduce Motion everywhere audited.</p>\n"
    }
    var output = "<h2>Findings</h2>\n"
    for (index, group) in fileGroups(report).enumerated() {
      output +=
        "<section class=\"file\" id=\"file-\(index + 1)\">\n<h3><code>\(Self.escaped(shown(group.file)))</code></h3>\n"
      for finding in group.findings { output += render(finding) }
      output += "</section>\n"
    }
    return output
  }

  /// Each rule that has findings, once: its name, rationale and sources.
  private func rules(_ report: AuditReport) -> String {
    guard !report.findings.isEmpty else { return "" }
    var output = "<section class=\"rules\">\n<h2>Rules</h2>\n"
    for (ruleID, _) in report.countsByRule {
      guard let description = RuleRegistry.rule(withID: ruleID)?.description else { continue }
      let documentation = links.ruleURL(ruleID).map {
        " · <a href=\"\(Self.escaped($0))\">documentation</a>"
      }
      let sources = description.references.map { "<li>\(Self.prose($0))</li>" }.joined()
      output += """
        <div class="rule-doc" id="\(Self.ruleAnchor(ruleID))">
        <h3><code>\(Self.escaped(ruleID))</code> · \(Self.escaped(description.name))\(documentation ?? "")</h3>
        <p class="why"><strong>Why.</strong> \(Self.prose(description.rationale))</p>
        <ul class="sources">\(sources)</ul>
        </div>

        """
    }
    return output + "</section>\n"
  }

  /// The id of a rule's rationale on the page.
  static func ruleAnchor(_ ruleID: String) -> String {
    "why-" + escaped(ruleID)
  }

  private func render(_ finding: Finding) -> String {
    let location = "\(shown(finding.file)):\(finding.line):\(finding.column)"
    let sourceURL = links.sourceURL(
      path: paths?.displayPath(of: finding.file) ?? finding.file, line: finding.line)
    let locationHTML =
      sourceURL.map {
        "<a class=\"location\" href=\"\(Self.escaped($0))\">\(Self.escaped(location))</a>"
      }
      ?? "<span class=\"location\">\(Self.escaped(location))</span>"
    let fixable =
      finding.edits.isEmpty
      ? "" : " <span class=\"fixable\" title=\"motion-audit --fix corrects this\">fixable</span>"
    return """
      <article class="finding \(finding.severity.rawValue)" data-rule="\(Self.escaped(finding.ruleID))" \
      data-severity="\(finding.severity.rawValue)" data-file="\(Self.escaped(finding.file))"\
      \(finding.edits.isEmpty ? "" : " data-fixable=\"true\"")>
      <p class="title"><span class="badge \(finding.severity.rawValue)">\(finding.severity.rawValue)\
      </span> \(locationHTML) <a class="rule" href="#\(Self.ruleAnchor(finding.ruleID))">\
      <code>\(Self.escaped(finding.ruleID))</code></a>\(fixable)</p>
      <p class="message">\(Self.prose(finding.message))</p>
      \(excerpt(of: finding))\(relatedList(of: finding))
      <p class="fix"><strong>Fix.</strong> \(Self.prose(finding.fix))</p>
      </article>

      """
  }

  /// The other positions of the finding's motion, each linked to its source when links are on.
  private func relatedList(of finding: Finding) -> String {
    guard !finding.related.isEmpty else { return "" }
    let items = finding.related.map { related in
      let location = "\(shown(related.file)):\(related.line):\(related.column)"
      let sourceURL = links.sourceURL(
        path: paths?.displayPath(of: related.file) ?? related.file, line: related.line)
      let locationHTML =
        sourceURL.map { "<a href=\"\(Self.escaped($0))\">\(Self.escaped(location))</a>" }
        ?? "<code>\(Self.escaped(location))</code>"
      return "<li>\(locationHTML): \(Self.prose(related.message))</li>"
    }
    return "\n<div class=\"related\"><strong>Related.</strong><ul>\(items.joined())</ul></div>"
  }

  /// The finding's line with a few lines around it, the reported token marked.
  private func excerpt(of finding: Finding) -> String {
    var rows = ""
    let lines = sourceLines[finding.file]
    if let lines, lines.indices.contains(finding.line - 1) {
      let first = max(1, finding.line - contextLineCount)
      let last = min(lines.count, finding.line + contextLineCount)
      for number in first...last {
        let text = lines[number - 1]
        rows +=
          number == finding.line
          ? Self.markedRow(number, text, column: finding.column, length: finding.highlightedLength)
          : Self.row(number, Self.escaped(Self.clipped(text)), isReported: false)
      }
    } else {
      rows += Self.markedRow(
        finding.line, finding.sourceLine, column: finding.column - finding.sourceLineColumn + 1,
        length: finding.highlightedLength)
    }
    return "<pre class=\"excerpt\"><code>\(rows)</code></pre>"
  }

  private static func row(_ number: Int, _ html: String, isReported: Bool) -> String {
    let marker = isReported ? " class=\"reported\"" : ""
    return "<span\(marker)><span class=\"number\">\(number)</span>\(html)</span>"
  }

  /// The reported line, cut to a window around `column` when long, with the token in `<mark>`.
  private static func markedRow(_ number: Int, _ line: String, column: Int, length: Int) -> String {
    var characters = Array(line)
    var start = max(0, min(column - 1, characters.count))
    var prefix = ""
    if characters.count > maximumLineLength, start > maximumLineLength / 2 {
      let cut = start - maximumLineLength / 2
      characters.removeFirst(cut)
      start -= cut
      prefix = "…"
    }
    var suffix = ""
    if characters.count > maximumLineLength {
      characters.removeLast(characters.count - maximumLineLength)
      suffix = "…"
    }
    let end = min(characters.count, start + length)
    let before = escaped(String(characters[..<start]))
    let marked = escaped(String(characters[start..<max(start, end)]))
    let after = escaped(String(characters[max(start, end)...]))
    let mark = marked.isEmpty ? "<mark class=\"caret\"> </mark>" : "<mark>\(marked)</mark>"
    return row(number, prefix + before + mark + after + suffix, isReported: true)
  }

  private static func clipped(_ line: String) -> String {
    line.count > maximumLineLength ? String(line.prefix(maximumLineLength)) + "…" : line
  }

  private func skipped(_ report: AuditReport) -> String {
    guard !report.skipped.isEmpty else { return "" }
    let items = report.skipped.map {
      "<li><code>\(Self.escaped(shown($0.file)))</code>: \(Self.escaped($0.reason))</li>"
    }.joined(separator: "\n")
    return
      "<section class=\"skipped\">\n<h2>Skipped files</h2>\n<ul>\n\(items)\n</ul>\n</section>\n"
  }

  private struct FileGroup {
    var file: String
    var findings: [Finding]
  }

  private func fileGroups(_ report: AuditReport) -> [FileGroup] {
    var groups: [FileGroup] = []
    for finding in report.findings {
      if groups.last?.file == finding.file {
        groups[groups.count - 1].findings.append(finding)
      } else {
        groups.append(FileGroup(file: finding.file, findings: [finding]))
      }
    }
    return groups
  }

  // MARK: - Text

  private static func countCells(_ counts: [Severity: Int]) -> String {
    var cells = ""
    for severity in Severity.allCases.reversed() {
      let count = counts[severity] ?? 0
      cells += "<td class=\"count\(count == 0 ? " zero" : "")\">\(count)</td>"
    }
    return cells + "<td class=\"count\">\(counts.values.reduce(0, +))</td>"
  }

  /// Text escaped for HTML, with `code` spans between backticks.
  static func prose(_ text: String) -> String {
    let parts = escaped(text).split(separator: "`", omittingEmptySubsequences: false)
    guard parts.count % 2 == 1 else { return escaped(text) }
    return parts.enumerated().map { index, part in
      index % 2 == 1 ? "<code>\(part)</code>" : String(part)
    }.joined()
  }

  /// `&`, `<`, `>`, `"` and `'` as entities: safe in text and in quoted attributes.
  package static func escaped(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      default: output.unicodeScalars.append(character)
      }
    }
    return output
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  // MARK: - Style and script

  static let style = """
    :root{color-scheme:light dark;--fg:#1d1d1f;--muted:#6e6e73;--line:#d2d2d7;--bg:#fbfbfd;\
    --card:#fff;--code:#f5f5f7;--reported:#fff4d6;--mark:#ffd54a;--prose:#3a3a3c;--zero:#b0b0b5;\
    --error:#c9252d;--warning:#a35a00;--note:#2463a6;--fixed:#1b7f3b;--on-badge:#fff}
    @media (prefers-color-scheme:dark){:root{--fg:#f5f5f7;--muted:#a1a1a6;--line:#424245;\
    --bg:#1c1c1e;--card:#2c2c2e;--code:#232325;--reported:#4a3f1c;--mark:#8a6d00;--prose:#d1d1d6;\
    --zero:#6e6e73;--error:#ff6961;--warning:#ffb340;--note:#70b0ff;--fixed:#4cd964;\
    --on-badge:#1c1c1e}}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--fg);\
    font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
    main{max-width:1100px;margin:0 auto;padding:24px}
    h1{font-size:26px;margin:0 0 4px}h2{font-size:19px;margin:28px 0 10px}\
    h3{font-size:15px;margin:22px 0 8px}
    code,pre{font:13px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace}
    .meta,.totals{color:var(--muted);margin:4px 0}
    .badge{display:inline-block;border-radius:10px;padding:0 8px;font-size:12px;font-weight:600;\
    color:var(--on-badge);background:var(--muted)}
    .badge.error{background:var(--error)}.badge.warning{background:var(--warning)}\
    .badge.note{background:var(--note)}.badge.zero{background:transparent;color:var(--zero);\
    border:1px solid var(--line)}
    .fixable{font-size:12px;font-weight:600;color:var(--fixed);border:1px solid var(--fixed);\
    border-radius:10px;padding:0 7px;margin-left:6px}
    .filters input[type=search]{font:inherit;padding:2px 6px;width:14em;max-width:100%}
    .filters label{max-width:100%}.filters select{max-width:22em;width:100%}
    details.summaries{margin:28px 0}details.summaries>summary{cursor:pointer;font-size:19px;\
    font-weight:600}
    .rule-doc{background:var(--card);border:1px solid var(--line);border-radius:6px;\
    padding:4px 14px;margin:10px 0}
    .sources{color:var(--muted);font-size:13px}
    .filters{position:sticky;top:0;z-index:1;display:flex;flex-wrap:wrap;gap:16px;align-items:center;\
    background:var(--bg);border-bottom:1px solid var(--line);padding:10px 0;margin-top:16px}
    .filters fieldset{border:0;margin:0;padding:0;display:flex;gap:10px}
    .filters legend{float:left;margin-right:6px}
    #shown-count{color:var(--muted);margin-left:auto}
    table{border-collapse:collapse;width:100%;background:var(--card);border:1px solid var(--line)}
    th,td{text-align:left;padding:5px 10px;border-bottom:1px solid var(--line)}
    th{font-size:13px;color:var(--muted);font-weight:600}
    td.count{text-align:right;width:80px}td.zero{color:var(--zero)}
    a{color:var(--note)}
    .finding{background:var(--card);border:1px solid var(--line);border-left:4px solid var(--muted);\
    border-radius:6px;padding:10px 14px;margin:10px 0}
    .finding.error{border-left-color:var(--error)}.finding.warning{border-left-color:var(--warning)}\
    .finding.note{border-left-color:var(--note)}
    .finding p{margin:6px 0}
    .title .location{font-weight:600;color:inherit}.title .rule{color:var(--muted);margin-left:6px}
    .message{font-size:16px}
    .why,.fix{color:var(--prose)}
    pre.excerpt{background:var(--code);border-radius:4px;padding:8px 0;overflow-x:auto;tab-size:4;margin:8px 0}
    pre.excerpt>code>span{display:block;padding:0 12px;white-space:pre}
    pre.excerpt .reported{background:var(--reported)}
    .number{display:inline-block;min-width:3.5em;color:#a1a1a6;user-select:none}
    mark{background:var(--mark);color:inherit;border-radius:2px;outline:1px solid #c99a00}
    mark.caret{background:transparent;border-left:2px solid var(--error)}
    .clean{font-size:17px;color:var(--fixed)}
    #no-match{font-size:17px;color:var(--muted);margin:20px 0}
    h3 code,.location,td code,.related code,.skipped code{overflow-wrap:anywhere}
    @media (max-width:600px){main{padding:12px}.summary{overflow-x:auto}\
    th,td{padding:4px 6px}td.count{width:auto}.filters{gap:8px}.message{font-size:15px}}
    [hidden]{display:none!important}
    """

  /// Applies the filters; reads presets from the address (`#rule=…&severity=warning,error`).
  static let script = """
    (function () {
      var ruleFilter = document.getElementById("rule-filter");
      var fileFilter = document.getElementById("file-filter");
      var textFilter = document.getElementById("text-filter");
      var boxes = Array.prototype.slice.call(document.querySelectorAll("input[name=severity]"));
      var findings = Array.prototype.slice.call(document.querySelectorAll(".finding"));
      var files = Array.prototype.slice.call(document.querySelectorAll("section.file"));
      var status = document.getElementById("shown-count");
      var noMatch = document.getElementById("no-match");
      function apply() {
        var rule = ruleFilter.value;
        var file = fileFilter.value;
        var words = textFilter.value.toLowerCase().split(/\\s+/).filter(function (word) {
          return word !== "";
        });
        var severities = boxes.filter(function (box) { return box.checked; })
          .map(function (box) { return box.value; });
        var shown = 0;
        findings.forEach(function (finding) {
          var text = finding.textContent.toLowerCase();
          var visible = (rule === "" || finding.getAttribute("data-rule") === rule) &&
            (file === "" || finding.getAttribute("data-file") === file) &&
            severities.indexOf(finding.getAttribute("data-severity")) >= 0 &&
            words.every(function (word) { return text.indexOf(word) >= 0; });
          finding.hidden = !visible;
          if (visible) { shown += 1; }
        });
        files.forEach(function (file) {
          file.hidden = file.querySelector(".finding:not([hidden])") === null;
        });
        status.textContent = "Showing " + shown + " of " + findings.length + " findings";
        noMatch.hidden = shown > 0 || findings.length === 0;
      }
      function readAddress() {
        var parameters = new URLSearchParams(window.location.hash.slice(1));
        if (parameters.has("rule")) { ruleFilter.value = parameters.get("rule"); }
        if (parameters.has("file")) { fileFilter.value = parameters.get("file"); }
        if (parameters.has("q")) { textFilter.value = parameters.get("q"); }
        if (parameters.has("severity")) {
          var wanted = parameters.get("severity").split(",");
          boxes.forEach(function (box) { box.checked = wanted.indexOf(box.value) >= 0; });
        }
      }
      ruleFilter.addEventListener("change", apply);
      fileFilter.addEventListener("change", apply);
      textFilter.addEventListener("input", apply);
      boxes.forEach(function (box) { box.addEventListener("change", apply); });
      window.addEventListener("hashchange", function () { readAddress(); apply(); });
      readAddress();
      apply();
    })();
    """
}
