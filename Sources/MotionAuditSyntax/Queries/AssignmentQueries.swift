import SwiftSyntax

/// An assignment taken apart: `riveView.isPaused = reduce`, `card.center.y += 100`.
///
/// The parser leaves operators unfolded, so an assignment is a sequence expression whose second
/// element is `=` (or a compound operator such as `+=`).
package struct AssignmentExpression {
  /// Compound assignment operators, which change what they assign to just as `=` does.
  package static let compoundOperators: Set<String> = ["+=", "-=", "*=", "/=", "&=", "|="]

  package var sequence: SequenceExprSyntax
  /// What is assigned to: `riveView.isPaused`.
  package var target: ExprSyntax
  /// The elements after the operator (a ternary stays unfolded: `reduce`, `? true :`, `false`).
  package var value: [ExprSyntax]
  /// Whether the operator is `+=`, `-=`, … rather than `=`.
  package var isCompound: Bool

  /// Takes `sequence` apart, or returns `nil` when it is not an assignment.
  package init?(_ sequence: SequenceExprSyntax) {
    // Most sequences are not assignments: look at the operator before copying anything.
    let elements = sequence.elements
    guard let first = elements.first else { return nil }
    let operatorIndex = elements.index(after: elements.startIndex)
    guard operatorIndex != elements.endIndex else { return nil }
    let operatorElement = elements[operatorIndex]
    if operatorElement.is(AssignmentExprSyntax.self) {
      isCompound = false
    } else if let binary = operatorElement.as(BinaryOperatorExprSyntax.self),
      Self.compoundOperators.contains(binary.operator.text)
    {
      isCompound = true
    } else {
      return nil
    }
    let valueStart = elements.index(after: operatorIndex)
    guard valueStart != elements.endIndex else { return nil }
    self.sequence = sequence
    target = first
    value = Array(elements[valueStart...])
  }

  /// Whether the result is thrown away: `_ = …`.
  package var discardsValue: Bool {
    target.withoutWrappers.is(DiscardAssignmentExprSyntax.self)
  }

  /// The last name of the target: `isPaused` for `riveView.isPaused`, `flag` for `self.flag`.
  package var targetName: String? {
    target.referencedName?.identifierName
  }

  /// The token of the target's last name, where a finding about the assignment points.
  package var targetNameToken: TokenSyntax? {
    target.referencedName
  }

  /// Whether the value expression contains `node`.
  package func valueContains(_ node: some SyntaxProtocol) -> Bool {
    value.contains { $0.contains(node) }
  }
}

extension ExprSyntax {
  /// The names along a member chain, root first, skipping `self`, calls and subscripts:
  /// `["card", "center", "y"]` for `self?.card.center.y`, `["constraints", "constant"]` for
  /// `constraints[0].constant`.
  package var memberChainNames: [String] {
    var names: [String] = []
    var expression = withoutWrappers
    for _ in 0..<256 {
      if let member = expression.as(MemberAccessExprSyntax.self) {
        names.append(member.declName.baseName.identifierName)
        guard let base = member.base else { break }
        expression = base.withoutWrappers
      } else if let call = expression.as(FunctionCallExprSyntax.self) {
        expression = call.calledExpression.withoutWrappers
      } else if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
        expression = subscriptCall.calledExpression.withoutWrappers
      } else {
        if let reference = expression.as(DeclReferenceExprSyntax.self),
          reference.baseName.tokenKind != .keyword(.self)
        {
          names.append(reference.baseName.identifierName)
        }
        break
      }
    }
    return names.reversed()
  }

  /// The text of the expression without `self.` in front: the same receiver written either way
  /// compares equal (`self.riveViewModel`, `riveViewModel`).
  package var textWithoutSelf: String {
    var text = withoutWrappers.compactText
    for prefix in ["self.", "self?.", "self!."] where text.hasPrefix(prefix) {
      text.removeFirst(prefix.count)
    }
    return text
  }
}
