import MotionAuditSyntax
import SwiftSyntax

/// A modifier that sizes, places or transforms a view, with the state its arguments read.
package struct LayoutModifier {
  package enum Kind: String, Sendable {
    case frame, padding, offset, position, scaleEffect, rotationEffect, fixedSize
    /// `.scrollPosition(id:)`: changing the bound id scrolls the content to it.
    case scrollPosition
    /// `.presentationDetents(_:selection:)`: changing the selected detent resizes the sheet.
    case presentationDetents
  }

  package var kind: Kind
  package var call: FunctionCallExprSyntax
  /// Its place in the view's chain, innermost first: it applies to the modifiers before it.
  package var chainIndex: Int
  package var reads: [String]
  /// The axes a frame sets to a size the code states (`frame(width: 240, height: 44)`) without
  /// reading state: what changes inside it cannot push what is outside along them.
  package var fixedAxes: Set<LayoutAxis>

  init?(_ call: FunctionCallExprSyntax, chainIndex: Int) {
    guard let name = call.calleeName, let kind = Kind(rawValue: name) else { return nil }
    self.kind = kind
    self.call = call
    self.chainIndex = chainIndex
    // A sheet's detents resize it only when the selection changes, not by what lists them.
    reads =
      kind == .presentationDetents
      ? (call.argument(labeled: "selection").map { StatePaths.read(in: $0.expression) } ?? [])
      : StatePaths.read(in: call.arguments)
    fixedAxes = []
    if kind == .frame, reads.isEmpty {
      if Self.isFixedSize(call.argument(labeled: "width")) { fixedAxes.insert(.horizontal) }
      if Self.isFixedSize(call.argument(labeled: "height")) { fixedAxes.insert(.vertical) }
    }
  }

  /// Whether the model reads `call` as a layout modifier.
  package static func isLaidOut(_ call: FunctionCallExprSyntax) -> Bool {
    call.calleeName.flatMap(Kind.init(rawValue:)) != nil
  }

  /// `width: 240`: a number, not `.infinity` or a range bound.
  private static func isFixedSize(_ argument: LabeledExprSyntax?) -> Bool {
    argument?.expression.numberLiteral != nil
  }
}
