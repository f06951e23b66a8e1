import MotionAuditSemantics
import MotionAuditSyntax
import SwiftSyntax

/// The views a type lays out: its `body` with the view-building members it uses laid out in
/// place, or, in an extension without the body, each view-building member on its own.
package struct TypeLayout {
  package var models: [ViewLayoutModel]
  /// The view-building members, by name (see ``ViewHelpers``).
  package var helpers: [String: CodeBlockItemListSyntax]
  /// Values the type derives from its state, with the paths they read: computed properties
  /// (`var isSelected: Bool { item == selected }`) and the constants its views declare
  /// (`let items = loader.items`).
  var derivations: [String: [String]]

  /// How many derivations deep a change is followed (`a` ← `b` ← `c`).
  private static let derivationDepth = 4

  /// The layout of the type declared by `scopes` (the type and its extensions in one file), whose
  /// file `index` describes.
  package init(scopes: [Syntax], representables: Set<String>, index: SourceIndex) {
    let declarations = ViewHelpers.declarations(in: scopes)
    helpers = ViewHelpers.members(among: declarations)
    let bodies = declarations.filter { ViewHelpers.name(of: $0) == "body" }
    let laidOut = bodies.isEmpty ? declarations : bodies
    models = laidOut.compactMap { [helpers] in
      ViewLayoutModel(declaration: $0, representables: representables, helpers: helpers)
    }
    // A type without views (a view model) needs none: nothing here lays out by them.
    derivations =
      models.isEmpty ? [:] : Self.derivations(in: scopes, views: declarations, index: index)
  }

  /// What the changes of one animated transaction do to the type's views, the values derived
  /// from the changed state changing with it; empty when none of its views reads the state.
  package func effects(of changes: [StateChange]) -> [ViewEffect] {
    let changes = withDerivations(changes)
    return models.flatMap { $0.effects(of: changes) }
  }

  /// `changes` and the derived values they change, each derived value taking the kind of the
  /// change it follows from.
  package func withDerivations(_ changes: [StateChange]) -> [StateChange] {
    var all = changes
    var frontier = changes
    for _ in 0..<Self.derivationDepth where !frontier.isEmpty {
      var next: [StateChange] = []
      for (name, reads) in derivations.sorted(by: { $0.key < $1.key })
      where !all.contains(where: { $0.path == name }) {
        guard
          let source = frontier.first(where: { change in
            reads.contains { StatePaths.change(of: change.path, reaches: $0) }
          })
        else { continue }
        let derived = StateChange(name, appendsOnly: source.appendsOnly, isWhole: source.isWhole)
        next.append(derived)
        all.append(derived)
      }
      frontier = next
    }
    return all
  }

  private static func derivations(
    in scopes: [Syntax], views: [DeclSyntax], index: SourceIndex
  ) -> [String: [String]] {
    var derivations: [String: [String]] = [:]
    for scope in scopes {
      guard let type = scope.declarationGroup else { continue }
      for member in type.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          !views.contains(where: { $0.id == variable.id }),
          let name = ViewHelpers.name(of: DeclSyntax(variable)),
          let getter = ViewHelpers.statements(of: variable)
        else { continue }
        derivations[name] = StatePaths.read(in: getter)
      }
    }
    // The constants come from the index, not from a walk of each view.
    for view in views {
      for binding in index.bindings(within: view) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer?.value, derivations[name] == nil
        else { continue }
        derivations[name] = StatePaths.read(in: value)
      }
    }
    return derivations
  }
}
