import SwiftParser
import SwiftSyntax
import Testing

@testable import MotionAuditSemantics
@testable import MotionAuditSyntax

/// Springs are described by the bounce Apple documents for their name and arguments.
@Suite struct SpringDescriptionTests {
  /// The description of the first spring named in `source`.
  private func spring(_ source: String) -> SpringDescription? {
    var found: SpringDescription?
    Parser.parse(source: source).walkDescendants { node in
      guard let reference = node.as(DeclReferenceExprSyntax.self),
        MotionVocabulary.springAnimations.contains(reference.baseName.identifierName)
          || reference.baseName.identifierName == "smooth"
      else { return .visitChildren }
      found = SpringDescription(reference: reference)
      return .stop
    }
    return found
  }

  @Test func aDurationSpringWithoutABounceDoesNotBounce() {
    #expect(
      spring("withAnimation(.spring(duration: 0.2)) {}")?.amount == SpringDescription.Amount.none)
    #expect(
      spring("a = .spring(duration: 0.4, bounce: 0)")?.amount == SpringDescription.Amount.none)
    #expect(
      spring("a = .interpolatingSpring(duration: 0.4)")?.amount == SpringDescription.Amount.none)
    #expect(spring("a = .smooth")?.amount == SpringDescription.Amount.none)
    #expect(
      spring("a = .spring(response: 0.3, dampingFraction: 1)")?.verb() == "moves without bouncing")
  }

  @Test func theDefaultDampingFractionBouncesSlightly() {
    #expect(spring("a = .spring(response: 0.7)")?.amount == .slight)
    #expect(spring("a = .spring")?.amount == .slight)
    #expect(spring("a = .spring()")?.amount == .slight)
    #expect(spring("a = .interactiveSpring")?.amount == .slight)
    #expect(spring("a = .snappy")?.verb() == "bounces slightly")
  }

  @Test func aPositiveBounceBounces() {
    #expect(spring("a = .bouncy")?.verb() == "bounces")
    #expect(spring("a = .spring(duration: 0.6, bounce: 0.4)")?.amount == .pronounced)
    #expect(spring("a = .spring(response: 0.45, dampingFraction: 0.7)")?.amount == .pronounced)
    #expect(spring("a = .snappy(extraBounce: 0.1)")?.amount == .pronounced)
    #expect(spring("a = .smooth(extraBounce: 0.3)")?.amount == .pronounced)
    // Damping ratio 12 / (2 × √170) ≈ 0.46.
    #expect(spring("a = .interpolatingSpring(stiffness: 170, damping: 12)")?.amount == .pronounced)
    #expect(
      spring("a = .interpolatingSpring(mass: 1, stiffness: 100, damping: 20)")?.amount
        == SpringDescription.Amount.none)
  }

  @Test func aValueNotWrittenAsALiteralIsUnknown() {
    #expect(spring("a = .spring(duration: 0.4, bounce: springiness)")?.verb() == "may bounce")
    #expect(spring("a = .spring(response: 0.3, dampingFraction: damping)")?.amount == .unknown)
    #expect(spring("a = .spring(mySpring)")?.amount == .unknown)
    #expect(spring("a = .interpolatingSpring")?.amount == .unknown)
  }

  @Test func aUIKitSpringIsReadFromItsLabels() throws {
    func view(_ source: String) throws -> SpringDescription {
      let call = try #require(
        Parser.parse(source: source).firstDescendant { $0.is(FunctionCallExprSyntax.self) }?.as(
          FunctionCallExprSyntax.self))
      return SpringDescription(viewAnimation: call)
    }
    #expect(
      try view("UIView.animate(springDuration: 0.5) {}").amount == SpringDescription.Amount.none)
    #expect(
      try view("UIView.animate(springDuration: 0.5, bounce: 0.3) {}").verb("views")
        == "bounces views")
    #expect(
      try view(
        "UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0) {}"
      ).verb("views") == "bounces views slightly")
  }
}
