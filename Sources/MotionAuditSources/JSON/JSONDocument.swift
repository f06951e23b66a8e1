import AnimationFiles

/// A JSON file people write by hand (a configuration, a baseline, an asset catalog's
/// `Contents.json`), read with the package's one JSON parser, with the line and column of any
/// value for messages that point at it.
package struct JSONDocument {
  /// Hand-written files nest a few levels; deeper is refused before it costs anything.
  static let maximumDepth = 64

  package let root: JSONNode
  private let bytes: [UInt8]

  /// Malformed JSON: where it went wrong and why.
  package struct SyntaxError: Error, Sendable, Hashable {
    package var position: TextPosition
    package var reason: String
  }

  /// Parses `bytes` as one JSON value.
  package init(_ bytes: [UInt8]) throws(SyntaxError) {
    var parser = JSONParser(bytes: bytes, fileName: "", maximumDepth: Self.maximumDepth)
    do {
      root = try parser.parseDocument()
    } catch {
      let reason =
        switch error.reason {
        case .invalidJSON(let detail): detail
        case .limitExceeded(.nestingDepth): "nested deeper than \(Self.maximumDepth) levels"
        default: error.reason.description
        }
      throw SyntaxError(
        position: TextPosition(offset: error.offset ?? 0, in: bytes), reason: reason)
    }
    self.bytes = bytes
  }

  /// The line and column where `node` starts.
  package func position(of node: JSONNode) -> TextPosition {
    TextPosition(offset: node.offset, in: bytes)
  }

  /// The line and column of `member`'s key.
  package func keyPosition(of member: JSONNode.Member) -> TextPosition {
    TextPosition(offset: member.keyOffset, in: bytes)
  }
}
