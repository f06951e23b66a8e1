import MotionAudit
import SwiftSyntax

/// The kinds of node a rule can match, stated once: the plan dispatches each to the rules that
/// ask for it, and the walk visits each typed and notes its nodes in the kind's slot.
///
/// Calls, member accesses and arguments are asked for by name or label (``RuleMatcher/Names``);
/// the other kinds are handed whole.
enum MatchableKind: Int, CaseIterable {
  case call, member, argument, binding, sequence, function, initializer

  /// The syntax kind of the nodes.
  var syntaxKind: SyntaxKind {
    switch self {
    case .call: .functionCallExpr
    case .member: .memberAccessExpr
    case .argument: .labeledExpr
    case .binding: .patternBinding
    case .sequence: .sequenceExpr
    case .function: .functionDecl
    case .initializer: .initializerDecl
    }
  }

  /// The names or labels by which `matcher` asks for nodes of this kind; `nil` for a kind handed
  /// whole (``RuleMatcher/kinds``).
  func names(in matcher: RuleMatcher) -> RuleMatcher.Names? {
    switch self {
    case .call: matcher.calls
    case .member: matcher.members
    case .argument: matcher.arguments
    case .binding, .sequence, .function, .initializer: nil
    }
  }

  /// The kind of `kind`'s nodes, or `nil` when no rule can match them.
  init?(_ kind: SyntaxKind) {
    guard let matchable = Self.allCases.first(where: { $0.syntaxKind == kind }) else {
      return nil
    }
    self = matchable
  }

  /// The syntax kinds a rule can match.
  static let syntaxKinds = Set(allCases.map(\.syntaxKind))

  /// The syntax kinds a rule asks for by name or label.
  static let namedSyntaxKinds = Set(
    allCases.filter { $0.names(in: RuleMatcher()) != nil }.map(\.syntaxKind))
}
