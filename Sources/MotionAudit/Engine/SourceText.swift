import SwiftSyntax

/// A point in a file as people see it: 1-based line and column, the column counted in
/// characters (grapheme clusters) the way Xcode shows it.
public struct SourcePoint: Sendable, Hashable {
  public var line: Int
  public var column: Int
  public var utf8Offset: Int
}

/// The bytes of a file with line and column arithmetic.
///
/// Lines are found from the bytes (`\n`, `\r\n` and a lone `\r` each end a line, as the parser
/// counts them), without walking the tree, so deep trees cost nothing here.
final class SourceText {
  let bytes: [UInt8]
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

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The 1-based line of a byte offset.
  func line(of position: AbsolutePosition) -> Int {
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
  func point(of position: AbsolutePosition) -> SourcePoint {
    let offset = clamped(position)
    let line = line(of: position)
    let start = contentStart(ofLine: line)
    let prefix = String(decoding: bytes[min(start, offset)..<offset], as: UTF8.self)
    return SourcePoint(line: line, column: prefix.count + 1, utf8Offset: offset)
  }

  /// The text of the line holding `position`, without its line break.
  func lineText(at position: AbsolutePosition) -> String {
    let start = contentStart(ofLine: line(of: position))
    var end = start
    while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Whether only spaces and tabs precede `position` on its line.
  func startsLine(_ position: AbsolutePosition) -> Bool {
    let offset = clamped(position)
    let start = contentStart(ofLine: line(of: position))
    return bytes[min(start, offset)..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
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
