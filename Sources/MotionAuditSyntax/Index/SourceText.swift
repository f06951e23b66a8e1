import AnimationFiles
import MotionAuditSources
import SwiftSyntax

/// A point in a file as people see it: 1-based line and column, the column counted in
/// characters (grapheme clusters) the way Xcode shows it.
package struct SourcePoint: Sendable, Hashable {
  package var line: Int
  package var column: Int
  package var utf8Offset: Int
}

/// The bytes of a file with line and column arithmetic.
///
/// Lines are found from the bytes (`\n`, `\r\n` and a lone `\r` each end a line, as the parser
/// counts them), without walking the tree, so deep trees cost nothing here.
package final class SourceText {
  package let bytes: [UInt8]
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The offset where each line starts; line 1 starts at 0.
  private lazy var lineStarts: [Int] = {
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
      if byte == 0x0A || byte == 0x0D { starts.append(index) }
    }
    return starts
  }()

  package init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The 1-based line of a byte offset.
  package func line(of position: AbsolutePosition) -> Int {
    let offset = clamped(position)
    // The last line start at or before the offset.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// Line, character column and byte offset of `position`.
  ///
  /// Columns are counted from the previous answer when it is on the same line and earlier, so
  /// asking in position order costs one pass over each line, even a megabyte-long one.
  package func point(of position: AbsolutePosition) -> SourcePoint {
    let offset = clamped(position)
    let line = line(of: position)
    var from = contentStart(ofLine: line)
    var column = 1
    if let last = lastPoint, last.line == line, last.utf8Offset <= offset, last.utf8Offset >= from {
      from = last.utf8Offset
      column = last.column
    }
    column += characterCount(from: from, to: offset)
    let point = SourcePoint(line: line, column: column, utf8Offset: offset)
    lastPoint = point
    return point
  }

  private var lastPoint: SourcePoint?

  /// Lines longer than this many bytes are excerpted around the reported position.
  static let maximumExcerptBytes = 1_000

  /// The text of the line holding `point`, without its line break, and the column of its first
  /// character: the whole line, or a window of about ``maximumExcerptBytes`` around the point
  /// when the line is longer.
  package func excerpt(around point: SourcePoint) -> (text: String, firstColumn: Int) {
    let lineStart = contentStart(ofLine: point.line)
    let lineEnd = contentEnd(ofLine: point.line)
    guard lineEnd - lineStart > Self.maximumExcerptBytes else {
      return (String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self), 1)
    }
    let half = Self.maximumExcerptBytes / 2
    var start = max(lineStart, point.utf8Offset - half)
    var end = min(lineEnd, point.utf8Offset + half)
    // Cut on character boundaries: never inside a UTF-8 sequence.
    while start > lineStart, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    while end < lineEnd, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let firstColumn = point.column - characterCount(from: start, to: point.utf8Offset)
    return (String(decoding: bytes[start..<end], as: UTF8.self), firstColumn)
  }

  /// Whether only spaces and tabs precede `position` on its line.
  package func startsLine(_ position: AbsolutePosition) -> Bool {
    var index = clamped(position)
    let start = contentStart(ofLine: line(of: position))
    while index > start {
      index -= 1
      guard bytes[index] == 0x20 || bytes[index] == 0x09 else { return false }
    }
    return true
  }

  private func characterCount(from start: Int, to end: Int) -> Int {
    guard start < end else { return 0 }
    return String(decoding: bytes[start..<end], as: UTF8.self).count
  }

  /// Where a line's text ends: before its line break.
  private func contentEnd(ofLine line: Int) -> Int {
    guard line < lineStarts.count else { return bytes.count }
    var end = lineStarts[line]
    if end > 0, bytes[end - 1] == 0x0A { end -= 1 }
    if end > 0, bytes[end - 1] == 0x0D { end -= 1 }
    return max(end, lineStarts[line - 1])
  }

  /// Where a line's text starts: its first byte, after the byte-order mark on line 1.
  private func contentStart(ofLine line: Int) -> Int {
    let start = lineStarts[line - 1]
    if line == 1, bytes.starts(with: Self.byteOrderMark) { return min(3, bytes.count) }
    return start
  }

  private func clamped(_ position: AbsolutePosition) -> Int {
    min(max(position.utf8Offset, 0), bytes.count)
  }
}

/// The limits on what a Swift file may be for the auditor to parse it.
package enum SourceLimits {
  /// The largest Swift file audited, in bytes: larger files are skipped with a note. Memory grows
  /// with the file (about 4 bytes per byte for generated data, up to about 150 for dense code),
  /// so this bounds what one file can take; the largest real sources are a few megabytes.
  package static let maximumSourceSize = 32 << 20

  /// How deep the parser nests before it gives up on the rest of the file (SwiftParser's own
  /// default); files that go deeper are skipped with a note naming where. Parsing to this depth
  /// takes a few megabytes of stack: see ``AuditThread``.
  package static let maximumNestingLevel = 256

  /// The most square brackets opened in a row (whitespace and comments between them allowed) in
  /// a file that is parsed: the parser's time doubles with each one (see
  /// ``BracketRunScanner``). Real code opens a handful; past this many the file is skipped.
  package static let maximumBracketRun = 12
}

/// Why bytes cannot be audited as Swift source, if they cannot.
package enum SourceValidation {
  /// `nil` for valid UTF-8 text of at most ``SourceLimits/maximumSourceSize`` bytes; otherwise the
  /// skip kind and a reason naming the byte offset.
  package static func problem(in bytes: [UInt8]) -> (SkippedFile.Kind, String)? {
    if bytes.count > SourceLimits.maximumSourceSize {
      return (.tooLarge, "larger than \(SourceLimits.maximumSourceSize >> 20) MiB: not audited")
    }
    // Most source files are plain ASCII: checked eight bytes at a time, every file, every run.
    if isASCIIWithoutNUL(bytes) { return nil }
    if let nul = bytes.firstIndex(of: 0) {
      return (.binary, "contains a NUL byte at offset \(nul): not a text file")
    }
    if let invalid = UTF8Validation.firstInvalidOffset(bytes) {
      return (.notUTF8, "not valid UTF-8 (invalid byte at offset \(invalid))")
    }
    return nil
  }

  /// The skip note of a file the parser stopped nesting in at `position`.
  package static func tooDeep(_ file: String, _ bytes: [UInt8], at position: AbsolutePosition)
    -> SkippedFile
  {
    let point = SourceText(bytes: bytes).point(of: position)
    return SkippedFile(
      file: file, kind: .tooDeep,
      reason: "nested more than \(SourceLimits.maximumNestingLevel) levels deep at line "
        + "\(point.line), column \(point.column) (the Swift parser's limit): not audited")
  }

  /// The skip note of a file that opens too many square brackets in a row, from `offset`.
  package static func tooManyBrackets(_ file: String, _ bytes: [UInt8], at offset: Int)
    -> SkippedFile
  {
    let point = SourceText(bytes: bytes).point(of: AbsolutePosition(utf8Offset: offset))
    return SkippedFile(
      file: file, kind: .tooDeep,
      reason: "opens more than \(SourceLimits.maximumBracketRun) square brackets in a row at line "
        + "\(point.line), column \(point.column) (the Swift parser's time doubles with each): "
        + "not audited")
  }

  /// Whether every byte is ASCII and none is NUL (then the bytes are valid UTF-8 text).
  static func isASCIIWithoutNUL(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { buffer in
      let count = buffer.count
      var offset = 0
      let high: UInt64 = 0x8080_8080_8080_8080
      let ones: UInt64 = 0x0101_0101_0101_0101
      while offset + 8 <= count {
        let word = UInt64(
          littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        // A byte with its high bit set, or (the classic zero-byte test) a zero byte.
        if word & high != 0 || (word &- ones) & ~word & high != 0 { return false }
        offset += 8
      }
      while offset < count {
        let byte = buffer[offset]
        if byte == 0 || byte >= 0x80 { return false }
        offset += 1
      }
      return true
    }
  }
}
