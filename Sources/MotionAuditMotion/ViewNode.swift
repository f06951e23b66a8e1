import SwiftSyntax

/// One view of a body's layout: what it is, the modifiers that place or animate it, and the
/// views it contains, in order.
package struct ViewNode {
  package enum Kind {
    /// A container SwiftUI lays out (`VStack`, `List`, `ZStack`, `Group`, …), by its name.
    case container(String, ContainerKind)
    /// A view that is not a container here: `Text`, `ProgressView`, `DetailRow()`, a helper.
    case view(String)
    /// A view wrapping UIKit or AppKit (`UIViewRepresentable` declared in the file): it applies
    /// changes itself and ignores SwiftUI's transaction.
    case representable(String)
    /// `ForEach(data)`: one copy of its content per element of the data, which reads `data`.
    /// `byPosition` when the elements are identified by their position (`items.indices`,
    /// `0..<items.count`, `items.enumerated()` by `\.offset`): a change re-labels the rows in
    /// place, and only the last rows enter or leave.
    case forEach(data: [String], byPosition: Bool)
    /// Content chosen by state: an `if`/`else` chain, a `switch`, or `if #available`.
    case choice(ViewChoice)
    /// One branch of a choice; no views when the branch is empty.
    case branch
    /// Content of `overlay`, `background`, `safeAreaInset` or `toolbar`, drawn with the view.
    case layer(String)
    /// Content of `sheet`, `popover` or `fullScreenCover`, which the system presents when the
    /// state read by `presentedBy` says so.
    case presentation(String, presentedBy: [String])
    /// Content compiled only in debug builds (`#if DEBUG`).
    case debugOnly
  }

  package var kind: Kind
  /// The expression or statement that creates it.
  package var syntax: Syntax
  /// The state its own arguments read (`Text(title)` reads `title`).
  package var reads: [String] = []
  package var layoutModifiers: [LayoutModifier] = []
  package var overrides: [AnimationOverride] = []
  /// The transition its chain gives it (`.opacity` when it gives none); it runs only when this
  /// view is the one inserted or removed.
  package var transition: ViewTransition = .opacity
  /// The `.transition(_:)` modifier that gives it, when its chain has one.
  package var transitionCall: FunctionCallExprSyntax?
  package var children: [ViewNode] = []
  /// The `.layer` and `.presentation` content of its modifiers: drawn with it or presented over
  /// it, never among its children's order.
  package var attachments: [ViewNode] = []

  /// Whether it shows something: an empty branch, `EmptyView()` and a choice of empty branches
  /// do not.
  package var showsContent: Bool {
    switch kind {
    case .view(let name): name != "EmptyView"
    case .branch, .choice, .debugOnly: children.contains(where: \.showsContent)
    default: true
    }
  }
}

extension ViewNode {
  /// Whether it shows something whatever the state: not a choice with an empty branch
  /// (`if UIDevice.isPad { … }`), which may be absent, so that nothing is known to follow.
  var isAlwaysShown: Bool {
    guard showsContent else { return false }
    if case .choice = kind { return children.allSatisfy(\.showsContent) }
    return true
  }
}

/// How a body chooses between contents.
package struct ViewChoice {
  package enum Form: Equatable, Sendable {
    case ifElse
    case switchCase
    /// `if #available(…)`: the same view for two OS versions, never a change on screen.
    case availability
  }

  package var form: Form
  /// The state the conditions or the subject read.
  package var reads: [String]
}
