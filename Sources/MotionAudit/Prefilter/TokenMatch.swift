/// Where an occurrence of a required token counts. Each case counts in fewer places than the one
/// before it, so a token several rules need keeps the loosest of their matches.
public enum TokenMatch: Int, Sendable, Hashable, Comparable {
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

  public static func < (lhs: TokenMatch, rhs: TokenMatch) -> Bool { lhs.rawValue < rhs.rawValue }
}
