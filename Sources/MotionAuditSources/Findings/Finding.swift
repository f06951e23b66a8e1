/// One place where motion ignores Reduce Motion, as the reporters print it.
///
/// Lines and columns are 1-based; columns count characters (grapheme clusters), as Xcode shows
/// them, so a multi-byte character earlier on the line counts once.
package struct Finding: Sendable, Hashable, Codable {
  /// The file, as the user named it (relative paths stay relative).
  package var file: String
  package var line: Int
  package var column: Int
  /// The byte offset of the position in the file, for edits and fingerprints.
  package var utf8Offset: Int
  package var ruleID: String
  package var severity: Severity
  package var message: String
  /// What to do about it.
  package var fix: String
  /// The text of the reported line (without its line break), for excerpts and baselines; a
  /// window around the position when the line is very long.
  package var sourceLine: String
  /// The column of `sourceLine`'s first character (1 unless the line was cut).
  package var sourceLineColumn: Int
  /// Text edits that would correct the finding; empty until the rule offers a correction.
  package var edits: [TextEdit]
  /// Other places of the same motion (the animation that drives a transition), reported with it
  /// instead of as findings of their own.
  package var related: [RelatedLocation]

  package init(
    file: String, line: Int, column: Int, utf8Offset: Int, ruleID: String, severity: Severity,
    message: String, fix: String, sourceLine: String, sourceLineColumn: Int = 1,
    edits: [TextEdit] = [], related: [RelatedLocation] = []
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.utf8Offset = utf8Offset
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.fix = fix
    self.sourceLine = sourceLine
    self.sourceLineColumn = sourceLineColumn
    self.edits = edits
    self.related = related
  }

  /// The deterministic report order: path, line, column, then rule id.
  ///
  /// Findings equal in all four (one rule reporting one position twice, with different
  /// messages or corrections) are ordered by their other fields, so the order is total and
  /// results do not depend on the order a `Set` deduplicating them iterates in.
  package static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
    let (left, right) = (
      (lhs.file, lhs.line, lhs.column, lhs.ruleID), (rhs.file, rhs.line, rhs.column, rhs.ruleID)
    )
    if left != right { return left < right }
    let (leftDetail, rightDetail) = (
      (lhs.utf8Offset, lhs.severity, lhs.message, lhs.fix, lhs.sourceLine, lhs.sourceLineColumn),
      (rhs.utf8Offset, rhs.severity, rhs.message, rhs.fix, rhs.sourceLine, rhs.sourceLineColumn)
    )
    if leftDetail != rightDetail { return leftDetail < rightDetail }
    if lhs.edits != rhs.edits {
      return lhs.edits.lexicographicallyPrecedes(rhs.edits, by: TextEdit.precedes)
    }
    return lhs.related.lexicographicallyPrecedes(rhs.related, by: RelatedLocation.reportOrder)
  }
}

/// Why a finding is not counted.
package struct Suppression: Sendable, Hashable, Codable {
  /// The kind of comment that suppressed it.
  package enum Kind: String, Sendable, Hashable, Codable {
    /// `// motion-audit:essential <reason>`: the motion is essential (WCAG 2.3.3's exception).
    case essential
    /// `// motion-audit:disable…`: the rule is switched off here.
    case disabled
  }

  package var kind: Kind
  /// The reason written after `essential`, or which comment disabled the rule.
  package var reason: String
  /// The line of the suppressing comment.
  package var commentLine: Int

  package init(kind: Kind, reason: String, commentLine: Int) {
    self.kind = kind
    self.reason = reason
    self.commentLine = commentLine
  }
}

/// A finding silenced by a comment, kept so reports can show what was waived and why.
package struct SuppressedFinding: Sendable, Hashable, Codable {
  package var finding: Finding
  package var suppression: Suppression

  package init(finding: Finding, suppression: Suppression) {
    self.finding = finding
    self.suppression = suppression
  }

  /// The deterministic report order: the finding's (``Finding/reportOrder(_:_:)``), then the
  /// suppressing comment's line, kind and reason.
  package static func reportOrder(_ lhs: SuppressedFinding, _ rhs: SuppressedFinding) -> Bool {
    if lhs.finding != rhs.finding { return Finding.reportOrder(lhs.finding, rhs.finding) }
    let (left, right) = (lhs.suppression, rhs.suppression)
    return (left.commentLine, left.kind.rawValue, left.reason)
      < (right.commentLine, right.kind.rawValue, right.reason)
  }
}

/// A replacement of a byte range of a file, the unit of automatic corrections.
package struct TextEdit: Sendable, Hashable, Codable {
  /// Byte offsets into the file, half-open.
  package var utf8Range: Range<Int>
  package var replacement: String

  package init(utf8Range: Range<Int>, replacement: String) {
    self.utf8Range = utf8Range
    self.replacement = replacement
  }

  /// Whether two edits touch the same bytes, or insert at the same place: they cannot both be
  /// applied.
  package func overlaps(_ other: TextEdit) -> Bool {
    let (a, b) = (utf8Range, other.utf8Range)
    if a.isEmpty && b.isEmpty { return a.lowerBound == b.lowerBound }
    if a.isEmpty { return b.lowerBound < a.lowerBound && a.lowerBound < b.upperBound }
    if b.isEmpty { return a.lowerBound < b.lowerBound && b.lowerBound < a.upperBound }
    return a.lowerBound < b.upperBound && b.lowerBound < a.upperBound
  }

  /// `edits`, once each and in their order, without those that overlap another: of two that
  /// overlap, the one that starts first (of nested ones, the outer) is kept, since it corrects
  /// the whole and a later pass can correct what is inside. What one finding's correction
  /// applies.
  package static func withoutOverlaps(_ edits: [TextEdit]) -> [TextEdit] {
    guard edits.count > 1 else { return edits }
    let ordered = edits.sorted {
      ($0.utf8Range.lowerBound, -$0.utf8Range.upperBound, $0.replacement)
        < ($1.utf8Range.lowerBound, -$1.utf8Range.upperBound, $1.replacement)
    }
    var kept: [TextEdit] = []
    for edit in ordered where !kept.contains(where: { $0 == edit || $0.overlaps(edit) }) {
      kept.append(edit)
    }
    guard kept.count < edits.count else { return edits }
    var remaining = Set(kept)
    return edits.filter { remaining.remove($0) != nil }
  }

  /// Orders edits by range, then replacement: the tie-break of ``Finding/reportOrder(_:_:)``.
  static func precedes(_ lhs: TextEdit, _ rhs: TextEdit) -> Bool {
    (lhs.utf8Range.lowerBound, lhs.utf8Range.upperBound, lhs.replacement)
      < (rhs.utf8Range.lowerBound, rhs.utf8Range.upperBound, rhs.replacement)
  }
}
