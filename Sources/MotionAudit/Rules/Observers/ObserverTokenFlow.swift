import MotionAuditSemantics
import SwiftSyntax

/// Where an observer's token goes, and whether it reaches `removeObserver`.
enum ObserverTokenFlow {
  /// Higher-order calls whose closure's value is kept: `names.map { addObserver(…) }`.
  static let collectingCalls: Set<String> = ["map", "compactMap", "flatMap"]

  /// Why the token `call` returns is never removed, or `nil` when it is (or may be).
  /// `removalUnits` are the type's code that removes observers by token.
  static func problem(
    withTokenOf call: FunctionCallExprSyntax, removalUnits: [Syntax], in context: AuditContext
  ) -> String? {
    let flow = context.defUse
    var problem: String?
    /// Passed on to code that may keep it: fine when the type removes some observer by token.
    func passedOn() -> FlowStep<Bool> {
      if !removalUnits.isEmpty { return .conclude(true) }
      problem =
        problem
        ?? "Block observer is never removed: nothing here calls `removeObserver` with a token"
      return .end
    }
    func kept(in name: String?) -> FlowStep<Bool> {
      guard let name else { return passedOn() }
      if isRemoved(name, by: removalUnits) { return .conclude(true) }
      problem = "Block observer kept in `\(name)` is never passed to `removeObserver`"
      return .end
    }
    let removed = flow.follow(ExprSyntax(call)) { expression, destination -> FlowStep<Bool> in
      switch destination {
      case .discarded:
        problem = problem ?? "Block observer's token is discarded, so it can never be removed"
        return .end
      case .bound(let definition, _) where definition.kind == .property:
        return kept(in: definition.name)
      case .bound(let definition, _):
        let uses = flow.reads(of: definition)
        if uses.isEmpty {
          problem = problem ?? "Block observer's token is never used, so it can never be removed"
          return .end
        }
        return uses.contains(where: isPassedToRemoveObserver) ? .conclude(true) : .follow(uses)
      case .stored(let target, _):
        return kept(in: target.referencedName?.identifierName)
      case .inserted(let collection, _):
        return kept(in: collection.referencedName?.identifierName)
      case .returned(let owner):
        guard let closure = owner.as(ClosureExprSyntax.self) else { return .conclude(true) }
        return closureResult(closure, of: expression, passedOn: passedOn) {
          problem = problem ?? "Block observer's token is discarded, so it can never be removed"
        }
      case .argument, .consumed, .decides:
        return passedOn()
      }
    }
    return removed == true ? nil : problem
  }

  /// Where a closure's result goes: to the value of a closure called at once, into a
  /// collection `map` builds, to the caller of an explicit `return`, or nowhere.
  private static func closureResult(
    _ closure: ClosureExprSyntax, of expression: ExprSyntax, passedOn: () -> FlowStep<Bool>,
    discarded: () -> Void
  ) -> FlowStep<Bool> {
    if let call = closure.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == closure.id
    {
      return .follow([ExprSyntax(call)])
    }
    let call =
      closure.parent?.as(FunctionCallExprSyntax.self)
      ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    if let name = call?.calleeName, collectingCalls.contains(name) { return passedOn() }
    if expression.ancestors.contains(where: { $0.is(ReturnStmtSyntax.self) }) {
      return .conclude(true)
    }
    discarded()
    return .end
  }

  /// Whether `use` is passed to `removeObserver`.
  private static func isPassedToRemoveObserver(_ use: ExprSyntax) -> Bool {
    for ancestor in use.ancestors {
      if let call = ancestor.as(FunctionCallExprSyntax.self), call.calleeName == "removeObserver" {
        return call.arguments.contains(use)
      }
      if ancestor.is(CodeBlockItemSyntax.self) { return false }
    }
    return false
  }

  /// Whether a method of the type that calls (or passes) `removeObserver` refers to `name`: the
  /// tokens may reach the call under another name (`let tokens = observers`, a tuple, a loop).
  private static func isRemoved(_ name: String, by removalUnits: [Syntax]) -> Bool {
    removalUnits.contains { unit in
      unit.firstDescendant { node in
        if let reference = node.as(DeclReferenceExprSyntax.self) {
          return reference.baseName.identifierName == name
        }
        return false
      } != nil
    }
  }

  /// The functions, initializers, `deinit`s and accessors of the type (or, outside them, the
  /// outermost statements) that use `removeObserver` with something other than `self`.
  static func removalUnits(in scope: [Syntax]) -> [Syntax] {
    var units: [Syntax] = []
    for declaration in scope {
      for reference in declaration.descendants(ofType: DeclReferenceExprSyntax.self)
      where reference.baseName.identifierName == "removeObserver" {
        if let call = Self.call(naming: reference),
          call.arguments.count == 1,
          call.arguments.first?.expression.withoutWrappers.as(DeclReferenceExprSyntax.self)?
            .baseName.tokenKind == .keyword(.self)
        {
          continue
        }
        var unit: Syntax?
        for ancestor in reference.ancestors {
          if ancestor.is(CodeBlockItemSyntax.self) { unit = ancestor }
          if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self)
            || ancestor.is(DeinitializerDeclSyntax.self) || ancestor.is(AccessorDeclSyntax.self)
          {
            unit = ancestor
            break
          }
          if ancestor.is(MemberBlockItemSyntax.self) { break }
        }
        if let unit { units.append(unit) }
      }
    }
    return units
  }

  /// The call whose callee `reference` names (`center.removeObserver(…)`), if it is one.
  private static func call(naming reference: DeclReferenceExprSyntax) -> FunctionCallExprSyntax? {
    var callee = Syntax(reference)
    if let member = reference.parent?.as(MemberAccessExprSyntax.self),
      member.declName.id == reference.id
    {
      callee = Syntax(member)
    }
    guard let call = callee.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == callee.id
    else { return nil }
    return call
  }
}
