import SwiftSyntax

/// What a rule looks at, stated once: the calls it wants by called name, the member accesses by
/// member name, and any other kinds of node.
///
/// The engine dispatches from it (reading each call's and member access's name once for every
/// rule) and hands the rule each match already typed (``MatchedNode``). The rule's pre-filter
/// tokens default to its ``names``, so dispatch and pre-filter cannot drift apart.
public struct RuleMatcher: Sendable, Hashable {
  /// Which calls or member accesses a rule wants.
  public enum Names: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// Those with one of these names; none when empty.
    case named(Set<String>)
    /// Every one that has a name, for rules that decide by more than the name.
    case all

    public init(arrayLiteral names: String...) {
      self = .named(Set(names))
    }

    /// The names listed (none for ``all``).
    public var listed: Set<String> {
      if case .named(let names) = self { names } else { [] }
    }

    /// Whether nothing is wanted.
    public var isEmpty: Bool { self == .named([]) }
  }

  /// Calls by their ``SwiftSyntax/FunctionCallExprSyntax/calleeName``: `withAnimation`,
  /// `transition` in `.transition(…)`, `Foo` in `Foo.init(…)`.
  public var calls: Names
  /// Member accesses by member name: `move` in `.move(edge:)`.
  public var members: Names
  /// Other kinds of node, handed whole (``MatchedNode/node(_:)``); never calls or member accesses.
  public var kinds: Set<SyntaxKind>

  public init(calls: Names = [], members: Names = [], kinds: Set<SyntaxKind> = []) {
    self.calls = calls
    self.members = members
    self.kinds = kinds
  }

  /// Every call and member name matched, sorted: the rule's required tokens unless its
  /// description states others.
  public var names: [String] {
    calls.listed.union(members.listed).sorted()
  }

  /// The syntax kinds whose nodes can match.
  public var visitedKinds: Set<SyntaxKind> {
    var kinds = kinds
    if !calls.isEmpty { kinds.insert(.functionCallExpr) }
    if !members.isEmpty { kinds.insert(.memberAccessExpr) }
    return kinds
  }
}

/// A node that matched a rule's ``RuleMatcher``, typed, with the name it matched by.
public enum MatchedNode {
  /// A call with its ``SwiftSyntax/FunctionCallExprSyntax/calleeName``.
  case call(FunctionCallExprSyntax, name: String)
  /// A member access with its member name, without backticks.
  case member(MemberAccessExprSyntax, name: String)
  /// A node of one of the matcher's other ``RuleMatcher/kinds``.
  case node(Syntax)

  /// The matched node.
  public var syntax: Syntax {
    switch self {
    case .call(let call, _): Syntax(call)
    case .member(let member, _): Syntax(member)
    case .node(let node): node
    }
  }

  /// The name it matched by; `nil` for ``node(_:)``.
  public var name: String? {
    switch self {
    case .call(_, let name), .member(_, let name): name
    case .node: nil
    }
  }
}
