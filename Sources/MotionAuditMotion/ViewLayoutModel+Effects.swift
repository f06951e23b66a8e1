import SwiftSyntax

extension ViewLayoutModel {
  /// What changing the state at `path` under an animation does to this body's views.
  package func effects(ofChanging path: String) -> [ViewEffect] {
    effects(of: [StateChange(path)])
  }

  /// What the changes of one transaction, under an animation, do to this body's views: the one
  /// place that answers "does this change move anything, and how?". A view that enters or leaves
  /// in the same transaction takes its content with it: nothing inside it moves on its own.
  package func effects(of changes: [StateChange]) -> [ViewEffect] {
    var walk = EffectWalk(changes: changes)
    walk.visit(root, ancestry: [], isUserFacing: isUserFacing)
    return walk.effects
  }
}

/// A container on the way from the body's top to a view, and which of its children leads there.
struct LayoutStep {
  var node: ViewNode
  var childIndex: Int
}

/// One walk of a model for one transaction.
private struct EffectWalk {
  var changes: [StateChange]
  var effects: [ViewEffect] = []

  init(changes: [StateChange]) {
    self.changes = changes
  }

  private func changes(reaching reads: [String]) -> [StateChange] {
    changes.filter { change in reads.contains { StatePaths.change(of: change.path, reaches: $0) } }
  }

  mutating func visit(_ node: ViewNode, ancestry: [LayoutStep], isUserFacing: Bool) {
    let isUserFacing = isUserFacing && !node.isDebugOnly
    var found: [ViewEffect] = []
    found += modifierEffects(node, ancestry: ancestry)
    switch node.kind {
    case .choice(let choice) where choice.form == .availability:
      found += alternativeEffects(node, ancestry: ancestry, isUserFacing: isUserFacing)
    case .choice(let choice) where !changes(reaching: choice.reads).isEmpty:
      found += choiceEffects(node, choice, ancestry: ancestry)
    case .forEach(let data, let byPosition) where !changes(reaching: data).isEmpty:
      found += elementEffects(node, data: data, byPosition: byPosition, ancestry: ancestry)
    default:
      found += ownEffects(node, ancestry: ancestry)
      for (index, child) in node.children.enumerated() {
        visit(
          child, ancestry: ancestry + [LayoutStep(node: node, childIndex: index)],
          isUserFacing: isUserFacing)
      }
    }
    for attachment in node.attachments {
      let step = LayoutStep(node: node, childIndex: node.children.count)
      visit(attachment, ancestry: ancestry + [step], isUserFacing: isUserFacing)
    }
    effects += found.map { effect in
      var effect = effect
      effect.isUserFacing = effect.isUserFacing && isUserFacing
      return effect
    }
  }

  /// Effects of the modifiers that size, place or transform `node`.
  private func modifierEffects(_ node: ViewNode, ancestry: [LayoutStep]) -> [ViewEffect] {
    var found: [ViewEffect] = []
    for modifier in node.layoutModifiers {
      for change in changes(reaching: modifier.reads) {
        let mechanism: ViewEffect.Mechanism
        var displaced: [Syntax] = []
        switch modifier.kind {
        case .offset: mechanism = .offset
        case .position: mechanism = .position
        case .scaleEffect: mechanism = .scale
        case .rotationEffect: mechanism = .rotation
        case .scrollPosition: mechanism = .scroll
        case .presentationDetents: mechanism = .detent
        case .frame, .padding, .fixedSize:
          mechanism = .resize(modifier.kind)
          // A fixed frame applied after this one keeps the view's outer size.
          let outerFrames = node.layoutModifiers.filter { $0.chainIndex > modifier.chainIndex }
          displaced = LayoutFlow.followers(
            ofChildAt: ancestry, blocked: outerFrames.reduce([]) { $0.union($1.fixedAxes) })
        }
        found.append(
          ViewEffect(
            mechanism: mechanism, cause: change.path, view: node.syntax, source: modifier.call,
            displaced: displaced,
            override: LayoutFlow.override(
              for: change.path, inside: node, after: modifier.chainIndex, ancestry: ancestry)))
      }
    }
    return found
  }

  /// Effects of what a view shows, and of what presents a sheet.
  private func ownEffects(_ node: ViewNode, ancestry: [LayoutStep]) -> [ViewEffect] {
    let mechanism: ViewEffect.Mechanism
    let reads: [String]
    switch node.kind {
    case .view(let name), .container(let name, .transparent):
      let isSystemView = SystemViews.names.contains(name)
      (mechanism, reads) = (isSystemView ? .contentChange : .delegated(name), node.reads)
    case .container(_, .pages(isPaged: true)): (mechanism, reads) = (.page, node.reads)
    case .representable: (mechanism, reads) = (.representableUpdate, node.reads)
    case .presentation(let name, let presenter):
      (mechanism, reads) = (.presentation(name), presenter)
    default: return []
    }
    // A view of the app's own may change its height with the state it is given (content shown
    // or hidden in its body, elsewhere): the views below it are what would slide. Its width is
    // not known to change, so a row beside it stays; nor is how a container of the app's own
    // places it. A collection that fills from nothing or empties enters or leaves whole, as
    // everywhere in the model.
    var followers: [Syntax]?
    return changes(reaching: reads).map { change in
      var displaced: [Syntax] = []
      if case .delegated = mechanism, !change.isWhole {
        if followers == nil {
          followers =
            LayoutFlow.isInOwnContainer(ancestry)
            ? [] : LayoutFlow.followers(ofChildAt: ancestry, blocked: [.horizontal])
        }
        displaced = followers ?? []
      }
      return ViewEffect(
        mechanism: mechanism, cause: change.path, view: node.syntax, displaced: displaced,
        override: LayoutFlow.override(for: change.path, inside: node, after: -1, ancestry: ancestry)
      )
    }
  }

  /// A choice the transaction changes: its branches swap (a cross-fade, unless a transition
  /// moves) or its content enters and leaves, pushing what follows.
  private func choiceEffects(_ node: ViewNode, _ choice: ViewChoice, ancestry: [LayoutStep])
    -> [ViewEffect]
  {
    var found: [ViewEffect] = []
    let branches = node.children.filter(\.showsContent)
    let insertsOrRemoves = branches.count < node.children.count
    let followers = insertsOrRemoves ? LayoutFlow.followers(ofChildAt: ancestry, blocked: []) : []
    for change in changes(reaching: choice.reads) {
      let override = LayoutFlow.override(for: change.path, ancestry: ancestry)
      var moved = false
      for view in branches.flatMap(\.children) where view.showsContent {
        if view.transition.moves != false {
          moved = true
          found.append(
            ViewEffect(
              mechanism: .transition(view.transition), cause: change.path, view: view.syntax,
              source: view.transitionCall, displaced: followers, override: override))
        } else if insertsOrRemoves {
          var effect = ViewEffect(
            mechanism: .insertion, cause: change.path, view: view.syntax, displaced: followers,
            override: override)
          effect.resizesBody = LayoutFlow.resizesBody(ofChildAt: ancestry, blocked: [])
          found.append(effect)
        }
      }
      if branches.count > 1, !moved {
        found.append(
          ViewEffect(
            mechanism: .crossFade, cause: change.path, view: node.syntax, override: override))
      }
    }
    return found
  }

  /// A `ForEach` whose data the transaction changes: elements enter and leave, pushing the
  /// later elements (unless they only join the end, or are identified by their position and
  /// only change in place) and what follows the `ForEach`.
  private func elementEffects(
    _ node: ViewNode, data: [String], byPosition: Bool, ancestry: [LayoutStep]
  ) -> [ViewEffect] {
    changes(reaching: data).map { change in
      var displaced = LayoutFlow.followers(ofChildAt: ancestry, blocked: [])
      if !change.appendsOnly, !change.isWhole, !byPosition {
        displaced = node.children.map(\.syntax) + displaced
      }
      let transition = node.children.first?.transition ?? .opacity
      return ViewEffect(
        mechanism: transition.moves == false ? .insertion : .transition(transition),
        cause: change.path, view: node.syntax, source: node.children.first?.transitionCall,
        displaced: displaced,
        override: LayoutFlow.override(
          for: change.path, inside: node, after: -1, ancestry: ancestry))
    }
  }

  /// `if #available` branches are the same view on two OS versions: their effects are one
  /// motion, reported at the first branch with the others as alternatives.
  private func alternativeEffects(_ node: ViewNode, ancestry: [LayoutStep], isUserFacing: Bool)
    -> [ViewEffect]
  {
    var perBranch: [[ViewEffect]] = []
    for (index, branch) in node.children.enumerated() {
      var walk = EffectWalk(changes: changes)
      walk.visit(
        branch, ancestry: ancestry + [LayoutStep(node: node, childIndex: index)],
        isUserFacing: isUserFacing)
      perBranch.append(walk.effects)
    }
    guard let firstIndex = perBranch.firstIndex(where: { !$0.isEmpty }) else { return [] }
    return perBranch[firstIndex].map { effect in
      var effect = effect
      for other in perBranch.indices where other != firstIndex {
        effect.alternatives += perBranch[other].filter { $0.cause == effect.cause }.map(\.view)
      }
      return effect
    }
  }
}

extension ViewNode {
  var isDebugOnly: Bool {
    if case .debugOnly = kind { return true }
    return false
  }
}
