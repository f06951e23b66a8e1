import MotionAuditSources

/// What identifies a finding across edits of its file: the file, the rule and the text of the
/// reported line with its whitespace normalised, never the line number.
///
/// Baselines count findings per key, and SARIF fingerprints hash it with the finding's
/// occurrence index, so both survive lines added or removed above a finding and a finding that
/// moves to another line.
package struct FindingKey: Sendable, Hashable, Codable, Comparable {
  package var file: String
  package var ruleID: String
  /// The reported line, trimmed, with each run of spaces and tabs collapsed to one space.
  package var lineText: String

  package init(file: String, ruleID: String, lineText: String) {
    self.file = file
    self.ruleID = ruleID
    self.lineText = lineText
  }

  /// The key of `finding`, with its file named `file` (for example relative to a baseline).
  package init(_ finding: Finding, file: String? = nil) {
    self.init(
      file: file ?? finding.file, ruleID: finding.ruleID,
      lineText: Self.normalized(finding.sourceLine))
  }

  /// `text` trimmed, with runs of whitespace collapsed to one space, so re-indenting a line
  /// keeps its key.
  package static func normalized(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0.isNewline })
      .joined(separator: " ")
  }

  package static func < (lhs: FindingKey, rhs: FindingKey) -> Bool {
    (lhs.file, lhs.ruleID, lhs.lineText) < (rhs.file, rhs.ruleID, rhs.lineText)
  }
}

/// A finding with its key and its occurrence index among the findings of the same key.
package struct KeyedFinding: Sendable, Hashable {
  package var finding: Finding
  package var key: FindingKey
  /// 0 for the first finding of its key, in report order.
  package var occurrence: Int

  /// Keys `findings` (in their order) with `key`, numbering the occurrences of each key.
  package static func keying(
    _ findings: [Finding], by key: (Finding) -> FindingKey
  ) -> [KeyedFinding] {
    var seen: [FindingKey: Int] = [:]
    var keyed: [KeyedFinding] = []
    for finding in findings {
      let findingKey = key(finding)
      let occurrence = seen[findingKey, default: 0]
      seen[findingKey] = occurrence + 1
      keyed.append(KeyedFinding(finding: finding, key: findingKey, occurrence: occurrence))
    }
    return keyed
  }
}
