import SwiftSyntax

/// What a traversal does after looking at a node.
///
/// Public rather than package: ``BoundedSyntaxVisitor``, which other layers subclass and so must
/// be open, returns it from an open method.
public enum TraversalStep {
  /// Look at the node's children too.
  case visitChildren
  /// Do not look inside this node.
  case skipChildren
  /// End the traversal.
  case stop
}

extension SyntaxProtocol {
  /// Visits this node and its descendants in source order (pre-order), tokens excluded. The walk
  /// recurses within a ``RecursionBudget`` and goes on with an explicit stack past it: the depth
  /// of the tree costs memory, never more than a bounded part of the call stack.
  package func walkDescendants(_ body: (Syntax) -> TraversalStep) {
    let root = Syntax(self)
    // The visitor hands tokens to no one; a walk from a token sees the token.
    guard root.kind != .token else {
      _ = body(root)
      return
    }
    withoutActuallyEscaping(body) { body in
      DescendantWalker(body: body).walk(root)
    }
  }

  /// ``walkDescendants(_:)`` with an explicit stack only.
  package func walkDescendantsIteratively(_ body: (Syntax) -> TraversalStep) {
    var stack: [Syntax] = [Syntax(self)]
    while let node = stack.popLast() {
      switch body(node) {
      case .stop: return
      case .skipChildren: continue
      case .visitChildren: node.pushChildren(onto: &stack)
      }
    }
  }

  /// The first descendant (or this node) in source order for which `predicate` holds.
  package func firstDescendant(where predicate: (Syntax) -> Bool) -> Syntax? {
    var found: Syntax?
    walkDescendants { node in
      if predicate(node) {
        found = node
        return .stop
      }
      return .visitChildren
    }
    return found
  }

  /// Every descendant (and this node) of type `type`, in source order.
  package func descendants<Node: SyntaxProtocol>(
    ofType type: Node.Type, skippingClosures: Bool = false
  ) -> [Node] {
    var result: [Node] = []
    let root = Syntax(self).id
    walkDescendants { node in
      if let match = node.as(Node.self) { result.append(match) }
      if skippingClosures, node.id != root, node.is(ClosureExprSyntax.self) { return .skipChildren }
      return .visitChildren
    }
    return result
  }

  /// The ancestors of this node, nearest first.
  package var ancestors: UnfoldSequence<Syntax, Syntax?> {
    sequence(state: parent) { next in
      guard let current = next else { return nil }
      next = current.parent
      return current
    }
  }

  /// Whether `other` is this node or one of its descendants.
  /// Both nodes must belong to the same tree.
  package func contains(_ other: some SyntaxProtocol) -> Bool {
    position <= other.position && other.endPosition <= endPosition
  }

  /// Visits the tokens of this node in source order, with an explicit stack (SwiftSyntax's own
  /// `tokens(viewMode:)` recurses along the tree's depth).
  package func forEachToken(_ body: (TokenSyntax) -> Void) {
    var stack: [Syntax] = [Syntax(self)]
    while let node = stack.popLast() {
      if let token = node.as(TokenSyntax.self) {
        body(token)
        continue
      }
      let children = node.children(viewMode: .sourceAccurate)
      var index = children.endIndex
      while index != children.startIndex {
        index = children.index(before: index)
        stack.append(children[index])
      }
    }
  }

  /// The source text of the node without trivia, built token by token (no recursion).
  package var compactText: String {
    var text = ""
    forEachToken { text += $0.text }
    return text
  }
}

extension Syntax {
  /// Pushes the non-token children in reverse, so that popping yields them in source order.
  fileprivate func pushChildren(onto stack: inout [Syntax]) {
    let children = children(viewMode: .sourceAccurate)
    var index = children.endIndex
    while index != children.startIndex {
      index = children.index(before: index)
      let child = children[index]
      if child.kind != .token { stack.append(child) }
    }
  }
}

/// The visitor behind ``SwiftSyntax/SyntaxProtocol/walkDescendants(_:)``: hands every node but
/// tokens to `body`, recursing within a ``RecursionBudget`` and with an explicit stack past it.
private final class DescendantWalker: SyntaxAnyVisitor {
  private let body: (Syntax) -> TraversalStep
  private let budget = RecursionBudget()
  @exclusivity(unchecked) private var stopped = false

  init(body: @escaping (Syntax) -> TraversalStep) {
    self.body = body
    super.init(viewMode: .sourceAccurate)
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    guard !stopped else { return .skipChildren }
    guard !budget.isSpent else {
      node.walkDescendantsIteratively(visitIteratively)
      return .skipChildren
    }
    switch body(node) {
    case .visitChildren: return .visitChildren
    case .skipChildren: return .skipChildren
    case .stop:
      stopped = true
      return .skipChildren
    }
  }

  private func visitIteratively(_ node: Syntax) -> TraversalStep {
    guard !stopped else { return .stop }
    let step = body(node)
    if case .stop = step { stopped = true }
    return step
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visitPost(_ token: TokenSyntax) {}
}
