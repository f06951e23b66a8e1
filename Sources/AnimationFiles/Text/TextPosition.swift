/// A 1-based line and column in UTF-8 text, counted as an editor shows them: lines end at line
/// feeds, columns count characters (Unicode scalars), and a byte order mark at the start of the
/// text, which editors do not show, takes no column.
package struct TextPosition: Sendable, Hashable {
  package let line: Int
  package let column: Int

  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The position of the byte at `offset` in `bytes` (the end of the text when past it).
  ///
  /// Scans from the start: meant for the one position of an error, not for every value.
  package init(offset: Int, in bytes: [UInt8]) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, end) : 0
    var index = lineStart
    while index < end {
      if bytes[index] == 0x0A {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    // Continuation bytes (10xxxxxx) belong to the character before them.
    let characters = bytes[lineStart..<end].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    self.init(line: line, column: characters + 1)
  }
}
