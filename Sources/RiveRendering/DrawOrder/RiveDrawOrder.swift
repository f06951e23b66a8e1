/// The order an artboard's drawables are drawn in, draw rules applied, as the runtime's
/// `Artboard::initialize` and `Artboard::sortDrawOrder` arrange them.
///
/// Draw rules (`DrawRules`, under a component) move the drawables at or below that component
/// to their active target (`DrawTarget`): just before or just after the target's drawable in
/// the list the runtime draws from its end. Targets are placed in the order of their
/// dependencies: a target whose drawable is itself moved by rules comes after those rules'
/// targets.
struct RiveDrawOrder {
  typealias Key = RivePropertyKey
  typealias TypeKey = RiveTypeKey

  /// Drawable ids, first drawn first.
  private(set) var order: [Int] = []
  /// What the runtime would draw wrongly or not at all, by component.
  private(set) var unsupported: Set<RiveUnsupportedFeature> = []

  /// The order of `drawables` (ids in file order) among `components`, whose children by id
  /// are `children`; `lineage` gives an id and its ancestors, nearest first.
  init(
    drawables: [Int], components: [RiveComponent?], children: [[Int]], lineage: (Int) -> [Int]
  ) {
    func component(_ id: Int?) -> RiveComponent? {
      guard let id, components.indices.contains(id) else { return nil }
      return components[id]
    }
    // The rules of each component (the last under it wins, as the importer's map keeps it).
    var rulesOfOwner: [Int: Int] = [:]
    for (id, rules) in components.enumerated() where rules?.typeKey == TypeKey.drawRules {
      if let owner = rules?.parentID, component(owner) != nil { rulesOfOwner[owner] = id }
    }
    guard !rulesOfOwner.isEmpty else {
      order = drawables.reversed()
      return
    }
    var flattenedRules: [Int: Int] = [:]
    for drawable in drawables {
      if let owner = lineage(drawable).first(where: { rulesOfOwner[$0] != nil }) {
        flattenedRules[drawable] = rulesOfOwner[owner]
      }
    }
    // Each target's drawable; a target without one is named (the runtime reads it anyway).
    var drawableOfTarget: [Int: Int] = [:]
    for (id, target) in components.enumerated() where target?.typeKey == TypeKey.drawTarget {
      let drawable = target?.id(Key.drawTargetDrawableId)
      if let drawable, component(drawable)?.isKind(of: TypeKey.drawable) ?? false {
        drawableOfTarget[id] = drawable
      } else if let target {
        unsupported.insert(
          RiveUnsupportedFeature(component: target.label, feature: "DrawTarget without a drawable"))
      }
    }

    // The targets' dependencies: every target of a registered rules object hangs from a root,
    // and a target whose drawable has rules follows the targets of those rules.
    let root = -1
    var dependents: [Int: [Int]] = [:]
    func addDependent(_ dependent: Int, to id: Int) {
      if !(dependents[id]?.contains(dependent) ?? false) {
        dependents[id, default: []].append(dependent)
      }
    }
    for rules in rulesOfOwner.keys.sorted().compactMap({ rulesOfOwner[$0] }) {
      for target in children[rules] {
        guard drawableOfTarget[target] != nil else {
          if let child = component(target), child.typeKey != TypeKey.drawTarget {
            unsupported.insert(
              RiveUnsupportedFeature(
                component: child.label, feature: "\(child.typeName) in DrawRules"))
          }
          continue
        }
        addDependent(target, to: root)
        guard let drawable = drawableOfTarget[target], let dependentRules = flattenedRules[drawable]
        else { continue }
        for (id, other) in components.enumerated()
        where other?.typeKey == TypeKey.drawTarget && other?.parentID == dependentRules {
          addDependent(target, to: id)
        }
      }
    }
    guard let sorted = Self.dependencyOrder(from: root, dependents: dependents) else {
      unsupported.insert(
        RiveUnsupportedFeature(
          component: component(0)?.label ?? "Artboard", feature: "draw targets in a cycle"))
      order = drawables.reversed()
      return
    }
    let targets = sorted.dropFirst()

    // The list the runtime draws from its end: drawables without an active target, each
    // target's in a list of its own, spliced in beside the target's drawable.
    var previous: [Int: Int] = [:]
    var next: [Int: Int] = [:]
    var firstOfTarget: [Int: Int] = [:]
    var lastOfTarget: [Int: Int] = [:]
    var last: Int?
    for drawable in drawables {
      let active = flattenedRules[drawable].flatMap { component($0)?.id(Key.drawRulesDrawTargetId) }
      if let active, component(active)?.typeKey == TypeKey.drawTarget {
        if let tail = lastOfTarget[active] {
          next[tail] = drawable
          previous[drawable] = tail
        } else {
          firstOfTarget[active] = drawable
        }
        lastOfTarget[active] = drawable
      } else {
        if let last { next[last] = drawable }
        previous[drawable] = last
        last = drawable
      }
    }
    for target in targets {
      guard let first = firstOfTarget[target], let tail = lastOfTarget[target],
        let drawable = drawableOfTarget[target]
      else { continue }
      switch component(target)?.unsigned(Key.drawTargetPlacementValue) {
      case 0:  // before
        if let before = previous[drawable] {
          next[before] = first
          previous[first] = before
        }
        previous[drawable] = tail
        next[tail] = drawable
      case 1:  // after
        if let after = next[drawable] {
          previous[after] = tail
          next[tail] = after
        }
        if drawable == last { last = tail }
        next[drawable] = first
        previous[first] = drawable
      default:
        break
      }
    }
    var seen: Set<Int> = []
    var current = last
    while let drawable = current, seen.insert(drawable).inserted {
      order.append(drawable)
      current = previous[drawable]
    }
  }

  /// The ids reachable from `root`, each before its dependents (a depth-first sort, as the
  /// runtime's `DependencySorter` makes it, without recursion); nil on a cycle.
  private static func dependencyOrder(from root: Int, dependents: [Int: [Int]]) -> [Int]? {
    var done: Set<Int> = []
    var visiting: Set<Int> = [root]
    var stack: [(id: Int, index: Int)] = [(root, 0)]
    var finished: [Int] = []
    while let top = stack.last {
      let list = dependents[top.id] ?? []
      if top.index < list.count {
        stack[stack.count - 1].index += 1
        let dependent = list[top.index]
        if done.contains(dependent) { continue }
        if visiting.contains(dependent) { return nil }
        visiting.insert(dependent)
        stack.append((dependent, 0))
      } else {
        stack.removeLast()
        visiting.remove(top.id)
        done.insert(top.id)
        finished.append(top.id)
      }
    }
    return finished.reversed()
  }
}
