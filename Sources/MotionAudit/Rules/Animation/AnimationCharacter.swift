import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// What kind of animation an expression is.
enum AnimationCharacter {
  /// `nil`: no animation.
  case none
  /// A spring that overshoots, or may: `.bouncy`, `.spring(response: 0.3)`.
  case spring(TokenSyntax, SpringDescription)
  /// A timing curve, or the default animation (`nil` token when no argument is written).
  case timingCurve(TokenSyntax?)
  case loop
  case unknown

  init(of animation: ExprSyntax?, in context: AuditContext) {
    guard var expression = animation else {
      self = .timingCurve(nil)
      return
    }
    // Through `let style = …` names, as far as flow questions follow a value.
    for _ in 0...DefUseIndex.maximumFlowDepth {
      if expression.withoutWrappers.is(NilLiteralExprSyntax.self) {
        self = .none
        return
      }
      if MotionQueries.repeats(expression) {
        self = .loop
        return
      }
      if let character = Self.named(in: expression) {
        self = character
        return
      }
      // `.appSpring`, `Animation.appSpring`, `.cardAnimation()`: a helper another file declares.
      if let helper = Self.helperName(of: expression),
        let held = context.facts.ungatedAnimation(named: helper.identifierName)
      {
        if MotionVocabulary.repeatingAnimationModifiers.contains(held) {
          self = .loop
        } else if MotionVocabulary.springAnimations.contains(held) {
          // What the helper passes to the spring is not known here.
          self = .spring(helper, SpringDescription(bounce: nil))
        } else {
          self = .timingCurve(helper)
        }
        return
      }
      // A name: follow its value when the file gives it one.
      guard let definition = context.defUse.definition(of: expression),
        let value = Self.heldValue(of: definition, in: context.defUse)
      else { break }
      expression = value
    }
    self = .unknown
  }

  /// What a name holds: its initializer (or getter), or the one value the file assigns it.
  private static func heldValue(of definition: Definition, in defUse: DefUseIndex) -> ExprSyntax? {
    if let value = definition.value { return value }
    let values = defUse.values(of: definition)
    return values.count == 1 ? values[0].expression : nil
  }

  /// The name of a helper the animation is: `appSpring` in `.appSpring`, `Animation.appSpring`
  /// or `.appSpring(delay: 1)`.
  private static func helperName(of expression: ExprSyntax) -> TokenSyntax? {
    var expression = expression.withoutWrappers
    if let call = expression.as(FunctionCallExprSyntax.self) {
      expression = call.calledExpression.withoutWrappers
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName
    }
    return expression.as(DeclReferenceExprSyntax.self)?.baseName
  }

  /// The first spring or timing-curve name in `expression`.
  private static func named(in expression: ExprSyntax) -> AnimationCharacter? {
    var result: AnimationCharacter?
    expression.walkDescendants { node in
      guard let reference = node.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
      let name = reference.baseName.identifierName
      if MotionVocabulary.springAnimations.contains(name) {
        let spring = SpringDescription(reference: reference)
        result =
          spring.amount == .none
          ? .timingCurve(reference.baseName) : .spring(reference.baseName, spring)
        return .stop
      }
      if MotionVocabulary.timingCurveAnimations.contains(name) {
        result = lastsNoTime(reference) ? AnimationCharacter.none : .timingCurve(reference.baseName)
        return .stop
      }
      return .visitChildren
    }
    return result
  }

  /// Whether a timing curve is given a duration of zero (`.linear(duration: 0)`): the change is
  /// made at once, nothing animates.
  private static func lastsNoTime(_ reference: DeclReferenceExprSyntax) -> Bool {
    var node = Syntax(reference)
    if let member = node.parent?.as(MemberAccessExprSyntax.self) { node = Syntax(member) }
    guard let call = node.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == node.id,
      let duration = call.argument(labeled: "duration")?.expression.withoutWrappers
    else { return false }
    return duration.numberLiteral == 0
  }
}
