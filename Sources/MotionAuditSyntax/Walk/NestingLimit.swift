import SwiftSyntax

extension SyntaxProtocol {
  /// Where the parser stopped nesting, if this tree went past its nesting limit.
  ///
  /// Past the limit, SwiftParser stops building structure and keeps the rest of the file as
  /// unexpected tokens, so nothing after that point can be audited. The flag is kept on every
  /// ancestor, so the unexpected tokens are found by following it down, one level at a time
  /// (no recursion); the position is that of their first token.
  package var nestingLimitOverflowPosition: AbsolutePosition? {
    guard hasMaximumNestingLevelOverflow else { return nil }
    var node = Syntax(self)
    while let next = node.children(viewMode: .sourceAccurate).first(where: {
      $0.hasMaximumNestingLevelOverflow
    }) {
      node = next
    }
    while !node.is(TokenSyntax.self),
      let first = node.children(viewMode: .sourceAccurate).first(where: {
        $0.totalLength.utf8Length > 0
      })
    {
      node = first
    }
    return node.as(TokenSyntax.self)?.positionAfterSkippingLeadingTrivia ?? node.position
  }
}
