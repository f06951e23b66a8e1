import MotionAuditMotion
import MotionAuditSemantics
import MotionAuditSources
import MotionAuditSyntax
import SwiftSyntax

// What an animation visibly moves: a movement modifier, layout or a scroll.
extension UngatedExplicitAnimationRule {
  /// What the animation visibly moves, if anything: an ungated movement modifier, layout, or a
  /// scroll. Layout is named by the path that changes (`viewModel.viewMode`, not `viewModel`).
  mutating func motion(of application: AnimationApplication, in context: AuditContext)
    -> ViewMotion?
  {
    let motion = motionByName(of: application, in: context)
    guard case .layout(let name, let change)? = motion else { return motion }
    return .layout(application.changedPath(named: name), change)
  }

  private mutating func motionByName(
    of application: AnimationApplication, in context: AuditContext
  ) -> ViewMotion? {
    let scopes: [Syntax]
    let names: Set<String>?
    switch application.target {
    case .view(let view, let value):
      scopes = [view]
      names = value.map { Set($0.rootName.map { [$0] } ?? []) }
      if let value, let verdict = layoutVerdict(of: view, watching: value, in: context) {
        let member = value.withoutWrappers.as(MemberAccessExprSyntax.self)?.declName.baseName
        return motion(
          from: verdict, scopes: scopes, reading: names,
          members: member.map { [$0.identifierName] } ?? Array(names ?? []), in: context)
      }
      if let names,
        let motion = firstLayoutMotion(among: names.sorted(), in: view, index: context.index)
      {
        return motion
      }
      // `value: model.isSelecting`, a member that views of other files move or lay out by. Where
      // this file moves views by it, those views are judged here (they may animate themselves).
      if let member = value?.withoutWrappers.as(MemberAccessExprSyntax.self), member.base != nil {
        let name = member.declName.baseName.identifierName
        let movesHere =
          MotionQueries.firstMovementModifier(in: context.tree, index: context.index) {
            $0.arguments.references(anyOf: [name])
          } != nil
        if !movesHere, let motion = ViewMotion.motion(ofMembers: [name], in: context) {
          return motion
        }
      }
    case .changes(let changed):
      if let closure = application.call.closures.first {
        if !context.index.calls(named: ["scrollTo"], within: closure).isEmpty { return .scroll }
        if let verdict = layoutVerdict(
          ofChangesIn: closure, animatedBy: application.call, in: context)
        {
          return motion(
            from: verdict, scopes: context.typeScope(of: application.call), reading: changed,
            members: application.changedMembers + changed.sorted(),
            mutatedCollection: context.index.calls(
              named: LayoutQueries.collectionMutations, within: closure
            ).first { !LayoutQueries.removesEverything($0) }?.receiver?.rootName, in: context)
        }
        // `rows.remove(at: i)`: the rows after it slide. A view's own `@State` collection must
        // lay out rows, in the view or in one given a binding to it (a set of selected rows
        // only ticks them).
        let scopes = context.typeScope(of: application.call)
        // Read on the first mutation only: most closures mutate no collection, and the names
        // take the file's def-use index.
        var states: Set<String>?
        for mutation in context.index.calls(
          named: LayoutQueries.collectionMutations, within: closure)
        where !LayoutQueries.removesEverything(mutation) {
          guard let target = mutation.receiver?.rootName else { continue }
          if states == nil {
            states = context.defUse.propertyNames(around: application.call, attribute: "State")
          }
          if states?.contains(target) != true
            || scopes.contains(where: { layoutChanges(in: $0, index: context.index)[target] != nil }
            )
            || context.facts.isLayoutState(target)
          {
            return .layout(target, .reflow)
          }
        }
      }
      // `model.offset = …`, `model.isShown = true`: a member that a movement modifier or a
      // view's layout reads in some file; `model.open()`: what the method assigns.
      if let motion = ViewMotion.motion(ofMembers: application.changedMembers, in: context) {
        return motion
      }
      if let closure = application.call.closures.first {
        for call in closure.descendants(ofType: FunctionCallExprSyntax.self) {
          guard let name = call.calleeName, name.startsLowercase,
            !LayoutQueries.removesEverything(call)
          else { continue }
          let assigned = context.facts.assignments(ofMethod: name).sorted()
          if let motion = ViewMotion.motion(ofMembers: assigned, in: context) { return motion }
        }
      }
      // `$model.isExpanded.animation()` given to a child that lays out by its binding.
      if application.animatesBinding,
        let name = changed.sorted().first(where: {
          !ViewMotion.isActivityName($0) && context.facts.isLayoutState($0)
        })
      {
        return .layout(name, .reflow)
      }
      guard !changed.isEmpty else { return nil }
      // The type and its extensions in this file.
      scopes = context.typeScope(of: application.call)
      names = changed
      let sorted = changed.sorted()
      for scope in scopes {
        if let motion = firstLayoutMotion(among: sorted, in: scope, index: context.index) {
          return motion
        }
      }
      // A modifier of this type that moves by the state tells more than what other files lay
      // out by it (the chevron that rotates as the binding toggles).
      if let modifier = ViewMotion.firstMovementModifier(in: scopes, reading: names, in: context) {
        return .geometry(modifier)
      }
      let declaration = context.index.enclosingTypeDeclaration(of: application.call)
      // A view model's own properties are what views of other files read (`model.isShown`).
      if declaration?.is(ClassDeclSyntax.self) == true
        || declaration?.is(ActorDeclSyntax.self) == true,
        let motion = ViewMotion.motion(ofMembers: sorted, in: context)
      {
        return motion
      }
      // A binding: the view that owns the state lays out by it. (The file's bindings are read
      // only for names some view lays out by: they take the file's def-use index.)
      let laidOut = sorted.filter {
        !ViewMotion.isActivityName($0)
          && (context.facts.isLayoutState($0) || context.facts.isLayoutMember($0))
      }
      if !laidOut.isEmpty {
        let bindings = context.defUse.propertyNames(around: application.call, attribute: "Binding")
        if let name = laidOut.first(where: bindings.contains) { return .layout(name, .reflow) }
      }
    }
    return ViewMotion.firstMovementModifier(in: scopes, reading: names, in: context).map {
      .geometry($0)
    }
  }

  /// The motion the layout model found; where it found none, a movement modifier it does not
  /// lay out (`rotation3DEffect`, `projectionEffect`) that reads the state.
  ///
  /// Where views of the app's own are given the state, a movement modifier or geometry effect
  /// of another file that reads a changed member decides (the project facts).
  private func motion(
    from verdict: LayoutVerdict, scopes: [Syntax], reading names: Set<String>?,
    members: [String], mutatedCollection: String? = nil, in context: AuditContext
  ) -> ViewMotion? {
    switch verdict {
    case .moves(let motion): return motion
    // Where this file moves views by the member, those views are judged here (they may
    // animate themselves).
    case .delegated
    where members.contains(where: context.facts.isGeometryMember)
      && MotionQueries.firstMovementModifier(in: context.tree, index: context.index) {
        $0.arguments.references(anyOf: Set(members))
      } == nil:
      return .geometry()
    // `pins.append(pin)` on a collection given whole to a view of the app's own: whatever
    // lists it, its rows enter and leave, and the rows after them slide.
    case .delegated(let effects):
      if let mutatedCollection,
        effects.contains(where: { $0.view.receives(wholeValue: mutatedCollection) })
      {
        return .layout(mutatedCollection, .reflow)
      }
      // `ProgressSection(observer: observer)` above other sections, and `observer.state`
      // changes: where some view of the project lays out by that member, the section may
      // change its size, and the sections after it slide.
      if let pushing = effects.first(where: { Self.mayResize($0, in: context) }) {
        return .layout(pushing.cause, .reflow)
      }
      fallthrough
    case .still:
      return ViewMotion.firstMovementModifier(
        in: scopes, reading: names, in: context, excludingLaidOut: true
      ).map { .geometry($0) }
    }
  }

  /// Whether a view of the app's own, given a member path (`observer.state`) and followed by
  /// other views, may change its size with it: some view of the project lays out by a member of
  /// that name (`if observer.state == .running { … }`). Activity flags mostly swap a spinner in
  /// place, and are left out.
  private static func mayResize(_ effect: ViewEffect, in context: AuditContext) -> Bool {
    guard !effect.displaced.isEmpty, let dot = effect.cause.lastIndex(of: ".") else {
      return false
    }
    let member = String(effect.cause[effect.cause.index(after: dot)...])
    return !ViewMotion.isActivityName(member) && context.facts.isLayoutMember(member)
  }
}
