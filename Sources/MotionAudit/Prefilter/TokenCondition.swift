/// What a file's text must hold for a rule to fire, when one list of tokens says too little: the
/// heavy-work rule needs an `App` or a view *and* a blocking call, and `try` before a `load…`
/// call. Checked by the pre-filter in place of the rule's ``RuleDescription/requiredTokens``.
public indirect enum TokenCondition: Sendable, Hashable {
  /// One of these tokens, anywhere or only at the start of an identifier.
  case anyOf([String], startingIdentifiers: Bool = false)
  /// Every one of these conditions.
  case allOf([TokenCondition])
  /// At least one of these conditions.
  case oneOf([TokenCondition])

  /// Every token the condition names.
  public var tokens: [String] {
    switch self {
    case .anyOf(let tokens, _): tokens
    case .allOf(let conditions), .oneOf(let conditions): conditions.flatMap(\.tokens)
    }
  }
}

/// A ``TokenCondition`` ready to be checked: each token list is a pre-filter of its own.
indirect enum CompiledTokenCondition: Sendable {
  case tokens(TokenPrefilter)
  case all([CompiledTokenCondition])
  case any([CompiledTokenCondition])

  init(_ condition: TokenCondition) {
    switch condition {
    case .anyOf(let tokens, let startingIdentifiers):
      self = .tokens(
        TokenPrefilter(tokens: tokens, identifierStarts: startingIdentifiers ? Set(tokens) : []))
    case .allOf(let conditions): self = .all(conditions.map(CompiledTokenCondition.init))
    case .oneOf(let conditions): self = .any(conditions.map(CompiledTokenCondition.init))
    }
  }

  func holds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    switch self {
    case .tokens(let prefilter): prefilter.mayConcern(bytes)
    case .all(let conditions): conditions.allSatisfy { $0.holds(bytes) }
    case .any(let conditions): conditions.contains { $0.holds(bytes) }
    }
  }
}
