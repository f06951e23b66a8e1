import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

// Core Animation repetition: `repeatCount` or `repeatDuration` on an animation that moves something.
extension UngatedLoopingAnimationRule {
  /// The properties that make a Core Animation animation repeat.
  static let coreAnimationRepetitionProperties: Set<String> = ["repeatCount", "repeatDuration"]

  /// `animation.repeatCount = .infinity` or `animation.repeatDuration = …` on a Core Animation
  /// animation that moves something.
  func visitCoreAnimationRepetition(
    _ sequence: SequenceExprSyntax, in context: AuditContext, violations: inout [Violation]
  ) {
    guard let assignment = AssignmentExpression(sequence), !assignment.isCompound,
      let property = assignment.targetNameToken,
      Self.coreAnimationRepetitionProperties.contains(property.identifierName)
    else { return }
    let chain = assignment.target.memberChainNames
    guard chain.count >= 2,
      let repetition = Self.coreAnimationRepetition(
        of: property.identifierName, value: assignment.value)
    else { return }
    let animationName = chain[chain.count - 2]
    if let animation = assignment.target.withoutWrappers.as(MemberAccessExprSyntax.self)?.base,
      let keyPath = UIKitMotionQueries.keyPath(ofAnimation: animation, defUse: context.defUse),
      UIKitMotionQueries.isFading(keyPath: keyPath)
    {
      return
    }
    guard !context.isGated(sequence),
      !UIKitMotionQueries.isOnlyAddedUnderGate(animationNamed: animationName, in: context)
    else { return }
    let name = property.identifierName
    violations.append(
      Violation(
        at: property,
        message: repetition == .loop
          ? "Core Animation `\(name)` repeats forever even when Reduce Motion is on"
          : "Core Animation `\(name)` repeats the animation even when Reduce Motion is on",
        emphasis: repetition == .loop ? .standard : .lowered))
  }

  /// How often a `repeatCount` or `repeatDuration` value repeats: `.loop` for infinite values,
  /// `.finite` for a literal count above one or any literal duration, `nil` for values that do
  /// not repeat or cannot be read.
  static func coreAnimationRepetition(of property: String, value: [ExprSyntax])
    -> SymbolEffectUse.Repetition?
  {
    guard value.count == 1, let expression = value.first?.withoutWrappers else { return nil }
    var names: Set<String> = []
    expression.forEachToken { names.insert($0.identifierName) }
    if !names.isDisjoint(with: ["infinity", "greatestFiniteMagnitude", "HUGE_VALF", "HUGE"]) {
      return .loop
    }
    guard let number = expression.numberLiteral else { return nil }
    let threshold = property == "repeatCount" ? 1.0 : 0.0
    return number > threshold ? .finite : nil
  }
}
