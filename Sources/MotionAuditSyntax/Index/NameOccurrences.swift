import MotionAuditSources
import SwiftSyntax

extension SyntaxProtocol {
  /// The tokens spelling the identifier `name` (backticks aside) in this tree, the root of a file
  /// parsed from `bytes`, in source order.
  ///
  /// Most names are asked about in few files, so rather than walking the tree the tokens where
  /// `name`'s bytes occur are looked up: a match inside a comment or a string literal finds a
  /// token that is not `name`, or `name` itself a second time, and counts for nothing.
  package func identifierTokens(spelling name: String, in bytes: [UInt8]) -> [TokenSyntax] {
    var found: [TokenSyntax] = []
    var seen: Set<SyntaxIdentifier> = []
    for offset in Self.occurrences(of: Array(name.utf8), in: bytes) {
      guard let token = token(atUTF8Offset: offset),
        token.identifierName == name, seen.insert(token.id).inserted
      else { continue }
      found.append(token)
    }
    return found
  }

  /// The token whose text or trivia holds the byte at `offset`: SwiftSyntax's `token(at:)`, found
  /// with a loop rather than a recursion as deep as the tree.
  private func token(atUTF8Offset offset: Int) -> TokenSyntax? {
    var node = Syntax(self)
    while true {
      if let token = node.as(TokenSyntax.self) { return token }
      // Children are contiguous: the first that ends after `offset` holds it.
      guard
        let child = node.children(viewMode: .sourceAccurate).first(where: {
          $0.endPosition.utf8Offset > offset
        })
      else { return nil }
      node = child
    }
  }

  /// The offsets where `needle` occurs in `bytes` not inside a longer ASCII identifier.
  private static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
    guard let first = needle.first, needle.count <= bytes.count else { return [] }
    var result: [Int] = []
    var offset = 0
    let last = bytes.count - needle.count
    while offset <= last {
      if bytes[offset] == first,
        offset == 0 || !IdentifierBytes.isIdentifierByte(bytes[offset - 1]),
        offset == last || !IdentifierBytes.isIdentifierByte(bytes[offset + needle.count]),
        bytes[offset..<(offset + needle.count)].elementsEqual(needle)
      {
        result.append(offset)
      }
      offset += 1
    }
    return result
  }
}
