/// A rule's calls, grouped by what the rule does with them.
///
/// Each group states its called names once, in ``names``: the rule's matcher lists every group's
/// names (``RuleMatcher/Names/routes(_:)``), the pre-filter looks for them, and the rule's visit
/// switches over the groups. A name cannot be matched and left unhandled, or handled and not
/// matched: the switch is over the groups, and the compiler holds it exhaustive. A rule lists its
/// routes in ``Rule/routes``, which the registry's tests read.
///
/// Names a rule reads inside a node it was handed (Lottie's loop modes, the calls whose closures
/// run when a view appears) are grouped the same way, so that a switch over them is exhaustive
/// and each name has one owner.
package protocol CallRoute: CaseIterable, Sendable {
  /// The called names of this group.
  var names: Set<String> { get }
}

extension CallRoute {
  /// The group `name` belongs to, or `nil` for a name none of them lists.
  package init?(name: String) {
    guard let route = Self.allCases.first(where: { $0.names.contains(name) }) else { return nil }
    self = route
  }

  /// Every group's names.
  package static var allNames: Set<String> {
    allCases.reduce(into: []) { $0.formUnion($1.names) }
  }
}

extension RuleMatcher.Names {
  /// The names of every group of `Route`.
  package static func routes<Route: CallRoute>(_: Route.Type) -> Self {
    .named(Route.allNames)
  }
}
