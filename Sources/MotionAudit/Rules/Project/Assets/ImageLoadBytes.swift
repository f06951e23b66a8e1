import MotionAuditSemantics
import MotionAuditSources

/// Reads, from a Swift file's bytes, what an `Image(…)`, `UIImage(named:)` or `NSImage(named:)`
/// call loads, without parsing the file: so that the pre-filter can leave out a file whose image
/// calls all name sets the project has (``MissingImageSetRule/projectSettles``).
///
/// It answers only for the simplest spellings, where the bytes leave no doubt about what the
/// fact collector would see: a one-line string literal without escapes, or a name (`icon`,
/// `Theme.logo`), as the whole argument; no argument; an `Image` label the collector passes over. Anything else (a ternary, an interpolation, a comment,
/// `.init`) is left to the parse.
enum ImageLoadBytes {
  /// What the call whose callee ends at `end` passes as the image's name.
  enum Argument: Equatable {
    /// A plain string literal: the fact collector records this name.
    case literal(String)
    /// A name or a member access, no argument, or (for `Image`) an image from no set
    /// (`systemName:`): no literal, so no fact.
    case noLiteral
  }

  /// The argument of the call whose callee (`Image`, `UIImage` or `NSImage`) ends at `end`, or nil
  /// when the bytes are not one of the simple spellings.
  static func argument(ofCallEndingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Argument? {
    // `UIImage` and `NSImage` end in `Image` too.
    let isImage = !ImageLoader.allCases.contains { loader in
      loader != .swiftUI && loader.names.contains { endsWith($0, at: end, in: bytes) }
    }
    var offset = skipSpaces(from: end, in: bytes)
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "(") else { return nil }
    offset = skipSpaces(from: offset + 1, in: bytes)
    guard offset < bytes.count else { return nil }
    if bytes[offset] == UInt8(ascii: ")") { return .noLiteral }
    // The collector passes over every `Image` call with one of these labels.
    if isImage,
      ImageLoader.swiftUI.labelsLoadingElsewhere.contains(where: {
        startsWith($0 + ":", at: offset, in: bytes)
      })
    {
      return .noLiteral
    }
    // `Image` takes the name unlabelled or as `decorative:`; the others as `named:` (or the
    // literal's `imageLiteralResourceName:`).
    let labels = isImage ? ["decorative"] : ["named", "imageLiteralResourceName"]
    if let label = labels.first(where: { startsWith($0 + ":", at: offset, in: bytes) }) {
      offset = skipSpaces(from: offset + label.utf8.count + 1, in: bytes)
    } else if !isImage {
      return nil
    }
    guard offset < bytes.count else { return nil }
    let argument: Argument
    if bytes[offset] == UInt8(ascii: "\"") {
      var close = offset + 1
      while close < bytes.count, bytes[close] != UInt8(ascii: "\"") {
        guard bytes[close] != UInt8(ascii: "\\"), bytes[close] != 0x0A, bytes[close] != 0x0D
        else { return nil }
        close += 1
      }
      guard close < bytes.count else { return nil }
      argument = .literal(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<close]), as: UTF8.self))
      offset = close + 1
    } else {
      // A name, or names joined by dots.
      var expectsName = true
      while offset < bytes.count {
        let byte = bytes[offset]
        if expectsName {
          guard isNameStart(byte) else { return nil }
          while offset < bytes.count, IdentifierBytes.isIdentifierByte(bytes[offset]) {
            offset += 1
          }
          expectsName = false
        } else if byte == UInt8(ascii: ".") {
          offset += 1
          expectsName = true
        } else {
          break
        }
      }
      guard !expectsName else { return nil }
      argument = .noLiteral
    }
    offset = skipSpaces(from: offset, in: bytes)
    guard offset < bytes.count,
      bytes[offset] == UInt8(ascii: ")") || bytes[offset] == UInt8(ascii: ",")
    else { return nil }
    return argument
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    IdentifierBytes.isIdentifierByte(byte)
      && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func skipSpaces(from offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var offset = offset
    while offset < bytes.count,
      bytes[offset] == 0x20 || bytes[offset] == 0x09 || bytes[offset] == 0x0A
        || bytes[offset] == 0x0D
    {
      offset += 1
    }
    return offset
  }

  private static func startsWith(
    _ text: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    let text = text.utf8
    return offset + text.count <= bytes.count
      && bytes[offset..<(offset + text.count)].elementsEqual(text)
  }

  private static func endsWith(_ text: String, at end: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    let count = text.utf8.count
    return end >= count && startsWith(text, at: end - count, in: bytes)
  }
}
