import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax
import SwiftSyntax

/// Whether an animation applies to the insertion of a view that carries `.transition(…)`: a
/// transition moves nothing unless its insertion or removal is animated.
///
/// The state that inserts the view is what the enclosing `if`, `switch` or `ForEach` reads. An
/// animation applies when the transition carries one (`.move(edge:).animation(.default)`), when
/// an enclosing container has `.animation(_:value:)` watching that state (or the value-less
/// `.animation(_:)`), when a `withAnimation` in the file changes it, or when a binding to it
/// animates (`$isShown.animation()`).
enum TransitionInsertion {
  /// What the file says about the insertion's animation.
  enum Verdict {
    /// An ungated animation applies; `driver` is where, when it is not the transition itself,
    /// and `elsewhere` the `withAnimation` of another file that applies it, when known.
    case animated(driver: RelatedRange?, elsewhere: RelatedLocation? = nil)
    /// Every animation that applies is decided by a Reduce Motion signal.
    case gated
    /// The state is the view's own (`@State`) and nothing in the file animates it.
    case notAnimated
    /// The state comes from elsewhere (a parameter, a binding, a model) and nothing in the file
    /// animates it: another file may.
    case undecided
  }

  /// Property wrappers whose state only the view itself changes.
  static let ownStateWrappers: Set<String> = ["State", "SceneStorage"]

  static func verdict(for transition: FunctionCallExprSyntax, in context: AuditContext) -> Verdict {
    var ungated: RelatedRange??
    var gated = false
    func note(_ animation: FunctionCallExprSyntax, driver: RelatedRange?) {
      if context.isGated(animation) || isNil(animation.firstUnlabeledArgument) {
        gated = true
      } else if ungated == nil {
        ungated = .some(driver)
      }
    }

    // `.transition(.move(edge: .top).animation(.default))`: the transition brings its animation.
    for animation in context.index.calls(named: ["animation"], within: transition.arguments) {
      note(animation, driver: nil)
    }

    let insertion = insertingState(of: transition)
    for animation in containerAnimations(around: transition) {
      let value = animation.argument(labeled: "value")?.expression
      guard value.map({ insertion.names.isEmpty || $0.references(anyOf: insertion.names) }) ?? true
      else { continue }
      note(animation, driver: range(of: animation, message: "`.animation` animates its insertion"))
    }
    if !insertion.names.isEmpty {
      for call in context.index.calls(named: ["withAnimation"], within: context.tree)
      where call.closures.first.map({ !changedNames(in: $0).isDisjoint(with: insertion.names) })
        == true
      {
        note(call, driver: range(of: call, message: "`withAnimation` animates its insertion"))
      }
      for call in context.index.calls(named: ["animation"], within: context.tree) {
        guard let receiver = call.receiver, receiver.description.contains("$"),
          !bindingNames(in: receiver).isDisjoint(with: insertion.names)
        else { continue }
        note(call, driver: range(of: call, message: "the animated binding inserts it"))
      }
    }

    if let ungated { return .animated(driver: ungated) }
    if gated { return .gated }
    if insertion.isOwnState(in: context) { return .notAnimated }
    // State from elsewhere: what other files' `withAnimation`s do to its members.
    let names = insertion.names.subtracting(insertion.roots).sorted()
    let elsewhere = names.compactMap(context.facts.animatesState)
    if elsewhere.contains(true) {
      let site = names.lazy.compactMap(context.facts.ungatedAnimationSite(changing:)).first
      return .animated(driver: nil, elsewhere: site)
    }
    return elsewhere.isEmpty ? .undecided : .gated
  }

  /// The names the enclosing `if`, `switch` and `ForEach` of the view read, and the roots of
  /// their references (`viewModel` in `viewModel.isShown`).
  private struct InsertingState {
    var names: Set<String> = []
    var roots: Set<String> = []
    /// A call in a condition (`if isVisible()`): its result is not a property of the view.
    var readsCall = false
    var scope: Syntax?

    func isOwnState(in context: AuditContext) -> Bool {
      guard !roots.isEmpty, !readsCall, let scope else { return false }
      // Properties declared in the view itself that own its state.
      let members = scope.typeDeclarationName.map { context.defUse.members(of: $0) } ?? []
      return roots.allSatisfy { root in
        members.contains { member in
          member.name == root && member.kind == .property
            && scope.contains(member.node)
            && member.attributes.contains(where: TransitionInsertion.ownStateWrappers.contains)
        }
      }
    }

    mutating func add(_ expression: some SyntaxProtocol) {
      expression.walkDescendants { node in
        if let call = node.as(FunctionCallExprSyntax.self),
          call.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil
            || call.calledExpression.is(DeclReferenceExprSyntax.self)
        {
          readsCall = true
        }
        if let member = node.as(MemberAccessExprSyntax.self), member.base != nil {
          names.insert(member.declName.baseName.identifierName)
        }
        if let reference = node.as(DeclReferenceExprSyntax.self) {
          let isMemberName =
            reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id
          if !isMemberName {
            let name = reference.baseName.identifierName
            names.insert(name)
            if reference.baseName.tokenKind != .keyword(.self) { roots.insert(name) }
          }
        }
        return .visitChildren
      }
    }
  }

  /// Reads the conditions of the `if`s, the subjects of the `switch`es and the data of the
  /// `ForEach`es that decide whether the view is there, up to the declaration holding them.
  private static func insertingState(of transition: FunctionCallExprSyntax) -> InsertingState {
    var state = InsertingState()
    var child = Syntax(transition)
    for ancestor in transition.ancestors {
      if let branch = ancestor.as(IfExprSyntax.self), child.id != branch.conditions.id {
        state.add(branch.conditions)
      } else if let choice = ancestor.as(SwitchExprSyntax.self), child.id != choice.subject.id {
        state.add(choice.subject)
      } else if let call = ancestor.as(FunctionCallExprSyntax.self), call.calleeName == "ForEach",
        child.id != call.arguments.id, let data = call.arguments.first
      {
        state.add(data.expression)
      } else if ancestor.is(MemberBlockSyntax.self) || ancestor.is(SourceFileSyntax.self) {
        state.scope = ancestor.parent
        break
      }
      child = ancestor
    }
    // Nested `if`s inside an `else` read a condition of the outer `if` too; `self` is no name.
    state.names.remove("self")
    return state
  }

  /// `.animation(…)` modifiers applied to a container of `transition` (the chain the view is
  /// built in), up to the declaration holding it.
  private static func containerAnimations(around transition: FunctionCallExprSyntax)
    -> [FunctionCallExprSyntax]
  {
    var result: [FunctionCallExprSyntax] = []
    var child = Syntax(transition)
    for ancestor in transition.ancestors {
      if ancestor.is(MemberBlockSyntax.self) || ancestor.is(SourceFileSyntax.self) { break }
      if let member = ancestor.as(MemberAccessExprSyntax.self), member.base?.id == child.id,
        member.declName.baseName.identifierName == "animation",
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id,
        call.closure(labeled: "body") == nil, call.trailingClosure == nil
      {
        result.append(call)
      }
      child = ancestor
    }
    return result
  }

  /// Names assigned, toggled or mutated as a collection inside `closure`, with the members
  /// along the way (`viewModel`, `isShown` in `viewModel.isShown = true`).
  static func changedNames(in closure: ClosureExprSyntax) -> Set<String> {
    var names: Set<String> = []
    func add(_ target: ExprSyntax) {
      target.walkDescendants { node in
        if let reference = node.as(DeclReferenceExprSyntax.self) {
          names.insert(reference.baseName.identifierName)
        }
        return node.is(FunctionCallExprSyntax.self) ? .skipChildren : .visitChildren
      }
    }
    for sequence in closure.descendants(ofType: SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      for (index, element) in elements.enumerated() where index > 0 {
        let assigns =
          element.is(AssignmentExprSyntax.self)
          || element.as(BinaryOperatorExprSyntax.self).map {
            ["+=", "-=", "*=", "/=", "??="].contains($0.operator.text)
          } == true
        if assigns { add(elements[index - 1]) }
      }
    }
    for call in closure.descendants(ofType: FunctionCallExprSyntax.self) {
      guard let name = call.calleeName,
        name == "toggle" || LayoutQueries.collectionMutations.contains(name),
        let receiver = call.receiver
      else { continue }
      add(receiver)
    }
    return names
  }

  /// The names a binding expression reaches: `isShown` in `$isShown`, `$model.isShown`.
  private static func bindingNames(in receiver: ExprSyntax) -> Set<String> {
    var names: Set<String> = []
    receiver.walkDescendants { node in
      if let reference = node.as(DeclReferenceExprSyntax.self) {
        var name = reference.baseName.text
        if name.hasPrefix("$") { name.removeFirst() }
        names.insert(name)
      }
      return .visitChildren
    }
    return names
  }

  /// The call's name and arguments (not a trailing closure), so other rules' findings on the
  /// animation itself fall inside it, and those in its body do not.
  private static func range(of call: FunctionCallExprSyntax, message: String) -> RelatedRange {
    var start = call.calledExpression.positionAfterSkippingLeadingTrivia
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      start = member.period.positionAfterSkippingLeadingTrivia
    }
    let end =
      call.rightParen?.endPositionBeforeTrailingTrivia
      ?? call.calledExpression.endPositionBeforeTrailingTrivia
    return RelatedRange(utf8Range: start.utf8Offset..<end.utf8Offset, message: message)
  }

  private static func isNil(_ expression: ExprSyntax?) -> Bool {
    expression?.withoutWrappers.is(NilLiteralExprSyntax.self) == true
  }
}
