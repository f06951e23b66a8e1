import SwiftSyntax

/// What a rule looks at, stated once: the calls it wants by called name, the member accesses by
/// member name, the arguments by label, and any other kinds of node.
///
/// The engine dispatches from it (reading each call's and member access's name, and each
/// argument's label, once for every rule) and hands the rule each match already typed
/// (``MatchedNode``). The rule's pre-filter
/// tokens default to its ``names``, so dispatch and pre-filter cannot drift apart.
package struct RuleMatcher: Sendable, Hashable {
  /// Which calls, member accesses or arguments a rule wants.
  package enum Names: Sendable, Hashable, ExpressibleByArrayLiteral {
    /// Those with one of these names; none when empty.
    case named(Set<String>)
    /// Those whose name is capitalised, as a type's is (`IntroView(…)`, `Foo.init(…)`), and those
    /// with one of `names`: for rules about the views a body creates, whatever their type.
    case capitalized(besides: Set<String>)
    /// Every one that has a name, for rules that decide by more than the name.
    case all

    package init(arrayLiteral names: String...) {
      self = .named(Set(names))
    }

    /// The names listed (none for ``all``).
    package var listed: Set<String> {
      switch self {
      case .named(let names), .capitalized(besides: let names): names
      case .all: []
      }
    }

    /// Whether nothing is wanted.
    package var isEmpty: Bool { self == .named([]) }
  }

  /// Calls by their ``SwiftSyntax/FunctionCallExprSyntax/calleeName``: `withAnimation`,
  /// `transition` in `.transition(…)`, `Foo` in `Foo.init(…)`.
  package var calls: Names
  /// Member accesses by member name: `move` in `.move(edge:)`.
  package var members: Names
  /// Arguments by label: `loopMode` in `.playing(loopMode: .loop)`.
  package var arguments: Names
  /// Other kinds of node, handed whole (``MatchedNode/node(_:)``); never calls, member accesses
  /// or arguments. Only the kinds the engine's walk visits typed can match: bindings, sequence
  /// expressions, function and initializer declarations.
  package var kinds: Set<SyntaxKind>
  /// Nodes it matches that another rule reports (``SharedCase``): the engine does not hand them
  /// over.
  package var yields: Set<SharedCase>

  package init(
    calls: Names = [], members: Names = [], arguments: Names = [], kinds: Set<SyntaxKind> = [],
    yields: Set<SharedCase> = []
  ) {
    self.calls = calls
    self.members = members
    self.arguments = arguments
    self.kinds = kinds
    self.yields = yields
  }

  /// Every call and member name and argument label matched, sorted: the rule's required tokens
  /// unless its description states others.
  package var names: [String] {
    calls.listed.union(members.listed).union(arguments.listed).sorted()
  }

  /// The syntax kinds whose nodes can match.
  package var visitedKinds: Set<SyntaxKind> {
    var kinds = kinds
    if !calls.isEmpty { kinds.insert(.functionCallExpr) }
    if !members.isEmpty { kinds.insert(.memberAccessExpr) }
    if !arguments.isEmpty { kinds.insert(.labeledExpr) }
    return kinds
  }
}

/// A node that matched a rule's ``RuleMatcher``, typed, with the name it matched by.
package enum MatchedNode {
  /// A call with its ``SwiftSyntax/FunctionCallExprSyntax/calleeName``.
  case call(FunctionCallExprSyntax, name: String)
  /// A member access with its member name, without backticks.
  case member(MemberAccessExprSyntax, name: String)
  /// An argument with its label, without backticks.
  case argument(LabeledExprSyntax, label: String)
  /// A node of one of the matcher's other ``RuleMatcher/kinds``.
  case node(Syntax)

  /// The matched node.
  package var syntax: Syntax {
    switch self {
    case .call(let call, _): Syntax(call)
    case .member(let member, _): Syntax(member)
    case .argument(let argument, _): Syntax(argument)
    case .node(let node): node
    }
  }

  /// The name or label it matched by; `nil` for ``node(_:)``.
  package var name: String? {
    switch self {
    case .call(_, let name), .member(_, let name), .argument(_, let name): name
    case .node: nil
    }
  }
}
