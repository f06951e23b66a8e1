import MotionAuditSources

/// What a file's text must hold for a rule to fire, when one list of tokens says too little: the
/// heavy-work rule needs an `App` or a view *and* a blocking call, and `try` before a `load…`
/// call. Checked by the pre-filter in place of the rule's ``RuleDescription/requiredTokens``.
///
/// Built with ``anyOf(_:matching:exceptions:)``, ``anyOf(_:inIdentifiersThat:)``,
/// ``anyOf(_:matching:exceptions:unless:)``, ``allOf(_:)`` and ``oneOf(_:)``. (A struct, not
/// an indirect enum: values held in static storage stay plain pointers that leak checkers can
/// follow.)
package struct TokenCondition: Sendable, Hashable {
  private enum Kind: Sendable, Hashable {
    case anyToken, all, one, onlyWith
  }

  private let kind: Kind
  private let ownTokens: [String]
  private let match: TokenMatch
  private let exceptions: [String: [String]]
  private let identifierTest: IdentifierTest?
  private var skipsStringLiterals = false
  private let projectTest: ProjectOccurrenceTest?
  private let conditions: [TokenCondition]

  /// One of these tokens, counting where `match` says, except where one of its `exceptions`
  /// follows it (as in ``RuleDescription/requiredTokenExceptions``).
  package static func anyOf(
    _ tokens: [String], matching match: TokenMatch = .anywhere,
    exceptions: [String: [String]] = [:]
  ) -> TokenCondition {
    TokenCondition(
      kind: .anyToken, ownTokens: tokens, match: match, exceptions: exceptions,
      identifierTest: nil, projectTest: nil, conditions: [])
  }

  /// One of these tokens, counting as in ``anyOf(_:matching:exceptions:)`` and, when the run
  /// read the project's resources first, only where `projectTest` does not settle the occurrence
  /// (`Image("logo")` when the catalogs hold `logo`).
  package static func anyOf(
    _ tokens: [String], matching match: TokenMatch = .anywhere,
    exceptions: [String: [String]] = [:], unless projectTest: ProjectOccurrenceTest
  ) -> TokenCondition {
    TokenCondition(
      kind: .anyToken, ownTokens: tokens, match: match, exceptions: exceptions,
      identifierTest: nil, projectTest: projectTest, conditions: [])
  }

  /// One of these tokens, counting only inside an identifier `test` accepts (the intro rules'
  /// `launch` in `showLaunchScreen`, not in `didFinishLaunching`).
  package static func anyOf(_ tokens: [String], inIdentifiersThat test: IdentifierTest)
    -> TokenCondition
  {
    TokenCondition(
      kind: .anyToken, ownTokens: tokens, match: .anywhere, exceptions: [:], identifierTest: test,
      projectTest: nil, conditions: [])
  }

  /// One of these tokens, counting as in ``anyOf(_:matching:exceptions:)`` but not inside a
  /// string literal, for a rule that never reads one (a log message's `"Failed transition"`
  /// makes no transition). Only literals that open on the occurrence's line are told apart; see
  /// ``SwiftLexer/isInStringLiteral(_:in:)``.
  package static func anyOf(
    _ tokens: [String], matching match: TokenMatch = .anywhere, outsideStringLiterals: Bool
  ) -> TokenCondition {
    var condition = anyOf(tokens, matching: match)
    condition.skipsStringLiterals = outsideStringLiterals
    return condition
  }

  /// These tokens, which count only where `condition` holds, so only the condition is checked:
  /// how a rule that matches calls by a name needing another token states that name
  /// (`environment` in `.environment(\.accessibilityReduceMotion, …)`).
  package static func anyOf(_ tokens: [String], countingOnlyWith condition: TokenCondition)
    -> TokenCondition
  {
    TokenCondition(
      kind: .onlyWith, ownTokens: tokens, match: .anywhere, exceptions: [:], identifierTest: nil,
      projectTest: nil, conditions: [condition])
  }

  /// Every one of these conditions.
  package static func allOf(_ conditions: [TokenCondition]) -> TokenCondition {
    TokenCondition(
      kind: .all, ownTokens: [], match: .anywhere, exceptions: [:], identifierTest: nil,
      projectTest: nil, conditions: conditions)
  }

  /// At least one of these conditions.
  package static func oneOf(_ conditions: [TokenCondition]) -> TokenCondition {
    TokenCondition(
      kind: .one, ownTokens: [], match: .anywhere, exceptions: [:], identifierTest: nil,
      projectTest: nil, conditions: conditions)
  }

  /// Every token the condition names.
  package var tokens: [String] {
    ownTokens + conditions.flatMap(\.tokens)
  }

  /// Whether some part of the condition tests occurrences against the project's resources.
  package var readsProject: Bool {
    projectTest != nil || conditions.contains(where: \.readsProject)
  }

  /// The condition ready to be checked; `project` (the resources read before the Swift files)
  /// for its ``ProjectOccurrenceTest``s, which are skipped without it.
  func compiled(project: ProjectContext? = nil) -> CompiledTokenCondition {
    switch kind {
    case .anyToken:
      CompiledTokenCondition(
        prefilter: TokenPrefilter(
          tokens: ownTokens, exceptions: exceptions,
          matches: Dictionary(ownTokens.map { ($0, match) }, uniquingKeysWith: { $1 }),
          conditions: [], identifierTest: identifierTest,
          skipsStringLiterals: skipsStringLiterals,
          projectTest: project.flatMap { project in projectTest.map { ($0, project) } }),
        requiresAll: false, parts: [])
    case .all:
      CompiledTokenCondition(
        prefilter: nil, requiresAll: true,
        parts: conditions.map { $0.compiled(project: project) })
    case .one:
      CompiledTokenCondition(
        prefilter: nil, requiresAll: false,
        parts: conditions.map { $0.compiled(project: project) })
    case .onlyWith:
      conditions[0].compiled(project: project)
    }
  }
}

/// A ``TokenCondition`` ready to be checked: each token list is a pre-filter of its own.
struct CompiledTokenCondition: Sendable {
  /// For a list of tokens, its pre-filter; `nil` for a combination of ``parts``.
  let prefilter: TokenPrefilter?
  /// Whether every part must hold (else one is enough).
  let requiresAll: Bool
  let parts: [CompiledTokenCondition]

  func holds(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if let prefilter { return prefilter.mayConcern(bytes) }
    return requiresAll ? parts.allSatisfy { $0.holds(bytes) } : parts.contains { $0.holds(bytes) }
  }

  /// ``holds(_:)`` for bytes whose groups `groups` holds.
  func holds(_ bytes: UnsafeBufferPointer<UInt8>, groups: ByteGroupSet) -> Bool {
    if let prefilter { return prefilter.mayConcern(bytes, groups: groups) }
    return requiresAll
      ? parts.allSatisfy { $0.holds(bytes, groups: groups) }
      : parts.contains { $0.holds(bytes, groups: groups) }
  }
}
