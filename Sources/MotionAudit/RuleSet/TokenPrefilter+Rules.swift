import MotionAuditSemantics
import MotionAuditSources

extension TokenPrefilter {
  /// The pre-filter of a run: the required tokens of the rules `settings` enables, and the
  /// `additionalTokens` other consumers of parsed files declare (see the type's discussion).
  /// With `project` (the resources read before the Swift files), the rules' conditions also leave
  /// out the occurrences their ``ProjectOccurrenceTest``s settle.
  package convenience init(
    settings: AuditSettings, additionalTokens: [String] = [], project: ProjectContext? = nil
  ) {
    let all = settings.rules.compactMap { RuleRegistry.rule(withID: $0.id)?.description }
    let descriptions = all.filter { $0.requiredTokenCondition == nil }
    // A token keeps only the exceptions every rule needing it states; an additional token has
    // none.
    var exceptions: [String: Set<String>] = [:]
    var withoutExceptions = Set(additionalTokens)
    // A token counts wherever one of the rules needing it says it does.
    var matches: [String: TokenMatch] = [:]
    for token in additionalTokens { matches[token] = .anywhere }
    for description in descriptions {
      for token in description.requiredTokens {
        let stated = Set(description.requiredTokenExceptions[token] ?? [])
        exceptions[token] = exceptions[token].map { $0.intersection(stated) } ?? stated
        if stated.isEmpty { withoutExceptions.insert(token) }
        let match = description.match(of: token)
        matches[token] = matches[token].map { $0.loosest(with: match) } ?? match
      }
    }
    for token in withoutExceptions { exceptions[token] = nil }
    self.init(
      tokens: descriptions.flatMap(\.requiredTokens) + additionalTokens,
      exceptions: exceptions.mapValues { $0.sorted() }, matches: matches,
      conditions: all.compactMap(\.requiredTokenCondition), project: project)
  }
}

extension RuleDescription {
  /// A pre-filter for this rule alone: its required tokens and their exceptions.
  package var tokenPrefilter: TokenPrefilter {
    if let requiredTokenCondition {
      return TokenPrefilter(tokens: [], conditions: [requiredTokenCondition])
    }
    return TokenPrefilter(
      tokens: requiredTokens, exceptions: requiredTokenExceptions,
      matches: Dictionary(requiredTokens.map { ($0, match(of: $0)) }, uniquingKeysWith: { $1 }),
      conditions: [])
  }

  /// Where an occurrence of the required token `token` counts for this rule.
  package func match(of token: String) -> TokenMatch {
    if requiredTokensCalled.contains(token) { return .callee }
    if requiredTokensWholeIdentifiers.contains(token) { return .wholeIdentifier }
    if requiredTokensStartingIdentifiers.contains(token) { return .identifierStart }
    return .anywhere
  }
}
