import MotionAuditSemantics
import MotionAuditSources

/// Everything a rule says about itself: identity, documentation, and the examples that are its
/// tests.
///
/// In triggering examples, `↓` marks the exact position of each expected finding (the marker is
/// removed before the example is audited). Examples are run by the shared test helper: no finding
/// in non-triggering examples, findings exactly at the markers in triggering ones, none when the
/// example is commented out or inside a string, and none when suppressed.
package struct RuleDescription: Sendable {
  /// Stable, kebab-case, never reused: configuration files and suppression comments refer to it.
  package var id: String
  /// A short title.
  package var name: String
  package var defaultSeverity: Severity
  /// Whether the rule runs when the configuration does not mention it.
  package var isEnabledByDefault: Bool
  /// The one-line message of a finding.
  package var message: String
  /// Why it matters, citing its sources.
  package var rationale: String
  /// The sources the rationale cites (the guide, Apple's HIG, WCAG).
  package var references: [String]
  /// What to do about a finding.
  package var fix: String
  /// The calls, member accesses and other nodes the rule looks at.
  package var matcher: RuleMatcher
  /// Identifiers without which the rule cannot fire: a file containing none of them, byte for
  /// byte, never produces a finding of this rule. Used to skip files without parsing them, so they
  /// must be sound (identifiers, not punctuation: `animation`, not `.animation(`). By default the
  /// ``RuleMatcher/names`` of the ``matcher``: a rule needing no other tokens states them once.
  package var requiredTokens: [String]
  /// For some required tokens, what may follow an occurrence that cannot make the rule fire:
  /// `["Image": ["(systemName:"]]` when `Image(systemName:)` never does. Such occurrences do not
  /// count, so a file holding only them is not parsed for the rule.
  package var requiredTokenExceptions: [String: [String]]
  /// Required tokens that count only at the start of an identifier: `load` in `loadItems()`, not
  /// in `download`; `wait` in `semaphore.wait()`, not in `await`.
  package var requiredTokensStartingIdentifiers: Set<String>
  /// Required tokens that count only as whole identifiers: `decode` in `decoder.decode(…)`, not
  /// in `decoder`.
  package var requiredTokensWholeIdentifiers: Set<String>
  /// Required tokens that count only as whole identifiers that may be called with parenthesized
  /// arguments (``TokenMatch/callee``): `Image("logo")`, not `ImageView` or `image: Image?`.
  package var requiredTokensCalled: Set<String>
  /// When one list of tokens says too little, what the file must hold: the pre-filter checks
  /// this instead of ``requiredTokens`` (which then lists the condition's tokens).
  package var requiredTokenCondition: TokenCondition?
  package var triggeringExamples: [Example]
  package var nonTriggeringExamples: [Example]
  /// Before-and-after pairs for rules that offer an automatic correction.
  package var corrections: [Correction]

  package init(
    id: String, name: String, defaultSeverity: Severity, isEnabledByDefault: Bool = true,
    message: String, rationale: String,
    references: [String], fix: String, matcher: RuleMatcher, requiredTokens: [String]? = nil,
    requiredTokenExceptions: [String: [String]] = [:],
    requiredTokensStartingIdentifiers: Set<String> = [],
    requiredTokensWholeIdentifiers: Set<String> = [], requiredTokensCalled: Set<String> = [],
    requiredTokenCondition: TokenCondition? = nil,
    triggeringExamples: [Example], nonTriggeringExamples: [Example], corrections: [Correction] = []
  ) {
    self.id = id
    self.name = name
    self.defaultSeverity = defaultSeverity
    self.isEnabledByDefault = isEnabledByDefault
    self.message = message
    self.rationale = rationale
    self.references = references
    self.fix = fix
    self.matcher = matcher
    self.requiredTokens = requiredTokens ?? matcher.names
    self.requiredTokenExceptions = requiredTokenExceptions
    self.requiredTokensStartingIdentifiers = requiredTokensStartingIdentifiers
    self.requiredTokensWholeIdentifiers = requiredTokensWholeIdentifiers
    self.requiredTokensCalled = requiredTokensCalled
    self.requiredTokenCondition = requiredTokenCondition
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
    self.corrections = corrections
  }
}

/// A piece of Swift used as documentation and as a test, remembering where it was written so a
/// failing example is reported at its own line.
package struct Example: Sendable, Hashable {
  /// The marker of an expected finding in a triggering example.
  package static let marker: Character = "↓"

  package var code: String
  package var fileID: String
  package var filePath: String
  package var line: Int
  package var column: Int

  package init(
    _ code: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.code = code
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// An example made of pieces of code, one after the other with a blank line between them: a
  /// shared scenario (``RuleExampleScenarios``) and what one rule adds to it, without copying the
  /// scenario.
  package init(
    joining pieces: String..., fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    self.init(
      pieces.joined(separator: "\n\n"), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// The code without its markers, as it is audited.
  package var codeWithoutMarkers: String {
    code.filter { $0 != Example.marker }
  }
}

/// An automatic correction: what `before` (with its markers) becomes.
package struct Correction: Sendable, Hashable {
  package var before: Example
  package var after: String

  package init(_ before: Example, becomes after: String) {
    self.before = before
    self.after = after
  }
}
