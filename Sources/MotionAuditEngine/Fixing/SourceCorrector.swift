import MotionAuditSources
import SwiftParser
import SwiftSyntax

/// Applies the corrections findings carry to a file's bytes: a pure function, verified by
/// parsing the result.
package enum SourceCorrector {
  /// What correcting a file came to.
  package enum Outcome: Sendable, Hashable {
    /// No finding had a correction.
    case unchanged
    /// The corrected bytes, and how many findings they correct.
    case corrected([UInt8], findingCount: Int)
    /// Not corrected, and why (the file already had syntax errors, or the correction would add
    /// some).
    case refused(String)
  }

  /// Corrects `findings` in `bytes`. A finding whose edits overlap an earlier finding's is left
  /// for a later pass (identical edits, such as the declaration two findings of one view both
  /// add, are applied once).
  package static func correct(_ bytes: [UInt8], findings: [Finding]) -> Outcome {
    var accepted: [TextEdit] = []
    var corrected = 0
    for finding in findings where !finding.edits.isEmpty {
      let new = finding.edits.filter { !accepted.contains($0) }
      let conflicts = new.contains { edit in accepted.contains { edit.overlaps($0) } }
      guard !conflicts, new.allSatisfy({ $0.utf8Range.upperBound <= bytes.count }) else { continue }
      accepted += new
      corrected += 1
    }
    guard corrected > 0 else { return .unchanged }
    guard !parses(bytes).hasErrors else {
      return .refused("has syntax errors; not corrected")
    }
    let result = apply(accepted, to: bytes)
    guard !parses(result).hasErrors else {
      return .refused("the correction would not parse; not corrected")
    }
    return .corrected(result, findingCount: corrected)
  }

  /// `bytes` with `edits` applied (they must not overlap), from the end backwards so offsets
  /// stay valid.
  package static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    let ordered = edits.sorted {
      ($0.utf8Range.lowerBound, $0.utf8Range.upperBound)
        > ($1.utf8Range.lowerBound, $1.utf8Range.upperBound)
    }
    for edit in ordered {
      result.replaceSubrange(edit.utf8Range, with: Array(edit.replacement.utf8))
    }
    return result
  }

  private static func parses(_ bytes: [UInt8]) -> (tree: SourceFileSyntax, hasErrors: Bool) {
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    return (tree, tree.hasError)
  }
}
