import MotionAuditSemantics
import SwiftSyntax

extension AuditContext {
  /// The `occurrence`-th call (0-based, in source order) of `name`.
  func call(named name: String, occurrence: Int = 0) -> FunctionCallExprSyntax? {
    let calls = tree.descendants(ofType: FunctionCallExprSyntax.self).filter {
      $0.calleeName == name
    }
    return calls.indices.contains(occurrence) ? calls[occurrence] : nil
  }

  /// The first member access `.name` in source order.
  func member(named name: String) -> MemberAccessExprSyntax? {
    tree.descendants(ofType: MemberAccessExprSyntax.self).first {
      $0.declName.baseName.text == name
    }
  }

  /// The gate of the first call named `name`, or `nil` when there is no such call.
  func gateOfCall(named name: String, occurrence: Int = 0) -> MotionGate? {
    call(named: name, occurrence: occurrence).flatMap { gate(of: $0) }
  }
}
