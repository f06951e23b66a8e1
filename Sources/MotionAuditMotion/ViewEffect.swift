import SwiftSyntax

/// What a change of state does on screen to one view of a body, under an animation.
package struct ViewEffect {
  package enum Mechanism: Equatable, Sendable {
    /// One content replaces another in place with the default `.opacity`: nothing slides.
    case crossFade
    /// A view enters or leaves with `.opacity`; the views in `displaced` are pushed along.
    case insertion
    /// A view enters or leaves with a transition that moves it (`.move`, `.scale`, …).
    case transition(ViewTransition)
    /// `frame`, `padding` or `fixedSize` changes the view's size.
    case resize(LayoutModifier.Kind)
    case offset
    case position
    case scale
    case rotation
    /// A paged `TabView`'s selection changes: whole pages slide across the screen.
    case page
    /// A scroll view's position changes: its content scrolls.
    case scroll
    /// A sheet's selected detent changes: the sheet grows or shrinks to its new height.
    case detent
    /// What a view shows changes (`Text(count)`), not where it is.
    case contentChange
    /// A view of the app's own is given the changed state (`Row(item)`, `Card(model) { … }`):
    /// what it does with it is decided in its own body, elsewhere; `displaced` are the views
    /// after it, which slide if it changes size.
    case delegated(String)
    /// A UIKit or AppKit view applies the change itself, outside SwiftUI's animation.
    case representableUpdate
    /// The system presents or dismisses a sheet, popover or cover, whatever the transaction.
    case presentation(String)
  }

  package var mechanism: Mechanism
  /// The path of the state whose change causes it.
  package var cause: String
  /// The view that changes.
  package var view: Syntax
  /// The modifier that makes it move, when one does: the `.transition(_:)`, `offset`, `frame`.
  package var source: FunctionCallExprSyntax?
  /// The views that follow it and are pushed along.
  package var displaced: [Syntax] = []
  /// The modifier closest to the view that decides its animation instead of the transaction.
  package var override: AnimationOverride?
  /// Whether the body's own size changes with it (nothing in the body keeps its size): where
  /// the body is used, the views after it move.
  package var resizesBody = false
  package var isUserFacing: Bool = true
  /// The same motion in the other branches of an `if #available`.
  package var alternatives: [Syntax] = []

  /// Whether someone using the app sees something move: displaced, slid, scaled, rotated or
  /// resized, with no override that stops the animation.
  package var moves: Bool {
    guard isUserFacing, override?.effect != .disables else { return false }
    switch mechanism {
    case .insertion: return !displaced.isEmpty
    // A transition of the app's own is taken to move: its definition is elsewhere.
    case .transition(let transition): return transition.moves ?? true
    case .resize, .offset, .position, .scale, .rotation, .page, .scroll, .detent: return true
    case .crossFade, .contentChange, .delegated, .representableUpdate, .presentation: return false
    }
  }
}
