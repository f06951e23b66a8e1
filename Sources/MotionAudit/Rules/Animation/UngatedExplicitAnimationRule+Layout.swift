import MotionAuditMotion
import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// What the layout model of the file's views says an animation does.
enum LayoutVerdict {
  /// Views move; the strongest motion.
  case moves(ViewMotion)
  /// Views of this file read every changed state, and none of them moves.
  case still
  /// None moves here, but views of the app's own are given the state (`effects`): what they do
  /// is decided in their bodies, in other files.
  case delegated([ViewEffect])
}

extension Syntax {
  /// Whether this view is given `path` itself (`Pins(pins: $pins)`, `Rows(items)`), not a value
  /// computed from it.
  func receives(wholeValue path: String) -> Bool {
    guard let call = self.as(FunctionCallExprSyntax.self) else { return false }
    return call.arguments.contains { argument in
      let text = argument.expression.trimmedDescription
      return text == path || text == "$" + path || text == "self." + path
    }
  }
}

extension UngatedExplicitAnimationRule {
  /// The model's verdict on the state `closure` changes in a view type, when the type's views
  /// read that state; nil when some change is read by no view here (other files decide).
  mutating func layoutVerdict(
    ofChangesIn closure: ClosureExprSyntax, animatedBy call: FunctionCallExprSyntax,
    in context: AuditContext
  ) -> LayoutVerdict? {
    let scopes = context.typeScope(of: call)
    let declaration = context.index.enclosingTypeDeclaration(of: call)
    let changes = AnimatedChanges.changes(
      in: closure, of: declaration?.declarationGroup, index: context.index)
    guard !changes.isEmpty, let layout = typeLayout(of: scopes, in: context),
      !layout.models.isEmpty
    else { return nil }
    var effects = layout.effects(of: changes)
    // A row of a list or stack here that grows: the rows after it slide. (Looked for only when
    // the body grows: it reads the whole file.)
    if let declaration, effects.contains(where: { $0.resizesBody && $0.displaced.isEmpty }),
      let row = Self.rowUse(of: declaration, in: context)
    {
      effects = effects.map { effect in
        guard effect.resizesBody, effect.displaced.isEmpty else { return effect }
        var grown = effect
        grown.displaced = [Syntax(row)]
        return grown
      }
    }
    guard changes.allSatisfy({ !layout.effects(of: [$0]).isEmpty }) else {
      // A change that moves here decides, whatever other files do with the rest.
      return strongestMotion(of: effects, in: context).map { .moves($0) }
    }
    return verdict(of: effects, in: context)
  }

  /// The model's verdict on `.animation(_:value:)` applied to `view`: only the views it wraps
  /// animate, so only they can move.
  mutating func layoutVerdict(
    of view: Syntax, watching value: ExprSyntax, in context: AuditContext
  ) -> LayoutVerdict? {
    guard let expression = view.as(ExprSyntax.self) else { return nil }
    let layout = typeLayout(of: context.typeScope(of: view), in: context)
    guard
      let model = ViewLayoutModel(
        view: expression, representables: fileRepresentables(in: context),
        helpers: layout?.helpers ?? [:])
    else { return nil }
    let watched = StateChange.changes(watchedBy: value)
    let effects = model.effects(of: layout?.withDerivations(watched) ?? watched)
    guard !effects.isEmpty else { return nil }
    return verdict(of: effects, in: context)
  }

  private func verdict(of effects: [ViewEffect], in context: AuditContext) -> LayoutVerdict {
    if let motion = strongestMotion(of: effects, in: context) { return .moves(motion) }
    let delegates = effects.filter { effect in
      if case .delegated = effect.mechanism { return true }
      return false
    }
    return delegates.isEmpty ? .still : .delegated(delegates)
  }

  /// The strongest motion among `effects`: a view that moves, scales or rotates, slides in by
  /// its transition, pages, then a resize or an insertion that pushes its neighbours. A
  /// transition's own finding (`movement-transition-without-fade`) is this one's related
  /// location: one motion, one finding.
  /// A motion whose modifier or condition reads a Reduce Motion signal (`.offset(x: isOn &&
  /// !reduceMotion ? 120 : 0)`) is gated.
  private func strongestMotion(of effects: [ViewEffect], in context: AuditContext) -> ViewMotion? {
    let moving = effects.filter { effect in
      effect.moves && !(effect.source.map(context.isGated) ?? false)
        && !context.isGated(effect.view)
    }
    let strongest =
      moving.first {
        ViewMotion.effect($0).emphasis == .standard || ViewMotion.expansion(of: $0) != nil
      } ?? moving.first
    return strongest.map { ViewMotion.expansion(of: $0) ?? .effect($0) }
  }

  /// Where this file lays out the view type `declaration` as one of the rows of a `ForEach`,
  /// `List` or stack, outside previews.
  static func rowUse(of declaration: Syntax, in context: AuditContext) -> FunctionCallExprSyntax? {
    guard let name = declaration.typeDeclarationName else { return nil }
    return context.tree.descendants(ofType: FunctionCallExprSyntax.self).first { call in
      // A preview is no use anyone sees.
      call.calleeName == name && !MotionGateFinder.isInPreview(call)
        && call.ancestors.prefix(8).contains { ancestor in
          guard let container = ancestor.as(FunctionCallExprSyntax.self)?.calleeName else {
            return false
          }
          return ["ForEach", "List", "VStack", "LazyVStack"].contains(container)
        }
    }
  }

  /// The layout of the type declared by `scopes`; nil outside a type.
  private mutating func typeLayout(of scopes: [Syntax], in context: AuditContext) -> TypeLayout? {
    guard let key = scopes.first?.id, scopes.first?.is(SourceFileSyntax.self) == false else {
      return nil
    }
    if let known = typeLayouts[key] { return known }
    let layout = TypeLayout(
      scopes: scopes, representables: fileRepresentables(in: context), index: context.index)
    typeLayouts[key] = layout
    return layout
  }

  private mutating func fileRepresentables(in context: AuditContext) -> Set<String> {
    if let representables { return representables }
    let declared = RepresentableTypes.declared(in: context.tree)
    representables = declared
    return declared
  }
}
