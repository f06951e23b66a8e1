import SwiftSyntax

/// A point in a file as people see it: 1-based line and column, the column counted in
/// characters (grapheme clusters) the way Xcode shows it.
public struct SourcePoint: Sendable, Hashable {
  public var line: Int
  public var column: Int
  public var utf8Offset: Int
}

/// The bytes of a file with line and column arithmetic.
struct SourceText {
  let bytes: [UInt8]
  private let converter: SourceLocationConverter

  init(bytes: [UInt8], tree: SourceFileSyntax, file: String) {
    self.bytes = bytes
    self.converter = SourceLocationConverter(fileName: file, tree: tree)
  }

  /// The line of a byte offset.
  func line(of position: AbsolutePosition) -> Int {
    converter.location(for: position).line
  }

  /// Line, character column and byte offset of `position`.
  func point(of position: AbsolutePosition) -> SourcePoint {
    let location = converter.location(for: position)
    let offset = min(max(position.utf8Offset, 0), bytes.count)
    var lineStart = max(0, offset - (location.column - 1))
    // The byte-order mark is not a column.
    if lineStart == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { lineStart = min(3, offset) }
    let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
    return SourcePoint(line: location.line, column: prefix.count + 1, utf8Offset: offset)
  }

  /// The text of the line holding `position`, without its line break.
  func lineText(at position: AbsolutePosition) -> String {
    let location = converter.location(for: position)
    let offset = min(max(position.utf8Offset, 0), bytes.count)
    var start = max(0, offset - (location.column - 1))
    if start == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = min(3, bytes.count) }
    var end = offset
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Whether only spaces and tabs precede `position` on its line.
  func startsLine(_ position: AbsolutePosition) -> Bool {
    var index = min(max(position.utf8Offset, 0), bytes.count)
    while index > 0 {
      let byte = bytes[index - 1]
      if byte == 0x0A || byte == 0x0D { return true }
      if byte != 0x20 && byte != 0x09 {
        return index == 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])
      }
      index -= 1
    }
    return true
  }
}

/// Why bytes cannot be audited as Swift source, if they cannot.
enum SourceValidation {
  /// `nil` for valid UTF-8 text; otherwise the skip kind and a reason naming the byte offset.
  static func problem(in bytes: [UInt8]) -> (SkippedFile.Kind, String)? {
    if let nul = bytes.firstIndex(of: 0) {
      return (.binary, "contains a NUL byte at offset \(nul): not a text file")
    }
    if let invalid = firstInvalidUTF8Offset(bytes) {
      return (.notUTF8, "not valid UTF-8 (invalid byte at offset \(invalid))")
    }
    return nil
  }

  /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence.
  static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return index
      }
      guard index + length <= count else { return index }
      guard (lower...upper).contains(bytes[index + 1]) else { return index }
      for next in (index + 2)..<(index + length) where !(0x80...0xBF).contains(bytes[next]) {
        return index
      }
      index += length
    }
    return nil
  }
}
