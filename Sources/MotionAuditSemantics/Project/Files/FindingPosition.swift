import MotionAuditSyntax
import SwiftSyntax

/// Where a project-level finding points in its file, with the text a reporter shows: what a
/// ``Finding`` needs besides the rule. Kept in per-file facts and summaries, so project rules
/// never read files.
package struct FindingPosition: Sendable, Hashable, Codable {
  /// 1-based.
  package var line: Int
  /// 1-based, in characters.
  package var column: Int
  package var utf8Offset: Int
  /// The text of the line (a window around the position when the line is very long).
  package var sourceLine: String
  /// The column of `sourceLine`'s first character.
  package var sourceLineColumn: Int

  package init(
    line: Int, column: Int, utf8Offset: Int, sourceLine: String, sourceLineColumn: Int = 1
  ) {
    self.line = line
    self.column = column
    self.utf8Offset = utf8Offset
    self.sourceLine = sourceLine
    self.sourceLineColumn = sourceLineColumn
  }

  /// The start of a file that has no lines to show (a binary file, or the file as a whole).
  package static let fileStart = FindingPosition(line: 1, column: 1, utf8Offset: 0, sourceLine: "")

  /// The position of byte `offset` of a text file.
  package init(offset: Int, in text: SourceText) {
    let point = text.point(of: AbsolutePosition(utf8Offset: offset))
    let excerpt = text.excerpt(around: point)
    self.init(
      line: point.line, column: point.column, utf8Offset: point.utf8Offset,
      sourceLine: excerpt.text, sourceLineColumn: excerpt.firstColumn)
  }
}
