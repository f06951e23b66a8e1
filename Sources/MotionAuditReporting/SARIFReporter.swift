import MotionAudit
import MotionAuditEngine
import MotionAuditSources

/// SARIF 2.1.0, the format GitHub code scanning (and other viewers) import.
///
/// One run; `tool.driver.rules` lists every registered rule (so `ruleIndex` is stable), with its
/// short and full descriptions, help as text and Markdown, and default level. Each result points
/// at a repository-relative `artifactLocation.uri` (with `uriBaseId` `%SRCROOT%`) and a 1-based
/// region, and carries `partialFingerprints["motionAudit/v1"]`: a SHA-256 of the rule, the file,
/// the reported line's normalised text and the finding's occurrence index among findings with
/// the same three, so an alert keeps its identity when lines are added above it. Skipped files
/// become tool execution notifications.
///
/// Columns count Unicode code points (`columnKind` `unicodeCodePoints`). Each rule carries the
/// properties GitHub code scanning reads (`tags`, `precision`, `problem.severity`) and, when
/// ``ReportLinks/documentationBaseURL`` is known, a `helpUri` to its section of `docs/rules.md`.
package struct SARIFReporter: Reporter {
  /// The schema the output follows.
  package static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
  /// The `uriBaseId` of every location: the repository root.
  package static let sourceRootBaseID = "%SRCROOT%"
  /// The key of the fingerprint in `partialFingerprints`; its suffix changes if the recipe does.
  package static let fingerprintKey = "motionAudit/v1"
  package var paths: RepositoryPaths
  /// Where people read about the tool and its rules (`tool.driver.informationUri`), when the
  /// project publishes its documentation somewhere; omitted otherwise, as SARIF allows.
  package var informationURI: String?
  /// Where the rules' documentation is, for `helpUri`.
  package var links: ReportLinks

  /// - Parameters:
  ///   - paths: makes finding paths repository-relative.
  ///   - links: where the documentation is published, if anywhere.
  ///   - informationURI: an absolute URI of the tool's documentation (default: the
  ///     `motion-audit.md` page beside the rules, when `links` knows where that is).
  package init(
    paths: RepositoryPaths, links: ReportLinks = ReportLinks(), informationURI: String? = nil
  ) {
    self.paths = paths
    self.links = links
    self.informationURI = informationURI ?? links.toolURL
  }

  /// The `problem.severity` GitHub code scanning shows for a severity.
  package static func problemSeverity(_ severity: Severity) -> String {
    switch severity {
    case .note: "recommendation"
    case .warning: "warning"
    case .error: "error"
    }
  }

  package func render(_ report: AuditReport) -> String {
    let rules = RuleRegistry.all.map { $0.description }
    var ruleIndices: [String: Int] = [:]
    for (index, rule) in rules.enumerated() { ruleIndices[rule.id] = index }

    var results: [JSONValue] = []
    let repositoryPaths = paths
    let keyed = KeyedFinding.keying(report.findings) { finding in
      FindingKey(finding, file: repositoryPaths.displayPath(of: finding.file))
    }
    for entry in keyed {
      results.append(
        result(
          for: entry.finding, key: entry.key, occurrence: entry.occurrence,
          ruleIndex: ruleIndices[entry.finding.ruleID]))
    }
    var notifications: [JSONValue] = []
    for skipped in report.skipped {
      notifications.append(notification(for: skipped))
    }
    let run = JSONValue.object([
      (
        "tool",
        .object([
          (
            "driver",
            .object(
              [
                ("name", .string("motion-audit")),
                ("version", .string(MotionAuditVersion.current)),
                ("semanticVersion", .string(MotionAuditVersion.current)),
              ] + (informationURI.map { [("informationUri", .string($0))] } ?? []) + [
                ("rules", .array(rules.map { rule(for: $0) }))
              ])
          )
        ])
      ),
      (
        "invocations",
        .array([
          .object([
            ("executionSuccessful", .bool(!report.hasUnreadableFiles)),
            ("toolExecutionNotifications", .array(notifications)),
          ])
        ])
      ),
      ("columnKind", .string("unicodeCodePoints")),
      ("results", .array(results)),
    ])
    let document = JSONValue.object([
      ("$schema", .string(Self.schemaURI)),
      ("version", .string("2.1.0")),
      ("runs", .array([run])),
    ])
    return document.serialized() + "\n"
  }

  private func notification(for skipped: SkippedFile) -> JSONValue {
    let text = "\(skipped.file): skipped: \(skipped.reason)"
    return .object([
      ("level", .string(skipped.kind == .unreadable ? "error" : "note")),
      ("message", .object([("text", .string(text))])),
      ("locations", .array([.object([("physicalLocation", physicalLocation(skipped.file))])])),
    ])
  }

  private func result(for finding: Finding, key: FindingKey, occurrence: Int, ruleIndex: Int?)
    -> JSONValue
  {
    let startColumn = Self.codePointColumn(of: finding, character: finding.column)
    let endColumn = Self.codePointColumn(
      of: finding, character: finding.column + finding.highlightedLength)
    var region: [(key: String, value: JSONValue)] = [
      ("startLine", .int(finding.line)),
      ("startColumn", .int(startColumn)),
      ("endLine", .int(finding.line)),
      ("endColumn", .int(endColumn)),
    ]
    region.append(("snippet", .object([("text", .string(finding.sourceLine))])))
    var location = physicalLocation(finding.file)
    if case .object(var members) = location {
      members.append(("region", .object(region)))
      location = .object(members)
    }
    var members: [(key: String, value: JSONValue)] = [("ruleId", .string(finding.ruleID))]
    if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
    // Each related location is linked from the message by its id: `[text](1)`.
    let links = finding.related.indices.map { index in
      " \(Self.escapedLinkText(finding.related[index].message)) ([here](\(index + 1)))."
    }
    members += [
      ("level", .string(finding.severity.rawValue)),
      (
        "message",
        .object([
          ("text", .string(finding.message + "." + links.joined() + " Fix: " + finding.fix))
        ])
      ),
      ("locations", .array([.object([("physicalLocation", location)])])),
    ]
    if !finding.related.isEmpty {
      members.append(
        (
          "relatedLocations",
          .array(
            finding.related.enumerated().map { index, related in
              relatedLocation(related, id: index + 1)
            })
        ))
    }
    members += [
      (
        "partialFingerprints",
        .object([(Self.fingerprintKey, .string(Self.fingerprint(key, occurrence: occurrence)))])
      )
    ]
    return .object(members)
  }

  /// A `location` with an `id` the result's message links to, and what happens there.
  private func relatedLocation(_ related: RelatedLocation, id: Int) -> JSONValue {
    var location = physicalLocation(related.file)
    if case .object(var members) = location {
      members.append(
        (
          "region",
          .object([("startLine", .int(related.line)), ("startColumn", .int(related.column))])
        ))
      location = .object(members)
    }
    return .object([
      ("id", .int(id)),
      ("physicalLocation", location),
      ("message", .object([("text", .string(related.message))])),
    ])
  }

  /// Plain text with `[` and `]` escaped, so SARIF viewers do not read it as a link.
  static func escapedLinkText(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == "[" || character == "]" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  /// A repository-relative location under `%SRCROOT%`, or an absolute `file://` URI for a file
  /// outside the repository.
  private func physicalLocation(_ file: String) -> JSONValue {
    let artifact: JSONValue
    if let relative = paths.relativePath(of: file) {
      artifact = .object([
        ("uri", .string(Self.percentEncoded(relative))),
        ("uriBaseId", .string(Self.sourceRootBaseID)),
      ])
    } else {
      artifact = .object([
        ("uri", .string("file://" + Self.percentEncoded(paths.absolutePath(of: file))))
      ])
    }
    return .object([("artifactLocation", artifact)])
  }

  /// The fingerprint of the `occurrence`-th finding with `key`: independent of line numbers.
  package static func fingerprint(_ key: FindingKey, occurrence: Int) -> String {
    let text = [key.ruleID, key.file, key.lineText, String(occurrence)].joined(separator: "\u{1F}")
    return ContentHash(of: Array(text.utf8)).description
  }

  /// The code-point column of the character column `character` on the finding's line. Before
  /// the excerpt of a cut long line, characters are all that is known, and count one each.
  static func codePointColumn(of finding: Finding, character: Int) -> Int {
    let characters = Array(finding.sourceLine)
    let offset = min(max(0, character - finding.sourceLineColumn), characters.count)
    let scalars = characters[..<offset].reduce(0) { $0 + $1.unicodeScalars.count }
    return finding.sourceLineColumn + scalars
      + max(0, character - finding.sourceLineColumn - offset)
  }

  private func rule(for description: RuleDescription) -> JSONValue {
    let references = description.references.map { "- \($0)" }.joined(separator: "\n")
    let helpText =
      "\(description.rationale)\n\nFix: \(description.fix)\n\nSources:\n\(references)"
    let helpMarkdown =
      "**Why.** \(description.rationale)\n\n**Fix.** \(description.fix)\n\n**Sources**\n\n"
      + references
    return .object(
      [
        ("id", .string(description.id)),
        ("name", .string(Self.pascalCased(description.id))),
      ] + (links.ruleURL(description.id).map { [("helpUri", .string($0))] } ?? []) + [
        ("shortDescription", .object([("text", .string(description.name))])),
        (
          "fullDescription",
          .object([("text", .string(description.message + ". " + description.fix))])
        ),
        ("help", .object([("text", .string(helpText)), ("markdown", .string(helpMarkdown))])),
        (
          "defaultConfiguration",
          .object([
            ("enabled", .bool(description.isEnabledByDefault)),
            ("level", .string(description.defaultSeverity.rawValue)),
          ])
        ),
        (
          "properties",
          .object([
            ("tags", .array(["accessibility", "reduce-motion"].map(JSONValue.string))),
            ("precision", .string("high")),
            ("problem.severity", .string(Self.problemSeverity(description.defaultSeverity))),
          ])
        ),
      ])
  }

  /// `ungated-explicit-animation` → `UngatedExplicitAnimation` (SARIF's `name` is an identifier).
  private static func pascalCased(_ id: String) -> String {
    id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// Percent-encodes what may not appear in a URI path (spaces, `%`, `#`, `?`, non-ASCII).
  static func percentEncoded(_ path: String) -> String {
    var output = ""
    for byte in path.utf8 {
      let isAllowed =
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39) || "-._~/!$&'()*+,;=:@".utf8.contains(byte)
      if isAllowed {
        output.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        output += "%" + (byte < 16 ? "0" + hex : hex)
      }
    }
    return output
  }
}
