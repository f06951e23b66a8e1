import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// The state a `withAnimation` closure changes, as the motion query takes it.
package enum AnimatedChanges {
  /// Calls that add elements at a collection's end only.
  private static let appendingCalls: Set<String> = ["append"]
  /// Calls that change a collection's elements (the layout query's) or a value in place.
  private static let mutatingCalls = LayoutQueries.collectionMutations.union(["toggle"])

  /// The changes `closure` makes, leaving out assignments that statically write the value the
  /// state already holds: `x = x`, and a property of `type` assigned the value it starts with
  /// when nothing in `type` ever gives it another (an offset reset to zero that never leaves
  /// zero).
  package static func changes(in closure: ClosureExprSyntax, of type: (any DeclGroupSyntax)? = nil)
    -> [StateChange]
  {
    var changes: [StateChange] = []
    func add(_ change: StateChange) {
      if !changes.contains(change) { changes.append(change) }
    }
    for sequence in closure.descendants(ofType: SequenceExprSyntax.self) {
      guard let assignment = AssignmentExpression(sequence),
        let path = StatePaths.path(of: assignment.target)
      else { continue }
      let value = assignment.value.map(\.trimmedDescription).joined(separator: " ")
      if !assignment.isCompound, value == assignment.target.trimmedDescription { continue }
      if !assignment.isCompound, let type, initialValue(of: path, in: type) == value,
        heldValue(of: path, in: type) == value
      {
        continue
      }
      add(StateChange(path))
    }
    for call in closure.descendants(ofType: FunctionCallExprSyntax.self) {
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
  static func heldValue(of path: String, in type: any DeclGroupSyntax) -> String? {
    guard let initial = initialValue(of: path, in: type) else { return nil }
    for sequence in type.memberBlock.descendants(ofType: SequenceExprSyntax.self) {
      guard let assignment = AssignmentExpression(sequence),
        StatePaths.path(of: assignment.target) == path
      else { continue }
      let value = assignment.value.map(\.trimmedDescription).joined(separator: " ")
      if assignment.isCompound || value != initial { return nil }
    }
    for reference in type.memberBlock.descendants(ofType: DeclReferenceExprSyntax.self)
    where reference.baseName.text == "$\(path)" {
      return nil
    }
    for call in type.memberBlock.descendants(ofType: FunctionCallExprSyntax.self) {
      if let name = call.calleeName, mutatingCalls.contains(name),
        call.receiver.flatMap(StatePaths.path(of:)) == path
      {
        return nil
      }
    }
    return initial
  }
}
