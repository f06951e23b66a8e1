import SwiftSyntax

/// Questions about launch intros that several rules ask of one file: which flag shows an intro,
/// and which branch of a view builder holds one.
public enum LaunchIntroQueries {
  /// The intro flag that decides `branch`'s conditions so that the branch shows the intro: on
  /// in the `then` part (`if showIntro`), negated in the `else` part (`if !showIntro { … } else
  /// { intro }`), and switched off somewhere in the file.
  public static func introFlag(
    deciding branch: ViewBuilderQueries.Branch, in context: AuditContext
  ) -> DeclReferenceExprSyntax? {
    for condition in branch.conditions {
      for reference in condition.descendants(ofType: DeclReferenceExprSyntax.self) {
        let name = reference.baseName.identifierName
        guard LaunchIntroVocabulary.isIntroFlag(name),
          isNegated(reference, within: condition) == branch.isElse,
          isSwitchedOff(name, in: context)
        else { continue }
        return reference
      }
    }
    return nil
  }

  /// The nearest `if` branch around `node`, inside its type, that shows an intro because of an
  /// intro flag (see ``introFlag(deciding:in:)``), and that flag.
  public static func introBranch(
    enclosing node: some SyntaxProtocol, in context: AuditContext
  ) -> (body: CodeBlockSyntax, flag: DeclReferenceExprSyntax)? {
    var child = Syntax(node)
    for ancestor in node.ancestors {
      if ancestor.typeDeclarationName != nil { return nil }
      if let ifExpression = ancestor.as(IfExprSyntax.self),
        let body = child.as(CodeBlockSyntax.self)
      {
        let branch = ViewBuilderQueries.Branch(
          decider: ancestor, conditions: [Syntax(ifExpression.conditions)],
          isElse: ifExpression.elseBody?.id == body.id)
        if let flag = introFlag(deciding: branch, in: context) { return (body, flag) }
      }
      child = ancestor
    }
    return nil
  }

  /// Calls that make a view move by themselves: movement modifiers, animators, loops, symbol
  /// effects and animation players.
  static let motionCalls: Set<String> = MotionVocabulary.movementModifiers.union([
    "phaseAnimator", "PhaseAnimator", "keyframeAnimator", "KeyframeAnimator", "TimelineView",
    "symbolEffect", "repeatForever", "repeatCount", "matchedGeometryEffect", "looping", "playing",
    "playbackMode", "play", "RiveViewModel", "LottieLaunchIntro", "RiveLaunchIntro",
  ]).union(LaunchIntroVocabulary.animationViews.subtracting(["Image"]))

  /// Whether a view declaration animates: it uses a movement modifier, an animator, a loop, a
  /// symbol effect or an animation player, or creates a view named like an animation
  /// (`LogoAnimation`, `PipMascot`, `LottieIntro`). A splash of a colour and an image does not.
  public static func animates(_ declaration: some SyntaxProtocol, index: SourceIndex) -> Bool {
    if index.firstCall(named: motionCalls, within: declaration, where: { _ in true }) != nil {
      return true
    }
    return declaration.firstDescendant { node in
      guard let call = node.as(FunctionCallExprSyntax.self),
        ViewBuilderQueries.isTypeCreation(call), let name = call.calleeName
      else { return false }
      let words = LaunchIntroVocabulary.words(of: name)
      return words.contains { ["animation", "animated", "mascot", "lottie", "rive"].contains($0) }
    } != nil
  }

  /// Whether a `!` applies to `reference` inside `condition`.
  static func isNegated(_ reference: DeclReferenceExprSyntax, within condition: Syntax) -> Bool {
    for ancestor in reference.ancestors {
      if ancestor.id == condition.id { return false }
      if let prefix = ancestor.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
        return true
      }
    }
    return false
  }

  /// `flag = false`, `flag.toggle()`, or `$flag` handed to something that may switch it off.
  static func isSwitchedOff(_ flag: String, in context: AuditContext) -> Bool {
    let assigned = context.index.assignments.contains { assignment in
      guard assignment.name == flag else { return false }
      guard let value = assignment.value.first else { return assignment.isFlagSwitch }
      return value.withoutWrappers.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
        == .keyword(.false)
    }
    if assigned { return true }
    let binding = "$" + flag
    return context.tree.firstDescendant { node in
      node.as(DeclReferenceExprSyntax.self)?.baseName.text == binding
    } != nil
  }
}
