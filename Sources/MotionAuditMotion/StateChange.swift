/// A change of one piece of state in a transaction: what the motion query is asked about.
package struct StateChange: Equatable, Sendable {
  /// The exact property path that changes: `viewModel.viewMode`, `isExpanded`.
  package var path: String
  /// Whether elements only join the end of a collection (`rows.append(…)`), so no element
  /// before them moves.
  package var appendsOnly: Bool

  package init(_ path: String, appendsOnly: Bool = false) {
    self.path = path
    self.appendsOnly = appendsOnly
  }
}
