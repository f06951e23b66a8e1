import MotionAuditSources
import SwiftSyntax

/// Corrections for code with no SwiftUI environment to read: a view model, a free function, a
/// static member. There `@Environment(\.accessibilityReduceMotion)` cannot be declared, so the
/// animation goes through MotionAware's `withMotionAwareAnimation`, which reads the device's
/// setting when it runs.
extension ReduceMotionCorrection {
  /// MotionAware's `withAnimation` that asks the motion policy first; it runs on the main actor.
  package static let motionAwareAnimationFunction = "withMotionAwareAnimation"
  /// The module that declares ``motionAwareAnimationFunction``.
  package static let motionAwareModule = "MotionAware"

  /// Classes of UIKit and AppKit whose instance code runs on the main actor.
  private static let mainActorClasses: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UITabBarController", "UIView", "UIResponder", "NSViewController",
    "NSView", "NSWindowController", "NSResponder",
  ]

  /// Whether `site` is in code that cannot read SwiftUI's environment: a class's or an actor's, an
  /// enum's, a free function's or a static member's. Instance code of a struct (a view, a view
  /// modifier) and of an extension whose type this file does not declare can.
  package static func isOutsideEnvironment(
    _ site: some SyntaxProtocol, in context: AuditContext
  ) -> Bool {
    guard let scope = context.index.enclosingTypeDeclaration(of: site) else { return true }
    for ancestor in Syntax(site).ancestors {
      if ancestor.id == scope.id { break }
      if let function = ancestor.as(FunctionDeclSyntax.self), isStatic(function.modifiers) {
        return true
      }
      if let variable = ancestor.as(VariableDeclSyntax.self), isStatic(variable.modifiers) {
        return true
      }
    }
    if scope.is(StructDeclSyntax.self) { return false }
    guard let extended = scope.as(ExtensionDeclSyntax.self) else { return true }
    let name = extended.extendedType.compactText
    let declaresClass = context.tree.statements.contains { item in
      if let type = item.item.as(ClassDeclSyntax.self) { return type.name.text == name }
      if let type = item.item.as(ActorDeclSyntax.self) { return type.name.text == name }
      if let type = item.item.as(EnumDeclSyntax.self) { return type.name.text == name }
      return false
    }
    return declaresClass
  }

  /// The edits that make `call` (a `withAnimation` outside views) MotionAware's
  /// `withMotionAwareAnimation`, with the same arguments, importing MotionAware when the file does
  /// not. None unless the call is known to run on the main actor, as that function requires: an
  /// enclosing declaration or closure marked `@MainActor`, or a UIKit or AppKit view or view
  /// controller.
  package static func motionAwareAnimation(
    replacing call: FunctionCallExprSyntax, in context: AuditContext
  ) -> [TextEdit] {
    guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self),
      name.baseName.text == "withAnimation", runsOnMainActor(call)
    else { return [] }
    let start = name.baseName.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = name.baseName.endPositionBeforeTrailingTrivia.utf8Offset
    let renamed = TextEdit(utf8Range: start..<end, replacement: motionAwareAnimationFunction)
    return [renamed] + (importEdit(in: context).map { [$0] } ?? [])
  }

  /// Whether `site` runs on the main actor by its declarations.
  private static func runsOnMainActor(_ site: some SyntaxProtocol) -> Bool {
    for ancestor in Syntax(site).ancestors {
      if let closure = ancestor.as(ClosureExprSyntax.self) {
        if closure.signature?.attributes.containsMainActor == true { return true }
        continue
      }
      if Self.mayHaveAttributes(ancestor),
        let attributes = ancestor.asProtocol(WithAttributesSyntax.self)?.attributes,
        attributes.containsMainActor
      {
        return true
      }
      if let type = ancestor.as(ClassDeclSyntax.self) {
        let bases = type.inheritanceClause?.inheritedTypes.map(\.type.compactText) ?? []
        if bases.contains(where: mainActorClasses.contains) { return true }
      }
    }
    return false
  }

  /// Whether `node` is of a kind that may carry attributes (a declaration, a parameter, a
  /// closure's signature, an attributed type): read from the kind, since `asProtocol` searches
  /// the conformance records, thousands of instructions a node.
  private static func mayHaveAttributes(_ node: Syntax) -> Bool {
    if node.is(DeclSyntax.self) { return true }
    switch node.kind {
    case .attributedType, .closureParameter, .closureSignature, .functionParameter,
      .genericParameter:
      return true
    default:
      return false
    }
  }

  /// `import MotionAware` after the file's last top-level import, when the file lacks it.
  private static func importEdit(in context: AuditContext) -> TextEdit? {
    let imports = context.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
    if imports.contains(where: { $0.path.compactText == motionAwareModule }) { return nil }
    let line = "import \(motionAwareModule)"
    guard let last = imports.last else {
      let start = context.tree.statements.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? 0
      return TextEdit(
        utf8Range: start..<start, replacement: line + context.sourceStyle.newline)
    }
    let end = last.endPositionBeforeTrailingTrivia.utf8Offset
    return TextEdit(utf8Range: end..<end, replacement: context.sourceStyle.newline + line)
  }
}

extension AttributeListSyntax {
  /// Whether the list holds `@MainActor`.
  fileprivate var containsMainActor: Bool {
    contains {
      let name = $0.as(AttributeSyntax.self)?.attributeName.compactText
      return name == "MainActor" || name == "_Concurrency.MainActor"
    }
  }
}
