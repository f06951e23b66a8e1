import MotionAuditSyntax
import SwiftSyntax

// What the file's index already holds, found inside one node without walking it.
extension SourceIndex {
  /// The pattern bindings inside `node`, in source order.
  func bindings(within node: some SyntaxProtocol) -> [PatternBindingSyntax] {
    Self.run(of: bindings, within: node) { $0.node.position }.map(\.node)
  }

  /// The sequence expressions (assignments among them) inside `node`, in source order.
  func sequences(within node: some SyntaxProtocol) -> [SequenceExprSyntax] {
    Self.run(of: definitionSites, within: node) { $0.position }.compactMap {
      $0.as(SequenceExprSyntax.self)
    }
  }

  /// The elements of `nodes`, which are in source order (the order of the index's walk), that
  /// start inside `node`: a binary search for the first, and the run up to `node`'s end.
  private static func run<Element>(
    of nodes: [Element], within node: some SyntaxProtocol,
    position: (Element) -> AbsolutePosition
  ) -> ArraySlice<Element> {
    let start = node.position
    let end = node.endPosition
    var low = 0
    var high = nodes.count
    while low < high {
      let middle = (low + high) / 2
      if position(nodes[middle]) < start { low = middle + 1 } else { high = middle }
    }
    var last = low
    while last < nodes.count, position(nodes[last]) < end { last += 1 }
    return nodes[low..<last]
  }
}
