import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// Motion the user's own gesture drives: a view that follows the finger, and the spring that
/// settles it when the finger lifts (back to rest, or on to the page or corner the user threw it
/// toward).
///
/// Apple's guidance asks Reduce Motion to tone down motion that plays by itself, not motion the
/// person is making: the dragged view has already travelled under the finger, and settling it
/// where the gesture left it finishes that movement. So state a continuous gesture drives —
/// assigned while it changes, in `.onChanged`/`.updating` of a drag, magnify or rotate gesture
/// (or in a method of the type called from there), or held in `@GestureState` — is not motion
/// to report when an animation changes it.
package enum GestureFollowing {
  /// Gestures that report every movement of the finger while it lasts.
  static let continuousGestures: Set<String> = [
    "DragGesture", "MagnificationGesture", "MagnifyGesture", "RotationGesture", "RotateGesture",
  ]

  /// The handlers that run while a continuous gesture changes.
  static let changeHandlers: Set<String> = ["onChanged", "updating"]

  /// SwiftUI's gestures that end where they start: their handlers follow no finger.
  static let discreteGestures: Set<String> = [
    "TapGesture", "SpatialTapGesture", "LongPressGesture",
  ]

  /// Whether `name` calls an app's own gesture that hands its handler each movement
  /// (`PanGesture { recognizer in … }`, a `UIGestureRecognizerRepresentable` wrapper).
  private static func isOwnGesture(named name: String) -> Bool {
    guard !continuousGestures.contains(name), !discreteGestures.contains(name) else {
      return false
    }
    return name.hasSuffix("Gesture") || name.hasSuffix("GestureRepresentable")
      || name.hasSuffix("GestureRecognizer")
  }

  /// Whether `animation` (a `withAnimation` or an `.animation(_:value:)`) changes only state a
  /// continuous gesture of its type drives, or changes some of it when the finger lifts (in the
  /// gesture's `.onEnded`), which also settles what the gesture left (`corner = nearest(…)`).
  /// `changed` are the names it changes; a `withAnimation`'s calls of the type's own methods
  /// add what those assign.
  package static func settlesGesture(
    animation: FunctionCallExprSyntax, changing changed: Set<String>, in context: AuditContext
  ) -> Bool {
    let scope = context.typeScope(of: animation)
    var changed = changed
    if let body = animation.closures.first {
      for call in body.descendants(ofType: FunctionCallExprSyntax.self) {
        guard let name = methodName(of: call) else { continue }
        for method in methods(named: name, in: scope) {
          changed.formUnion(assignedRoots(in: method))
        }
      }
    }
    guard !changed.isEmpty else { return false }
    let driven = drivenNames(in: scope, context: context)
    guard !driven.isEmpty, !changed.isDisjoint(with: driven) else { return false }
    return changed.isSubset(of: driven) || isInEndHandler(animation)
  }

  /// Whether `node` runs when a continuous gesture ends: inside its `.onEnded { … }`.
  private static func isInEndHandler(_ node: some SyntaxProtocol) -> Bool {
    for ancestor in node.ancestors {
      guard let closure = ancestor.as(ClosureExprSyntax.self) else { continue }
      var parent = closure.parent
      if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
      if let call = parent?.as(FunctionCallExprSyntax.self), call.calleeName == "onEnded",
        isOnContinuousGesture(call)
      {
        return true
      }
    }
    return false
  }

  /// The names a continuous gesture in `scope` drives: assigned from the gesture's value in its
  /// change handlers (`offset = value.translation`, `state = value.translation` for the
  /// `@GestureState` of `.updating($offset)`), in the methods of the scope they give that value
  /// (`handleDrag(value.translation)`, `.onChanged(handleDrag)`), and in `.onChange(of:)` of a
  /// driven name. A flag set while a finger is down (`isPressed = true`) follows nothing.
  static func drivenNames(in scope: [Syntax], context: AuditContext) -> Set<String> {
    var driven: Set<String> = []
    // The file's own gestures, by the names its index calls (a walk of each scope would read
    // every node of the type, for every animation in it).
    let ownGestures = Set(context.index.calls.keys.filter(isOwnGesture(named:)))
    for node in scope {
      let handlers =
        context.index.calls(named: changeHandlers, within: node).filter(isOnContinuousGesture)
        + context.index.calls(named: ownGestures, within: node)
      for handler in handlers {
        for argument in handler.arguments {
          // `.onChanged(handleDrag)`: the method is given the value.
          if let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
            for method in methods(named: reference.baseName.identifierName, in: scope) {
              driven.formUnion(assignedRoots(in: method))
            }
          }
        }
        guard let closure = handler.closures.first else { continue }
        var values = parameterNames(of: closure)
        let assigned = assignments(in: closure, from: &values)
        if handler.calleeName == "updating",
          let binding = handler.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
          binding.baseName.text.hasPrefix("$"),
          let state = parameterNames(of: closure).dropFirst().first, assigned.contains(state)
        {
          driven.insert(String(binding.baseName.text.dropFirst()))
        }
        driven.formUnion(assigned)
        for call in closure.descendants(ofType: FunctionCallExprSyntax.self)
        where call.arguments.contains(where: { $0.expression.references(anyOf: Set(values)) }) {
          guard let name = methodName(of: call) else { continue }
          for method in methods(named: name, in: scope) {
            driven.formUnion(assignedRoots(in: method))
          }
        }
      }
    }
    guard !driven.isEmpty else { return [] }
    // `.onChange(of: dragState) { dragPosition = dragState }`: a value that copies a driven one.
    for node in scope {
      for call in context.index.calls(named: ["onChange"], within: node) {
        guard let watched = call.arguments.first?.expression.rootName, driven.contains(watched)
        else { continue }
        for closure in call.closures { driven.formUnion(assignedRoots(in: closure)) }
      }
    }
    return driven
  }

  /// The closure's parameter names, or `$0` and `$1` when it declares none.
  private static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
    closure.signature == nil ? ["$0", "$1"] : closure.parameterNames
  }

  /// The roots assigned in `closure` from one of `values` (widened, in order, by the locals
  /// computed from them: `let dx = value.translation.width`).
  private static func assignments(in closure: ClosureExprSyntax, from values: inout [String])
    -> Set<String>
  {
    var names: Set<String> = []
    closure.walkDescendants { node in
      if let binding = node.as(PatternBindingSyntax.self),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let initial = binding.initializer?.value, initial.references(anyOf: Set(values))
      {
        values.append(name)
      }
      if let sequence = node.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        for (index, element) in elements.enumerated() where index > 0 {
          guard isAssignment(element), index + 1 < elements.count,
            elements[(index + 1)...].contains(where: { $0.references(anyOf: Set(values)) }),
            let root = elements[index - 1].rootName
          else { continue }
          names.insert(root)
        }
      }
      return .visitChildren
    }
    return names
  }

  private static func isAssignment(_ element: ExprSyntax) -> Bool {
    element.is(AssignmentExprSyntax.self)
      || element.as(BinaryOperatorExprSyntax.self).map {
        ["+=", "-=", "*=", "/="].contains($0.operator.text)
      } == true
  }

  /// `reset` for `reset()` or `self.reset()`; `nil` for a call on another value.
  private static func methodName(of call: FunctionCallExprSyntax) -> String? {
    let callee = call.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.identifierName
    }
    if let member = callee.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.identifierName
    }
    return nil
  }

  /// Whether the receiver chain of `handler` starts at a continuous gesture
  /// (`DragGesture(minimumDistance: 20).onEnded { … }.onChanged { … }`).
  private static func isOnContinuousGesture(_ handler: FunctionCallExprSyntax) -> Bool {
    var receiver = handler.receiver
    while let expression = receiver {
      if let call = expression.as(FunctionCallExprSyntax.self) {
        if let name = call.calleeName, continuousGestures.contains(name) { return true }
        receiver = call.receiver
      } else {
        return false
      }
    }
    return false
  }

  /// The bodies of the functions named `name` declared in `scope`.
  private static func methods(named name: String, in scope: [Syntax]) -> [Syntax] {
    scope.flatMap { node -> [Syntax] in
      guard let members = node.declarationGroup?.memberBlock.members else { return [] }
      return members.compactMap { member in
        guard let function = member.decl.as(FunctionDeclSyntax.self),
          function.name.identifierName == name, let body = function.body
        else { return nil }
        return Syntax(body)
      }
    }
  }

  /// The roots of the targets assigned in `body` (`offset` in `offset.width = 0`, `x` in
  /// `self.x += 1`).
  static func assignedRoots(in body: some SyntaxProtocol) -> Set<String> {
    var names: Set<String> = []
    for sequence in body.descendants(ofType: SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      for (index, element) in elements.enumerated() where index > 0 {
        if isAssignment(element), let root = elements[index - 1].rootName { names.insert(root) }
      }
    }
    return names
  }
}
