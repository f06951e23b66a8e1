import SwiftSyntax

extension TokenSyntax {
  /// The identifier without backticks (`` `default` `` → `default`).
  package var identifierName: String {
    Self.withoutBackticks(text)
  }

  /// `text` without its enclosing backticks, if it has them.
  package static func withoutBackticks(_ text: String) -> String {
    // By bytes: this runs for every name the engine reads.
    let utf8 = text.utf8
    let backtick = UInt8(ascii: "`")
    guard utf8.count >= 2, utf8.first == backtick, utf8.last == backtick else { return text }
    return String(text.dropFirst().dropLast())
  }
}

extension ExprSyntax {
  /// The expression without generic arguments, parentheses, `try`/`await` and optional-chaining
  /// marks, so `Foo<Bar>(…)` and `(view)` expose their name.
  package var withoutWrappers: ExprSyntax {
    // Most expressions have no wrapper, and this runs for every call: they are told by their
    // kind alone, before anything the unwrapping needs is set up.
    switch kind {
    case .genericSpecializationExpr, .tupleExpr, .tryExpr, .awaitExpr, .optionalChainingExpr,
      .forceUnwrapExpr:
      return unwrapped()
    default:
      return self
    }
  }

  /// ``withoutWrappers`` for an expression that has a wrapper.
  @inline(never)
  private func unwrapped() -> ExprSyntax {
    var expression = self
    // One kind check per level. (`as` after the kind check: SwiftSyntax's `cast` costs several
    // times more.)
    for _ in 0..<64 {
      let inner: ExprSyntax?
      switch expression.kind {
      case .genericSpecializationExpr:
        inner = expression.as(GenericSpecializationExprSyntax.self)?.expression
      case .tupleExpr:
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
          let only = tuple.elements.first, only.label == nil
        else { return expression }
        inner = only.expression
      case .tryExpr:
        inner = expression.as(TryExprSyntax.self)?.expression
      case .awaitExpr:
        inner = expression.as(AwaitExprSyntax.self)?.expression
      case .optionalChainingExpr:
        inner = expression.as(OptionalChainingExprSyntax.self)?.expression
      case .forceUnwrapExpr:
        inner = expression.as(ForceUnwrapExprSyntax.self)?.expression
      default:
        return expression
      }
      guard let inner else { return expression }
      expression = inner
    }
    return expression
  }

  /// The value of a number written as a literal (`0.3`, `1_000`, `-2`); nil for anything else.
  package var numberLiteral: Double? {
    let expression = withoutWrappers
    switch expression.kind {
    case .integerLiteralExpr:
      return expression.as(IntegerLiteralExprSyntax.self)
        .flatMap { Double($0.literal.text.filter { $0 != "_" }) }
    case .floatLiteralExpr:
      return expression.as(FloatLiteralExprSyntax.self)
        .flatMap { Double($0.literal.text.filter { $0 != "_" }) }
    case .prefixOperatorExpr:
      guard let negative = expression.as(PrefixOperatorExprSyntax.self),
        negative.operator.text == "-"
      else { return nil }
      return negative.expression.numberLiteral.map { -$0 }
    default:
      return nil
    }
  }

  /// The condition's parts and the two branches of `condition ? a : b`, folded or not (an
  /// unfolded tree holds `x > 1 ? a : b` as the sequence `x`, `>`, `1`, `? a :`, `b`).
  package var conditionalBranches: (condition: [ExprSyntax], then: ExprSyntax, else: ExprSyntax)? {
    let expression = withoutWrappers
    if let ternary = expression.as(TernaryExprSyntax.self) {
      return ([ternary.condition], ternary.thenExpression, ternary.elseExpression)
    }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count >= 3, let last = elements.last,
      let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self)
    else { return nil }
    return (Array(elements.dropLast(2)), ternary.thenExpression, last)
  }

  /// The last name of a reference or member access: `reduceMotion` for `self.reduceMotion`.
  package var referencedName: TokenSyntax? {
    let expression = withoutWrappers
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName }
    if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName }
    return nil
  }

  /// The name at the root of a member chain, skipping `self`: `offset` for `self.offset.width`.
  package var rootName: String? {
    var expression = withoutWrappers
    for _ in 0..<256 {
      if let member = expression.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else { return member.declName.baseName.identifierName }
        if let reference = base.withoutWrappers.as(DeclReferenceExprSyntax.self),
          reference.baseName.tokenKind == .keyword(.self)
        {
          return member.declName.baseName.identifierName
        }
        expression = base.withoutWrappers
      } else if let call = expression.as(FunctionCallExprSyntax.self) {
        expression = call.calledExpression.withoutWrappers
      } else if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
        expression = subscriptCall.calledExpression.withoutWrappers
      } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.tokenKind == .keyword(.self)
          ? nil : reference.baseName.identifierName
      } else {
        return nil
      }
    }
    return nil
  }
}

extension FunctionCallExprSyntax {
  /// The token naming what is called: `withAnimation` in `withAnimation(…)`, `transition` in
  /// `.transition(…)` or `view.transition(…)`, `TimelineView` in `TimelineView(…)`.
  package var calleeToken: TokenSyntax? {
    let callee = calledExpression.withoutWrappers
    switch callee.kind {
    case .memberAccessExpr:
      guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
      let name = member.declName.baseName
      // `Foo.init(…)` is called by the type's name. (The text test first: the token kind is
      // costly to compute, and only `init` can be the keyword.)
      if name.text == "init", name.tokenKind == .keyword(.`init`), let base = member.base {
        return base.referencedName
      }
      return name
    case .declReferenceExpr:
      return callee.as(DeclReferenceExprSyntax.self)?.baseName
    default:
      return nil
    }
  }

  /// The called name without backticks, or `nil` when the callee is not a name: the same as
  /// `calleeToken?.identifierName`, reading the name's text once (the engine asks it of every call).
  package var calleeName: String? {
    calledExpression.nameAsCallee
  }

  /// What a modifier is applied to: `view` in `view.transition(…)`; `nil` for free functions and
  /// implicit members.
  package var receiver: ExprSyntax? {
    calledExpression.withoutWrappers.as(MemberAccessExprSyntax.self)?.base
  }

  /// The argument written with `label`, if any.
  package func argument(labeled label: String) -> LabeledExprSyntax? {
    arguments.first { $0.label?.identifierName == label }
  }

  /// Whether an argument with `label` is written (as an argument or a labeled trailing closure).
  package func hasArgument(labeled label: String) -> Bool {
    argument(labeled: label) != nil
      || additionalTrailingClosures.contains { $0.label.identifierName == label }
  }

  /// The first argument without a label.
  package var firstUnlabeledArgument: ExprSyntax? {
    arguments.first { $0.label == nil }?.expression
  }

  /// Arguments that are not closures: where a value such as an animation or a flag is passed.
  package var valueArguments: [ExprSyntax] {
    arguments.map(\.expression).filter { !$0.withoutWrappers.is(ClosureExprSyntax.self) }
  }

  /// Every closure passed to the call: closure arguments and trailing closures, in order.
  package var closures: [ClosureExprSyntax] {
    var result = arguments.compactMap { $0.expression.withoutWrappers.as(ClosureExprSyntax.self) }
    if let trailingClosure { result.append(trailingClosure) }
    result.append(contentsOf: additionalTrailingClosures.map(\.closure))
    return result
  }

  /// The closure passed as `label` (an argument or a labeled trailing closure) or, when `label` is
  /// `nil`, the first trailing closure or first unlabeled closure argument.
  package func closure(labeled label: String?) -> ClosureExprSyntax? {
    guard let label else {
      if let trailingClosure { return trailingClosure }
      return arguments.first { $0.label == nil }?.expression.withoutWrappers
        .as(ClosureExprSyntax.self)
    }
    if let argument = argument(labeled: label),
      let closure = argument.expression.withoutWrappers.as(ClosureExprSyntax.self)
    {
      return closure
    }
    return additionalTrailingClosures.first { $0.label.identifierName == label }?.closure
  }
}

extension ClosureExprSyntax {
  /// The names of the closure's parameters (`content`, `phase` in `{ content, phase in … }`);
  /// `$0`-style closures have none.
  package var parameterNames: [String] {
    guard let clause = signature?.parameterClause else { return [] }
    switch clause {
    case .simpleInput(let parameters):
      return parameters.map(\.name.identifierName)
    case .parameterClause(let clause):
      return clause.parameters.map { ($0.secondName ?? $0.firstName).identifierName }
    @unknown default:
      return []
    }
  }
}

extension SyntaxProtocol {
  /// Whether any identifier referenced inside this node is one of `names`.
  package func references(anyOf names: Set<String>) -> Bool {
    guard !names.isEmpty else { return false }
    return firstDescendant { node in
      guard let reference = node.as(DeclReferenceExprSyntax.self) else { return false }
      return names.contains(reference.baseName.identifierName)
    } != nil
  }

  /// The nearest enclosing type declaration's name (an extension counts as its extended type).
  package var enclosingTypeName: String? {
    for ancestor in ancestors {
      if let name = ancestor.typeDeclarationName { return name }
    }
    return nil
  }

  /// The nearest enclosing type declaration (or extension).
  package var enclosingTypeDeclaration: Syntax? {
    ancestors.first { $0.typeDeclarationName != nil }
  }
}

extension Syntax {
  /// The declared name when this node declares a type, or the extended type of an extension.
  package var typeDeclarationName: String? {
    // By kind first: it is asked of every ancestor of a site, and each cast is a call.
    switch kind {
    case .structDecl: self.as(StructDeclSyntax.self)?.name.identifierName
    case .classDecl: self.as(ClassDeclSyntax.self)?.name.identifierName
    case .enumDecl: self.as(EnumDeclSyntax.self)?.name.identifierName
    case .actorDecl: self.as(ActorDeclSyntax.self)?.name.identifierName
    case .extensionDecl: self.as(ExtensionDeclSyntax.self)?.extendedType.compactText
    default: nil
    }
  }
}

extension ExprSyntax {
  /// The name a call with this callee goes by (``FunctionCallExprSyntax/calleeName``).
  package var nameAsCallee: String? {
    let callee = withoutWrappers
    switch callee.kind {
    case .memberAccessExpr:
      guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
      let name = member.declName.baseName
      return member.calleeName(memberText: name.text, member: name)
    case .declReferenceExpr:
      return (callee.as(DeclReferenceExprSyntax.self)?.baseName.text).map(
        TokenSyntax.withoutBackticks)
    default:
      return nil
    }
  }
}

extension MemberAccessExprSyntax {
  /// The name a call of this member access goes by, given its member's token and that token's
  /// text: the member's name, or the type's for `Foo.init(…)`.
  package func calleeName(memberText text: String, member: TokenSyntax) -> String? {
    if text == "init", member.tokenKind == .keyword(.`init`), let base {
      return base.referencedName?.identifierName
    }
    return TokenSyntax.withoutBackticks(text)
  }
}
