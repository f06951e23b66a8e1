import SwiftSyntax

/// A change of one piece of state in a transaction: what the motion query is asked about.
package struct StateChange: Equatable, Sendable {
  /// The exact property path that changes: `viewModel.viewMode`, `isExpanded`.
  package var path: String
  /// Whether elements only join the end of a collection (`rows.append(…)`), so no element
  /// before them moves.
  package var appendsOnly: Bool
  /// Whether a collection fills from nothing or empties (`items.isEmpty` watched,
  /// `items.removeAll()`): its elements enter or leave together, none pushing another.
  package var isWhole: Bool

  package init(_ path: String, appendsOnly: Bool = false, isWhole: Bool = false) {
    self.path = path
    self.appendsOnly = appendsOnly
    self.isWhole = isWhole
  }
}

extension StateChange {
  /// The changes an `.animation(_:value:)` watches: every path its value reads.
  package static func changes(watchedBy value: ExprSyntax) -> [StateChange] {
    StatePaths.read(in: value).map { path in
      StateChange(path, isWhole: path.hasSuffix(".isEmpty"))
    }
  }
}
