import MotionAuditSyntax
import SwiftSyntax

/// What the changes in an animation block do: whether they move views, only fade or recolour
/// them, or cannot be told apart.
///
/// Assignments to a moving property (`frame`, `center`, `transform`, a constraint's `constant`,
/// …) and moving calls (`layoutIfNeeded()`) are movement; assignments to anything else (`alpha`,
/// `backgroundColor`, `text`) are not, and neither is a progress bar's fill (a property of a
/// member named like a progress indicator). A call to a method declared in the file is looked
/// into (a few levels deep), and one declared in another file is judged by the project facts
/// (what its body changes); a call to a method no file declares makes the block
/// ``Change/unknown``.
///
/// `layoutIfNeeded()` animates the layout changes pending when it runs. When the caller knows
/// that none is pending before the block (the layout was just flushed), it is movement only when
/// the block itself changes constraints.
package struct UIKitChangeClassifier: Sendable {
  /// What a block of changes does, from least to most motion.
  package enum Change: Int, Comparable, Sendable {
    /// Fades, colour and text changes: nothing moves.
    case still
    /// A call the classifier cannot see into.
    case unknown
    /// A view moves, resizes or rotates.
    case movement

    package static func < (lhs: Change, rhs: Change) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// How many levels of calls to methods declared in the file are followed.
  static let maximumCallDepth = 3

  /// Calls that change constraints, whose effect a later `layoutIfNeeded()` animates.
  package static let constraintCalls: Set<String> = [
    "activate", "deactivate", "addConstraint", "addConstraints", "removeConstraint",
    "removeConstraints", "makeConstraints", "remakeConstraints", "updateConstraints",
    "setNeedsUpdateConstraints", "invalidateIntrinsicContentSize", "addArrangedSubview",
    "removeArrangedSubview", "insertArrangedSubview", "removeFromSuperview", "addSubview",
  ]

  private let functions: [String: [FunctionDeclSyntax]]

  /// A classifier that can look into the methods declared in the file `index` was built from.
  package init(index: SourceIndex) {
    functions = index.functionDeclarations
  }

  /// What the changes made inside `node` do; `facts` tell what methods of other files change.
  /// `layoutIsPending` is `false` when no layout change can be pending before `node` runs.
  package func classify(
    _ node: some SyntaxProtocol, facts: FactQueries? = nil, layoutIsPending: Bool = true
  ) -> Change {
    var result = Change.still
    var flushesLayout = false
    var changesConstraints = false
    var pending: [(node: Syntax, depth: Int)] = [(Syntax(node), 0)]
    var visited: Set<SyntaxIdentifier> = []
    while result != .movement, let (current, depth) = pending.popLast() {
      guard visited.insert(current.id).inserted else { continue }
      current.walkDescendants { descendant in
        if descendant.id != current.id, descendant.is(FunctionDeclSyntax.self) {
          return .skipChildren
        }
        if let sequence = descendant.as(SequenceExprSyntax.self),
          let assignment = AssignmentExpression(sequence)
        {
          let chain = assignment.target.memberChainNames
          if Self.changesConstraint(chain) { changesConstraints = true }
          if !Self.isOnProgressIndicator(chain),
            chain.contains(where: UIKitMotionQueries.movingProperties.contains)
          {
            result = .movement
            return .stop
          }
          return .visitChildren
        }
        guard let call = descendant.as(FunctionCallExprSyntax.self), let name = call.calleeName
        else { return .visitChildren }
        if name == "layoutIfNeeded", !layoutIsPending {
          flushesLayout = true
          return .visitChildren
        }
        if UIKitMotionQueries.movingCalls.contains(name) {
          result = .movement
          return .stop
        }
        // SnapKit's `constraint.update(offset: 0)` too.
        if Self.constraintCalls.contains(name)
          || (name == "update" && ["offset", "inset"].contains(where: call.hasArgument(labeled:)))
        {
          changesConstraints = true
          return .visitChildren
        }
        if UIKitMotionQueries.stillCalls.contains(name) || name.startsUppercase {
          return .visitChildren
        }
        if let declared = functions[name], depth < Self.maximumCallDepth,
          Self.callsOwnMethod(call)
        {
          pending.append(
            contentsOf: declared.compactMap { $0.body }.map { (Syntax($0), depth + 1) })
        } else if let moves = facts?.methodMovesViews(name) {
          if moves {
            result = .movement
            return .stop
          }
        } else {
          result = max(result, .unknown)
        }
        return .visitChildren
      }
    }
    if result != .movement, flushesLayout, changesConstraints { return .movement }
    return result
  }

  /// Whether assigning through `chain` changes a constraint: its `constant`, `isActive` or
  /// `priority`, or a property holding one (`bottomConstraint = …`).
  package static func changesConstraint(_ chain: [String]) -> Bool {
    guard let last = chain.last else { return false }
    return ["constant", "isActive", "priority"].contains(last)
      || last.lowercased().hasSuffix("constraint")
  }

  /// Whether `chain` goes through a member named like a progress indicator
  /// (`progressViewWidth.constant`): its fill grows, nothing travels.
  package static func isOnProgressIndicator(_ chain: [String]) -> Bool {
    chain.contains { $0.lowercased().contains("progress") }
  }

  /// `expand()`, `self.expand()`, `self?.expand()`: a method of the same object or a free
  /// function, which may be declared in this file.
  private static func callsOwnMethod(_ call: FunctionCallExprSyntax) -> Bool {
    guard let receiver = call.receiver?.withoutWrappers else { return true }
    return receiver.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }
}
