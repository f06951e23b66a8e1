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

  /// How many `let style = …` hops are followed to find what an animation variable holds.
  static let maximumIndirections = 4

  init(of animation: ExprSyntax?, in context: AuditContext) {
    let index = context.index
    guard var expression = animation else {
      self = .timingCurve(nil)
      return
    }
    for _ in 0...Self.maximumIndirections {
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
      // A variable: follow its value when the file writes it.
      guard let reference = expression.withoutWrappers.as(DeclReferenceExprSyntax.self),
        let value = index.bindings.last(where: {
          $0.name == reference.baseName.identifierName && $0.value != nil
        })?.value
      else { break }
      expression = value
    }
    self = .unknown
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
