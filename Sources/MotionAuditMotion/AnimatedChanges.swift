import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// The state a `withAnimation` closure changes, as the motion query takes it.
package enum AnimatedChanges {
  /// Calls that add elements at a collection's end only.
  private static let appendingCalls: Set<String> = ["append"]
  /// Calls that change a collection's elements (the layout query's) or a value in place.
  private static let mutatingCalls = LayoutQueries.collectionMutations.union(["toggle"])

  /// The changes `closure` makes, leaving out assignments that write the same value (`x = x`).
  package static func changes(in closure: ClosureExprSyntax) -> [StateChange] {
    changes(
      in: closure, sequences: closure.descendants(ofType: SequenceExprSyntax.self),
      calls: closure.descendants(ofType: FunctionCallExprSyntax.self), type: nil)
  }

  /// The changes `closure` makes, leaving out assignments that statically write the value the
  /// state already holds: `x = x`, and a property of `type` assigned the value it starts with
  /// when nothing in `type` ever gives it another (an offset reset to zero that never leaves
  /// zero). `index` describes the file: its assignments and calls are not searched for again.
  package static func changes(
    in closure: ClosureExprSyntax, of type: (any DeclGroupSyntax)?, index: SourceIndex
  ) -> [StateChange] {
    changes(
      in: closure, sequences: index.sequences(within: closure),
      calls: index.calls(named: mutatingCalls, within: closure), type: type.map { ($0, index) })
  }

  private static func changes(
    in closure: ClosureExprSyntax, sequences: [SequenceExprSyntax],
    calls: [FunctionCallExprSyntax], type: (declaration: any DeclGroupSyntax, index: SourceIndex)?
  ) -> [StateChange] {
    var changes: [StateChange] = []
    func add(_ change: StateChange) {
      if !changes.contains(change) { changes.append(change) }
    }
    for sequence in sequences {
      guard let assignment = AssignmentExpression(sequence),
        let path = StatePaths.path(of: assignment.target)
      else { continue }
      let value = assignment.value.map(\.trimmedDescription).joined(separator: " ")
      if !assignment.isCompound, value == assignment.target.trimmedDescription { continue }
      if !assignment.isCompound, let type, initialValue(of: path, in: type.declaration) == value,
        heldValue(of: path, in: type.declaration, index: type.index) == value
      {
        continue
      }
      add(StateChange(path))
    }
    for call in calls {
      guard let name = call.calleeName, mutatingCalls.contains(name), let receiver = call.receiver,
        let path = StatePaths.path(of: receiver)
      else { continue }
      add(
        StateChange(
          path, appendsOnly: appendingCalls.contains(name),
          isWhole: name == "removeAll" && call.arguments.isEmpty))
    }
    return changes
  }

  /// The value a stored property of `type` is declared with (`= 0`), read from its declaration
  /// only: the cheap test before the whole type is read.
  static func initialValue(of path: String, in type: any DeclGroupSyntax) -> String? {
    guard !path.contains(".") else { return nil }
    return type.memberBlock.members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .flatMap(\.bindings)
      .first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == path }?
      .initializer?.value.trimmedDescription
  }

  /// The value a stored property of `type` always holds, when the code shows one: its initial
  /// value, which every assignment in `type` writes again, and no binding (`$name`) or mutating
  /// call can change.
  ///
  /// The assignments and calls come from the file's `index`; the type is walked, for a binding,
  /// only when they leave the value held.
  static func heldValue(
    of path: String, in type: any DeclGroupSyntax, index: SourceIndex
  ) -> String? {
    guard let initial = initialValue(of: path, in: type) else { return nil }
    for sequence in index.sequences(within: type.memberBlock) {
      guard let assignment = AssignmentExpression(sequence),
        StatePaths.path(of: assignment.target) == path
      else { continue }
      let value = assignment.value.map(\.trimmedDescription).joined(separator: " ")
      if assignment.isCompound || value != initial { return nil }
    }
    for call in index.calls(named: mutatingCalls, within: type.memberBlock)
    where call.receiver.flatMap(StatePaths.path(of:)) == path {
      return nil
    }
    for reference in type.memberBlock.descendants(ofType: DeclReferenceExprSyntax.self)
    where reference.baseName.text == "$\(path)" {
      return nil
    }
    return initial
  }
}
