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
    let offsets = bytes.withUnsafeBufferPointer { ByteSearch.identifierOffsets(of: name, in: $0) }
    for offset in offsets {
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
}
