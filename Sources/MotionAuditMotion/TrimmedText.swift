import SwiftSyntax

extension SyntaxProtocol {
  /// Whether this node, without its surrounding trivia, is `text`. The lengths are compared
  /// first: building the text of every member's type or every inherited type is dear, and few
  /// have the length asked for.
  func isSpelled(_ text: String) -> Bool {
    let length =
      endPositionBeforeTrailingTrivia.utf8Offset - positionAfterSkippingLeadingTrivia.utf8Offset
    return length == text.utf8.count && trimmedDescription == text
  }
}
