import MotionAuditSemantics
import MotionAuditSources
import SwiftSyntax

/// A check over one parsed file.
///
/// The engine parses a file once, creates each enabled rule with `init()`, walks the tree once
/// (its recursion bounded, so deep nesting cannot overflow the stack) and hands every node that
/// matches the rule's ``RuleDescription/matcher`` to ``visit(_:in:violations:)``, typed and with
/// the name it matched by, in source order. After the walk it calls ``finish(in:violations:)`` for rules that
/// decide at the end of the file. A rule instance lives for one file only, so it may keep state
/// between visits.
///
/// To add a rule: write one file in `Rules/<Concept>/` with a type conforming to `Rule`, give it a
/// ``RuleDescription`` with a ``RuleMatcher`` and examples, and list it in ``RuleRegistry/all``;
/// the registry's tests run its examples and check its pre-filter covers what it matches.
/// `docs/motion-audit.md` ("Adding a rule") walks through it.
///
/// **What a rule costs.** Files holding none of its `requiredTokens` (by default, the names its
/// matcher lists) are not parsed for it. In a parsed file, it costs one ``visit(_:in:violations:)``
/// per matching node — the engine reads each call's and member access's name once for all rules —
/// plus whatever the visit does. So: name the calls rather than match them all, and leave a visit
/// early; ask `context.index` and the gate finder (both computed once per file) rather than
/// walking the tree. `docs/performance.md` has the numbers.
package protocol Rule: Sendable {
  /// The rule's identity, documentation, what it matches and examples.
  static var description: RuleDescription { get }

  /// The groups of names the rule handles, each a case of its visit's switch (``CallRoute``):
  /// the registry's tests check that the matcher hands every name over and that the pre-filter
  /// looks for it.
  static var routes: [any CallRoute.Type] { get }

  /// Creates the rule's state for one file.
  init()

  /// Checks one node that matched the rule's ``RuleDescription/matcher``.
  mutating func visit(_ node: MatchedNode, in context: AuditContext, violations: inout [Violation])

  /// Called once after the walk, for checks that need the whole file.
  mutating func finish(in context: AuditContext, violations: inout [Violation])
}

extension Rule {
  package mutating func finish(in context: AuditContext, violations: inout [Violation]) {}

  /// None: a rule without routes handles the names its matcher lists, as one group.
  package static var routes: [any CallRoute.Type] { [] }

  /// The rule's stable identifier.
  package static var id: String { description.id }

  /// What the engine hands to ``visit(_:in:violations:)``.
  package static var matcher: RuleMatcher { description.matcher }
}

/// What a rule reports: a position and, optionally, a more specific message.
package struct Violation: Sendable, Hashable {
  /// How a violation's severity relates to the rule's configured severity.
  package enum Emphasis: Sendable, Hashable {
    /// The rule's severity.
    case standard
    /// One step below the rule's severity (see ``Severity/lowered``), for secondary cases.
    case lowered
  }

  /// Where the finding is reported (the first character of the offending name).
  package var position: AbsolutePosition
  /// Replaces the description's message when the rule can say more (for example which animation).
  package var message: String?
  package var emphasis: Emphasis
  /// A correction, when the rule offers one.
  package var edits: [TextEdit]
  /// Other places of the same motion in the file. Another rule's violation inside one of their
  /// ranges is the same motion seen from the other end: the engine reports it only here.
  package var related: [RelatedRange]
  /// Places of the same motion in other files, from the project facts (the `withAnimation` of a
  /// view model that inserts this view).
  package var relatedElsewhere: [RelatedLocation]
  /// Replaces the description's fix where the advice depends on the place (outside a view, there
  /// is no environment to read).
  package var fix: String?

  package init(
    at position: AbsolutePosition, message: String? = nil, emphasis: Emphasis = .standard,
    edits: [TextEdit] = [], related: [RelatedRange] = [],
    relatedElsewhere: [RelatedLocation] = [], fix: String? = nil
  ) {
    self.position = position
    self.message = message
    self.emphasis = emphasis
    self.edits = edits
    self.related = related
    self.relatedElsewhere = relatedElsewhere
    self.fix = fix
  }

  /// A violation at the first character of `node`, after its leading trivia.
  package init(
    at node: some SyntaxProtocol, message: String? = nil, emphasis: Emphasis = .standard,
    edits: [TextEdit] = []
  ) {
    self.init(
      at: node.positionAfterSkippingLeadingTrivia, message: message, emphasis: emphasis,
      edits: edits)
  }
}

/// A related place of a violation: the syntax it covers, and what happens there.
package struct RelatedRange: Sendable, Hashable {
  /// Reported at its lower bound; other rules' violations inside it are absorbed.
  package var utf8Range: Range<Int>
  package var message: String

  package init(utf8Range: Range<Int>, message: String) {
    self.utf8Range = utf8Range
    self.message = message
  }
}
