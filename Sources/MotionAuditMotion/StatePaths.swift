import MotionAuditSyntax
import SwiftSyntax

/// The exact property paths an expression reads (`viewModel.viewMode`, `isLoading`, `page` for
/// `$page`), without `self.`: what a change of state is matched against.
package enum StatePaths {
  /// The paths read in `node`, in source order, each once. Implicit members (`.grid`) and
  /// literals read no state.
  /// With `skippingClosures`, what closures read is left out: a view's action (`Button(action:
  /// { … })`) runs when tapped and shows nothing.
  static func read(in node: some SyntaxProtocol, skippingClosures: Bool = false) -> [String] {
    var paths: [String] = []
    node.walkDescendants { candidate in
      // `\.isVisible` names a member of each element, `.degrees` a static member: no state.
      if candidate.is(KeyPathExprSyntax.self) || isMemberName(candidate) { return .skipChildren }
      if skippingClosures, candidate.is(ClosureExprSyntax.self) { return .skipChildren }
      guard candidate.is(DeclReferenceExprSyntax.self) || candidate.is(MemberAccessExprSyntax.self),
        !isBaseOfMember(candidate)
      else { return .visitChildren }
      guard let expression = candidate.as(ExprSyntax.self), let path = path(of: expression) else {
        return .visitChildren
      }
      if !paths.contains(path) { paths.append(path) }
      return .skipChildren
    }
    return paths
  }

  /// The path `expression` names, when it is a chain of names (`self.model.items`, `$page`).
  package static func path(of expression: ExprSyntax) -> String? {
    let expression = expression.withoutWrappers
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      var name = reference.baseName.identifierName
      if name.hasPrefix("$") { name.removeFirst() }
      // `self`, and `$0`: a closure's argument, not state.
      guard name != "self", let first = name.first, !first.isNumber else { return nil }
      return name
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else {
      return nil
    }
    let name = member.declName.baseName.identifierName
    if base.withoutWrappers.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return name
    }
    return path(of: base).map { "\($0).\(name)" }
  }

  /// How a message names `path`: a binding by its name (`showContent`), not by its
  /// `wrappedValue`.
  package static func displayed(_ path: String) -> String {
    path.hasSuffix(".wrappedValue") ? String(path.dropLast(".wrappedValue".count)) : path
  }

  /// Whether a change of `changed` changes what reading `read` sees: the same path, a member of
  /// it, or a value it is a member of (`viewModel` and `viewModel.viewMode` both ways).
  static func change(of changed: String, reaches read: String) -> Bool {
    changed == read || read.hasPrefix(changed + ".") || changed.hasPrefix(read + ".")
  }

  private static func isMemberName(_ node: Syntax) -> Bool {
    guard let parent = node.parent?.as(MemberAccessExprSyntax.self) else { return false }
    return parent.declName.id == node.id
  }

  private static func isBaseOfMember(_ node: Syntax) -> Bool {
    guard let parent = node.parent?.as(MemberAccessExprSyntax.self) else { return false }
    return parent.base?.id == node.id
  }
}
