import SwiftSyntax

extension SyntaxProtocol {
  /// Whether this node, without its surrounding trivia, is `text`. The lengths are compared
  /// first: building the text of every member's type or every inherited type is dear, and few
  /// have the length asked for. The length with trivia, which the tree holds, rules out the
  /// shorter ones before the trivia's positions are found.
  func isSpelled(_ text: String) -> Bool {
    guard totalLength.utf8Length >= text.utf8.count else { return false }
    let length =
      endPositionBeforeTrailingTrivia.utf8Offset - positionAfterSkippingLeadingTrivia.utf8Offset
    return length == text.utf8.count && trimmedDescription == text
  }
}
