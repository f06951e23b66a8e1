/// Where an occurrence of a required token counts. Each case counts in fewer places than the one
/// before it, so a token several rules need keeps the loosest of their matches.
package enum TokenMatch: Int, Sendable, Hashable, Comparable {
  /// Anywhere, inside longer identifiers too: `Intro` in `LaunchIntroView`.
  case anywhere
  /// Where an identifier starts: `load` in `loadItems()`, not in `download`.
  case identifierStart
  /// As a whole identifier: `decode` in `decoder.decode(…)`, not in `decoder`.
  case wholeIdentifier
  /// As a whole identifier that may be called with parenthesized arguments: followed (across
  /// spaces, line breaks, other control characters and the wrappers `?`, `!`, `)` and a closing
  /// backtick) by `(`, `<`, a comment, `#`, `.init` or a non-ASCII character. `Image("logo")`, `Image.init("logo")`, `.local("intro")`; not
  /// `var image: NSImage?` nor `case .local:`. For rules that read a call's parenthesized
  /// arguments only: a call made with a trailing closure alone does not count.
  case callee
  /// As a whole identifier that may name an inherited type: preceded (across spaces and line
  /// breaks) by `:`, `,` or `.` (`struct Card: View`, `Foo, SwiftUI.View`), by a comment, or by
  /// a non-ASCII character. Not `some View` nor `-> App`. For rules that look only at types
  /// declared with the token in their inheritance clause.
  case inheritedType

  package static func < (lhs: TokenMatch, rhs: TokenMatch) -> Bool { lhs.rawValue < rhs.rawValue }

  /// Where a token counts when two rules need it, one `self` and the other `other`: wherever
  /// either says. (The matches past ``wholeIdentifier`` each count in places the other does not,
  /// so two different ones meet at ``wholeIdentifier``.)
  package func loosest(with other: TokenMatch) -> TokenMatch {
    guard self != other else { return self }
    return Swift.min(self, other, .wholeIdentifier)
  }
}
