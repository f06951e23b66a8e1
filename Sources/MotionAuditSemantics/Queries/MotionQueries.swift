import MotionAuditSyntax
import SwiftSyntax

/// Questions several rules ask about motion syntax, answered the same way for all of them.
package enum MotionQueries {
  /// How many rounds of `let derived = f(phase)` are followed inside an animator's closure.
  static let maximumDerivationRounds = 8

  /// Lowercased fragments of the names of activity indicators and what drives them.
  package static let activityFragments = [
    "spinner", "loading", "activityindicator", "refresh", "buffering", "progressview",
    "progressindicator", "loader", "isfetching", "issyncing",
  ]

  /// Whether `node` belongs to an activity indicator: an enclosing type, function or property
  /// named like one (`LoadingSpinner`, `startRefreshAnimation()`), or a condition that runs it
  /// only while work is under way (`if isLoading`).
  package static func isInActivityIndicator(_ node: some SyntaxProtocol) -> Bool {
    func named(_ name: String) -> Bool {
      let lowercased = name.lowercased()
      return activityFragments.contains(where: lowercased.contains)
    }
    var current = Syntax(node).parent
    var steps = 0
    while let ancestor = current, steps < 4_096 {
      steps += 1
      if let name = ancestor.typeDeclarationName, named(name) { return true }
      if let function = ancestor.as(FunctionDeclSyntax.self),
        named(function.name.identifierName)
      {
        return true
      }
      if let binding = ancestor.as(PatternBindingSyntax.self),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName,
        named(name)
      {
        return true
      }
      if let condition = ancestor.as(IfExprSyntax.self)?.conditions,
        LayoutQueries.referencedNames(in: condition).contains(where: named)
      {
        return true
      }
      current = ancestor.parent
    }
    return false
  }

  /// The first movement modifier call (`.offset(…)`, `.scaleEffect(…)`, `.rotationEffect(…)`, …)
  /// inside `node`, in source order, for which `predicate` holds.
  package static func firstMovementModifier(
    in node: some SyntaxProtocol, index: SourceIndex,
    where predicate: (FunctionCallExprSyntax) -> Bool = { _ in true }
  ) -> FunctionCallExprSyntax? {
    index.firstCall(named: MotionVocabulary.movementModifiers, within: node) { call in
      call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self) && predicate(call)
    }
  }

  /// The names inside an animator's closure that change as it animates: the closure's parameters
  /// except the view being modified (`content`), and the locals computed from them.
  ///
  /// `{ content, phase in … }` → `phase`; `{ value in … }` → `value`; `$0`/`$1` closures →
  /// both shorthand names.
  package static func animatedNames(
    in closure: ClosureExprSyntax, firstParameterIsContent: Bool
  ) -> Set<String> {
    var parameters = closure.parameterNames
    if parameters.isEmpty {
      parameters = ["$0", "$1"]
    } else if firstParameterIsContent, parameters.count > 1 {
      parameters.removeFirst()
    }
    return derivedNames(in: closure, from: Set(parameters.filter { $0 != "_" }))
  }

  /// `seeds` plus the locals inside `node` whose initial value reads one of them, transitively.
  package static func derivedNames(in node: some SyntaxProtocol, from seeds: Set<String>) -> Set<
    String
  > {
    var names = seeds
    let bindings = node.descendants(ofType: PatternBindingSyntax.self)
    guard !bindings.isEmpty else { return names }
    for _ in 0..<maximumDerivationRounds {
      var added = false
      for binding in bindings {
        guard
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierName,
          !names.contains(name), let value = binding.initializer?.value,
          value.references(anyOf: names)
        else { continue }
        names.insert(name)
        added = true
      }
      if !added { break }
    }
    return names
  }

  /// The first movement modifier inside `closure` that reads one of `names` and that no Reduce
  /// Motion signal decides.
  package static func firstUngatedMovement(
    in closure: ClosureExprSyntax, drivenBy names: Set<String>, context: AuditContext
  ) -> FunctionCallExprSyntax? {
    firstMovementModifier(in: closure, index: context.index) { call in
      call.arguments.references(anyOf: names) && !context.isGated(call)
    }
  }

  /// The first movement modifier that an animator or effect (`phaseAnimator`, `keyframeAnimator`,
  /// `scrollTransition`, `visualEffect`, `TimelineView`, …) applies from its animated value in
  /// `closure` (default: its content closure), when neither the call nor that modifier is gated.
  ///
  /// For a modifier, the closure's first parameter is the view being modified and the others are
  /// the animated values; for a view (`PhaseAnimator`, `TimelineView`), every parameter is.
  package static func ungatedAnimatedMovement(
    of call: FunctionCallExprSyntax, in closure: ClosureExprSyntax? = nil, context: AuditContext
  ) -> FunctionCallExprSyntax? {
    guard !context.isGated(call), let closure = closure ?? contentClosure(of: call) else {
      return nil
    }
    let isModifier = call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self)
    let names = animatedNames(in: closure, firstParameterIsContent: isModifier)
    return firstUngatedMovement(in: closure, drivenBy: names, context: context)
  }

  /// The closure an animator or effect modifier draws with: the `content:` closure, or the first
  /// trailing (or unlabeled closure) argument.
  package static func contentClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
    call.closure(labeled: "content") ?? call.closure(labeled: nil)
  }

  /// Whether an animation expression loops or repeats (`.repeatForever()`, `.repeatCount(3)`).
  package static func repeats(_ animation: some SyntaxProtocol) -> Bool {
    animation.firstDescendant { node in
      guard let reference = node.as(DeclReferenceExprSyntax.self) else { return false }
      return MotionVocabulary.repeatingAnimationModifiers.contains(
        reference.baseName.identifierName)
    } != nil
  }
}

/// A `.symbolEffect(…)` modifier, classified.
package struct SymbolEffectUse {
  /// How often the effect plays.
  package enum Repetition: Sendable, Hashable {
    /// Once per change of `value:`, or a state held while active (`.scale.up`).
    case once
    /// A bounded number of times (`options: .repeat(3)`).
    case finite
    /// Until stopped: `options: .repeating`, `.repeat(.continuous)`, or an indefinite effect
    /// without `value:` (it repeats while active).
    case loop
  }

  package var call: FunctionCallExprSyntax
  /// The effect's name token: `bounce` in `.bounce.up.byLayer`.
  package var effectToken: TokenSyntax
  package var effect: String { effectToken.identifierName }
  package var repetition: Repetition

  /// Classifies `call` when it is a `symbolEffect(…)` modifier with a recognisable effect.
  package init?(_ call: FunctionCallExprSyntax) {
    guard call.calleeName == "symbolEffect",
      call.calledExpression.withoutWrappers.is(MemberAccessExprSyntax.self),
      let effect = call.firstUnlabeledArgument, let token = Self.baseEffectToken(effect)
    else { return nil }
    self.call = call
    self.effectToken = token
    let options = call.argument(labeled: "options")?.expression
    let optionNames = Set(
      options?.descendants(ofType: DeclReferenceExprSyntax.self).map(\.baseName.identifierName)
        ?? [])
    if optionNames.contains("repeating") || optionNames.contains("continuous") {
      repetition = .loop
    } else if optionNames.contains("repeat") {
      repetition = options.map(Self.repetition(ofRepeatOption:)) ?? .finite
    } else if call.argument(labeled: "value") == nil,
      MotionVocabulary.indefiniteDisplacementSymbolEffects.contains(token.identifierName)
    {
      repetition = .loop
    } else {
      repetition = .once
    }
  }

  /// `.repeat(3)` and `.repeat(.periodic(3, delay: 1))` end; `.repeat(.periodic(delay: 1))`
  /// repeats until stopped.
  private static func repetition(ofRepeatOption options: ExprSyntax) -> Repetition {
    let periodic = options.descendants(ofType: FunctionCallExprSyntax.self).first {
      $0.calleeName == "periodic"
    }
    guard let periodic else { return .finite }
    let count = periodic.firstUnlabeledArgument?.withoutWrappers
    return count == nil || count?.is(NilLiteralExprSyntax.self) == true ? .loop : .finite
  }

  /// Whether `.symbolEffectsRemoved(<signal>)` modifies the view the effect is added to
  /// (`Image(…).symbolEffectsRemoved(reduceMotion).symbolEffect(.bounce, value: n)`): the image
  /// then inherits no symbol effect under Reduce Motion.
  package func isRemovedBelow(in context: AuditContext) -> Bool {
    var current = call.calledExpression.withoutWrappers.as(MemberAccessExprSyntax.self)?.base
    for _ in 0..<64 {
      guard let modifier = current?.withoutWrappers.as(FunctionCallExprSyntax.self),
        let member = modifier.calledExpression.withoutWrappers.as(MemberAccessExprSyntax.self)
      else { return false }
      if member.declName.baseName.identifierName == Self.removingModifier,
        context.containsSignal(modifier.arguments)
      {
        return true
      }
      current = member.base
    }
    return false
  }

  /// The modifier that removes the symbol effects a view inherits.
  package static let removingModifier = "symbolEffectsRemoved"

  /// Whether the effect displaces, scales or rotates the symbol.
  package var displaces: Bool {
    MotionVocabulary.displacementSymbolEffects.contains(effect)
  }

  /// The innermost member of an effect chain: `bounce` in `.bounce.up.byLayer`.
  private static func baseEffectToken(_ expression: ExprSyntax) -> TokenSyntax? {
    var current = expression.withoutWrappers
    for _ in 0..<32 {
      if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression.withoutWrappers
        continue
      }
      guard let member = current.as(MemberAccessExprSyntax.self) else { return nil }
      guard let base = member.base?.withoutWrappers,
        base.is(MemberAccessExprSyntax.self) || base.is(FunctionCallExprSyntax.self)
      else { return member.declName.baseName }
      current = base
    }
    return nil
  }
}
