import MotionAuditSources
import MotionAuditSyntax
import SwiftSyntax

/// The `// motion-audit:` comments of one file and what they silence.
///
/// - `// motion-audit:disable:next <id>…`: the next line.
/// - `// motion-audit:disable:this <id>…`: the comment's own line.
/// - `// motion-audit:disable:previous <id>…`: the line before.
/// - `// motion-audit:disable <id>…` … `// motion-audit:enable <id>…`: every line from the first
///   comment to the second (or to the end of the file).
/// - `// motion-audit:essential <reason>`: the motion is essential (WCAG 2.3.3's exception). At the
///   end of a line it covers that line; on a line of its own, the statement or declaration that
///   follows (a whole view when placed above its `struct`).
///
/// Rule ids are separated by spaces or commas; `all` names every rule.
package struct SuppressionDirectives {
  private struct LineRange {
    var lines: ClosedRange<Int>
    var ruleIDs: Set<String>
    var suppression: Suppression
  }

  private struct RegionSwitch {
    var line: Int
    var ruleIDs: Set<String>
    var disables: Bool
  }

  /// A `disable` directive as written, for the warnings about it.
  package struct WrittenDirective {
    package var command: String
    package var ruleIDs: [String]
    package var line: Int
    package var column: Int
  }

  package static let prefix = "motion-audit:"

  private var ranges: [LineRange] = []
  private var switches: [RegionSwitch] = []
  package private(set) var written: [WrittenDirective] = []

  /// Reads the directives of `tree` (cheap to skip when the bytes never mention `motion-audit:`).
  package init(tree: SourceFileSyntax, source: SourceText) {
    tree.forEachToken { token in
      var offset = token.position
      for piece in token.leadingTrivia {
        if let comment = piece.commentText {
          read(comment, at: offset, leadingToken: token, source: source)
        }
        offset = offset.advanced(by: piece.sourceLength.utf8Length)
      }
      offset = token.endPositionBeforeTrailingTrivia
      for piece in token.trailingTrivia {
        if let comment = piece.commentText {
          read(comment, at: offset, leadingToken: nil, source: source)
        }
        offset = offset.advanced(by: piece.sourceLength.utf8Length)
      }
    }
  }

  /// The suppression of a finding of `ruleID` on `line`, if any; `essential` wins over `disable`.
  package func suppression(ofRule ruleID: String, line: Int) -> Suppression? {
    let matching = ranges.filter {
      $0.lines.contains(line) && ($0.ruleIDs.contains(ruleID) || $0.ruleIDs.contains("all"))
    }
    if let essential = matching.first(where: { $0.suppression.kind == .essential }) {
      return essential.suppression
    }
    if let disabled = matching.first { return disabled.suppression }
    let region = switches.last {
      $0.line <= line && ($0.ruleIDs.contains(ruleID) || $0.ruleIDs.contains("all"))
    }
    guard let region, region.disables else { return nil }
    return Suppression(
      kind: .disabled, reason: "disabled by `motion-audit:disable` on line \(region.line)",
      commentLine: region.line)
  }

  private mutating func read(
    _ comment: String, at position: AbsolutePosition, leadingToken: TokenSyntax?,
    source: SourceText
  ) {
    guard let directive = comment.text(after: Self.prefix) else { return }
    let words = directive.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
    guard let command = words.first else { return }
    let line = source.line(of: position)
    let ids = Set(words.dropFirst().map(String.init))
    let opening = comment.drop { $0 == "/" || $0 == "*" || $0 == " " || $0 == "\t" }
    if opening.hasPrefix(Self.prefix), command.hasPrefix("disable") {
      var seen: Set<String> = []
      written.append(
        WrittenDirective(
          command: String(command),
          ruleIDs: words.dropFirst().map(String.init).filter { seen.insert($0).inserted },
          line: line, column: source.point(of: position).column))
    }

    if command == "essential" {
      var reason = directive.dropFirst(command.count).trimmingWhitespace
      if reason.isEmpty { reason = "no reason given" }
      var lines = line...line
      if let leadingToken, source.startsLine(position) {
        lines = Self.linesOfStatement(startingAt: leadingToken, source: source)
      }
      ranges.append(
        LineRange(
          lines: lines, ruleIDs: ["all"],
          suppression: Suppression(kind: .essential, reason: reason, commentLine: line)))
      return
    }
    guard !ids.isEmpty else { return }
    let target: Int?
    switch command {
    case "disable:this": target = line
    case "disable:next": target = line + 1
    case "disable:previous": target = line - 1
    case "disable", "enable":
      switches.append(RegionSwitch(line: line, ruleIDs: ids, disables: command == "disable"))
      target = nil
    default: target = nil
    }
    if let target {
      ranges.append(
        LineRange(
          lines: target...target, ruleIDs: ids,
          suppression: Suppression(
            kind: .disabled, reason: "disabled by `motion-audit:\(command)` on line \(line)",
            commentLine: line)))
    }
  }

  /// From `token`'s line to the end of the outermost statement or declaration starting with it.
  private static func linesOfStatement(
    startingAt token: TokenSyntax, source: SourceText
  ) -> ClosedRange<Int> {
    let start = token.positionAfterSkippingLeadingTrivia
    var end = token.endPositionBeforeTrailingTrivia
    for ancestor in token.ancestors {
      guard ancestor.positionAfterSkippingLeadingTrivia == start else { break }
      if ancestor.is(CodeBlockItemSyntax.self) || ancestor.is(MemberBlockItemSyntax.self)
        || ancestor.is(DeclSyntax.self) || ancestor.is(StmtSyntax.self)
      {
        end = ancestor.endPositionBeforeTrailingTrivia
      }
    }
    let first = source.line(of: start)
    return first...max(first, source.line(of: end))
  }
}

extension TriviaPiece {
  /// The text of a comment piece.
  fileprivate var commentText: String? {
    switch self {
    case .lineComment(let text), .blockComment(let text), .docLineComment(let text),
      .docBlockComment(let text):
      return text
    default:
      return nil
    }
  }
}

extension String {
  /// The text following the first occurrence of `marker`.
  fileprivate func text(after marker: String) -> Substring? {
    var start = startIndex
    while start < endIndex {
      if self[start...].hasPrefix(marker) {
        return self[index(start, offsetBy: marker.count)...]
      }
      start = index(after: start)
    }
    return nil
  }
}

extension Substring {
  fileprivate var trimmingWhitespace: String {
    var text = self
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace || last == "/" || last == "*" {
      text.removeLast()
    }
    return String(text)
  }
}
