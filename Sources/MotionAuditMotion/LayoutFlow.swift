import SwiftSyntax

/// How a change at one place of the tree travels outwards: the views it pushes, and the
/// animation override that decides it.
enum LayoutFlow {
  /// The views after the one at the end of `ancestry` that move when it grows, shrinks, enters
  /// or leaves: its later siblings in every container that lays children out one after another,
  /// up to a container that keeps its size (a scroll view, a list, a fixed frame on the `blocked`
  /// axes) or draws its children over one another (a `ZStack`, an overlay, a sheet).
  static func followers(ofChildAt ancestry: [LayoutStep], blocked: Set<LayoutAxis>) -> [Syntax] {
    flow(ofChildAt: ancestry, blocked: blocked).displaced
  }

  /// Whether the view at the end of `ancestry` is laid out by a container of the app's own
  /// (`Card { … }`, a custom `Layout`) before any container SwiftUI lays out: how that one
  /// places its children is decided elsewhere.
  static func isInOwnContainer(_ ancestry: [LayoutStep]) -> Bool {
    for step in ancestry.reversed() {
      guard case .container(let name, let kind) = step.node.kind else { continue }
      guard kind == .transparent else { return false }
      if ContainerKind(calling: name, axisArgument: nil) == nil { return true }
    }
    return false
  }

  /// Whether a change of size of the view at the end of `ancestry` reaches the body's own size:
  /// no container on the way keeps its size, so the views after the body, where it is used,
  /// move.
  static func resizesBody(ofChildAt ancestry: [LayoutStep], blocked: Set<LayoutAxis>) -> Bool {
    flow(ofChildAt: ancestry, blocked: blocked).reachesBody
  }

  private static func flow(ofChildAt ancestry: [LayoutStep], blocked: Set<LayoutAxis>)
    -> (displaced: [Syntax], reachesBody: Bool)
  {
    var blocked = blocked
    var displaced: [Syntax] = []
    func later(_ step: LayoutStep) -> [Syntax] {
      step.node.children.dropFirst(step.childIndex + 1).filter(\.isAlwaysShown).map(\.syntax)
    }
    for (position, step) in ancestry.enumerated().reversed() {
      if blocked.count == 2 { return (displaced, false) }
      switch step.node.kind {
      case .container(_, let container):
        switch container {
        case .layers, .pages: return (displaced, false)
        case .stack(let axis):
          if blocked.contains(axis) { return (displaced, false) }
          displaced += later(step)
        case .scroll(let axis):
          if !blocked.contains(axis) { displaced += later(step) }
          return (displaced, false)
        case .rows:
          if !blocked.contains(.vertical) { displaced += later(step) }
          // A `Section` is a run of its list's rows: the list's later rows follow it.
          guard case .container("Section", _) = step.node.kind else { return (displaced, false) }
        case .transparent:
          displaced += later(step)
        }
      case .branch, .debugOnly:
        displaced += later(step)
      case .choice, .forEach:
        break
      case .layer("safeAreaInset"):
        // An inset takes room from the safe area of the view it is attached to: that view's
        // content moves aside.
        return (displaced + ancestry[..<position].suffix(1).map(\.node.syntax), false)
      case .view, .representable, .layer, .presentation:
        return (displaced, false)
      }
      blocked.formUnion(step.node.layoutModifiers.flatMap(\.fixedAxes))
    }
    return (displaced, true)
  }

  /// The override closest to the views that decides the animation of a change of `path`: one
  /// of `node`'s modifiers applied after its modifier at `chainIndex`, else one of a container's.
  static func override(
    for path: String, inside node: ViewNode? = nil, after chainIndex: Int = -1,
    ancestry: [LayoutStep]
  ) -> AnimationOverride? {
    let own = node?.overrides.filter { $0.chainIndex > chainIndex } ?? []
    let candidates = own + ancestry.reversed().flatMap(\.node.overrides)
    return candidates.first { $0.applies(toChangeOf: path) }
  }
}
